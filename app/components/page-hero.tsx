import type * as React from "react";
import { Eyebrow } from "#app/components/eyebrow";
import { Glow } from "#app/components/glow-band";
import { cn } from "#app/lib/cn";

const GLOW_PLACE = "-top-32 right-[-10%] size-[28rem]";

/** The glow of a page hero, on navy and on light. */
export const PAGE_HERO_GLOW = {
  dark: `${GLOW_PLACE} bg-primary/30`,
  light: `${GLOW_PLACE} bg-primary/10`,
};

/** The headline band at the top of a page. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
  tone = "light",
  className,
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <section
      data-slot="page-hero"
      className={cn(
        "relative overflow-hidden",
        dark
          ? "bg-navy text-navy-foreground"
          : "bg-gradient-to-b from-secondary/70 to-background text-foreground",
        className,
      )}
    >
      <Glow className={dark ? PAGE_HERO_GLOW.dark : PAGE_HERO_GLOW.light} />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow && <Eyebrow dark={dark}>{eyebrow}</Eyebrow>}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {description && (
            <p
              className={cn(
                "mt-5 text-lg leading-relaxed text-pretty",
                dark ? "text-navy-muted" : "text-muted-foreground",
              )}
            >
              {description}
            </p>
          )}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}

const SECTION_WRAP = "mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8";
const SECTION_TITLE = "text-2xl font-bold tracking-tight sm:text-3xl";

/** A page section at the page's width; `titleId` names it by its title. */
export function Section({
  title,
  titleId,
  description,
  children,
  className,
  id,
}: {
  title?: React.ReactNode;
  titleId?: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={cn(SECTION_WRAP, className)}>
      {title && (
        <h2 id={titleId} className={SECTION_TITLE}>
          {title}
        </h2>
      )}
      {description && <p className="mt-3 max-w-3xl text-muted-foreground">{description}</p>}
      <div className={cn(title || description ? "mt-8" : undefined)}>{children}</div>
    </section>
  );
}

/**
 * A page's list on a tinted band across the screen, which in-page links jump to (`#id`,
 * clear of the sticky header). `notice`, if any, stands between the title and the list.
 */
export function ListBand({
  id,
  title,
  notice,
  children,
}: {
  id: string;
  title: React.ReactNode;
  notice?: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-20 bg-secondary/50">
      <div className={SECTION_WRAP}>
        <h2 id={titleId} className={SECTION_TITLE}>
          {title}
        </h2>
        {notice}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
