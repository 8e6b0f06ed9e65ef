import type { Route } from "./+types/ntw-new";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireRole } from "../../features/admin/auth.server";
import { NTW_KIND, NtwForm } from "../../features/backoffice/catalogue/ntw-form";
import { NTW_LISTS, ntwSchema } from "../../features/backoffice/catalogue/ntw.schema";
import { createNtw } from "../../features/backoffice/catalogue/ntw.server";
import { createCatalogueItem } from "../../features/backoffice/catalogue/catalogue-actions.server";
import {
  NewCatalogueItemPage,
  catalogueRefusalToast,
} from "../../features/backoffice/catalogue/catalogue-pages";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("New NTW program · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return createCatalogueItem(request, {
    kind: NTW_KIND,
    schema: ntwSchema,
    lists: NTW_LISTS,
    create: createNtw,
    createdDescription: (program) => `"${program.title}" is on the NTW page.`,
  });
}

const refusalToast = catalogueRefusalToast(NTW_KIND, "new");

export default function NewNtw({ actionData }: Route.ComponentProps) {
  return (
    <NewCatalogueItemPage
      kind={NTW_KIND}
      actionData={actionData}
      refusalToast={refusalToast}
      Form={NtwForm}
    />
  );
}
