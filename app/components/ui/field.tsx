import { useId } from "react";
import type * as React from "react";
import { cn } from "../../lib/cn";

const controlClass =
  "w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(controlClass, "min-h-24 py-2", className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cn("text-sm font-medium", className)} {...props} />;
}

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
  children,
}: {
  label: React.ReactNode;
  error?: string | undefined;
  description?: React.ReactNode;
  className?: string;
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div data-slot="field" className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <p id={errorId} role={error ? "alert" : undefined} className="min-h-5 text-sm font-medium text-destructive">
        {error}
      </p>
    </div>
  );
}
