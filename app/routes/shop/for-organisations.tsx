import type { Route } from "./+types/for-organisations";
import { ForOrganisationsPage } from "#app/features/catalogue/for-organisations-page";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageHead(request, "/shop/for-organisations", pageHeads.forOrganisations) };
}

export default function ForOrganisations() {
  return <ForOrganisationsPage />;
}
