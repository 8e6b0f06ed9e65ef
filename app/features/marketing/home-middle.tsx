import { useHydrated } from "#app/lib/use-hydrated";
import {
  CountersSection,
  FeedbackAndVideosSection,
  GallerySection,
  TestimonialsSection,
  VideoAndLogosSection,
} from "./home-proof-sections";
import { AboutSection } from "./home-sections";

/**
 * The home page between the hero and the solutions: testimonials, about, video, gallery,
 * counters, feedback. Its controls work without JavaScript (links and GET forms), so the page
 * loads its code at the visitor's first interaction (routes/site/home.tsx) and keeps the
 * server's markup until then; `data-hydrated` says when it has hydrated.
 */
export function HomeMiddle() {
  const hydrated = useHydrated();
  return (
    <div data-hydrates-later="" data-hydrated={hydrated ? "true" : undefined}>
      <TestimonialsSection />
      <AboutSection />
      <VideoAndLogosSection />
      <GallerySection />
      <CountersSection />
      <FeedbackAndVideosSection />
    </div>
  );
}
