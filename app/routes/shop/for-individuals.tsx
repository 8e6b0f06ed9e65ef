import type { Route } from "./+types/for-individuals";
import { ForIndividualsPage } from "#app/features/catalogue/for-individuals-page";
import { pageHead, type PageHead } from "#app/features/seo/page-head.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The head's tags, worked out by the loader: their helpers need none of the browser's JavaScript. */
const head: PageHead = {
  path: "/shop/for-individuals",
  title: "AI Masterclasses for Individuals",
  description:
    "Grow your AI skills with practical masterclasses, books and events led by industry experts in Malaysia, virtual or in Kuala Lumpur.",
};

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageHead(request, head) };
}

export default function ForIndividuals() {
  return <ForIndividualsPage />;
}
