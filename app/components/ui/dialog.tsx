import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/cn";
import { dialogClasses } from "./dialog-styles";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  closeDisabled = false,
  closeLabel = "Close",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeDisabled?: boolean;
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={dialogClasses.overlay} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogClasses.content, className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          disabled={closeDisabled}
          aria-label={closeLabel}
          className={dialogClasses.close}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="dialog-header" className={cn(dialogClasses.header, className)} {...props} />
  );
}

export const DialogTitle = withSlot(DialogPrimitive.Title, "dialog-title", dialogClasses.title);
export const DialogDescription = withSlot(
  DialogPrimitive.Description,
  "dialog-description",
  dialogClasses.description,
);

/**
 * One of Radix's dialog parts as it is, named by its `data-slot` and given the dialog's
 * classes for it (which the caller's `className` adds to).
 */
function withSlot<P extends { className?: string | undefined }>(
  Part: React.ComponentType<P>,
  slot: string,
  baseClassName: string,
) {
  return function Slotted(props: P) {
    return <Part data-slot={slot} {...props} className={cn(baseClassName, props.className)} />;
  };
}
