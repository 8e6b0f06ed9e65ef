import type { Route } from "./+types/for-organisations";
import { ForOrganisationsPage } from "#app/features/catalogue/for-organisations-page";
import { pageHead, type PageHead } from "#app/features/seo/page-head.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The head's tags, worked out by the loader: their helpers need none of the browser's JavaScript. */
const head: PageHead = {
  path: "/shop/for-organisations",
  title: "AI Transformation for Organizations",
  description:
    "Upskill your workforce in AI: HRDC-claimable masterclasses (claim up to 100% of costs), custom corporate training and government upskilling grants in Malaysia.",
};

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageHead(request, head) };
}

export default function ForOrganisations() {
  return <ForOrganisationsPage />;
}
