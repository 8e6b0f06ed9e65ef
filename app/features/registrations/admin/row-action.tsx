import type * as React from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";

/** One click on one row (a registration, a book order): a small form that posts its intent. */
export function RowAction({
  intent,
  id,
  idName = "registrationId",
  label,
  variant = "outline",
}: {
  intent: string;
  id: string;
  /** The field the row's id is posted in. */
  idName?: string;
  label: string;
  variant?: "outline" | "default" | "destructive";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </Form>
  );
}

/** Cancel, asked first: "Cancel…" opens what it means, and the button that does it. */
export function CancelConfirm({
  question,
  children,
}: {
  question: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <details>
      <summary className="inline-flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-destructive hover:bg-muted">
        Cancel…
      </summary>
      <div className="mt-2 grid gap-2 text-sm">
        <p>{question}</p>
        {children}
      </div>
    </details>
  );
}
