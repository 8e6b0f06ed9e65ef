import { ExternalLink } from "lucide-react";
import { FlashToast } from "#app/components/flash-toast";
import { Button } from "#app/components/ui/button";
import type { ActionResult } from "#app/lib/action-result";
import { useIsPending } from "#app/lib/use-is-pending";
import type { CatalogueValues } from "./catalogue-form";
import { CatalogueItemForm } from "./catalogue-item-form";
import { DeleteConfirmPanel, DeleteControl, FormHeader, PageFrame } from "./catalogue-ui";
import type { ProductType } from "./product-type";

/**
 * The new and edit pages of every product type: the same frame, refusal
 * toasts (carried by the action's answer) and delete confirmation around the
 * type's form.
 */

type Result = ActionResult<CatalogueValues>;

/** What a refused answer tells the form: the fields to fix, or its one-line refusal. */
function refusalOf(result: Result | undefined) {
  return {
    errors: result?.status === "invalid" ? result.fieldErrors : {},
    refusal: result?.status === "error" ? result.message : null,
  };
}

export function NewCatalogueItemPage({
  type,
  actionData,
}: {
  type: ProductType;
  actionData: Result | undefined;
}) {
  const { kind } = type;
  const pending = useIsPending();
  return (
    <PageFrame>
      <FormHeader kind={kind} title={`New ${kind.one}`} />
      <CatalogueItemForm
        type={type}
        intent="create"
        values={actionData?.values ?? {}}
        {...refusalOf(actionData)}
        pending={pending}
        submitLabel={`Create ${kind.one}`}
      />
      <FlashToast toast={actionData?.toast} />
    </PageFrame>
  );
}

export function EditCatalogueItemPage({
  type,
  item,
  siteHref,
  values,
  confirmDelete,
  actionData,
}: {
  type: ProductType;
  item: { id: string; title: string };
  /** Where the item is on the public site. */
  siteHref: string;
  /** The stored item as the form's values. */
  values: CatalogueValues;
  confirmDelete: boolean;
  actionData: Result | undefined;
}) {
  const { kind } = type;
  const pending = useIsPending({ fields: { intent: "update" } });
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
      <CatalogueItemForm
        type={type}
        key={item.id}
        intent="update"
        values={refusedUpdate?.values ?? values}
        {...refusalOf(refusedUpdate)}
        pending={pending}
        submitLabel={`Save ${kind.one}`}
      />
      <FlashToast toast={actionData?.toast} />
    </PageFrame>
  );
}
