import type * as React from "react";
import { CheckboxField, TextareaField, type TextField } from "#app/components/ui/form-fields";
import { PrivacyNote } from "#app/components/ui/privacy-note";
import { StatusButton } from "#app/components/ui/status-button";
import { cn } from "#app/lib/cn";
import type { FieldWiring } from "#app/lib/form-wiring";

/**
 * The marketing opt-in of the lead forms (PDPA): unticked unless the
 * visitor ticks it, posted as `marketingOptIn=on`, stored with the lead.
 */
export function MarketingOptIn({
  defaultChecked,
  className,
}: {
  defaultChecked?: boolean;
  className?: string;
}) {
  return (
    <label className={cn("flex items-start gap-3 pb-4 text-sm text-muted-foreground", className)}>
      <input
        type="checkbox"
        name="marketingOptIn"
        defaultChecked={defaultChecked}
        className="mt-0.5 size-4 rounded border-input accent-primary"
      />
      <span>
        Yes, send me occasional e-mails about AIHQ programmes and events. You can unsubscribe at any
        time.
      </span>
    </label>
  );
}

/**
 * The opt-in of the shop's longer lead forms (grant inquiry, custom training):
 * the same consent, worded as a field with its description.
 */
export function MarketingOptInField({ defaultChecked }: { defaultChecked: boolean }) {
  return (
    <CheckboxField
      name="marketingOptIn"
      label="Send me occasional e-mails about AIHQ programmes and events"
      description="Optional. You can unsubscribe at any time."
      defaultChecked={defaultChecked}
    />
  );
}

/** One text input of a lead form: its control, label and what the browser may fill in. */
export interface LeadInput<Name extends string> {
  name: Name;
  label: string;
  Control: typeof TextField;
  autoComplete?: string;
  inputMode?: "tel";
  required?: boolean;
  /** The field's place in a grid. */
  className?: string;
  placeholder?: string;
  /** The line under the label (e.g. "Optional"). */
  description?: string;
}

/**
 * A lead form's text inputs, in order, each wired to the form and held to
 * the schema's length; `initial` fills them instead (a remembered profile).
 */
export function LeadInputs<Name extends string>({
  inputs,
  field,
  limits,
  initial,
}: {
  inputs: readonly LeadInput<Name>[];
  field: FieldWiring["field"];
  limits: Readonly<Record<Name, number>>;
  initial?: Partial<Record<Name, string>>;
}) {
  return inputs.map(({ name, Control, ...props }) => (
    <Control
      key={name}
      {...props}
      {...field(name)}
      {...(initial && { defaultValue: initial[name] })}
      maxLength={limits[name]}
    />
  ));
}

/** A lead form's message box. */
export interface LeadMessage<Name extends string> {
  name: Name;
  label: string;
  rows: number;
  placeholder: string;
  required?: boolean;
}

/** A lead form's message box, wired to the form and held to the schema's length. */
export function LeadMessageField<Name extends string>({
  message: { name, ...props },
  field,
  limits,
}: {
  message: LeadMessage<Name>;
  field: FieldWiring["field"];
  limits: Readonly<Record<Name, number>>;
}) {
  return <TextareaField {...props} {...field(name)} maxLength={limits[name]} />;
}

/**
 * The text fields of a short lead form: the `wide` inputs a line each, the
 * `paired` ones two to a line on wider screens, then the message box; each
 * held to the schema's length (`limits`).
 */
export interface LeadTextFieldSet<Name extends string> {
  limits: Readonly<Record<Name, number>>;
  wide: readonly LeadInput<Name>[];
  paired: readonly LeadInput<Name>[];
  message: LeadMessage<Name>;
}

export function LeadTextFields<Name extends string>({
  fields: { limits, wide, paired, message },
  field,
}: {
  fields: LeadTextFieldSet<Name>;
  field: FieldWiring["field"];
}) {
  return (
    <>
      <LeadInputs inputs={wide} field={field} limits={limits} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <LeadInputs inputs={paired} field={field} limits={limits} />
      </div>
      <LeadMessageField message={message} field={field} limits={limits} />
    </>
  );
}

/**
 * A lead form's last row: the submit button ('Submitting...' while it
 * posts) and the privacy note beside it.
 */
export function LeadSubmitRow({
  pending,
  pendingLabel = "Submitting...",
  className = "flex flex-col gap-3 pt-3 sm:flex-row sm:items-center",
  buttonClassName,
  note = <PrivacyNote />,
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  className?: string;
  buttonClassName?: string;
  note?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <StatusButton
        type="submit"
        size="lg"
        pending={pending}
        pendingLabel={pendingLabel}
        className={buttonClassName}
      >
        {children}
      </StatusButton>
      {note}
    </div>
  );
}
