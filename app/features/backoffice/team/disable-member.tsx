import { UserX } from "lucide-react";
import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { StatusButton } from "../../../components/ui/status-button";
import { useHydrated } from "../../../lib/use-hydrated";
import { useIsPending } from "../../../lib/use-is-pending";

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

/** The answer of the dialog's post when it did not redirect (the last admin, a vanished account). */
interface DisableAnswer {
  status?: string;
  message?: string;
}

export function DisableMemberControl({ member, busy }: { member: Member; busy: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<DisableAnswer>();
  const pending = fetcher.state !== "idle";
  const refusal =
    fetcher.state === "idle" && fetcher.data?.status === "error" ? fetcher.data.message : null;
  const label = `Disable ${member.email}`;

  if (!hydrated) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={`${ACTION}?disable=${member.id}`} aria-label={label}>
          Disable
        </Link>
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" disabled={busy} aria-label={label}>
          Disable
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md" closeDisabled={pending}>
        <DialogHeader>
          <DialogTitle>Disable this account?</DialogTitle>
          <DialogDescription>{WHAT_HAPPENS}</DialogDescription>
        </DialogHeader>
        <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm font-medium break-all">
          {member.name} · {member.email}
        </p>
        {refusal && (
          <div className="mt-4">
            <FormAlert message={refusal} />
          </div>
        )}
        <fetcher.Form method="post" action={ACTION} className="mt-6 flex justify-end gap-2">
          <input type="hidden" name="intent" value="disable" />
          <input type="hidden" name="id" value={member.id} />
          <input type="hidden" name="confirm" value="yes" />
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          {!refusal && (
            <StatusButton
              type="submit"
              variant="destructive"
              pending={pending}
              pendingLabel="Disabling…"
            >
              Disable account
            </StatusButton>
          )}
        </fetcher.Form>
      </DialogContent>
    </Dialog>
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
