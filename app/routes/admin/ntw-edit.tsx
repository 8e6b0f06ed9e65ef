import { ExternalLink } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/ntw-edit";
import { FlashToast } from "../../components/flash-toast";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireRole, requireRoleMutation } from "../../features/admin/auth.server";
import { NTW_KIND, NtwForm, ntwFormValues } from "../../features/backoffice/catalogue/ntw-form";
import { NTW_LISTS, ntwSchema } from "../../features/backoffice/catalogue/ntw.schema";
import {
  deleteNtw,
  getNtwForAdmin,
  updateNtw,
} from "../../features/backoffice/catalogue/ntw.server";
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
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  if (!isId(params.id)) notFound();
  const id = params.id;
  const values = readCatalogueForm(formData, NTW_LISTS);
  const intent = formData.get("intent");

  if (intent === "delete") {
    // A delete is confirmed first; a post without the confirmation (a
    // crafted or replayed one) only reaches the confirmation page.
    if (formData.get("confirm") !== "yes") throw redirect(`${NTW_KIND.base}/${id}?delete`, 303);
    const outcome = await deleteNtw(catalogueDb(), actor, id);
    if (outcome.kind === "missing") return failed(NOT_FOUND, values, { status: 404 });
    if (outcome.kind === "refused") return failed(outcome.message, values, { status: 409 });
    return redirectWithToast(NTW_KIND.base, {
      type: "success",
      title: "NTW program deleted",
      description: `"${outcome.title}" is no longer on the site.`,
    });
  }

  if (intent === "update") {
    const parsed = parseCatalogueForm(ntwSchema, formData, NTW_LISTS);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    try {
      const program = await updateNtw(catalogueDb(), actor, id, parsed.data);
      if (!program) return failed(NOT_FOUND, values, { status: 404 });
      return redirectWithToast(NTW_KIND.base, {
        type: "success",
        title: "NTW program saved",
        description: `"${program.title}" is updated on the site.`,
      });
    } catch (error) {
      if (error instanceof CatalogueRefusal) {
        return error.field
          ? invalid({ [error.field]: error.message }, values, { status: error.status })
          : failed(error.message, values, { status: error.status });
      }
      logError(error, "Failed to save a NTW program");
      return failed("Nothing was saved. Please try again.", values);
    }
  }

  return failed("This request could not be read.", values, { status: 400 });
}

function refusalToast(result: ActionResult<CatalogueValues>): ToastInput {
  if (result.values.intent === "delete") {
    return {
      type: "error",
      title: "The NTW program was not deleted",
      description: resultMessage(result),
    };
  }
  return {
    type: "error",
    title: "The NTW program was not saved",
    description: resultMessage(result),
  };
}

function resultMessage(result: ActionResult<CatalogueValues>): string {
  return result.status === "invalid" ? "Check the highlighted fields." : result.message;
}

export default function EditNtw({ loaderData, actionData }: Route.ComponentProps) {
  const { program, confirmDelete } = loaderData;
  const pending = useIsPending({ fields: { intent: "update" } });
  const toast = useRefusalToast(actionData, refusalToast);
  const refusedUpdate = actionData?.values.intent === "update" ? actionData : undefined;
  const refusedDelete =
    actionData?.values.intent === "delete" && actionData.status === "error"
      ? actionData.message
      : null;
  return (
    <PageFrame>
      <FormHeader kind={NTW_KIND} title={program.title}>
        <Button asChild variant="ghost" size="sm">
          <a href={"/shop/ntw"} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" /> View on the site
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <DeleteControl kind={NTW_KIND} id={program.id} title={program.title} />
      </FormHeader>
      {(confirmDelete || refusedDelete) && (
        <DeleteConfirmPanel
          kind={NTW_KIND}
          id={program.id}
          title={program.title}
          refusal={refusedDelete}
        />
      )}
      <NtwForm
        key={program.id}
        intent="update"
        values={refusedUpdate?.values ?? ntwFormValues(program)}
        errors={refusedUpdate?.status === "invalid" ? refusedUpdate.fieldErrors : {}}
        refusal={refusedUpdate?.status === "error" ? refusedUpdate.message : null}
        pending={pending}
        submitLabel="Save NTW program"
      />
      <FlashToast toast={toast} />
    </PageFrame>
  );
}
