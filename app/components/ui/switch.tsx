import type * as React from "react";
import { cn } from "#app/lib/cn";

/**
 * An on/off switch that is a real checkbox (role="switch"): it posts "on"
 * with the form and works before JavaScript loads, unlike a button-based one.
 */
export function Switch({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      role="switch"
      data-slot="switch"
      className={cn(
        "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors",
        "before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-background before:shadow before:transition-transform",
        "checked:bg-primary checked:before:translate-x-5",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
