import { InputField } from "#app/components/admin/input-field";

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
    <InputField
      label={label}
      error={error}
      description={description}
      type="datetime-local"
      name={name}
      defaultValue={defaultValue ?? ""}
      required={required}
    />
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
    <InputField
      label={label}
      error={error}
      type="number"
      min="0"
      step={step}
      inputMode={inputMode}
      name={name}
      defaultValue={defaultValue ?? ""}
      required
    />
  );
}
