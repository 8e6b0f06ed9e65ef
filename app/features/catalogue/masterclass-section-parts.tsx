import type * as React from "react";
import { cn } from "#app/lib/cn";

/** The frame of a masterclass page's sections: bands, titled parts, pairs, quotes and prose. */

/** A full-width band; bands alternate between plain and tinted. */
export function Band({ tinted, children }: { tinted: boolean; children: React.ReactNode }) {
  return (
    <div className={cn("below-fold", tinted && "bg-secondary/50")}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}

/** One titled part of the page. */
export function Part({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="scroll-mt-20 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Two parts side by side on wide screens (or one, full width). */
export function Pair({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-14 lg:grid-cols-2 lg:gap-12">{children}</div>;
}

/** Who said a quoted testimonial: the name, and the role or company if known. */
export function QuoteAttribution({ name, detail }: { name: string; detail?: string | null }) {
  return (
    <figcaption className="mt-4 text-sm">
      <span className="font-semibold">{name}</span>
      {detail && <span className="text-muted-foreground">, {detail}</span>}
    </figcaption>
  );
}

export function Prose({ children }: { children: string }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted-foreground">
      {children.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
