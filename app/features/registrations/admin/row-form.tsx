import type * as React from "react";
import { Form, useNavigation } from "react-router";
import { StatusButton } from "#app/components/ui/status-button";
import type { FormCheck } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { DISCLOSURE_BUTTON, useRowAnswer } from "./row-answer";

/** A row's form for one intent: its wiring, its answer, and whether it is being sent. */
export function useRowForm(intent: string, idName: string, id: string, check: FormCheck) {
  const answer = useRowAnswer(intent, idName, id);
  const wiring = useForm({ result: answer, check });
  const data = useNavigation().formData;
  const pending = data?.get("intent") === intent && data.get(idName) === id;
  return { ...wiring, answer, pending, intent, idName, id };
}

/**
 * A row's form behind a disclosure ("Correct…", "Confirm payment…"), open while the page
 * answers it: posts its intent and the row's id, `children` as its fields, then its button.
 */
export function RowDisclosureForm({
  row,
  summary,
  submit,
  pendingLabel,
  className,
  children,
}: {
  row: ReturnType<typeof useRowForm>;
  summary: React.ReactNode;
  submit: React.ReactNode;
  pendingLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <details open={row.answer ? true : undefined} className={className}>
      <summary className={DISCLOSURE_BUTTON}>{summary}</summary>
      <Form {...row.form} method="post" className="mt-2 grid max-w-md gap-1 rounded-md border p-3">
        <input type="hidden" name="intent" value={row.intent} />
        <input type="hidden" name={row.idName} value={row.id} />
        {children}
        <div>
          <StatusButton type="submit" size="sm" pending={row.pending} pendingLabel={pendingLabel}>
            {submit}
          </StatusButton>
        </div>
      </Form>
    </details>
  );
}
