import { variants, type VariantProps } from "#app/lib/variants";
import type * as React from "react";
import { cn } from "#app/lib/cn";

const badgeVariants = variants(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      variant: {
        default: "bg-primary/5 text-primary ring-1 ring-primary/15",
        accent: "bg-accent/20 text-accent-foreground",
        navy: "bg-navy text-navy-foreground",
        success: "bg-success/10 text-success",
        outline: "border border-border text-foreground",
        light: "bg-white/15 text-white ring-1 ring-white/25",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
