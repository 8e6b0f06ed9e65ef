import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** The small capitals above a page's or a section's title: cyan on navy, the primary colour on light. */
export function Eyebrow({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <p
      className={cn(
        "text-sm font-semibold tracking-wide uppercase",
        dark ? "text-cyan" : "text-primary",
      )}
    >
      {children}
    </p>
  );
}
