import type { Route } from "./+types/home";
import { listPublishedPosts } from "#app/features/blog/posts.server";
import { Suspense } from "react";
import {
  FinalCallSection,
  HeroSection,
  SolutionsSection,
} from "#app/features/marketing/home-sections";
import { LatestInsightsSection } from "#app/features/marketing/home-insights-section";
import { afterFirstInteraction } from "#app/lib/first-interaction";
import { lazyComponent } from "#app/lib/lazy";
import { staticHeads } from "#app/features/seo/static-heads";
import { titleMeta } from "#app/features/seo/title-meta";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

// Between the hero and the solutions (testimonials to feedback) nothing needs JavaScript to
// work, so its code waits for the visitor's first interaction: the server's markup stays
// meanwhile, and the page's first load carries the hero, the shell and the insights only.
const homeMiddle = lazyComponent(
  () => import("#app/features/marketing/home-middle").then((module) => module.HomeMiddle),
  { after: afterFirstInteraction },
);

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => [
  ...titleMeta(staticHeads.home),
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
      <Suspense fallback={null}>
        <homeMiddle.Component />
      </Suspense>
      <SolutionsSection />
      <LatestInsightsSection posts={loaderData.posts} />
      <FinalCallSection />
    </>
  );
}
