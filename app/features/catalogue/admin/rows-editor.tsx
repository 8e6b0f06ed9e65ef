import { useId } from "react";
import { FieldError } from "#app/components/ui/field-error";
import {
  AddRowOrHint,
  RowControls,
  RowText,
  useEditableRows,
} from "#app/components/ui/row-controls";
import { cn } from "#app/lib/cn";

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
  const { hydrated, rows, setRows, listRef, focusLater, append, ...edit } = useEditableRows<Row>(
    () => {
      const seeded = defaultRows.slice(0, maxRows).map((values, key) => ({ key, values }));
      if (seeded.length < maxRows) seeded.push({ key: seeded.length, values: {} });
      return seeded;
    },
  );
  const listError = errors?.[name];

  function update(key: number, field: string, value: string) {
    setRows((current) =>
      current.map((row) =>
        row.key === key ? { ...row, values: { ...row.values, [field]: value } } : row,
      ),
    );
  }
  function add() {
    if (rows.length >= maxRows) return;
    const key = append((key) => ({ key, values: {} }));
    focusLater(`[data-row-key="${key}"] input, [data-row-key="${key}"] textarea`);
  }
  function remove(index: number) {
    edit.remove(index);
    focusLater(`[data-slot="rows-editor-add"]`);
  }
  function move(index: number, by: -1 | 1) {
    const moved = edit.move(index, by);
    if (!moved) return;
    focusLater(
      `[data-row-key="${moved.row.key}"] [data-move="${by === -1 ? "up" : "down"}"]:not(:disabled)`,
    );
  }
  const controls = { hydrated, count: rows.length, onMove: move, onRemove: remove };

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
                <RowControls {...controls} rowLabel={rowLabel} index={index} layout="card" />
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
                    multiline: field.multiline,
                    textareaClassName: "min-h-16",
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
                      <RowText {...props} onValue={(value) => update(row.key, field.key, value)} />
                      <FieldError id={`${inputId}-error`} error={error} />
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
      <FieldError error={listError} />
    </fieldset>
  );
}
