import type { Route } from "./+types/about-us";
import { pageTitle } from "#common/business";
import { AboutPage } from "#app/features/marketing/about-page";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("About Us") },
  {
    name: "description",
    content:
      "AIHQ is a Kuala Lumpur AI training and consultancy company: 8,000+ professionals trained, 91% satisfaction and 50+ corporate clients.",
  },
];

export default function AboutUs() {
  return <AboutPage />;
}
