import type { Route } from "./+types/for-individuals";
import { ForIndividualsPage } from "#app/features/catalogue/for-individuals-page";
import { headLoader } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export const loader = headLoader("/shop/for-individuals", pageHeads.forIndividuals);

export default function ForIndividuals() {
  return <ForIndividualsPage />;
}
