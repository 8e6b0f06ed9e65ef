import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  like,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { blogCategories, blogPosts } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { readingTime } from "#common/reading-time";
import { slugify } from "#common/slug";
import { excerptFallback, metaDescriptionFallback } from "#app/lib/text";
import { recordAudit, type AuditEntry } from "#app/features/audit/audit.server";
import {
  isUniqueViolation,
  searchParam,
} from "#app/features/catalogue/admin/catalogue-crud.server";
import {
  offsetChunks,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import { sanitizePostHtml } from "#app/features/blog/sanitize.server";
import { deleteAudited } from "./blog-audit.server";
import type { PostInput } from "./post.schema";

/** The posts list's columns: everything but the heavy content. */
const listColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  status: blogPosts.status,
  featured: blogPosts.featured,
  viewCount: blogPosts.viewCount,
  createdAt: blogPosts.createdAt,
  publishedAt: blogPosts.publishedAt,
  categoryName: blogCategories.name,
  categoryColor: blogCategories.color,
};

/** Title or slug containing the search, in any case; nothing when there is no search. */
function postSearch(q: string | null): { q: string; where: SQL | undefined } {
  const { q: text, pattern } = searchParam(q);
  return {
    q: text,
    where: pattern
      ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern))
      : undefined,
  };
}

