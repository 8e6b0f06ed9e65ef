import type { Route } from "./+types/grants-new";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireRole } from "../../features/admin/auth.server";
import { GRANT_KIND, GrantForm } from "../../features/backoffice/catalogue/grants-form";
import { GRANT_LISTS, grantSchema } from "../../features/backoffice/catalogue/grants.schema";
import { createGrant } from "../../features/backoffice/catalogue/grants.server";
import { createCatalogueItem } from "../../features/backoffice/catalogue/catalogue-actions.server";
import {
  NewCatalogueItemPage,
  catalogueRefusalToast,
} from "../../features/backoffice/catalogue/catalogue-pages";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("New grant · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return createCatalogueItem(request, {
    kind: GRANT_KIND,
    schema: grantSchema,
    lists: GRANT_LISTS,
    create: createGrant,
    createdDescription: (grant) => `"${grant.title}" is on the grants page.`,
  });
}

const refusalToast = catalogueRefusalToast(GRANT_KIND, "new");

export default function NewGrant({ actionData }: Route.ComponentProps) {
  return (
    <NewCatalogueItemPage
      kind={GRANT_KIND}
      actionData={actionData}
      refusalToast={refusalToast}
      Form={GrantForm}
    />
  );
}
