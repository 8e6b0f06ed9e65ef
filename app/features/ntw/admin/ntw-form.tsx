import { Form } from "react-router";
import { Field, Input } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { SelectField, TextareaField, TextField } from "#app/components/ui/form-fields";
import { toMalaysiaLocal } from "#app/lib/malaysia-local-time";
import { textValue, type CatalogueValues } from "#app/features/catalogue/admin/catalogue-form";
import { FormActions, FormSection, useFormCheck, type CatalogueKind } from "#app/features/catalogue/admin/catalogue-ui";
import { NTW_FORMAT_OPTIONS, NTW_LIMITS, NTW_LISTS, ntwSchema } from "./ntw.schema";
import type { CatalogueFormProps } from "#app/features/catalogue/admin/catalogue-pages";

export const NTW_KIND: CatalogueKind = {
  one: "NTW program",
  many: "NTW programs",
  base: "/admin/ntw",
};

/** What the form starts from when editing a stored program (its date in Malaysia time). */
export function ntwFormValues(program: {
  title: string;
  description: string;
  date: Date | string;
  format: string;
  link: string | null;
  duration: string;
  trainerName: string | null;
}): CatalogueValues {
  return {
    title: program.title,
    description: program.description,
    date: toMalaysiaLocal(program.date),
    format: program.format,
    link: program.link ?? "",
    duration: program.duration,
    trainerName: program.trainerName ?? "",
  };
}

/** The create and edit form of an NTW program. */
export function NtwForm({
  intent,
  values,
  errors: serverErrors,
  refusal,
  pending,
  submitLabel,
}: CatalogueFormProps) {
  const { errors, onSubmit } = useFormCheck(ntwSchema, NTW_LISTS, serverErrors);
  const format = textValue(values, "format") ?? "Online";
  const formatOptions = NTW_FORMAT_OPTIONS.some((option) => option.value === format)
    ? NTW_FORMAT_OPTIONS
    : [{ value: format, label: `${format} (choose another)` }, ...NTW_FORMAT_OPTIONS];
  return (
    <Form method="post" className="space-y-6" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={refusal} />
      <FormSection title="The program">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={NTW_LIMITS.title}
          defaultValue={textValue(values, "title")}
          error={errors.title}
        />
        <TextareaField
          label="Description"
          name="description"
          rows={4}
          maxLength={NTW_LIMITS.description}
          defaultValue={textValue(values, "description")}
          error={errors.description}
        />
        <TextField
          label="Trainer"
          name="trainerName"
          maxLength={NTW_LIMITS.trainerName}
          defaultValue={textValue(values, "trainerName")}
          error={errors.trainerName}
        />
      </FormSection>
      <FormSection title="When and where">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Date and time (Malaysia time)"
            error={errors.date}
            description="Entered in MYT (UTC+8), whatever your computer's time zone."
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                name="date"
                required
                defaultValue={textValue(values, "date") ?? ""}
              />
            )}
          </Field>
          <TextField
            label="Duration (hours)"
            name="duration"
            required
            inputMode="decimal"
            maxLength={6}
            placeholder="2"
            defaultValue={textValue(values, "duration") ?? "2"}
            error={errors.duration}
          />
          <SelectField
            label="Format"
            name="format"
            options={formatOptions}
            defaultValue={format}
            error={errors.format}
          />
          <TextField
            label="Link"
            name="link"
            inputMode="url"
            maxLength={NTW_LIMITS.link}
            placeholder="https://…"
            defaultValue={textValue(values, "link")}
            error={errors.link}
            description="The online session's address (or the venue's page)."
          />
        </div>
      </FormSection>
      <FormActions kind={NTW_KIND} pending={pending} submitLabel={submitLabel} />
    </Form>
  );
}
