import type { Route } from "./+types/for-individuals";
import { ForIndividualsPage } from "#app/features/catalogue/for-individuals-page";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageHead(request, "/shop/for-individuals", pageHeads.forIndividuals) };
}

export default function ForIndividuals() {
  return <ForIndividualsPage />;
}
