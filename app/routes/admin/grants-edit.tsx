import { ExternalLink } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/grants-edit";
import { FlashToast } from "../../components/flash-toast";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireRole, requireRoleMutation } from "../../features/admin/auth.server";
import {
  GRANT_KIND,
  GrantForm,
  grantFormValues,
} from "../../features/backoffice/catalogue/grants-form";
import { GRANT_LISTS, grantSchema } from "../../features/backoffice/catalogue/grants.schema";
import {
  deleteGrant,
  getGrantForAdmin,
  updateGrant,
} from "../../features/backoffice/catalogue/grants.server";
import {
  isId,
  parseCatalogueForm,
  readCatalogueForm,
  type CatalogueValues,
} from "../../features/backoffice/catalogue/catalogue-form";
import {
  CatalogueRefusal,
  catalogueDb,
} from "../../features/backoffice/catalogue/catalogue-crud.server";
import {
  DeleteConfirmPanel,
  DeleteControl,
  FormHeader,
  PageFrame,
} from "../../features/backoffice/catalogue/catalogue-ui";
import { useRefusalToast } from "../../features/blog/admin/refusal-toast";
import { logError } from "../../features/errors/log.server";
import { failed, invalid, type ActionResult } from "../../lib/action-result";
import { readFormData } from "../../lib/form-data.server";
import type { ToastInput } from "../../lib/toast";
import { redirectWithToast } from "../../lib/toast.server";
import { useIsPending } from "../../lib/use-is-pending";

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
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  if (!isId(params.id)) notFound();
  const id = params.id;
  const values = readCatalogueForm(formData, GRANT_LISTS);
  const intent = formData.get("intent");

  if (intent === "delete") {
    // A delete is confirmed first; a post without the confirmation (a
    // crafted or replayed one) only reaches the confirmation page.
    if (formData.get("confirm") !== "yes") throw redirect(`${GRANT_KIND.base}/${id}?delete`, 303);
    const outcome = await deleteGrant(catalogueDb(), actor, id);
    if (outcome.kind === "missing") return failed(NOT_FOUND, values, { status: 404 });
    if (outcome.kind === "refused") return failed(outcome.message, values, { status: 409 });
    return redirectWithToast(GRANT_KIND.base, {
      type: "success",
      title: "Grant deleted",
      description: `"${outcome.title}" is no longer on the site.`,
    });
  }

  if (intent === "update") {
    const parsed = parseCatalogueForm(grantSchema, formData, GRANT_LISTS);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    try {
      const grant = await updateGrant(catalogueDb(), actor, id, parsed.data);
      if (!grant) return failed(NOT_FOUND, values, { status: 404 });
      return redirectWithToast(GRANT_KIND.base, {
        type: "success",
        title: "Grant saved",
        description: `"${grant.title}" is updated on the site.`,
      });
    } catch (error) {
      if (error instanceof CatalogueRefusal) {
        return error.field
          ? invalid({ [error.field]: error.message }, values, { status: error.status })
          : failed(error.message, values, { status: error.status });
      }
      logError(error, "Failed to save a grant");
      return failed("Nothing was saved. Please try again.", values);
    }
  }

  return failed("This request could not be read.", values, { status: 400 });
}

function refusalToast(result: ActionResult<CatalogueValues>): ToastInput {
  if (result.values.intent === "delete") {
    return {
      type: "error",
      title: "The grant was not deleted",
      description: resultMessage(result),
    };
  }
  return { type: "error", title: "The grant was not saved", description: resultMessage(result) };
}

function resultMessage(result: ActionResult<CatalogueValues>): string {
  return result.status === "invalid" ? "Check the highlighted fields." : result.message;
}

export default function EditGrant({ loaderData, actionData }: Route.ComponentProps) {
  const { grant, confirmDelete } = loaderData;
  const pending = useIsPending({ fields: { intent: "update" } });
  const toast = useRefusalToast(actionData, refusalToast);
  const refusedUpdate = actionData?.values.intent === "update" ? actionData : undefined;
  const refusedDelete =
    actionData?.values.intent === "delete" && actionData.status === "error"
      ? actionData.message
      : null;
  return (
    <PageFrame>
      <FormHeader kind={GRANT_KIND} title={grant.title}>
        <Button asChild variant="ghost" size="sm">
          <a href={`/shop/grants#grant-${grant.id}`} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" /> View on the site
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <DeleteControl kind={GRANT_KIND} id={grant.id} title={grant.title} />
      </FormHeader>
      {(confirmDelete || refusedDelete) && (
        <DeleteConfirmPanel
          kind={GRANT_KIND}
          id={grant.id}
          title={grant.title}
          refusal={refusedDelete}
        />
      )}
      <GrantForm
        key={grant.id}
        intent="update"
        values={refusedUpdate?.values ?? grantFormValues(grant)}
        errors={refusedUpdate?.status === "invalid" ? refusedUpdate.fieldErrors : {}}
        refusal={refusedUpdate?.status === "error" ? refusedUpdate.message : null}
        pending={pending}
        submitLabel="Save grant"
      />
      <FlashToast toast={toast} />
    </PageFrame>
  );
}
