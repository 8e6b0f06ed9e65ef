import { useId } from "react";
import type * as React from "react";
import { cn } from "#app/lib/cn";
import { FieldError } from "./field-error";

const controlClass =
  "w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, "min-h-24 py-2", className)}
      {...props}
    />
  );
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cn("text-sm font-medium", className)} {...props} />;
}

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm";

export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select data-slot="select" className={cn(selectClass, className)} {...props} />;
}

/** The props Field hands its control: its id and the aria wiring to the description and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * The ids of one field and its control's aria props; for fields whose
 * control does not sit under its label (switches, checkboxes).
 */
export function useFieldIds(error: string | undefined, hasDescription: boolean) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [hasDescription ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return { id, errorId, descriptionId, control };
}

/** A field's description line, when it has one; the control's aria-describedby names `id`. */
export function FieldDescription({ id, children }: { id: string; children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} data-slot="field-description" className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

// The error line has its own module (list editors use it without the rest of the field).
export { FieldError };

/**
 * A labelled control with its description and error line (shadcn Field
 * anatomy): ids from useId, aria-invalid and aria-describedby wired, and the
 * error line's space reserved so the form does not jump.
 */
export function Field({
  label,
  error,
  description,
  className,
  slot = "field",
  children,
}: {
  label: React.ReactNode;
  error?: string | undefined;
  description?: React.ReactNode;
  className?: string | undefined;
  /** data-slot of the wrapper, for fields built on this one (image-field …). */
  slot?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const { id, errorId, descriptionId, control } = useFieldIds(error, Boolean(description));
  return (
    <div data-slot={slot} className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(control)}
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldError id={errorId} error={error} reserve />
    </div>
  );
}
