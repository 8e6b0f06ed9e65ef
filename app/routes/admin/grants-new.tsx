import type { Route } from "./+types/grants-new";
import { FlashToast } from "../../components/flash-toast";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireRole, requireRoleMutation } from "../../features/admin/auth.server";
import { GRANT_KIND, GrantForm } from "../../features/backoffice/catalogue/grants-form";
import { GRANT_LISTS, grantSchema } from "../../features/backoffice/catalogue/grants.schema";
import { createGrant } from "../../features/backoffice/catalogue/grants.server";
import {
  parseCatalogueForm,
  readCatalogueForm,
  type CatalogueValues,
} from "../../features/backoffice/catalogue/catalogue-form";
import {
  CatalogueRefusal,
  catalogueDb,
} from "../../features/backoffice/catalogue/catalogue-crud.server";
import { FormHeader, PageFrame } from "../../features/backoffice/catalogue/catalogue-ui";
import { useRefusalToast } from "../../features/blog/admin/refusal-toast";
import { logError } from "../../features/errors/log.server";
import { failed, invalid, type ActionResult } from "../../lib/action-result";
import { readFormData } from "../../lib/form-data.server";
import type { ToastInput } from "../../lib/toast";
import { redirectWithToast } from "../../lib/toast.server";
import { useIsPending } from "../../lib/use-is-pending";

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
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  const parsed = parseCatalogueForm(grantSchema, formData, GRANT_LISTS);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const values = readCatalogueForm(formData, GRANT_LISTS);
  try {
    const grant = await createGrant(catalogueDb(), actor, parsed.data);
    return redirectWithToast(GRANT_KIND.base, {
      type: "success",
      title: "Grant created",
      description: `"${grant.title}" is on the grants page.`,
    });
  } catch (error) {
    if (error instanceof CatalogueRefusal) {
      return error.field
        ? invalid({ [error.field]: error.message }, values, { status: error.status })
        : failed(error.message, values, { status: error.status });
    }
    logError(error, "Failed to create a grant");
    return failed("Nothing was saved. Please try again.", values);
  }
}

function refusalToast(result: ActionResult<CatalogueValues>): ToastInput {
  return {
    type: "error",
    title: "The grant was not created",
    description: result.status === "invalid" ? "Check the highlighted fields." : result.message,
  };
}

export default function NewGrant({ actionData }: Route.ComponentProps) {
  const pending = useIsPending();
  const toast = useRefusalToast(actionData, refusalToast);
  return (
    <PageFrame>
      <FormHeader kind={GRANT_KIND} title="New grant" />
      <GrantForm
        intent="create"
        values={actionData?.values ?? {}}
        errors={actionData?.status === "invalid" ? actionData.fieldErrors : {}}
        refusal={actionData?.status === "error" ? actionData.message : null}
        pending={pending}
        submitLabel="Create grant"
      />
      <FlashToast toast={toast} />
    </PageFrame>
  );
}
