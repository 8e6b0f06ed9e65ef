import type * as React from "react";
import { DialogContent } from "#app/components/ui/dialog";

/**
 * A form dialog's content: while its form is `busy` (posting) neither the
 * close button, Escape nor a click outside closes it, so an answer is never
 * lost with the dialog.
 */
export function BusyDialogContent({
  busy,
  ...props
}: Omit<React.ComponentProps<typeof DialogContent>, "closeDisabled"> & { busy: boolean }) {
  return (
    <DialogContent
      closeDisabled={busy}
      onEscapeKeyDown={(event) => busy && event.preventDefault()}
      onInteractOutside={(event) => busy && event.preventDefault()}
      {...props}
    />
  );
}
