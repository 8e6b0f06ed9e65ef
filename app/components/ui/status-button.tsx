import { Loader2 } from "lucide-react";
import type * as React from "react";
import { Button } from "./button";

/** A submit button that shows the pending state and blocks a second submit. */
export function StatusButton({
  pending,
  pendingLabel,
  children,
  disabled,
  ...props
}: React.ComponentProps<typeof Button> & { pending: boolean; pendingLabel?: React.ReactNode }) {
  return (
    <Button
      data-slot="status-button"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
