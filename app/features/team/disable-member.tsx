import { UserX } from "lucide-react";
import { ConfirmAction } from "#app/components/ui/confirm-action";
import { ConfirmPanel } from "#app/features/backoffice/shell/confirm-panel";

/**
 * Disabling a colleague signs them out at once, so it is confirmed first
 * (the back office confirms every step that destroys), the way the catalogue confirms a
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
  return (
    <ConfirmPanel
      id="confirm-disable"
      heading={
        <>
          <UserX aria-hidden="true" className="-mt-0.5 mr-2 inline size-5 text-destructive" />
          Disable this account?
        </>
      }
      action={ACTION}
      fields={{ intent: "disable", id: member.id }}
      yes="Yes, disable"
      pendingLabel="Disabling…"
    >
      <p className="text-sm text-muted-foreground">
        <strong className="break-all text-foreground">
          {member.name} ({member.email})
        </strong>
        . {WHAT_HAPPENS}
      </p>
    </ConfirmPanel>
  );
}
