import type * as React from "react";
import { cn } from "#app/lib/cn";
import { useFieldIds } from "./field";
import { FieldError } from "./field-error";
import { AddRowOrHint, RowControls, RowText, useEditableRows } from "./row-controls";

/**
 * A list of short texts (key insights, benefits, outcomes …) posted as
 * repeated fields under one `name`, in the order shown. The server reads
 * them with `formData.getAll(name)` and drops blank rows, so:
 * - without JavaScript the existing rows can be edited (clearing one removes
 *   it) and one blank row adds an item;
 * - with JavaScript rows can also be added, removed and moved up or down.
 *
 * Errors: `error` is about the list as a whole ("At most 10 items");
 * `rowErrors` is keyed by the index among the non-blank rows, which is what
 * the server validated (see `listFieldErrors`).
 *
 * The rows are state seeded from `defaultValue` once: give the editor a
 * `key` that changes when the form is reset to other values (another item
 * opened, a refusal that came back with the submitted rows).
 */
export interface ListEditorProps {
  name: string;
  label: string;
  defaultValue: readonly string[];
  maxItems: number;
  maxLength: number;
  error?: string | undefined;
  rowErrors?: Readonly<Record<number, string>> | undefined;
  description?: React.ReactNode;
  /** What one row is called in button and input labels ("Insight" → "Insight 2"); the label by default. */
  itemLabel?: string | undefined;
  /** Text rows that wrap (a textarea) instead of a single line. */
  multiline?: boolean | undefined;
  className?: string | undefined;
}

interface Row {
  key: number;
  value: string;
}

/**
 * The rows the page starts with: the items, then one blank row while there
 * is room. The same on the server and in the first client render.
 */
function initialRows(values: readonly string[], maxItems: number): Row[] {
  const items = values.slice(0, maxItems);
  const rows = items.map((value, key) => ({ key, value }));
  if (rows.length < maxItems) rows.push({ key: rows.length, value: "" });
  return rows;
}

/**
 * Splits a form's field errors for one list: `name` (the list) and
 * `name.<i>` (a row), as zod reports paths through `fieldErrorsOf`.
 */
export function listFieldErrors(
  fieldErrors: Readonly<Record<string, string>> | undefined,
  name: string,
): { error: string | undefined; rowErrors: Record<number, string> } {
  const rowErrors: Record<number, string> = {};
  let error: string | undefined;
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    if (key === name) error = message;
    else if (key.startsWith(`${name}.`)) {
      const index = Number(key.slice(name.length + 1));
      if (Number.isInteger(index) && index >= 0) rowErrors[index] ??= message;
    }
  }
  return { error, rowErrors };
}

export function ListEditor({
  name,
  label,
  defaultValue,
  maxItems,
  maxLength,
  error,
  rowErrors,
  description,
  itemLabel,
  multiline = false,
  className,
}: ListEditorProps) {
  const { id, errorId, descriptionId, control } = useFieldIds(error, Boolean(description));
  const { hydrated, rows, setRows, listRef, focusLater, append, ...edit } = useEditableRows<Row>(
    () => initialRows(defaultValue, maxItems),
  );
  const one = itemLabel ?? label;
  const inputOf = (key: number) => `[data-row-key="${key}"] [data-slot="list-editor-input"]`;

  // Row errors are by index among non-blank rows; map them to the rows shown.
  const errorByKey = new Map<number, string>();
  let filled = 0;
  for (const row of rows) {
    if (row.value.trim() === "") continue;
    const message = rowErrors?.[filled];
    if (message) errorByKey.set(row.key, message);
    filled += 1;
  }

  function update(key: number, value: string) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, value } : row)));
  }

  function add() {
    // The spare blank row the page started with is the place to type first.
    const last = rows[rows.length - 1];
    if (last && last.value.trim() === "") {
      focusLater(inputOf(last.key));
      return;
    }
    if (rows.length >= maxItems) return;
    focusLater(inputOf(append((key) => ({ key, value: "" }))));
  }

  function remove(index: number) {
    const next = edit.remove(index);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? inputOf(neighbour.key) : `[data-slot="list-editor-add"]`);
  }

  function move(index: number, by: -1 | 1) {
    const moved = edit.move(index, by);
    if (!moved) return;
    // Keep focus on the same button of the moved row; at the end of the list
    // that button is disabled, so fall back to the other direction.
    const atEdge = moved.target === 0 || moved.target === moved.count - 1;
    const direction = atEdge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down";
    focusLater(`[data-row-key="${moved.row.key}"] [data-move="${direction}"]`);
  }

  const controls = { hydrated, count: rows.length, onMove: move, onRemove: remove };

  return (
    <fieldset
      data-slot="list-editor"
      className={cn("min-w-0 space-y-2", className)}
      aria-describedby={control["aria-describedby"]}
    >
      <legend className="text-sm font-medium">{label}</legend>
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <ol ref={listRef} className="space-y-2">
        {rows.map((row, index) => {
          const rowError = errorByKey.get(row.key);
          const rowErrorId = `${id}-row-${row.key}-error`;
          const rowLabel = `${one} ${index + 1}`;
          const inputProps = {
            "data-slot": "list-editor-input",
            name,
            value: row.value,
            maxLength,
            "aria-label": rowLabel,
            "aria-invalid": rowError ? true : undefined,
            "aria-describedby": rowError ? rowErrorId : undefined,
            multiline,
            className: "min-w-0 flex-1",
            textareaClassName: "min-h-11 min-w-0 flex-1",
          } as const;
          return (
            <li key={row.key} data-row-key={row.key} className="space-y-1">
              {/* On a phone the row's buttons go under its text, so the text keeps the width. */}
              <div className="flex flex-wrap items-start gap-x-2 gap-y-1 sm:flex-nowrap">
                <span
                  aria-hidden="true"
                  className="mt-3 w-5 shrink-0 text-right text-xs text-muted-foreground tabular-nums"
                >
                  {index + 1}.
                </span>
                <RowText {...inputProps} onValue={(value) => update(row.key, value)} />
                <RowControls {...controls} rowLabel={rowLabel} index={index} layout="inline" />
              </div>
              <FieldError id={rowErrorId} error={rowError} className="pl-7" />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2 pl-7">
        <AddRowOrHint
          hydrated={hydrated}
          slot="list-editor-add"
          itemLabel={one}
          disabled={rows.length >= maxItems && rows[rows.length - 1]?.value.trim() !== ""}
          onAdd={add}
        />
        <span className="text-xs text-muted-foreground tabular-nums">
          {rows.filter((row) => row.value.trim() !== "").length} / {maxItems}
        </span>
      </div>
      <FieldError id={errorId} error={error} reserve />
    </fieldset>
  );
}
