import type { Route } from "./+types/new";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { NTW_KIND, NtwForm } from "#app/features/ntw/admin/ntw-form";
import { NTW_LISTS, ntwSchema } from "#app/features/ntw/admin/ntw.schema";
import { createNtw } from "#app/features/ntw/admin/ntw.server";
import { createCatalogueItem } from "#app/features/catalogue/admin/catalogue-actions.server";
import {
  NewCatalogueItemPage,
  catalogueRefusalToast,
} from "#app/features/catalogue/admin/catalogue-pages";

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
