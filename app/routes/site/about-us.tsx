import type { Route } from "./+types/about-us";
import { AboutPage } from "#app/features/marketing/about-page";
import { titleMeta } from "#app/features/seo/page-meta";
import { pageHeads } from "#app/features/seo/page-heads";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => titleMeta(pageHeads.aboutUs);

export default function AboutUs() {
  return <AboutPage />;
}
