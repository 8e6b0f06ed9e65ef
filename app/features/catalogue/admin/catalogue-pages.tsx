import { ExternalLink } from "lucide-react";
import type * as React from "react";
import { FlashToast } from "#app/components/flash-toast";
import { Button } from "#app/components/ui/button";
import type { ActionResult } from "#app/lib/action-result";
import type { FieldErrors } from "#app/lib/form";
import type { ToastInput } from "#common/toast";
import { useIsPending } from "#app/lib/use-is-pending";
import { useRefusalToast } from "#app/features/blog/admin/refusal-toast";
import type { CatalogueValues } from "./catalogue-form";
import {
  DeleteConfirmPanel,
  DeleteControl,
  FormHeader,
  PageFrame,
  type CatalogueKind,
} from "./catalogue-ui";

/**
 * The new and edit pages of books, grants and NTW programs: the same frame,
 * refusal toasts and delete confirmation around each kind's own form.
 */

/** What each kind's form takes (BookForm, GrantForm, NtwForm). */
export interface CatalogueFormProps {
  intent: "create" | "update";
  values: CatalogueValues;
  errors: FieldErrors;
  refusal: string | null;
  pending: boolean;
  submitLabel: string;
}

type Result = ActionResult<CatalogueValues>;

/**
 * The toast of a refused create, save or delete. Made once per kind at module
 * level: useRefusalToast needs the same function on every render.
 */
export function catalogueRefusalToast(
  kind: CatalogueKind,
  page: "new" | "edit",
): (result: Result) => ToastInput {
  return (result) => {
    const what =
      page === "new" ? "created" : result.values.intent === "delete" ? "deleted" : "saved";
    return {
      type: "error",
      title: `The ${kind.one} was not ${what}`,
      description: result.status === "invalid" ? "Check the highlighted fields." : result.message,
    };
  };
}

export function NewCatalogueItemPage({
  kind,
  actionData,
  refusalToast,
  Form,
}: {
  kind: CatalogueKind;
  actionData: Result | undefined;
  refusalToast: (result: Result) => ToastInput;
  Form: React.ComponentType<CatalogueFormProps>;
}) {
  const pending = useIsPending();
  const toast = useRefusalToast(actionData, refusalToast);
  return (
    <PageFrame>
      <FormHeader kind={kind} title={`New ${kind.one}`} />
      <Form
        intent="create"
        values={actionData?.values ?? {}}
        errors={actionData?.status === "invalid" ? actionData.fieldErrors : {}}
        refusal={actionData?.status === "error" ? actionData.message : null}
        pending={pending}
        submitLabel={`Create ${kind.one}`}
      />
      <FlashToast toast={toast} />
    </PageFrame>
  );
}

export function EditCatalogueItemPage({
  kind,
  item,
  siteHref,
  values,
  confirmDelete,
  actionData,
  refusalToast,
  Form,
}: {
  kind: CatalogueKind;
  item: { id: string; title: string };
  /** Where the item is on the public site. */
  siteHref: string;
  /** The stored item as the form's values. */
  values: CatalogueValues;
  confirmDelete: boolean;
  actionData: Result | undefined;
  refusalToast: (result: Result) => ToastInput;
  Form: React.ComponentType<CatalogueFormProps>;
}) {
  const pending = useIsPending({ fields: { intent: "update" } });
  const toast = useRefusalToast(actionData, refusalToast);
  const refusedUpdate = actionData?.values.intent === "update" ? actionData : undefined;
  const refusedDelete =
    actionData?.values.intent === "delete" && actionData.status === "error"
      ? actionData.message
      : null;
  return (
    <PageFrame>
      <FormHeader kind={kind} title={item.title}>
        <Button asChild variant="ghost" size="sm">
          <a href={siteHref} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" /> View on the site
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <DeleteControl kind={kind} id={item.id} title={item.title} />
      </FormHeader>
      {(confirmDelete || refusedDelete) && (
        <DeleteConfirmPanel kind={kind} id={item.id} title={item.title} refusal={refusedDelete} />
      )}
      <Form
        key={item.id}
        intent="update"
        values={refusedUpdate?.values ?? values}
        errors={refusedUpdate?.status === "invalid" ? refusedUpdate.fieldErrors : {}}
        refusal={refusedUpdate?.status === "error" ? refusedUpdate.message : null}
        pending={pending}
        submitLabel={`Save ${kind.one}`}
      />
      <FlashToast toast={toast} />
    </PageFrame>
  );
}
