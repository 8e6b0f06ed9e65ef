import type * as React from "react";
import { cn } from "#app/lib/cn";
import { Field, Input, Select, Textarea, useFieldIds, type FieldControlProps } from "./field";
import { Switch } from "./switch";

/**
 * Form fields on the Field anatomy: label, control, description and error
 * line, with the ids and aria wiring done once. Every field posts `name`,
 * starts from `defaultValue` (uncontrolled, so a form works before
 * JavaScript loads) and shows `error`, the message the action gave back.
 * Other props (maxLength, required, autoComplete …) go to the control;
 * `className` goes to the field's wrapper, so a grid can place it.
 */
interface FieldProps {
  label: React.ReactNode;
  name: string;
  error?: string | undefined;
  description?: React.ReactNode;
  className?: string | undefined;
}

/** What a control may still be given; the field owns its id, name, value and aria wiring. */
type ControlProps<C extends keyof React.JSX.IntrinsicElements> = Omit<
  React.ComponentProps<C>,
  | keyof FieldProps
  | "id"
  | "type"
  | "defaultValue"
  | "defaultChecked"
  | "aria-invalid"
  | "aria-describedby"
>;

type InputFieldProps = FieldProps & { defaultValue?: string | undefined } & ControlProps<"input">;

function InputField({
  type,
  label,
  name,
  error,
  description,
  className,
  defaultValue,
  ...props
}: InputFieldProps & { type: "text" | "email" | "tel" }) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <Input {...props} {...control} type={type} name={name} defaultValue={defaultValue ?? ""} />
      )}
    </Field>
  );
}

export function TextField(props: InputFieldProps) {
  return <InputField type="text" {...props} />;
}

export function EmailField({ autoComplete = "email", ...props }: InputFieldProps) {
  return <InputField type="email" autoComplete={autoComplete} {...props} />;
}

export function TelField({ autoComplete = "tel", ...props }: InputFieldProps) {
  return <InputField type="tel" autoComplete={autoComplete} {...props} />;
}

export function TextareaField({
  label,
  name,
  error,
  description,
  className,
  defaultValue,
  ...props
}: FieldProps & { defaultValue?: string | undefined } & ControlProps<"textarea">) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <Textarea {...props} {...control} name={name} defaultValue={defaultValue ?? ""} />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  name,
  error,
  description,
  className,
  defaultValue,
  options,
  ...props
}: FieldProps & {
  defaultValue?: string | undefined;
  options: readonly SelectOption[];
} & Omit<ControlProps<"select">, "children">) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <Select {...props} {...control} name={name} defaultValue={defaultValue ?? ""}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * A switch or checkbox with its label beside it rather than above. There is
 * no room kept for an error here: an on/off choice is rarely refused, and
 * an empty line beside a toggle would only push the form apart.
 */
function ToggleField({
  label,
  error,
  description,
  className,
  align,
  children,
}: Omit<FieldProps, "name"> & {
  align: "center" | "start";
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const { id, errorId, descriptionId, control } = useFieldIds(error, Boolean(description));
  return (
    <div
      data-slot="field"
      className={cn(
        "flex gap-3 py-2",
        align === "center" ? "items-center" : "items-start",
        className,
      )}
    >
      {children(control)}
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p
            id={descriptionId}
            data-slot="field-description"
            className="text-xs text-muted-foreground"
          >
            {description}
          </p>
        )}
        {error && (
          <p
            id={errorId}
            data-slot="field-error"
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

type ToggleFieldProps = FieldProps & {
  /** Whether it starts checked; a checked box posts "on" (or its `value`). */
  defaultChecked?: boolean | undefined;
} & ControlProps<"input">;

export function SwitchField({
  label,
  name,
  error,
  description,
  className,
  defaultChecked,
  ...props
}: ToggleFieldProps) {
  return (
    <ToggleField
      label={label}
      error={error}
      description={description}
      className={className}
      align="center"
    >
      {(control) => (
        <Switch {...props} {...control} name={name} defaultChecked={defaultChecked ?? false} />
      )}
    </ToggleField>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  description,
  className,
  defaultChecked,
  ...props
}: ToggleFieldProps) {
  return (
    <ToggleField
      label={label}
      error={error}
      description={description}
      className={className}
      align="start"
    >
      {(control) => (
        <input
          {...props}
          {...control}
          type="checkbox"
          data-slot="checkbox"
          name={name}
          defaultChecked={defaultChecked ?? false}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-destructive"
        />
      )}
    </ToggleField>
  );
}
