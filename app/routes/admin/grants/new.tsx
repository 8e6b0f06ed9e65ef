import type { Route } from "./+types/new";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { GRANT_KIND, GrantForm } from "#app/features/grants/admin/grants-form";
import { GRANT_LISTS, grantSchema } from "#app/features/grants/admin/grants.schema";
import { createGrant } from "#app/features/grants/admin/grants.server";
import { createCatalogueItem } from "#app/features/catalogue/admin/catalogue-actions.server";
import {
  NewCatalogueItemPage,
  catalogueRefusalToast,
} from "#app/features/catalogue/admin/catalogue-pages";

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
