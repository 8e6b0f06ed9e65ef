import type * as React from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { StatusButton } from "#app/components/ui/status-button";
import { useIsPending } from "#app/lib/use-is-pending";

/**
 * A confirmation page's panel: the no-script way to confirm a step that cannot be undone
 * (a delete, a disable), and where that step posted without `confirm=yes` lands. Yes posts
 * `fields` with `confirm=yes` to `action`; No goes back to `action`.
 */
export function ConfirmPanel({
  id,
  heading,
  focusable = false,
  action,
  fields,
  yes,
  pendingLabel,
  children,
}: {
  /** The panel's test id; its heading's id is this with `-heading`. */
  id: string;
  heading: React.ReactNode;
  /** Whether a script may move the focus to the heading. */
  focusable?: boolean;
  action: string;
  fields: Readonly<Record<string, string>>;
  yes: string;
  pendingLabel: string;
  /** What the step does, said before the buttons. */
  children: React.ReactNode;
}) {
  const pending = useIsPending({ formAction: action, fields });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl border border-destructive/40 bg-card p-4 sm:p-6"
      data-testid={id}
    >
      <h2
        id={`${id}-heading`}
        className="text-lg font-semibold"
        tabIndex={focusable ? -1 : undefined}
      >
        {heading}
      </h2>
      {children}
      <Form method="post" action={action} className="flex flex-wrap gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirm" value="yes" />
        <StatusButton
          type="submit"
          variant="destructive"
          pending={pending}
          pendingLabel={pendingLabel}
        >
          {yes}
        </StatusButton>
        <Button asChild variant="outline">
          <Link to={action}>No, keep it</Link>
        </Button>
      </Form>
    </section>
  );
}
