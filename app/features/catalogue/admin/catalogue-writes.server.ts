import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { firstRow, lockRow } from "#server/db/rows";
import {
  conflict,
  ok,
  refused,
  type CommonReason,
  type Refused,
  type Success,
} from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { CatalogueRefusal, changedFields, type DeleteOutcome } from "./catalogue-crud.server";

/**
 * Create, edit and delete of a product type's row, each in one transaction
 * with its audit entry: one flow for books, grants and NTW programs, each
 * type bringing its table, its audit names and its rule for deleting.
 */

/** What the flows name in the audit log and the toasts. */
export type StoredItem = { id: string; title: string };

export type CatalogueTable = PgTable & { id: PgColumn; $inferSelect: StoredItem };

type Values<T extends CatalogueTable> = PgInsertValue<T> & PgUpdateSetSource<T>;

export type AuditStep = "create" | "update" | "delete";

export interface CatalogueWrites<T extends CatalogueTable, Input> {
  table: T;
  /** The type's name in the audit log's sentences: "book", "NTW program". */
  one: string;
  audit: {
    /** The actions' prefix: "book" → book.create, book.update, book.delete. */
    action: string;
    targetType: string;
    /** Words after a step's summary, and details beside the changed fields. */
    note?: (
      item: T["$inferSelect"],
      step: AuditStep,
    ) => { suffix?: string; details?: Record<string, unknown> };
  };
  /** The columns to store from the form's input; `id` is the item being edited. */
  values: (tx: Tx, input: Input, id?: string) => Promise<Values<T>> | Values<T>;
  /** Runs each write, e.g. again after a clash on a unique slug. */
  retry?: <R>(write: () => Promise<R>) => Promise<R>;
  /** Why this item may not be deleted (what would lose it), or null. */
  deleteRefusal: (tx: Tx, item: T["$inferSelect"]) => Promise<string | null>;
}

/** The row of `id` in a catalogue table. */
export function findCatalogueRow<T extends CatalogueTable>(db: Db | Tx, table: T, id: string) {
  return firstRow(db, table, eq(table.id, id));
}

/** The row of `id` in a catalogue table, locked for the rest of the transaction. */
function lockCatalogueRow<T extends CatalogueTable>(tx: Tx, table: T, id: string) {
  return lockRow(tx, table, eq(table.id, id));
}

function recordStep<T extends CatalogueTable, Input>(
  tx: Tx,
  actor: AdminUser,
  spec: CatalogueWrites<T, Input>,
  item: T["$inferSelect"],
  step: AuditStep,
  summary: string,
  details?: Record<string, unknown>,
) {
  const note = spec.audit.note?.(item, step) ?? {};
  return recordAudit(tx, actor, {
    action: `${spec.audit.action}.${step}`,
    targetType: spec.audit.targetType,
    targetId: item.id,
    summary: `${summary}${note.suffix ?? ""}`,
    details: details || note.details ? { ...details, ...note.details } : undefined,
  });
}

/** A refused create or edit: gone, or refused by a rule, at one field (`field`) or the form's. */
export type SaveRefusal = Refused<CommonReason> & { field?: string };

/** A create or edit: the stored row, or why not. */
export type SaveOutcome<T> = Success<T> | SaveRefusal;

/**
 * One write in its transaction, run again as the type asks (after a slug
 * clash, for books). A type's rule refuses by throwing CatalogueRefusal, so
 * the transaction rolls back (and a retry can tell it from a clash); it
 * leaves here as the refusal.
 */
async function write<T extends CatalogueTable, Input, R>(
  db: Db,
  spec: CatalogueWrites<T, Input>,
  work: (tx: Tx) => Promise<SaveOutcome<R>>,
): Promise<SaveOutcome<R>> {
  const inTransaction = () => db.transaction(work);
  try {
    return await (spec.retry ? spec.retry(inTransaction) : inTransaction());
  } catch (error) {
    if (!(error instanceof CatalogueRefusal)) throw error;
    return { ...conflict(error.message), ...(error.field ? { field: error.field } : {}) };
  }
}

export function createCatalogueRow<T extends CatalogueTable, Input>(
  db: Db,
  actor: AdminUser,
  spec: CatalogueWrites<T, Input>,
  input: Input,
): Promise<SaveOutcome<T["$inferSelect"]>> {
  return write(db, spec, async (tx) => {
    const [row] = await tx
      .insert(spec.table)
      .values(await spec.values(tx, input))
      .returning();
    if (!row) throw new Error("The insert returned no row");
    await recordStep(tx, actor, spec, row, "create", `Created the ${spec.one} "${row.title}"`);
    return ok(row);
  });
}

/** Saves an edit; refused as not found when the item is gone (deleted in another tab). */
export function updateCatalogueRow<T extends CatalogueTable, Input>(
  db: Db,
  actor: AdminUser,
  spec: CatalogueWrites<T, Input>,
  id: string,
  input: Input,
): Promise<SaveOutcome<T["$inferSelect"]>> {
  return write(db, spec, async (tx) => {
    const current = await lockCatalogueRow(tx, spec.table, id);
    if (!current) return refused("not-found");
    const next = await spec.values(tx, input, id);
    const changed = changedFields(current, next);
    // Nothing changed: nothing written, so the sitemap's lastmod stays.
    if (changed.length === 0) return ok(current);
    await tx.update(spec.table).set(next).where(eq(spec.table.id, id));
    // Read back rather than RETURNING, which Drizzle cannot type through a generic table.
    const row = await findCatalogueRow(tx, spec.table, id);
    if (!row) return refused("not-found");
    await recordStep(tx, actor, spec, row, "update", `Edited the ${spec.one} "${row.title}"`, {
      changed,
    });
    return ok(row);
  });
}

/**
 * Deletes an item unless the type's rule refuses it. The row lock makes a
 * lead or order in progress (whose foreign key check, or own lock, takes the
 * same row) wait for this transaction, so the rule's count cannot go stale.
 */
export function deleteCatalogueRow<T extends CatalogueTable, Input>(
  db: Db,
  actor: AdminUser,
  spec: CatalogueWrites<T, Input>,
  id: string,
): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const item = await lockCatalogueRow(tx, spec.table, id);
    if (!item) return refused("not-found");
    const refusal = await spec.deleteRefusal(tx, item);
    if (refusal) return conflict(refusal);
    await tx.delete(spec.table).where(eq(spec.table.id, id));
    await recordStep(tx, actor, spec, item, "delete", `Deleted the ${spec.one} "${item.title}"`);
    return ok({ title: item.title });
  });
}
