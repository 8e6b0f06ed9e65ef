import type { Route } from "./+types/about-us";
import { AboutPage } from "#app/features/marketing/about-page";
import { staticHeads } from "#app/features/seo/static-heads";
import { titleMeta } from "#app/features/seo/title-meta";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => titleMeta(staticHeads.about);

export default function AboutUs() {
  return <AboutPage />;
}
