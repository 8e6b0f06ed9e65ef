import { Plus, Save } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";
import { Form } from "react-router";
import { DeleteDialog } from "#app/components/ui/confirm-action";
import { Field, Input } from "#app/components/ui/field";
import { TextField } from "#app/components/ui/form-fields";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult } from "#app/lib/action-result";
import { useIsPending } from "#app/lib/use-is-pending";
import { CATEGORY_LIMITS, DEFAULT_CATEGORY_COLOR } from "./category.schema";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";
import { TitledForm } from "#app/features/backoffice/shell/titled-form";

export interface CategoryItem {
  id: string;
  name: string;
  color: string;
  description: string | null;
  postCount: number;
}

/** What the action answered after a refused save; its values say which form (intent, id). */
export type CategoryResult = ActionResult;

const ACTION = "/admin/blog/categories";

/** A category's colour (posted as `color`): a swatch that opens the browser's colour picker. */
function ColorSwatch(props: Omit<React.ComponentProps<"input">, "type" | "name" | "className">) {
  return (
    <input
      {...props}
      type="color"
      name="color"
      className="block h-11 w-14 cursor-pointer rounded-md border border-input bg-background p-1 shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
    />
  );
}

function usePending(intent: string, id?: string) {
  return useIsPending({
    formAction: ACTION,
    fields: id === undefined ? { intent } : { intent, id },
  });
}

/** The field messages of a refusal; a fault (status "error") has none. */
function fieldErrorsOf(result: CategoryResult | undefined): Partial<Record<string, string>> {
  return result?.status === "invalid" ? result.fieldErrors : {};
}

/** The Categories tab: create, rename, recolour and delete, with colour swatches and post counts. */
export function CategoriesManager({
  categories,
  result,
}: {
  categories: CategoryItem[];
  result: CategoryResult | undefined;
}) {
  const createResult = result?.values.intent === "create" ? result : undefined;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_1fr] lg:items-start">
      <NewCategoryForm result={createResult} />
      <TitledSection
        id="category-list-title"
        title={`${categories.length} ${categories.length === 1 ? "category" : "categories"}`}
        className="rounded-xl border bg-card"
        titleClassName="border-b px-4 py-3 text-sm font-semibold"
      >
        {categories.length === 0 ? (
          <p className="p-6 text-sm text-muted-foreground">
            No categories yet. Posts without one show as Uncategorized.
          </p>
        ) : (
          <ul className="divide-y">
            {categories.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                result={
                  result?.values.intent === "update" && result.values.id === category.id
                    ? result
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}

function NewCategoryForm({ result }: { result: CategoryResult | undefined }) {
  const pending = usePending("create");
  const errors = fieldErrorsOf(result);
  const values: Partial<Record<string, string>> = result?.values ?? {};
  return (
    <TitledForm
      id="new-category-title"
      title="New category"
      intent="create"
      action={ACTION}
      className="rounded-xl border bg-card p-4 sm:p-6"
      titleClassName="font-semibold"
    >
      <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3">
        <Field label="Colour" error={errors.color}>
          {(control) => (
            <ColorSwatch {...control} defaultValue={values.color ?? DEFAULT_CATEGORY_COLOR} />
          )}
        </Field>
        <TextField
          label="Name"
          name="name"
          className="flex-1"
          required
          maxLength={CATEGORY_LIMITS.name}
          defaultValue={values.name}
          error={errors.name}
        />
      </div>
      <TextField
        label="Description (optional)"
        name="description"
        maxLength={CATEGORY_LIMITS.description}
        defaultValue={values.description}
        error={errors.description}
      />
      <StatusButton
        type="submit"
        pending={pending}
        pendingLabel="Creating…"
        className="mt-2 w-full"
      >
        <Plus aria-hidden="true" /> Create category
      </StatusButton>
    </TitledForm>
  );
}

function CategoryRow({
  category,
  result,
}: {
  category: CategoryItem;
  result: CategoryResult | undefined;
}) {
  const pending = usePending("update", category.id);
  const errors = fieldErrorsOf(result);
  const values: Partial<Record<string, string>> = result?.values ?? {};
  const [color, setColor] = useState(values.color ?? category.color);
  const id = useId();
  const row = { id, errors };
  return (
    <li className="p-4">
      {/* The form wraps only the fields; Save joins it with form=…, and Delete stays
          outside (a form inside a form is not valid, even through a portal). */}
      <Form
        id={`${id}-form`}
        method="post"
        action={ACTION}
        aria-label={`Category ${category.name}`}
      />
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 md:grid-cols-[auto_minmax(0,1fr)_minmax(0,1.4fr)_auto]">
        <input form={`${id}-form`} type="hidden" name="intent" value="update" />
        <input form={`${id}-form`} type="hidden" name="id" value={category.id} />
        <RowField row={row} name="color" label={`Colour of ${category.name}`}>
          {(control) => (
            <ColorSwatch {...control} value={color} onChange={(e) => setColor(e.target.value)} />
          )}
        </RowField>
        <RowField
          row={row}
          name="name"
          label="Name"
          after={
            <p id={`${id}-count`} className="mt-1 text-sm text-muted-foreground">
              {category.postCount} {category.postCount === 1 ? "post" : "posts"}
            </p>
          }
        >
          {(control) => (
            <Input
              {...control}
              required
              maxLength={CATEGORY_LIMITS.name}
              defaultValue={values.name ?? category.name}
              aria-describedby={control["aria-describedby"] ?? `${id}-count`}
            />
          )}
        </RowField>
        <RowField
          row={row}
          name="description"
          label="Description"
          className="col-span-2 md:col-span-1"
        >
          {(control) => (
            <Input
              {...control}
              placeholder="Description (optional)"
              maxLength={CATEGORY_LIMITS.description}
              defaultValue={values.description ?? category.description ?? ""}
            />
          )}
        </RowField>
        <div className="col-span-2 flex gap-2 md:col-span-1 md:pt-1">
          <StatusButton
            form={`${id}-form`}
            type="submit"
            variant="outline"
            size="sm"
            pending={pending}
            aria-label={`Save ${category.name}`}
          >
            <Save aria-hidden="true" /> Save
          </StatusButton>
          <DeleteCategoryDialog category={category} />
        </div>
      </div>
    </li>
  );
}

/** What a row field's control is given: its id, the row's form, its name and its message's wiring. */
interface RowControl {
  id: string;
  form: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * One field of a category's row: a label for screen readers (the list's
 * columns say what each is), the control, posted with the row's form, and
 * the refusal's message under it.
 */
function RowField({
  row: { id, errors },
  name,
  label,
  className,
  after,
  children,
}: {
  row: { id: string; errors: Partial<Record<string, string>> };
  name: string;
  label: string;
  className?: string;
  after?: React.ReactNode;
  children: (control: RowControl) => React.ReactNode;
}) {
  const error = errors[name];
  const errorId = `${id}-${name}-error`;
  return (
    <div className={className}>
      <label htmlFor={`${id}-${name}`} className="sr-only">
        {label}
      </label>
      {children({
        id: `${id}-${name}`,
        form: `${id}-form`,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}

function DeleteCategoryDialog({ category }: { category: CategoryItem }) {
  return (
    <DeleteDialog
      action={ACTION}
      id={category.id}
      name={category.name}
      title="Delete category"
      description={
        <>
          Delete “{category.name}”?{" "}
          {category.postCount > 0
            ? `Its ${category.postCount} ${category.postCount === 1 ? "post stays" : "posts stay"} online as Uncategorized.`
            : "No posts use it."}
        </>
      }
    />
  );
}
