import type { Route } from "./+types/for-organisations";
import { ForOrganisationsPage } from "#app/features/catalogue/for-organisations-page";
import { headLoader } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export const loader = headLoader("/shop/for-organisations", pageHeads.forOrganisations);

export default function ForOrganisations() {
  return <ForOrganisationsPage />;
}
