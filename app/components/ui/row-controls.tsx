import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated";
import type * as React from "react";
import { Button } from "./button";
import { Input, Textarea } from "./field";

/**
 * The rows of a list editor (ListEditor, RowsEditor): state seeded once, keys that stay with a
 * row while it moves, and focus handed on after the DOM has the change (a removed or disabled
 * button cannot keep it). Each editor decides where focus goes.
 */
export function useEditableRows<R extends { key: number }>(seed: () => R[]) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState<R[]>(seed);
  const nextKey = useRef(rows.length);
  const listRef = useRef<HTMLOListElement>(null);

  function focusLater(selector: string) {
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(selector)?.focus());
  }

  /** Appends the row `make` builds from a fresh key; that key. */
  function append(make: (key: number) => R): number {
    const key = nextKey.current++;
    setRows((current) => [...current, make(key)]);
    return key;
  }

  /** Moves a row one place up or down; the row and where it went, or null at the list's end. */
  function move(index: number, by: -1 | 1): { row: R; target: number; count: number } | null {
    const target = index + by;
    if (target < 0 || target >= rows.length) return null;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return null;
    next.splice(target, 0, row);
    setRows(next);
    return { row, target, count: next.length };
  }

  /** Drops a row; the rows left. */
  function remove(index: number): R[] {
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    return next;
  }

  return { hydrated, rows, setRows, listRef, focusLater, append, move, remove };
}

/** The buttons' places: beside a one-line row (ListEditor), or in a card's header (RowsEditor). */
const LAYOUTS = {
  inline: {
    className: "flex w-full shrink-0 justify-end gap-0.5 sm:w-auto",
    buttonClassName: "size-11 sm:size-10",
  },
  card: { className: "flex gap-0.5", buttonClassName: "size-9" },
} as const;

/** A row's text box: two wrapping lines for longer texts, else one line. */
export function RowText({
  multiline,
  className,
  textareaClassName,
  onValue,
  ...props
}: Pick<
  React.ComponentProps<"input">,
  "id" | "name" | "maxLength" | "placeholder" | "aria-label" | "aria-invalid" | "aria-describedby"
> & {
  value: string;
  multiline: boolean | undefined;
  className?: string;
  textareaClassName: string;
  onValue: (value: string) => void;
  "data-slot"?: string;
}) {
  return multiline ? (
    <Textarea
      {...props}
      rows={2}
      className={textareaClassName}
      onChange={(event) => onValue(event.target.value)}
    />
  ) : (
    <Input {...props} className={className} onChange={(event) => onValue(event.target.value)} />
  );
}

const MOVES = [
  { by: -1, direction: "up", Icon: ArrowUp },
  { by: 1, direction: "down", Icon: ArrowDown },
] as const;

/**
 * The move-up, move-down and remove buttons of one row of a list editor (ListEditor,
 * RowsEditor). They exist only once hydrated: without JavaScript a row is removed by clearing
 * it. `data-move` is what the editors' focus handling looks for after a move.
 */
export function RowControls({
  hydrated,
  rowLabel,
  index,
  count,
  onMove,
  onRemove,
  layout,
}: {
  hydrated: boolean;
  rowLabel: string;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  layout: keyof typeof LAYOUTS;
}) {
  if (!hydrated) return null;
  const { className, buttonClassName } = LAYOUTS[layout];
  return (
    <div className={className}>
      {MOVES.map(({ by, direction, Icon }) => (
        <Button
          key={direction}
          type="button"
          variant="ghost"
          size="icon"
          className={buttonClassName}
          data-move={direction}
          disabled={by === -1 ? index === 0 : index === count - 1}
          aria-label={`Move ${rowLabel} ${direction}`}
          onClick={() => onMove(index, by)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={`${buttonClassName} text-destructive hover:bg-destructive/10`}
        aria-label={`Remove ${rowLabel}`}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The editor's "Add …" button once hydrated; before, how to add and remove rows without it. */
export function AddRowOrHint({
  hydrated,
  slot,
  itemLabel,
  disabled,
  onAdd,
}: {
  hydrated: boolean;
  slot: string;
  itemLabel: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  return hydrated ? (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-slot={slot}
      disabled={disabled}
      onClick={onAdd}
    >
      <Plus aria-hidden="true" /> Add {itemLabel.toLowerCase()}
    </Button>
  ) : (
    <span className="text-xs text-muted-foreground">
      Clear a row to remove it; fill the blank row to add one.
    </span>
  );
}
