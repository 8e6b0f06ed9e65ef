import { UserX } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmAction } from "#app/components/ui/confirm-action";
import { StatusButton } from "#app/components/ui/status-button";
import { useIsPending } from "#app/lib/use-is-pending";

/**
 * Disabling a colleague signs them out at once, so it is confirmed first
 * (issue 14: confirm before destroying), the way the catalogue confirms a
 * delete: with JavaScript a dialog, before hydration or without it a link
 * to the confirmation page (`/admin/team?disable=<id>`). The action itself
 * sends a disable without `confirm=yes` to that page.
 */

const ACTION = "/admin/team";
const WHAT_HAPPENS =
  "They are signed out everywhere at once and cannot sign in until an admin enables the account again.";

interface Member {
  id: string;
  email: string;
  name: string;
}

export function DisableMemberControl({ member, busy }: { member: Member; busy: boolean }) {
  return (
    <ConfirmAction
      trigger="Disable"
      triggerLabel={`Disable ${member.email}`}
      triggerDisabled={busy}
      confirmPage={`${ACTION}?disable=${member.id}`}
      title="Disable this account?"
      description={WHAT_HAPPENS}
      subject={`${member.name} · ${member.email}`}
      subjectClassName="break-all"
      action={ACTION}
      fields={{ intent: "disable", id: member.id }}
      confirmLabel="Disable account"
      pendingLabel="Disabling…"
    />
  );
}

/** The confirmation page's panel: the no-script way to confirm a disable. */
export function DisableConfirmPanel({ member }: { member: Member }) {
  const pending = useIsPending({
    formAction: ACTION,
    fields: { intent: "disable", id: member.id },
  });
  return (
    <section
      aria-labelledby="confirm-disable-heading"
      className="space-y-4 rounded-xl border border-destructive/40 bg-card p-4 sm:p-6"
      data-testid="confirm-disable"
    >
      <h2 id="confirm-disable-heading" className="text-lg font-semibold">
        <UserX aria-hidden="true" className="-mt-0.5 mr-2 inline size-5 text-destructive" />
        Disable this account?
      </h2>
      <p className="text-sm text-muted-foreground">
        <strong className="break-all text-foreground">
          {member.name} ({member.email})
        </strong>
        . {WHAT_HAPPENS}
      </p>
      <Form method="post" action={ACTION} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="disable" />
        <input type="hidden" name="id" value={member.id} />
        <input type="hidden" name="confirm" value="yes" />
        <StatusButton
          type="submit"
          variant="destructive"
          pending={pending}
          pendingLabel="Disabling…"
        >
          Yes, disable
        </StatusButton>
        <Button asChild variant="outline">
          <Link to={ACTION}>No, keep it</Link>
        </Button>
      </Form>
    </section>
  );
}
