import type * as React from "react";

/** A column's heading: its text, or a heading of its own look (a checkbox column). */
export type StackedColumn = string | { key: string; label: React.ReactNode; className: string };

/** A row of a StackedTable: a grid of its cells on a phone. */
export const STACKED_ROW = "align-top max-md:grid max-md:gap-1 max-md:px-3 max-md:py-3";

/**
 * A back-office table whose rows stack into cards on a phone, where the column headings are
 * left to screen readers. `children` are its rows.
 */
export function StackedTable({
  label,
  columns,
  children,
}: {
  label?: string;
  columns: readonly StackedColumn[];
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase max-md:sr-only">
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} className="px-3 py-2">
                  {column}
                </th>
              ) : (
                <th key={column.key} className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}
