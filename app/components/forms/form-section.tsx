import type * as React from "react";
import { cn } from "#app/lib/cn";

/**
 * A form laid in the page rather than in a dialog (a browser without
 * JavaScript, or a page not hydrated yet): a card with its heading and the
 * line under it. `#id` links bring it into view below the sticky header.
 */
export function FormSection({
  id,
  title,
  description,
  className,
  children,
}: {
  id: string;
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-20", className)}>
      <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-2 mb-6 text-sm text-muted-foreground">{description}</p>
        {children}
      </div>
    </section>
  );
}
