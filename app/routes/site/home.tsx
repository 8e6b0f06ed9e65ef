import type { Route } from "./+types/home";
import { pageTitle } from "#common/business";
import { listPublishedPosts } from "#app/features/blog/posts.server";
import {
  AboutSection,
  FinalCallSection,
  HeroSection,
  SolutionsSection,
} from "#app/features/marketing/home-sections";
import {
  CountersSection,
  FeedbackAndVideosSection,
  GallerySection,
  TestimonialsSection,
  VideoAndLogosSection,
} from "#app/features/marketing/home-proof-sections";
import { LatestInsightsSection } from "#app/features/marketing/home-insights-section";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("AI Training & Consultancy in Malaysia") },
  {
    name: "description",
    content:
      "AIHQ trains Malaysian professionals and organisations to use AI with confidence: HRDC-claimable masterclasses, conferences, custom corporate training and consultancy.",
  },
  { property: "og:type", content: "website" },
  { property: "og:title", content: "AIHQ — AI Training & Consultancy in Malaysia" },
];

export function loader() {
  // Not awaited: the page streams at once and Latest Insights fills in (or
  // shows its error text) when the query settles.
  return { posts: Promise.resolve(listPublishedPosts(3)) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <TestimonialsSection />
      <AboutSection />
      <VideoAndLogosSection />
      <GallerySection />
      <CountersSection />
      <FeedbackAndVideosSection />
      <SolutionsSection />
      <LatestInsightsSection posts={loaderData.posts} />
      <FinalCallSection />
    </>
  );
}
