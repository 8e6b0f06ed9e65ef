import { asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import { grantInquiries, grants } from "#server/db/schema";
import { recordAudit } from "#app/features/audit/audit.server";
import type { CsvColumn, CsvExport } from "#app/features/backoffice/export/csv-export.server";
import {
  catalogueDb,
  catalogueExport,
  cataloguePage,
  type CatalogueList,
  changedFields,
  type DeleteOutcome,
} from "#app/features/catalogue/admin/catalogue-crud.server";
import type { GrantInput } from "./grants.schema";

export type AdminGrant = typeof grants.$inferSelect;

/** Rows of the list in its order (by title). */
function grantRows(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: grants.id,
      title: grants.title,
      category: grants.category,
      badgeText: grants.badgeText,
      badgeColor: grants.badgeColor,
      brochure: grants.brochure,
      benefits: grants.benefits,
      updatedAt: grants.updatedAt,
    })
    .from(grants)
    .where(where)
    .orderBy(asc(grants.title), asc(grants.id))
    .limit(limit)
    .offset(offset);
}

type GrantListRow = Awaited<ReturnType<typeof grantRows>>[number];

/** The list: by title, searched on title and category. */
const grantList: CatalogueList<GrantListRow> = {
  table: grants,
  search: (pattern) => or(ilike(grants.title, pattern), ilike(grants.category, pattern)),
  rows: grantRows,
};

export function listGrantsForAdmin(db: Db, options: { q: string | null; page: number }) {
  return cataloguePage(db, grantList, options);
}

const GRANT_CSV_COLUMNS: CsvColumn<GrantListRow>[] = [
  { header: "Title", value: (g) => g.title },
  { header: "Category", value: (g) => g.category },
  { header: "Badge", value: (g) => g.badgeText },
  { header: "Badge colour", value: (g) => g.badgeColor },
  { header: "Benefits", value: (g) => g.benefits.join("; ") },
  { header: "Brochure", value: (g) => g.brochure },
  { header: "Updated", value: (g) => g.updatedAt },
  { header: "Grant ID", value: (g) => g.id },
];

/** The list's search (`q`) as CSV. */
export function grantsExport(
  params: URLSearchParams,
  db: Db = catalogueDb(),
): CsvExport<GrantListRow> {
  return catalogueExport(db, grantList, params, { name: "grants", columns: GRANT_CSV_COLUMNS });
}

export async function getGrantForAdmin(db: Db, id: string): Promise<AdminGrant | null> {
  const [row] = await db.select().from(grants).where(eq(grants.id, id)).limit(1);
  return row ?? null;
}

function columns(input: GrantInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    badgeText: input.badgeText,
    badgeColor: input.badgeColor,
    benefits: input.benefits,
    brochure: input.brochure,
  };
}

export function createGrant(db: Db, actor: AdminUser, input: GrantInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(grants)
      .values(columns(input))
      .returning({ id: grants.id, title: grants.title });
    if (!row) throw new Error("The insert returned no row");
    await recordAudit(tx, actor, {
      action: "grant.create",
      targetType: "grant",
      targetId: row.id,
      summary: `Created the grant "${row.title}"`,
    });
    return row;
  });
}

/** Saves an edit; null when the grant is gone (deleted in another tab). */
export function updateGrant(db: Db, actor: AdminUser, id: string, input: GrantInput) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(grants).where(eq(grants.id, id)).for("update");
    if (!current) return null;
    const next = columns(input);
    const changed = changedFields(current, next);
    if (changed.length === 0) return current;
    const [row] = await tx.update(grants).set(next).where(eq(grants.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "grant.update",
      targetType: "grant",
      targetId: id,
      summary: `Edited the grant "${row.title}"`,
      details: { changed },
    });
    return row;
  });
}

/**
 * Deletes a grant nobody has asked about. An inquiry's foreign key is
 * ON DELETE SET NULL, so the lead itself would survive, but it would lose
 * its link to the grant (only the copied title would say what it was
 * about) and the inbox could no longer group it: a grant with inquiries is
 * kept. The row lock makes a new inquiry (whose foreign key check locks the
 * grant's key) wait for this transaction, so the count cannot go stale.
 */
export function deleteGrant(db: Db, actor: AdminUser, id: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const [grant] = await tx.select().from(grants).where(eq(grants.id, id)).for("update");
    if (!grant) return { kind: "missing" };
    const [inquiries] = await tx
      .select({ n: count() })
      .from(grantInquiries)
      .where(eq(grantInquiries.grantId, id));
    const n = inquiries?.n ?? 0;
    if (n > 0) {
      return {
        kind: "refused",
        message: `"${grant.title}" has ${n} ${n === 1 ? "inquiry" : "inquiries"}, so it cannot be deleted: ${n === 1 ? "that lead" : "those leads"} would lose the grant they asked about. Edit the grant instead.`,
      };
    }
    await tx.delete(grants).where(eq(grants.id, id));
    await recordAudit(tx, actor, {
      action: "grant.delete",
      targetType: "grant",
      targetId: id,
      summary: `Deleted the grant "${grant.title}"`,
    });
    return { kind: "deleted", title: grant.title };
  });
}
