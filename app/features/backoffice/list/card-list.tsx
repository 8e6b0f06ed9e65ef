import type * as React from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";

/** What an empty list says instead (no match for the filter, nothing yet). */
export function EmptyList({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border bg-background p-6 text-center text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * A back-office list of cards, one under the other; from md up each card's parts sit side by
 * side in the columns of `columns` (a grid-cols class). `children` draws a card's parts.
 */
export function CardList<R extends { id: string }>({
  label,
  rows,
  empty,
  columns,
  children,
}: {
  label: string;
  rows: readonly R[];
  empty: React.ReactNode;
  columns: string;
  children: (row: R) => React.ReactNode;
}) {
  if (rows.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <ul className="divide-y rounded-lg border bg-background" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={cn("grid gap-x-4 gap-y-1 p-4", columns)}>
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

/** A card's last part: its status and date, in a column at the right from md up. */
export const CARD_ASIDE = "flex flex-wrap items-center gap-2 text-sm md:flex-col md:items-end";

/**
 * A back-office list whose rows each open a page: every row one link, its parts (`children`)
 * wrapping onto a second line on a narrow screen.
 */
export function LinkList<R>({
  rows,
  keyOf,
  to,
  children,
}: {
  rows: readonly R[];
  keyOf: (row: R) => string;
  /** The page a row opens. */
  to: (row: R) => string;
  children: (row: R) => React.ReactNode;
}) {
  return (
    <ul className="divide-y overflow-hidden rounded-lg border bg-background">
      {rows.map((row) => (
        <li key={keyOf(row)}>
          <Link
            to={to(row)}
            className="flex flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 hover:bg-muted/60"
          >
            {children(row)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
