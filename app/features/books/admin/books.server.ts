import { and, eq, like, ne, or } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { books, registrations } from "#server/db/schema";
import { formatMYR } from "#common/money";
import type { CsvColumn } from "#app/features/backoffice/export/csv-export.server";
import { defineCatalogueAdmin } from "#app/features/catalogue/admin/catalogue-admin.server";
import { slugFromTitle } from "#app/features/catalogue/admin/catalogue-form";
import {
  countRows,
  CatalogueRefusal,
  isUniqueViolation,
} from "#app/features/catalogue/admin/catalogue-crud.server";
import {
  titleOrderedList,
  type CatalogueRow,
} from "#app/features/catalogue/admin/title-list.server";
import type { BookInput } from "./books.schema";
import { BOOK_TYPE } from "./book-type";
import { BOOK_FORMAT_LABELS } from "#app/features/books/book-format";

/** The list: by title, searched on title, author and slug. */
const bookList = titleOrderedList(
  books,
  {
    id: books.id,
    slug: books.slug,
    title: books.title,
    author: books.author,
    price: books.price,
    format: books.format,
    cover: books.cover,
    updatedAt: books.updatedAt,
  },
  [books.title, books.author, books.slug],
);

type BookListRow = CatalogueRow<typeof bookList>;

const BOOK_CSV_COLUMNS: CsvColumn<BookListRow>[] = [
  { header: "Title", value: (b) => b.title },
  { header: "Author", value: (b) => b.author },
  { header: "Price (RM)", value: (b) => b.price },
  { header: "Format", value: (b) => BOOK_FORMAT_LABELS[b.format] },
  { header: "Slug", value: (b) => b.slug },
  { header: "Cover", value: (b) => b.cover },
  { header: "Updated", value: (b) => b.updatedAt },
  { header: "Book ID", value: (b) => b.id },
];

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

/** Books in the back office: the list, its CSV, and create, edit and delete with their audit. */
export const BOOK_ADMIN = defineCatalogueAdmin({
  type: BOOK_TYPE,
  table: books,
  list: () => bookList,
  listItem: (book) => ({
    id: book.id,
    title: book.title,
    cover: book.cover,
    siteHref: `/shop/books/${book.slug}`,
    facts: [
      {
        text: `${book.author} · ${formatMYR(book.price)} · ${BOOK_FORMAT_LABELS[book.format]}`,
      },
    ],
  }),
  csv: { name: "books", columns: BOOK_CSV_COLUMNS },
  audit: { action: "book", targetType: "book", note: (book) => ({ details: { slug: book.slug } }) },
  values: async (tx, input, id) => ({ ...input, slug: await slugFor(tx, input, id) }),
  retry: withSlugRetry,
  /**
   * A book someone ordered is kept: a registration keeps the book's id
   * (product_id, no foreign key, as it may name a course or a book), and the
   * team must still see what was ordered. Orders lock the book too, so none
   * slips in while this counts.
   */
  async deleteRefusal(tx, book) {
    const n = await countRows(
      tx,
      registrations,
      and(eq(registrations.productType, "book"), eq(registrations.productId, book.id)),
    );
    return n === 0
      ? null
      : `"${book.title}" has ${n} ${n === 1 ? "registration" : "registrations"}, so it cannot be deleted: the team would lose what those people ordered. Edit the book instead.`;
  },
  formValues: (book) => ({
    title: book.title,
    slug: book.slug,
    author: book.author,
    description: book.description,
    cover: book.cover ?? "",
    keyInsights: book.keyInsights,
    authorBio: book.authorBio ?? "",
    price: book.price,
    format: book.format,
  }),
  siteHref: (book) => `/shop/books/${book.slug}`,
  createdDescription: (book) => `"${book.title}" is on the site at /shop/books/${book.slug}.`,
});
