import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { blogCategories, blogPosts, books, masterclasses } from "../../../server/db/schema";
import { logger } from "../../../server/logger";
import { getDb } from "../../../server/runtime";
import { siteOrigin } from "../seo/site-origin.server";
import {
  PUBLIC_PAGES,
  robotsTxt,
  rssFeed,
  RSS_ITEM_COUNT,
  sitemapXml,
  type FeedPost,
  type SitemapEntry,
} from "./feeds";
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

/** Every public page, published post, masterclass and book. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const db = getDb();
  const [posts, classes, bookRows] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"))
      .orderBy(desc(blogPosts.publishedAt)),
    db
      .select({ slug: masterclasses.slug, updatedAt: masterclasses.updatedAt })
      .from(masterclasses)
      .orderBy(asc(masterclasses.date)),
    db
      .select({ slug: books.slug, updatedAt: books.updatedAt })
      .from(books)
      .orderBy(asc(books.title)),
  ]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ...classes.map((row) => ({
      path: `/shop/masterclasses/${row.slug}`,
      lastModified: row.updatedAt,
    })),
    ...bookRows.map((row) => ({ path: `/shop/books/${row.slug}`, lastModified: row.updatedAt })),
  ];
}

function unavailable(what: string, error: unknown): Response {
  logger.error({ err: error }, `Failed to build the ${what}`);
  return new Response(`The ${what} is unavailable, try again shortly.`, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
  });
}

export async function rssResponse(request: Request): Promise<Response> {
  try {
    const xml = rssFeed({ origin: siteOrigin(request), posts: await listFeedPosts() });
    return new Response(xml, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        // Feed readers poll; five minutes keeps them off the database.
        "Cache-Control": "public, max-age=300",
      },
    });
  } catch (error) {
    return unavailable("feed", error);
  }
}

export async function sitemapResponse(request: Request): Promise<Response> {
  try {
    const xml = sitemapXml(siteOrigin(request), await listSitemapEntries());
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    return unavailable("sitemap", error);
  }
}

export function robotsResponse(request: Request): Response {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
