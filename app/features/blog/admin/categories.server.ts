import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client";
import { blogCategories, blogPosts } from "../../../../server/db/schema";
import { getDb } from "../../../../server/runtime";
import type { CategoryInput } from "./category.schema";

/** Categories for the post form's select, ordered by name (spec). */
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

export class DuplicateCategoryError extends Error {}

function rethrowDuplicate(error: unknown): never {
  for (
    let e: unknown = error;
    typeof e === "object" && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: unknown }).code === "23505") {
      throw new DuplicateCategoryError("A category with this name already exists");
    }
  }
  throw error;
}

export async function createCategory(input: CategoryInput, db: Db = getDb()) {
  try {
    const [row] = await db
      .insert(blogCategories)
      .values(input)
      .returning({ id: blogCategories.id });
    return row;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/** Rename, recolour, redescribe. Returns whether the category existed. */
export async function updateCategory(
  id: string,
  input: CategoryInput,
  db: Db = getDb(),
): Promise<boolean> {
  try {
    const rows = await db
      .update(blogCategories)
      .set(input)
      .where(eq(blogCategories.id, id))
      .returning({ id: blogCategories.id });
    return rows.length > 0;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/** Its posts become 'Uncategorized' (the foreign key sets category_id to NULL). */
export async function deleteCategory(id: string, db: Db = getDb()): Promise<boolean> {
  const rows = await db
    .delete(blogCategories)
    .where(eq(blogCategories.id, id))
    .returning({ id: blogCategories.id });
  return rows.length > 0;
}
