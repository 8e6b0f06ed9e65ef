import { data } from "react-router";
import type { Route } from "./+types/edit";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { NTW_KIND, NtwForm, ntwFormValues } from "#app/features/ntw/admin/ntw-form";
import { NTW_LISTS, ntwSchema } from "#app/features/ntw/admin/ntw.schema";
import { deleteNtw, getNtwForAdmin, updateNtw } from "#app/features/ntw/admin/ntw.server";
import { editCatalogueItem } from "#app/features/catalogue/admin/catalogue-actions.server";
import { catalogueDb } from "#app/features/catalogue/admin/catalogue-crud.server";
import { isId } from "#app/features/catalogue/admin/catalogue-form";
import {
  EditCatalogueItemPage,
  catalogueRefusalToast,
} from "#app/features/catalogue/admin/catalogue-pages";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: pageTitle(`${loaderData?.program.title ?? "NTW program"} · NTW programs · Back office`),
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const NOT_FOUND = "This NTW program does not exist any more. It may have been deleted.";

function notFound(): never {
  throw data({ error: NOT_FOUND }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  if (!isId(params.id)) notFound();
  const program = await getNtwForAdmin(catalogueDb(), params.id);
  if (!program) notFound();
  const confirmDelete = new URL(request.url).searchParams.has("delete");
  return { program, confirmDelete };
}

export async function action({ request, params }: Route.ActionArgs) {
  return editCatalogueItem(request, params.id, {
    kind: NTW_KIND,
    schema: ntwSchema,
    lists: NTW_LISTS,
    update: updateNtw,
    remove: deleteNtw,
    notFound: NOT_FOUND,
  });
}

const refusalToast = catalogueRefusalToast(NTW_KIND, "edit");

export default function EditNtw({ loaderData, actionData }: Route.ComponentProps) {
  const { program, confirmDelete } = loaderData;
  return (
    <EditCatalogueItemPage
      kind={NTW_KIND}
      item={program}
      siteHref={"/shop/ntw"}
      values={ntwFormValues(program)}
      confirmDelete={confirmDelete}
      actionData={actionData}
      refusalToast={refusalToast}
      Form={NtwForm}
    />
  );
}
