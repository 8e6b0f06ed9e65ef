import type * as React from "react";

/** A part of a back-office page, named by its heading for assistive technology. */
export function TitledSection({
  id,
  title,
  className = "space-y-2",
  titleClassName = "text-lg font-semibold",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: React.ReactNode;
  className?: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
