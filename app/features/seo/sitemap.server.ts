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

/** A feed that cannot be built now: logged, and a 503 that tells crawlers when to come back. */
export function unavailableResponse(what: string, error: unknown): Response {
  logger.error({ err: error }, `Failed to build the ${what}`);
  return new Response(`The ${what} is unavailable, try again shortly.`, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
  });
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
    return unavailableResponse("sitemap", error);
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
