import { data } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { catalogueDb } from "#app/features/catalogue/admin/catalogue-crud.server";
import { isId } from "#app/features/catalogue/admin/catalogue-form";
import { EditCatalogueItemPage } from "#app/features/catalogue/admin/catalogue-pages";
import { capitalised } from "#app/features/catalogue/admin/catalogue-ui";
import { PRODUCT_TYPES, productTypeAt } from "#app/features/catalogue/admin/product-types";
import { catalogueAdminAt } from "#app/features/catalogue/admin/product-types.server";

/**
 * Edit and delete an item of a catalogue product type (delete confirmed in a
 * dialog, or on `?delete` without JavaScript). Registered once per type in
 * app/routes.ts; the URL says which.
 */

export const meta: Route.MetaFunction = ({ data: loaderData, location }) => {
  const { kind } = productTypeAt(location.pathname);
  return adminMeta(
    `${loaderData?.item.title ?? capitalised(kind.one)} · ${kind.many} · Back office`,
  );
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const { type, admin } = catalogueAdminAt(request);
  const found = isId(params.id) ? await admin.find(catalogueDb(), params.id) : null;
  if (!found) throw data({ error: admin.notFound }, { status: 404 });
  const confirmDelete = new URL(request.url).searchParams.has("delete");
  return { type, ...found, confirmDelete };
}

export async function action({ request, params }: Route.ActionArgs) {
  return catalogueAdminAt(request).admin.edit(request, params.id);
}

export default function EditCatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  const { type, ...item } = loaderData;
  // Keyed by type: the types share this component, and another type's page starts afresh.
  return (
    <EditCatalogueItemPage
      key={type}
      type={PRODUCT_TYPES[type]}
      {...item}
      actionData={actionData}
    />
  );
}
