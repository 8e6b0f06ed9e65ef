import type * as React from "react";
import { BusyDialogContent } from "#app/components/busy-dialog-content";
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog";

/**
 * A form's dialog. Closing it (its button, Escape, a click outside) calls
 * `onClose`, but not while its form is `busy` posting: an answer is never
 * lost with the dialog. Open while it is rendered, unless `open` says.
 */
export function FormDialog({
  open = true,
  busy = false,
  onClose,
  ...content
}: Omit<React.ComponentProps<typeof BusyDialogContent>, "busy"> & {
  open?: boolean;
  busy?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <BusyDialogContent busy={busy} {...content} />
    </Dialog>
  );
}

/**
 * A dialog's heading: its title, the line under it (read out with the title),
 * then anything that goes with them. A `block` description (a summary made of
 * its own elements) is rendered as a div rather than a paragraph.
 */
export function DialogHeading({
  title,
  description,
  descriptionClassName,
  block = false,
  children,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  descriptionClassName?: string;
  block?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription asChild={block} className={descriptionClassName}>
        {block ? <div>{description}</div> : description}
      </DialogDescription>
      {children}
    </DialogHeader>
  );
}
