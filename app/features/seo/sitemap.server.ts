import { asc, desc, eq, max } from "drizzle-orm";
import { blogPosts, books, grants, masterclasses, ntwPrograms } from "#server/db/schema";
import { logger } from "#server/logger";
import { getDb } from "#server/runtime";
import { siteOrigin } from "./site-origin.server";
import {
  latestChange,
  publicPageEntries,
  robotsTxt,
  sitemapXml,
  type SitemapEntry,
} from "./sitemap";

/** Every public page (listings dated by their newest row), published post, masterclass and book. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const db = getDb();
  const [posts, classes, bookRows, [grantsChange], [ntwChange]] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"))
      .orderBy(desc(blogPosts.publishedAt)),
    db
      .select({ slug: masterclasses.slug, updatedAt: masterclasses.updatedAt })
      .from(masterclasses)
      .where(eq(masterclasses.status, "published"))
      .orderBy(asc(masterclasses.date)),
    db
      .select({ slug: books.slug, updatedAt: books.updatedAt })
      .from(books)
      .orderBy(asc(books.title)),
    db.select({ latest: max(grants.updatedAt) }).from(grants),
    db.select({ latest: max(ntwPrograms.updatedAt) }).from(ntwPrograms),
  ]);
  return [
    ...publicPageEntries({
      masterclasses: latestChange(classes.map((row) => row.updatedAt)),
      books: latestChange(bookRows.map((row) => row.updatedAt)),
      grants: grantsChange?.latest ?? null,
      ntwPrograms: ntwChange?.latest ?? null,
    }),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ...classes.map((row) => ({
      path: `/shop/masterclasses/${row.slug}`,
      lastModified: row.updatedAt,
    })),
    ...bookRows.map((row) => ({ path: `/shop/books/${row.slug}`, lastModified: row.updatedAt })),
  ];
}

/** A feed that crawlers or readers poll: what it is called, its content and how long it keeps. */
export interface Feed {
  what: string;
  contentType: string;
  maxAgeSeconds: number;
  /** The document, its links made absolute with the site's origin. */
  build: (origin: string) => Promise<string>;
}

/**
 * A feed's loader: the document, cached for a while so polling stays off the database. One
 * that cannot be built now is logged, and a 503 tells its readers when to come back.
 */
export function feedResponse(feed: Feed): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return new Response(await feed.build(siteOrigin(request)), {
        headers: {
          "Content-Type": feed.contentType,
          "Cache-Control": `public, max-age=${feed.maxAgeSeconds}`,
        },
      });
    } catch (error) {
      logger.error({ err: error }, `Failed to build the ${feed.what}`);
      return new Response(`The ${feed.what} is unavailable, try again shortly.`, {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
      });
    }
  };
}

export const sitemapResponse = feedResponse({
  what: "sitemap",
  contentType: "application/xml; charset=utf-8",
  maxAgeSeconds: 3600,
  build: async (origin) => sitemapXml(origin, await listSitemapEntries()),
});

export function robotsResponse(request: Request): Response {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
