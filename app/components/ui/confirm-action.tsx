import { useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { FormAlert } from "./form-alert";
import { StatusButton } from "./status-button";

/** The answer of the dialog's post when it did not redirect (a refusal to show in the dialog). */
interface ConfirmAnswer {
  status?: string;
  message?: string;
}

/**
 * A destructive back-office action, confirmed first. With JavaScript a dialog
 * that posts through a fetcher (with `confirm=yes`), so a refusal shows in the
 * dialog and a success redirects with its toast; before hydration, or
 * without JavaScript, the trigger is a link to the action's confirmation page.
 */
export function ConfirmAction({
  trigger,
  triggerLabel,
  triggerSize = "sm",
  triggerClassName,
  triggerDisabled = false,
  confirmPage,
  title,
  description,
  subject,
  subjectClassName = "break-words",
  action,
  fields,
  confirmLabel,
  pendingLabel,
}: {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name (names the item). */
  triggerLabel: string;
  triggerSize?: "sm" | "default";
  triggerClassName?: string;
  triggerDisabled?: boolean;
  /** The no-script confirmation page. */
  confirmPage: string;
  title: string;
  description: string;
  /** The item, shown in the dialog. */
  subject: ReactNode;
  subjectClassName?: string;
  action: string;
  /** The hidden fields of the post (besides `confirm=yes`). */
  fields: Record<string, string>;
  confirmLabel: string;
  pendingLabel: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ConfirmAnswer>();
  const pending = fetcher.state !== "idle";
  const refusal =
    fetcher.state === "idle" && fetcher.data?.status === "error" ? fetcher.data.message : null;

  if (!hydrated) {
    return (
      <Button asChild variant="outline" size={triggerSize} className={triggerClassName}>
        <Link to={confirmPage} aria-label={triggerLabel}>
          {trigger}
        </Link>
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size={triggerSize}
          className={triggerClassName}
          disabled={triggerDisabled}
          aria-label={triggerLabel}
        >
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md" closeDisabled={pending}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <p
          className={cn("mt-4 rounded-md bg-muted px-3 py-2 text-sm font-medium", subjectClassName)}
        >
          {subject}
        </p>
        {refusal && (
          <div className="mt-4">
            <FormAlert message={refusal} />
          </div>
        )}
        <fetcher.Form method="post" action={action} className="mt-6 flex justify-end gap-2">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
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
              pendingLabel={pendingLabel}
            >
              {confirmLabel}
            </StatusButton>
          )}
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
