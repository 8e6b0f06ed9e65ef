import type { Route } from "./+types/about-us";
import { AboutPage } from "#app/features/marketing/about-page";
import { titleMeta } from "#app/features/seo/title-meta";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () =>
  titleMeta({
    title: "About Us",
    description:
      "AIHQ is a Kuala Lumpur AI training and consultancy company: 8,000+ professionals trained, 91% satisfaction and 50+ corporate clients.",
  });

export default function AboutUs() {
  return <AboutPage />;
}
