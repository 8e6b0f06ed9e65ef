import { data } from "react-router";
import type { Route } from "./+types/edit";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { GRANT_KIND, GrantForm, grantFormValues } from "#app/features/grants/admin/grants-form";
import { GRANT_LISTS, grantSchema } from "#app/features/grants/admin/grants.schema";
import {
  deleteGrant,
  getGrantForAdmin,
  updateGrant,
} from "#app/features/grants/admin/grants.server";
import { editCatalogueItem } from "#app/features/catalogue/admin/catalogue-actions.server";
import { catalogueDb } from "#app/features/catalogue/admin/catalogue-crud.server";
import { isId } from "#app/features/catalogue/admin/catalogue-form";
import {
  EditCatalogueItemPage,
  catalogueRefusalToast,
} from "#app/features/catalogue/admin/catalogue-pages";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: pageTitle(`${loaderData?.grant.title ?? "Grant"} · Grants · Back office`) },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const NOT_FOUND = "This grant does not exist any more. It may have been deleted.";

function notFound(): never {
  throw data({ error: NOT_FOUND }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  if (!isId(params.id)) notFound();
  const grant = await getGrantForAdmin(catalogueDb(), params.id);
  if (!grant) notFound();
  const confirmDelete = new URL(request.url).searchParams.has("delete");
  return { grant, confirmDelete };
}

export async function action({ request, params }: Route.ActionArgs) {
  return editCatalogueItem(request, params.id, {
    kind: GRANT_KIND,
    schema: grantSchema,
    lists: GRANT_LISTS,
    update: updateGrant,
    remove: deleteGrant,
    notFound: NOT_FOUND,
  });
}

const refusalToast = catalogueRefusalToast(GRANT_KIND, "edit");

export default function EditGrant({ loaderData, actionData }: Route.ComponentProps) {
  const { grant, confirmDelete } = loaderData;
  return (
    <EditCatalogueItemPage
      kind={GRANT_KIND}
      item={grant}
      siteHref={`/shop/grants#grant-${grant.id}`}
      values={grantFormValues(grant)}
      confirmDelete={confirmDelete}
      actionData={actionData}
      refusalToast={refusalToast}
      Form={GrantForm}
    />
  );
}
