import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "./button";

/**
 * The move-up, move-down and remove buttons of one row of a list editor (ListEditor,
 * RowsEditor). They exist only once hydrated: without JavaScript a row is removed by clearing
 * it. `data-move` is what the editors' focus handling looks for after a move.
 */
export function RowControls({
  rowLabel,
  index,
  count,
  onMove,
  onRemove,
  className,
  buttonClassName,
}: {
  rowLabel: string;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  className: string;
  buttonClassName: string;
}) {
  return (
    <div className={className}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={buttonClassName}
        data-move="up"
        disabled={index === 0}
        aria-label={`Move ${rowLabel} up`}
        onClick={() => onMove(index, -1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={buttonClassName}
        data-move="down"
        disabled={index === count - 1}
        aria-label={`Move ${rowLabel} down`}
        onClick={() => onMove(index, 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
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
