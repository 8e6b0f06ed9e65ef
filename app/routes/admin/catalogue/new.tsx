import type { Route } from "./+types/new";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { NewCatalogueItemPage } from "#app/features/catalogue/admin/catalogue-pages";
import { PRODUCT_TYPES, productTypeAt } from "#app/features/catalogue/admin/product-types";
import { catalogueAdminAt } from "#app/features/catalogue/admin/product-types.server";

/** A new item of a catalogue product type; registered once per type, the URL says which. */

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(`New ${productTypeAt(location.pathname).kind.one} · Back office`);

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  return { type: catalogueAdminAt(request).type };
}

export async function action({ request }: Route.ActionArgs) {
  return catalogueAdminAt(request).admin.create(request);
}

export default function NewCatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  const { type } = loaderData;
  // Keyed by type: the types share this component, and another type's form starts afresh.
  return <NewCatalogueItemPage key={type} type={PRODUCT_TYPES[type]} actionData={actionData} />;
}
