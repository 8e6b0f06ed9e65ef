import type * as React from "react";
import { cn } from "#app/lib/cn";
import {
  Field,
  FieldDescription,
  FieldError,
  Input,
  Select,
  Textarea,
  useFieldIds,
  type FieldControlProps,
} from "./field";
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

/** A text-like field's own props: its wiring and the control's, the value it starts from. */
type TextLikeProps<C extends "input" | "textarea" | "select"> = FieldProps & {
  defaultValue?: string | undefined;
} & ControlProps<C>;

/** What a labelled control is given: the caller's props, the aria wiring, name and start value. */
type LabelledControlProps<C extends "input" | "textarea" | "select"> = ControlProps<C> &
  FieldControlProps & { name: string; defaultValue: string };

/** A control under its label, in the Field anatomy; `renderControl` draws the control itself. */
function LabelledField<C extends "input" | "textarea" | "select">({
  label,
  name,
  error,
  description,
  className,
  defaultValue,
  renderControl,
  ...props
}: TextLikeProps<C> & {
  renderControl: (control: LabelledControlProps<C>) => React.ReactNode;
}) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) =>
        renderControl({
          ...(props as ControlProps<C>),
          ...control,
          name,
          defaultValue: defaultValue ?? "",
        })
      }
    </Field>
  );
}

type InputFieldProps = TextLikeProps<"input">;

function InputField({ type, ...props }: InputFieldProps & { type: "text" | "email" | "tel" }) {
  return (
    <LabelledField<"input">
      {...props}
      renderControl={(control) => <Input {...control} type={type} />}
    />
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

export function TextareaField(props: TextLikeProps<"textarea">) {
  return (
    <LabelledField<"textarea"> {...props} renderControl={(control) => <Textarea {...control} />} />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  options,
  ...props
}: TextLikeProps<"select"> & { options: readonly SelectOption[] }) {
  return (
    <LabelledField<"select">
      {...props}
      renderControl={(control) => (
        <Select {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

type ToggleFieldProps = FieldProps & {
  /** Whether it starts checked; a checked box posts "on" (or its `value`). */
  defaultChecked?: boolean | undefined;
} & ControlProps<"input">;

/** What a toggle's control is given: the caller's props, the aria wiring, name and start. */
type ToggleControlProps = ControlProps<"input"> &
  FieldControlProps & { name: string; defaultChecked: boolean };

/**
 * A switch or checkbox with its label beside it rather than above. There is
 * no room kept for an error here: an on/off choice is rarely refused, and
 * an empty line beside a toggle would only push the form apart.
 */
function ToggleField({
  label,
  name,
  error,
  description,
  className,
  defaultChecked,
  align,
  renderControl,
  ...props
}: ToggleFieldProps & {
  align: "center" | "start";
  renderControl: (control: ToggleControlProps) => React.ReactNode;
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
      {renderControl({ ...props, ...control, name, defaultChecked: defaultChecked ?? false })}
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <FieldDescription id={descriptionId}>{description}</FieldDescription>
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}

export function SwitchField(props: ToggleFieldProps) {
  return (
    <ToggleField {...props} align="center" renderControl={(control) => <Switch {...control} />} />
  );
}

export function CheckboxField(props: ToggleFieldProps) {
  return (
    <ToggleField
      {...props}
      align="start"
      renderControl={(control) => (
        <input
          {...control}
          type="checkbox"
          data-slot="checkbox"
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-destructive"
        />
      )}
    />
  );
}
