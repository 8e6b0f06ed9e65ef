import type * as React from "react";
import { Eyebrow } from "#app/components/eyebrow";
import { cn } from "#app/lib/cn";

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  text?: string;
  dark?: boolean;
  id?: string;
};

/** A home section's eyebrow, title and lead. */
export function SectionHeading({ eyebrow, title, text, dark = false, id }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      {eyebrow && <Eyebrow dark={dark}>{eyebrow}</Eyebrow>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {text && (
        <p className={cn("mt-3 text-lg", dark ? "text-navy-muted" : "text-muted-foreground")}>
          {text}
        </p>
      )}
    </div>
  );
}

/** A home section's width and padding. */
export const sectionWrap = "mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8";

const bands = {
  secondary: "bg-secondary/50",
  navy: "bg-navy text-navy-foreground",
} as const;

/**
 * One band of the home page, named by `data-section` (the E2E tests and the in-page links
 * find it so). A coloured band spans the screen and holds the content at `sectionWrap`'s
 * width; a plain one is that width itself. `belowFold` lets the browser skip its rendering
 * until it nears the screen. `heading`, if given, comes first, then `body` (the section's
 * main piece, set apart from the heading), then the children.
 */
export function HomeSection({
  name,
  band,
  belowFold = true,
  labelledBy,
  className,
  heading,
  body,
  children,
}: {
  name: string;
  band?: keyof typeof bands;
  belowFold?: boolean;
  labelledBy?: string;
  /** Classes of the content's box (the section itself when there is no band). */
  className?: string;
  heading?: SectionHeadingProps;
  body?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const fold = belowFold ? "below-fold" : undefined;
  const content = (
    <>
      {heading && <SectionHeading {...heading} />}
      {body && <div className="mt-10">{body}</div>}
      {children}
    </>
  );
  if (!band) {
    return (
      <section
        data-section={name}
        aria-labelledby={labelledBy}
        className={cn(sectionWrap, fold, className)}
      >
        {content}
      </section>
    );
  }
  return (
    <section data-section={name} aria-labelledby={labelledBy} className={cn(bands[band], fold)}>
      <div className={cn(sectionWrap, className)}>{content}</div>
    </section>
  );
}
