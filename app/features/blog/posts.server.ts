import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { getDb } from "#server/runtime";
import { blogCategories, blogPosts } from "#server/db/schema";
import { excerptFallback } from "#app/lib/text";

const publicPostColumns = {
  ...getTableColumns(blogPosts),
  categoryName: blogCategories.name,
  categoryColor: blogCategories.color,
};

/**
 * Published posts with their category, newest first (by published_at
 * desc), as the lists show them: the excerpt (or the start of the text) in
 * place of the article, which would otherwise travel whole in every list
 * page's HTML and data.
 */
export async function listPublishedPosts(limit?: number) {
  const query = getDb()
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(blogPosts.publishedAt));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ content, excerpt, ...post }) => ({
    ...post,
    excerpt: excerptFallback(excerpt, content),
  }));
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

/**
 * Counts one view of a published post, atomically in the database (no
 * read-then-write, so two readers at once both count). Returns the new
 * count, or null when no published post has that slug.
 */
export async function recordView(slug: string): Promise<number | null> {
  const [row] = await getDb()
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")))
    .returning({ viewCount: blogPosts.viewCount });
  return row?.viewCount ?? null;
}

/**
 * Whether this request is a person reading the page: not a crawler or link
 * preview bot (isbot), not a request without a user agent (scripts), and
 * not a speculative prefetch (hovering a link is not reading it).
 */
export function isCountableView(request: Request): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const userAgent = request.headers.get("user-agent");
  return !!userAgent && !isbot(userAgent);
}
