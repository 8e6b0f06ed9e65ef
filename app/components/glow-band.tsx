import type * as React from "react";
import { cn } from "#app/lib/cn";

/** A soft blurred disc behind a band's content; `className` places, sizes and tints it. */
export function Glow({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("pointer-events-none absolute rounded-full blur-3xl", className)}
    />
  );
}

/** The large glow at the top right of the home and shop heroes. */
export const HERO_GLOW = "-top-40 -right-40 size-[36rem] bg-primary/40";

/**
 * A navy band across the screen with glows behind its content, which sits at the
 * page's width: the heroes of the home page, the shop, a course and custom training.
 * `className` adds to the content's box (its padding and grid).
 */
export function NavyBand({
  glows,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"section">, "className"> & {
  glows: readonly string[];
  className: string;
}) {
  return (
    <section {...props} className="relative overflow-hidden bg-navy text-navy-foreground">
      {glows.map((glow) => (
        <Glow key={glow} className={glow} />
      ))}
      <div className={cn("relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className)}>
        {children}
      </div>
    </section>
  );
}

/** The rounded label above a hero's title, with an icon (the HRDC promise). */
export function HeroPill({ children }: { children: React.ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
      {children}
    </p>
  );
}
