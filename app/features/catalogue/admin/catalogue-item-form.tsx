import { InputField } from "#app/components/admin/input-field";
import { Form } from "react-router";
import { FormAlert } from "#app/components/ui/form-alert";
import { SelectField, TextareaField, TextField } from "#app/components/ui/form-fields";
import { ImageField } from "#app/components/ui/image-field";
import { ListEditor, listFieldErrors } from "#app/components/ui/list-editor";
import type { FieldErrors } from "#app/lib/form";
import { listValue, textValue, type CatalogueValues } from "./catalogue-form";
import { FormActions, FormSection, useFormCheck } from "./catalogue-ui";
import { listFieldNames, type FieldSpec, type ProductType } from "./product-type";

/** What the form takes besides its type: the stored item's values or the refused post's. */
export interface CatalogueFormProps {
  intent: "create" | "update";
  values: CatalogueValues;
  errors: FieldErrors;
  refusal: string | null;
  pending: boolean;
  submitLabel: string;
}

/**
 * The create and edit form of every product type, drawn from its descriptor:
 * its sections and fields in order, checked in the browser with the type's
 * schema before it is sent (the action checks again).
 */
export function CatalogueItemForm({
  type,
  intent,
  values,
  errors: serverErrors,
  refusal,
  pending,
  submitLabel,
}: CatalogueFormProps & { type: ProductType }) {
  const { errors, onSubmit } = useFormCheck(type.schema, listFieldNames(type), serverErrors);
  return (
    <Form method="post" className="space-y-6" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={refusal} />
      {type.form.map((section) => (
        <FormSection key={section.title} title={section.title}>
          {inGrids(section.fields).map((group) =>
            Array.isArray(group) ? (
              <div key={group[0]?.name} className="grid gap-x-4 sm:grid-cols-2">
                {group.map((field) => (
                  <FieldOf key={field.name} field={field} values={values} errors={errors} />
                ))}
              </div>
            ) : (
              <FieldOf key={group.name} field={group} values={values} errors={errors} />
            ),
          )}
        </FormSection>
      ))}
      <FormActions kind={type.kind} pending={pending} submitLabel={submitLabel} />
    </Form>
  );
}

/** A section's fields with each run of grid fields gathered into one grid. */
function inGrids(fields: readonly FieldSpec[]): (FieldSpec | FieldSpec[])[] {
  const groups: (FieldSpec | FieldSpec[])[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (!field.grid) groups.push(field);
    else if (Array.isArray(last)) last.push(field);
    else groups.push([field]);
  }
  return groups;
}

/** A select's options, with a stored value they lack kept choosable. */
function optionsWith(field: Extract<FieldSpec, { control: "select" }>, value: string) {
  if (field.options.some((option) => option.value === value)) return field.options;
  const stored = { value, label: `${value}${field.unknown.suffix}` };
  return field.unknown.first ? [stored, ...field.options] : [...field.options, stored];
}

function FieldOf({
  field,
  values,
  errors,
}: {
  field: FieldSpec;
  values: CatalogueValues;
  errors: FieldErrors;
}) {
  const { name } = field;
  // What every kind of control is given alike: its name, label, help, message and place.
  const common = {
    name,
    label: field.label,
    description: field.description,
    error: errors[name],
    className: field.grid === "full" ? "sm:col-span-2" : undefined,
  };
  switch (field.control) {
    case "text":
      return (
        <TextField
          {...common}
          required={field.required}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          autoComplete={field.verbatim ? "off" : undefined}
          spellCheck={field.verbatim ? false : undefined}
          defaultValue={textValue(values, name) ?? field.initial}
        />
      );
    case "textarea":
      return (
        <TextareaField
          {...common}
          rows={field.rows}
          maxLength={field.maxLength}
          defaultValue={textValue(values, name)}
        />
      );
    case "select": {
      const value = textValue(values, name) ?? field.initial;
      return <SelectField {...common} options={optionsWith(field, value)} defaultValue={value} />;
    }
    case "datetime":
      return (
        <InputField
          {...common}
          type="datetime-local"
          required={field.required}
          defaultValue={textValue(values, name) ?? ""}
        />
      );
    case "list": {
      const items = listValue(values, name) ?? [];
      return (
        <ListEditor
          // The rows are seeded once: another item, or a refused post's rows, start afresh.
          key={JSON.stringify(items)}
          {...common}
          itemLabel={field.itemLabel}
          defaultValue={items}
          maxItems={field.maxItems}
          maxLength={field.maxLength}
          rowErrors={listFieldErrors(errors, name).rowErrors}
          multiline={field.multiline}
        />
      );
    }
    case "upload":
      return (
        <ImageField
          {...common}
          kind={field.kind}
          maxLength={field.maxLength}
          accept={field.accept}
          upload={field.upload}
          defaultValue={textValue(values, name)}
        />
      );
  }
}
