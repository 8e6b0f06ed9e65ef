import type * as React from "react";
import { Pagination } from "#app/components/ui/pagination";
import { cn } from "#app/lib/cn";
import { listHref } from "./list-filter";

/** "1,234 leads": a count of rows, in the one or the many. */
export function countOf(total: number, one: string, many: string): string {
  return `${total.toLocaleString("en-MY")} ${total === 1 ? one : many}`;
}

/**
 * A back-office list's page: its heading with a line about the rows (read out when the
 * filter changes them), what acts on the whole list (`actions`) at the right, then the
 * list's parts (filter bar, counts, rows, pages) as `children`.
 */
export function ListPage({
  title,
  summary,
  actions,
  align = "center",
  live = true,
  children,
}: {
  title: string;
  summary: React.ReactNode;
  actions?: React.ReactNode;
  /** How the heading and the actions line up when they share a line. */
  align?: "center" | "start";
  /** Whether a screen reader reads the summary out when it changes. */
  live?: boolean;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <div
        className={cn(
          "flex flex-wrap justify-between gap-3",
          align === "start" ? "items-start" : "items-center",
        )}
      >
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground" aria-live={live ? "polite" : undefined}>
            {summary}
          </p>
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}

/** A list's pages, each keeping the filter. */
export function ListPagination<F extends { page: number }>({
  base,
  filter,
  pages,
}: {
  base: string;
  filter: F;
  pages: number;
}) {
  return (
    <Pagination
      page={filter.page}
      pages={pages}
      hrefFor={(page) => listHref(base, filter, { page } as Partial<F>)}
    />
  );
}
