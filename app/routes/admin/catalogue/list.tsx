import type { Route } from "./+types/list";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { CatalogueListPage } from "#app/features/catalogue/admin/catalogue-list";
import {
  PAGE_SIZE,
  catalogueDb,
  pageParam,
} from "#app/features/catalogue/admin/catalogue-crud.server";
import { PRODUCT_TYPES, productTypeAt } from "#app/features/catalogue/admin/product-types";
import { catalogueAdminAt } from "#app/features/catalogue/admin/product-types.server";

/**
 * The list of a catalogue product type (books, grants, NTW programs), with
 * search and paging. Registered once per type in app/routes.ts; the URL says
 * which.
 */

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(`${productTypeAt(location.pathname).kind.many} · Back office`);

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const { type, admin } = catalogueAdminAt(request);
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  const list = await admin.list(catalogueDb(), { q: params.get("q"), page });
  return { type, ...list, page, pageSize: PAGE_SIZE };
}

export default function CatalogueList({ loaderData }: Route.ComponentProps) {
  const { type, ...list } = loaderData;
  // Keyed by type: the types share this component, and another type's list starts afresh.
  return <CatalogueListPage key={type} type={PRODUCT_TYPES[type]} {...list} />;
}
