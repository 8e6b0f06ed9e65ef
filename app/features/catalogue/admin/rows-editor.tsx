import { useId, useRef, useState } from "react";
import { Input, Textarea } from "#app/components/ui/field";
import { AddRowOrHint, RowControls } from "#app/components/ui/row-controls";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";

export interface RowField {
  key: string;
  label: string;
  maxLength: number;
  multiline?: boolean;
  placeholder?: string;
  /** Grid placement on wide screens (the row is a 6-column grid from sm). */
  className?: string;
}

interface Row {
  key: number;
  values: Record<string, string>;
}

/**
 * Rows of several fields (agenda items, speakers, FAQs …), posted as
 * "name.<i>.<field>" in the order shown, which are the paths the schema
 * reports its messages under. Like ListEditor: with JavaScript rows are
 * added, removed and reordered; without it the existing rows and one blank
 * row are there, and clearing a row removes it.
 *
 * Seeded once from `defaultRows`: give it a `key` that changes when the form
 * is reset to other values.
 */
export function RowsEditor({
  name,
  label,
  itemLabel,
  fields,
  defaultRows,
  maxRows,
  errors,
  description,
}: {
  name: string;
  label: string;
  itemLabel: string;
  fields: readonly RowField[];
  defaultRows: readonly Record<string, string>[];
  maxRows: number;
  errors?: Readonly<Record<string, string>> | undefined;
  description?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [rows, setRows] = useState<Row[]>(() => {
    const seeded = defaultRows.slice(0, maxRows).map((values, key) => ({ key, values }));
    if (seeded.length < maxRows) seeded.push({ key: seeded.length, values: {} });
    return seeded;
  });
  const nextKey = useRef(rows.length);
  const listRef = useRef<HTMLOListElement>(null);
  const listError = errors?.[name];

  function focusLater(selector: string) {
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(selector)?.focus());
  }
  function update(key: number, field: string, value: string) {
    setRows((current) =>
      current.map((row) =>
        row.key === key ? { ...row, values: { ...row.values, [field]: value } } : row,
      ),
    );
  }
  function add() {
    if (rows.length >= maxRows) return;
    const key = nextKey.current++;
    setRows((current) => [...current, { key, values: {} }]);
    focusLater(`[data-row-key="${key}"] input, [data-row-key="${key}"] textarea`);
  }
  function remove(index: number) {
    setRows((current) => current.filter((_, i) => i !== index));
    focusLater(`[data-slot="rows-editor-add"]`);
  }
  function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= rows.length) return;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(target, 0, row);
    setRows(next);
    focusLater(
      `[data-row-key="${row.key}"] [data-move="${by === -1 ? "up" : "down"}"]:not(:disabled)`,
    );
  }

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={description ? `${id}-d` : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {description && (
        <p id={`${id}-d`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <ol ref={listRef} className="space-y-3">
        {rows.map((row, index) => {
          const rowLabel = `${itemLabel} ${index + 1}`;
          return (
            <li
              key={row.key}
              data-row-key={row.key}
              className="rounded-lg border bg-muted/30 p-3"
              aria-label={rowLabel}
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-muted-foreground">{rowLabel}</span>
                {hydrated && (
                  <RowControls
                    rowLabel={rowLabel}
                    index={index}
                    count={rows.length}
                    onMove={move}
                    onRemove={remove}
                    className="flex gap-0.5"
                    buttonClassName="size-9"
                  />
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-6">
                {fields.map((field) => {
                  const inputName = `${name}.${index}.${field.key}`;
                  const inputId = `${id}-${row.key}-${field.key}`;
                  const error = errors?.[inputName];
                  const props = {
                    id: inputId,
                    name: inputName,
                    value: row.values[field.key] ?? "",
                    maxLength: field.maxLength,
                    placeholder: field.placeholder,
                    "aria-invalid": error ? true : undefined,
                    "aria-describedby": error ? `${inputId}-error` : undefined,
                  } as const;
                  return (
                    <div
                      key={field.key}
                      className={cn("min-w-0 space-y-1 sm:col-span-6", field.className)}
                    >
                      <label htmlFor={inputId} className="text-xs font-medium">
                        {field.label}
                        <span className="sr-only"> ({rowLabel})</span>
                      </label>
                      {field.multiline ? (
                        <Textarea
                          {...props}
                          rows={2}
                          className="min-h-16"
                          onChange={(event) => update(row.key, field.key, event.target.value)}
                        />
                      ) : (
                        <Input
                          {...props}
                          onChange={(event) => update(row.key, field.key, event.target.value)}
                        />
                      )}
                      {error && (
                        <p
                          id={`${inputId}-error`}
                          role="alert"
                          className="text-sm font-medium text-destructive"
                        >
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AddRowOrHint
          hydrated={hydrated}
          slot="rows-editor-add"
          itemLabel={itemLabel}
          disabled={rows.length >= maxRows}
          onAdd={add}
        />
      </div>
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
