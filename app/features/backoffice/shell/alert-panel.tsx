import type * as React from "react";

/**
 * A question the page puts before anything else (an alertdialog in the page itself, for
 * the page without script): its heading, then what it says and its answers.
 */
export function AlertPanel({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: React.ReactNode;
  /** The panel's look: its colours and spacing. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section role="alertdialog" aria-labelledby={id} className={className}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
