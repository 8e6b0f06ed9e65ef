import { cn } from "#app/lib/cn";
import {
  clientLogos,
  corporateVideo,
  counters,
  feedbackImages,
  galleryImages,
  mediaLogos,
  testimonials,
  videos,
} from "#app/content/home";
import { AnimatedCounters } from "./animated-counters";
import { EventGallery } from "./event-gallery";
import { FeedbackGallery } from "./feedback-gallery";
import { HomeSection, SectionHeading } from "./section-heading";
import { TestimonialCarousel } from "./testimonial-carousel";
import { VideoFacade } from "./video-facade";
import { MarketingImage } from "./marketing-image";

// The home page's proof: testimonials, videos, client and media logos, gallery,
// counters and feedback.

export function TestimonialsSection() {
  return (
    <HomeSection name="testimonials" labelledBy="testimonials-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Trusted by teams across Malaysia"
          text="What participants and HR leaders say after training with us."
        />
        <TestimonialCarousel items={testimonials} />
      </div>
    </HomeSection>
  );
}

function LogoStrip({
  title,
  logos,
}: {
  title: string;
  logos: readonly { name: string; src: string }[];
}) {
  return (
    <div>
      <h3 className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul
        className={cn(
          "mt-6 grid grid-cols-2 items-center gap-6 sm:grid-cols-4",
          logos.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-5",
        )}
      >
        {logos.map((logo) => (
          <li key={logo.name} className="flex justify-center">
            <MarketingImage
              kind="logo"
              src={logo.src}
              alt={logo.name}
              className="h-12 w-auto opacity-80"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VideoAndLogosSection() {
  return (
    <HomeSection name="video-logos">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <SectionHeading
          eyebrow="See us in action"
          title="From boardrooms to ballrooms"
          text="Watch how AIHQ programmes run, and who we have trained."
        />
        <VideoFacade video={corporateVideo} />
      </div>
      <div className="mt-16 space-y-12">
        <LogoStrip title="Our clients" logos={clientLogos} />
        <LogoStrip title="As featured in" logos={mediaLogos} />
      </div>
    </HomeSection>
  );
}

export function GallerySection() {
  return (
    <HomeSection
      name="gallery"
      band="secondary"
      heading={{ eyebrow: "Event gallery", title: "Moments from our classes and conferences" }}
      body={<EventGallery images={galleryImages} />}
    />
  );
}

export function CountersSection() {
  // Not `below-fold`: its count-up waits for an IntersectionObserver, which did not report
  // the band once a jump scrolled it into view while it was skipped (desktop E2E).
  return (
    <HomeSection
      name="counters"
      band="navy"
      belowFold={false}
      heading={{ dark: true, eyebrow: "Our impact", title: "Numbers we are proud of" }}
      body={<AnimatedCounters items={counters} />}
    />
  );
}

export function FeedbackAndVideosSection() {
  return (
    <HomeSection
      name="feedback-videos"
      heading={{
        eyebrow: "Client feedback",
        title: "In their own words",
        text: "Select a message to enlarge it.",
      }}
      body={<FeedbackGallery images={feedbackImages} />}
    >
      <div className="mt-14 grid gap-8 sm:grid-cols-2">
        {videos.map((video) => (
          <VideoFacade key={video.title} video={video} />
        ))}
      </div>
    </HomeSection>
  );
}
