import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { useIsPending } from "#app/lib/use-is-pending";
import { Button } from "./button";
import { ConfirmDeleteForm } from "./confirm-delete-form";
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
    <ConfirmDialog
      pending={pending}
      trigger={trigger}
      triggerProps={{
        size: triggerSize,
        className: triggerClassName,
        disabled: triggerDisabled,
        "aria-label": triggerLabel,
      }}
      title={title}
      description={description}
      subject={subject}
      subjectClassName={subjectClassName}
    >
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
    </ConfirmDialog>
  );
}

/**
 * A confirmation dialog's frame: the trigger, the title and question, then `children` (what
 * is at stake, the buttons). It cannot be closed while its post is pending.
 */
export function ConfirmDialog({
  pending,
  trigger,
  triggerProps,
  title,
  description,
  subject,
  subjectClassName,
  children,
}: {
  pending: boolean;
  /** What the trigger button shows, and its size, look and accessible name. */
  trigger: ReactNode;
  triggerProps: {
    size: "sm" | "default";
    className?: string | undefined;
    disabled?: boolean;
    "aria-label": string;
  };
  title: string;
  description: ReactNode;
  /** The item at stake, named under the question. */
  subject?: ReactNode;
  subjectClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" {...triggerProps}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md" closeDisabled={pending}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {subject && (
          <p
            className={cn(
              "mt-4 rounded-md bg-muted px-3 py-2 text-sm font-medium",
              subjectClassName,
            )}
          >
            {subject}
          </p>
        )}
        {children}
      </DialogContent>
    </Dialog>
  );
}

const DELETE_TRIGGER = (
  <>
    <Trash2 aria-hidden="true" /> Delete
  </>
);
const DELETE_TRIGGER_CLASS = "text-destructive hover:bg-destructive/10";

/** Delete an item from a list page, confirmed in a dialog that posts intent=delete and its id. */
export function DeleteDialog({
  action,
  id,
  name,
  title,
  description,
  subject,
}: {
  action: string;
  id: string;
  /** The item's name, for the trigger's accessible name. */
  name: string;
  title: string;
  description: ReactNode;
  subject?: string;
}) {
  const pending = useIsPending({ formAction: action, fields: { intent: "delete", id } });
  return (
    <ConfirmDialog
      pending={pending}
      trigger={DELETE_TRIGGER}
      triggerProps={{ size: "sm", className: DELETE_TRIGGER_CLASS, "aria-label": `Delete ${name}` }}
      title={title}
      description={description}
      subject={subject}
    >
      <ConfirmDeleteForm action={action} id={id} pending={pending} />
    </ConfirmDialog>
  );
}