function postRows(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(listColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

export const POSTS_PAGE_SIZE = 50;

/**
 * Admin list: one page of posts, newest created first, searched on
 * title and slug (`?q=`), with the number of matches for the pager.
 */
export async function listAdminPosts(
  options: { q: string | null; page: number },
  db: Db = getDb(),
): Promise<{ q: string; rows: AdminPostRow[]; total: number }> {
  const { q, where } = postSearch(options.q);
  const [rows, [total]] = await Promise.all([
    postRows(db, where, POSTS_PAGE_SIZE, (options.page - 1) * POSTS_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { q, rows, total: total?.n ?? 0 };
}

const POST_CSV_COLUMNS: readonly CsvColumn<AdminPostRow>[] = [
  { header: "Title", value: (p) => p.title },
  { header: "Slug", value: (p) => p.slug },
  { header: "Status", value: (p) => p.status },
  { header: "Featured", value: (p) => (p.featured ? "yes" : "no") },
  { header: "Category", value: (p) => p.categoryName },
  { header: "Views", value: (p) => p.viewCount },
  { header: "Created", value: (p) => p.createdAt },
  { header: "Published", value: (p) => p.publishedAt },
];

/** The list under its search (`?q=`) as CSV, in the list's order: no personal data. */
export function postsExport(params: URLSearchParams, db: Db = getDb()): CsvExport<AdminPostRow> {
  const { where } = postSearch(params.get("q"));
  return {
    name: "blog-posts",
    columns: POST_CSV_COLUMNS,
    chunks: offsetChunks((limit, offset) => postRows(db, where, limit, offset)),
  };
}

export type AdminPostRow = Awaited<ReturnType<typeof postRows>>[number];

/** One post with everything, draft or not (edit modal, preview). */
export async function getAdminPost(id: string, db: Db = getDb()) {
  const [row] = await db
    .select({
      ...getTableColumns(blogPosts),
      categoryName: blogCategories.name,
      categoryColor: blogCategories.color,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row ?? null;
}

export type AdminPost = NonNullable<Awaited<ReturnType<typeof getAdminPost>>>;

/**
 * The first free slug among base, base-2, base-3 … (a post's address is unique).
 * `exceptId` is the post being edited, which may keep its own slug.
 */
export async function uniqueSlug(tx: Db | Tx, base: string, exceptId?: string): Promise<string> {
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${escapeLike(base)}-%`)),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A slug base from the given slug, else the title; "post" if neither has a letter or digit. */
function slugBase(input: PostInput): string {
  return slugify(input.slug) || slugify(input.title) || "post";
}

/** Sanitised content and the fields derived from it (reading time, excerpt and meta fallbacks). */
function derivedFields(input: PostInput) {
  const content = sanitizePostHtml(input.content);
  const excerpt = input.excerpt ?? (excerptFallback(null, content) || null);
  return {
    content,
    readingTime: readingTime(content),
    excerpt,
    metaDescription:
      input.metaDescription ?? (metaDescriptionFallback(null, excerpt, content) || null),
  };
}

function editableFields(input: PostInput) {
  return {
    title: input.title,
    categoryId: input.categoryId,
    status: input.status,
    featured: input.featured,
    featuredImage: input.featuredImage,
    ogImage: input.ogImage,
    metaTitle: input.metaTitle,
    authorName: input.authorName,
    authorBio: input.authorBio,
    authorImage: input.authorImage,
    ...derivedFields(input),
  };
}

/** What the audit log says was done to a post: its action key and the summary's verb. */
interface PostChange {
  action: string;
  verb: string;
}

const CREATED: PostChange = { action: "blog_post.create", verb: "Created the draft" };
const PUBLISHED: PostChange = { action: "blog_post.publish", verb: "Published" };
const EDITED: PostChange = { action: "blog_post.update", verb: "Edited" };
const DELETED: PostChange = { action: "blog_post.delete", verb: "Deleted" };

/** An edit that publishes or unpublishes says so in the audit log. */
const STATUS_CHANGE: Partial<Record<string, PostChange>> = {
  "draft>published": PUBLISHED,
  "published>draft": { action: "blog_post.unpublish", verb: "Unpublished" },
};

/** A post's audit entry: named by its title, with its slug (the address it had). */
function postAudit(
  change: PostChange,
  post: { id: string; slug: string; title: string },
): AuditEntry {
  return {
    action: change.action,
    targetType: "blog_post",
    targetId: post.id,
    summary: `${change.verb} blog post "${post.title}"`,
    details: { slug: post.slug },
  };
}

/**
 * A post's write in its own transaction. Two editors saving "AI news" at the
 * same instant can both find "ai-news" free; the unique constraint refuses
 * the second, whose transaction then runs again with the next free suffix.
 */
async function writePost<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(write);
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, "blog_posts_slug_unique")) throw error;
    }
  }
}

/**
 * As on the original site: published_at is now when created as published, else empty; views
 * start at 0. The post and its audit row are one transaction.
 */
export function createPost(
  actor: AdminUser,
  input: PostInput,
  now: Date = new Date(),
  db: Db = getDb(),
) {
  return writePost(db, async (tx) => {
    const slug = await uniqueSlug(tx, slugBase(input));
    const [row] = await tx
      .insert(blogPosts)
      .values({
        ...editableFields(input),
        slug,
        viewCount: 0,
        publishedAt: input.status === "published" ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    if (!row) throw new Error("The insert returned no row");
    const change = input.status === "published" ? PUBLISHED : CREATED;
    await recordAudit(tx, actor, postAudit(change, { ...row, title: input.title }));
    return row;
  });
}

/**
 * As on the original site: updated_at is now; published_at is set to now only when the post is
 * published and has none yet (it is never cleared, so unpublishing and
 * publishing again keeps the original date). Returns null for an unknown id.
 */
export function updatePost(
  actor: AdminUser,
  id: string,
  input: PostInput,
  now: Date = new Date(),
  db: Db = getDb(),
) {
  return writePost(db, async (tx) => {
    const [current] = await tx
      .select({
        slug: blogPosts.slug,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!current) return null;
    const base = slugBase(input);
    const slug = base === current.slug ? current.slug : await uniqueSlug(tx, base, id);
    const [row] = await tx
      .update(blogPosts)
      .set({
        ...editableFields(input),
        slug,
        publishedAt: current.publishedAt ?? (input.status === "published" ? now : null),
        updatedAt: now,
      })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    if (!row) return null;
    const change = STATUS_CHANGE[`${current.status}>${input.status}`] ?? EDITED;
    await recordAudit(tx, actor, postAudit(change, { ...row, title: input.title }));
    return row;
  });
}

/** Returns whether a post was deleted; the delete and its audit row are one transaction. */
export function deletePost(actor: AdminUser, id: string, db: Db = getDb()): Promise<boolean> {
  return deleteAudited(db, actor, blogPosts, eq(blogPosts.id, id), (row) =>
    postAudit(DELETED, row),
  );
}

/** Number of posts, for the tab badges. */
export async function countPosts(db: Db = getDb()): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
  return row?.n ?? 0;
}
