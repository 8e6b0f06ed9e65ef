import { asc, count, eq } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import { blogCategories, blogPosts } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { ok, refused, type Outcome } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { deleteAudited } from "./blog-audit.server";
import type { CategoryInput } from "./category.schema";

/** Categories for the post form's select, ordered by name. */
export function listCategories(db: Db = getDb()) {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name, color: blogCategories.color })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

export type CategoryOption = Awaited<ReturnType<typeof listCategories>>[number];

/** The Categories tab: each category with its colour and number of posts. */
export function listCategoriesWithCounts(db: Db = getDb()) {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      color: blogCategories.color,
      description: blogCategories.description,
      postCount: count(blogPosts.id),
    })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.name));
}

export type CategoryRow = Awaited<ReturnType<typeof listCategoriesWithCounts>>[number];

/** A category change: done, or refused (a name in use: the name field's sentence; gone). */
export type CategoryOutcome<T = void> = Outcome<T, "duplicate" | "not-found">;

/** The unique name's violation is a refusal; any other error stays a fault. */
async function refusingDuplicate<T>(
  write: () => Promise<CategoryOutcome<T>>,
): Promise<CategoryOutcome<T>> {
  try {
    return await write();
  } catch (error) {
    for (
      let e: unknown = error;
      typeof e === "object" && e !== null;
      e = (e as { cause?: unknown }).cause
    ) {
      if ((e as { code?: unknown }).code === "23505") {
        return refused("duplicate", "A category with this name already exists");
      }
    }
    throw error;
  }
}

export function createCategory(actor: AdminUser, input: CategoryInput, db: Db = getDb()) {
  return refusingDuplicate(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogCategories)
        .values(input)
        .returning({ id: blogCategories.id });
      await recordAudit(tx, actor, {
        action: "blog_category.create",
        targetType: "blog_category",
        targetId: row?.id,
        summary: `Created blog category "${input.name}"`,
      });
      return ok(row);
    }),
  );
}

/** Rename, recolour, redescribe; refused as "not-found" when the category is gone. */
export function updateCategory(
  actor: AdminUser,
  id: string,
  input: CategoryInput,
  db: Db = getDb(),
): Promise<CategoryOutcome> {
  return refusingDuplicate(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: blogCategories.name })
        .from(blogCategories)
        .where(eq(blogCategories.id, id))
        .for("update");
      if (!before) return refused("not-found");
      await tx.update(blogCategories).set(input).where(eq(blogCategories.id, id));
      await recordAudit(tx, actor, {
        action: "blog_category.update",
        targetType: "blog_category",
        targetId: id,
        summary:
          before.name === input.name
            ? `Edited blog category "${input.name}"`
            : `Renamed blog category "${before.name}" to "${input.name}"`,
      });
      return ok();
    }),
  );
}

/** Its posts become 'Uncategorized' (the foreign key sets category_id to NULL). */
export function deleteCategory(actor: AdminUser, id: string, db: Db = getDb()): Promise<boolean> {
  return deleteAudited(db, actor, blogCategories, eq(blogCategories.id, id), (row) => ({
    action: "blog_category.delete",
    targetType: "blog_category",
    targetId: row.id,
    summary: `Deleted blog category "${row.name}"`,
  }));
}
