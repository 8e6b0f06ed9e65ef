import { Field, Input } from "#app/components/ui/field";

/** A `datetime-local` box, read and written in Malaysia time by the form's schema. */
export function LocalDateTimeField({
  label,
  name,
  defaultValue,
  error,
  description,
  required,
}: {
  label: string;
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
  description?: string;
  required?: boolean;
}) {
  return (
    <Field label={label} error={error} description={description}>
      {(control) => (
        <Input
          {...control}
          type="datetime-local"
          name={name}
          defaultValue={defaultValue ?? ""}
          required={required}
        />
      )}
    </Field>
  );
}

/** A required number box (price, class size): never negative. */
export function NumberField({
  label,
  name,
  defaultValue,
  error,
  inputMode,
  step,
}: {
  label: string;
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
  inputMode: "decimal" | "numeric";
  step: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          min="0"
          step={step}
          inputMode={inputMode}
          name={name}
          defaultValue={defaultValue ?? ""}
          required
        />
      )}
    </Field>
  );
}
