import { and, desc, eq, getTableColumns } from "drizzle-orm";
import { getDb } from "../../../server/runtime";
import { blogCategories, blogPosts } from "../../../server/db/schema";

const publicPostColumns = {
  ...getTableColumns(blogPosts),
  categoryName: blogCategories.name,
  categoryColor: blogCategories.color,
};

/** Published posts with their category, newest first (spec: by published_at desc). */
export function listPublishedPosts(limit?: number) {
  const query = getDb()
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(blogPosts.publishedAt));
  return limit === undefined ? query : query.limit(limit);
}

export type PublicPost = Awaited<ReturnType<typeof listPublishedPosts>>[number];

export async function getPublishedPost(slug: string) {
  const rows = await getDb()
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")))
    .limit(1);
  return rows[0] ?? null;
}
