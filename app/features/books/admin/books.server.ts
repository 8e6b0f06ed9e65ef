import { and, asc, count, eq, ilike, like, ne, or, type SQL } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { books, registrations } from "#server/db/schema";
import { recordAudit } from "#app/features/audit/audit.server";
import type { CsvColumn, CsvExport } from "#app/features/backoffice/export/csv-export.server";
import type { BookInput } from "./books.schema";
import { slugFromTitle } from "#app/features/catalogue/admin/catalogue-form";
import {
  catalogueDb,
  catalogueExport,
  cataloguePage,
  type CatalogueList,
  CatalogueRefusal,
  changedFields,
  isUniqueViolation,
  type DeleteOutcome,
} from "#app/features/catalogue/admin/catalogue-crud.server";

export type AdminBook = typeof books.$inferSelect;

/** Rows of the list in its order (by title). */
function bookRows(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: books.id,
      slug: books.slug,
      title: books.title,
      author: books.author,
      price: books.price,
      cover: books.cover,
      updatedAt: books.updatedAt,
    })
    .from(books)
    .where(where)
    .orderBy(asc(books.title), asc(books.id))
    .limit(limit)
    .offset(offset);
}

type BookListRow = Awaited<ReturnType<typeof bookRows>>[number];

/** The list: by title, searched on title, author and slug. */
const bookList: CatalogueList<BookListRow> = {
  table: books,
  search: (pattern) =>
    or(ilike(books.title, pattern), ilike(books.author, pattern), ilike(books.slug, pattern)),
  rows: bookRows,
};

export function listBooksForAdmin(db: Db, options: { q: string | null; page: number }) {
  return cataloguePage(db, bookList, options);
}

const BOOK_CSV_COLUMNS: CsvColumn<BookListRow>[] = [
  { header: "Title", value: (b) => b.title },
  { header: "Author", value: (b) => b.author },
  { header: "Price (RM)", value: (b) => b.price },
  { header: "Slug", value: (b) => b.slug },
  { header: "Cover", value: (b) => b.cover },
  { header: "Updated", value: (b) => b.updatedAt },
  { header: "Book ID", value: (b) => b.id },
];

/** The list's search (`q`) as CSV. */
export function booksExport(
  params: URLSearchParams,
  db: Db = catalogueDb(),
): CsvExport<BookListRow> {
  return catalogueExport(db, bookList, params, { name: "books", columns: BOOK_CSV_COLUMNS });
}

export async function getBookForAdmin(db: Db, id: string): Promise<AdminBook | null> {
  const [row] = await db.select().from(books).where(eq(books.id, id)).limit(1);
  return row ?? null;
}

const SLUG_CONSTRAINT = "books_slug_unique";
const SLUG_TAKEN = "Another book already has this slug. Choose another, or leave it blank.";

/**
 * The first free slug among base, base-2, base-3 …; `exceptId` is the book
 * being edited, which may keep its own.
 */
async function freeSlug(tx: Tx, base: string, exceptId?: string): Promise<string> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .select({ slug: books.slug })
    .from(books)
    .where(
      and(
        or(eq(books.slug, base), like(books.slug, `${escaped}-%`)),
        exceptId ? ne(books.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug to store. A blank field gets one from the title, with a suffix on
 * a clash; a slug typed by hand is kept as typed, and refused at the field
 * when another book has it (silently renaming an address someone chose
 * would publish one they did not).
 */
async function slugFor(tx: Tx, input: BookInput, exceptId?: string): Promise<string> {
  if (!input.slug) return freeSlug(tx, slugFromTitle(input.title, "book"), exceptId);
  const [clash] = await tx
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.slug, input.slug), exceptId ? ne(books.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw new CatalogueRefusal(SLUG_TAKEN, "slug");
  return input.slug;
}

/**
 * Two editors saving "AI for HR" at the same instant can both find its slug
 * free; the unique constraint refuses the second, which tries again (a
 * generated slug moves on to the next suffix; a typed one is then refused
 * at the field).
 */
async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_CONSTRAINT)) throw error;
      if (attempt >= 5) throw new CatalogueRefusal(SLUG_TAKEN, "slug");
    }
  }
}

function columns(input: BookInput) {
  return {
    title: input.title,
    author: input.author,
    description: input.description,
    cover: input.cover,
    keyInsights: input.keyInsights,
    authorBio: input.authorBio,
    price: input.price,
  };
}

export function createBook(db: Db, actor: AdminUser, input: BookInput) {
  return withSlugRetry(() =>
    db.transaction(async (tx) => {
      const slug = await slugFor(tx, input);
      const [row] = await tx
        .insert(books)
        .values({ ...columns(input), slug })
        .returning({ id: books.id, slug: books.slug, title: books.title });
      if (!row) throw new Error("The insert returned no row");
      await recordAudit(tx, actor, {
        action: "book.create",
        targetType: "book",
        targetId: row.id,
        summary: `Created the book "${row.title}"`,
        details: { slug: row.slug },
      });
      return row;
    }),
  );
}

/** Saves an edit; null when the book is gone (deleted in another tab). */
export function updateBook(db: Db, actor: AdminUser, id: string, input: BookInput) {
  return withSlugRetry(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(books).where(eq(books.id, id)).for("update");
      if (!current) return null;
      const slug = await slugFor(tx, input, id);
      const next = { ...columns(input), slug };
      const changed = changedFields(current, next);
      if (changed.length === 0) return current;
      const [row] = await tx.update(books).set(next).where(eq(books.id, id)).returning();
      if (!row) return null;
      await recordAudit(tx, actor, {
        action: "book.update",
        targetType: "book",
        targetId: id,
        summary: `Edited the book "${row.title}"`,
        details: { changed, slug: row.slug },
      });
      return row;
    }),
  );
}

/**
 * Deletes a book unless someone ordered it: a registration keeps the book's
 * id (product_id, no foreign key, as it may name a course or a book), and
 * the team must still see what was ordered. The row lock waits for an order
 * in progress (orders lock the book too), so none slips in between.
 */
export function deleteBook(db: Db, actor: AdminUser, id: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const [book] = await tx.select().from(books).where(eq(books.id, id)).for("update");
    if (!book) return { kind: "missing" };
    const [orders] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(and(eq(registrations.productType, "book"), eq(registrations.productId, id)));
    const n = orders?.n ?? 0;
    if (n > 0) {
      return {
        kind: "refused",
        message: `"${book.title}" has ${n} ${n === 1 ? "registration" : "registrations"}, so it cannot be deleted: the team would lose what those people ordered. Edit the book instead.`,
      };
    }
    await tx.delete(books).where(eq(books.id, id));
    await recordAudit(tx, actor, {
      action: "book.delete",
      targetType: "book",
      targetId: id,
      summary: `Deleted the book "${book.title}"`,
      details: { slug: book.slug },
    });
    return { kind: "deleted", title: book.title };
  });
}
