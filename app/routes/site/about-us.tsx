import type { Route } from "./+types/about-us";
import { AboutPage } from "#app/features/marketing/about-page";
import { titleMeta } from "#app/features/seo/title-meta";
import { aboutUs as head } from "#app/content/page-heads.json";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => titleMeta(head);

export default function AboutUs() {
  return <AboutPage />;
}
