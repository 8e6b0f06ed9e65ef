import { and, desc, eq, isNotNull } from "drizzle-orm";
import { blogCategories, blogPosts } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { feedResponse } from "#app/features/seo/sitemap.server";
import { rssFeed, RSS_ITEM_COUNT, type FeedPost } from "./feeds";
import { sanitizePostHtml } from "./sanitize.server";

/** The newest published posts for the RSS feed, content sanitised as on the page. */
export async function listFeedPosts(limit: number = RSS_ITEM_COUNT): Promise<FeedPost[]> {
  const rows = await getDb()
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      authorName: blogPosts.authorName,
      categoryName: blogCategories.name,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(eq(blogPosts.status, "published"), isNotNull(blogPosts.publishedAt)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    content: sanitizePostHtml(row.content),
    // The check constraint guarantees it for published posts; the filter above tells TypeScript.
    publishedAt: row.publishedAt ?? new Date(0),
  }));
}

export const rssResponse = feedResponse({
  what: "feed",
  contentType: "application/rss+xml; charset=utf-8",
  // Feed readers poll; five minutes keeps them off the database.
  maxAgeSeconds: 300,
  build: async (origin) => rssFeed({ origin, posts: await listFeedPosts() }),
});
