import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "#server/db/client";
import { sessionTime } from "#common/masterclass-event";
import { books, grants, masterclasses, ntwPrograms } from "#server/db/schema";

/**
 * Replaces every program, course and grant fact in a form's data with the
 * stored one, looked up by its id
 * (docs/decisions/0015-mail-function-not-public.md). A mail in our name must
 * never carry a title, date, price or joining link that a caller made up: that
 * is what turned the e-mail function into a phishing relay. An id that matches
 * nothing is an invalid submission, reported like a schema issue.
 *
 * A lead module names the resolver that fits its data (`catalogue:
 * productFacts`); the types below make sure the data has the fields the
 * resolver overwrites, and the resolvers stay here, next to the database.
 */
export type FactsResult<D> = { ok: true; data: D } | { ok: false; issues: z.core.$ZodIssue[] };

/**
 * The original site's NTW defaults, for fields a stored program leaves empty (and a submission
 * leaves blank).
 */
export const NTW_DEFAULTS = {
  programFormat: "Online",
  programLink: "Link will be sent closer to the event",
  programDuration: "2",
  programTrainer: "AIHQ Certified Trainer",
} as const;

/** A registration for a masterclass or a book: title, price and dates are the stored ones. */
export interface ProductFacts {
  productType: "masterclass" | "book";
  productId: string;
  productTitle: string;
  productPrice: string | null;
  /** The course's start (ISO instant); null for a book. */
  productDate: string | null;
  /** The last day of a multi-day course (ISO instant); null for one day or a book. */
  productEndDate: string | null;
  /** The session time the course page shows ("9:00 AM - 5:00 PM", "To be announced"). */
  productTime: string | null;
}

export async function productFacts<D extends ProductFacts>(
  db: Db | Tx,
  data: D,
): Promise<FactsResult<D>> {
  const product = await findProduct(db, data.productType, data.productId);
  if (!product) return notFound("productId", `No ${data.productType} has this id`);
  return { ok: true, data: { ...data, ...product } };
}

/** A National Training Week registration: every program fact is the stored one. */
export interface NtwProgramFacts {
  programId: string;
  programTitle: string;
  programDate: string | null;
  programFormat: string;
  programLink: string;
  programDuration: string;
  programTrainer: string;
  programDescription: string | null;
}

export async function ntwProgramFacts<D extends NtwProgramFacts>(
  db: Db | Tx,
  data: D,
): Promise<FactsResult<D>> {
  const [program] = await db
    .select()
    .from(ntwPrograms)
    .where(eq(ntwPrograms.id, data.programId))
    .limit(1);
  if (!program) return notFound("programId", "No National Training Week program has this id");
  const facts: NtwProgramFacts = {
    programId: program.id,
    programTitle: program.title,
    programDate: program.date.toISOString(),
    programFormat: program.format || NTW_DEFAULTS.programFormat,
    programLink: program.link || NTW_DEFAULTS.programLink,
    programDuration: program.duration || NTW_DEFAULTS.programDuration,
    programTrainer: program.trainerName || NTW_DEFAULTS.programTrainer,
    programDescription: program.description || null,
  };
  return { ok: true, data: { ...data, ...facts } };
}

/** A grant inquiry: the stored grant's title, or none when the inquiry names no grant. */
export interface GrantFacts {
  grantId: string | null;
  grantTitle: string | null;
}

export async function grantFacts<D extends GrantFacts>(
  db: Db | Tx,
  data: D,
): Promise<FactsResult<D>> {
  if (!data.grantId) return { ok: true, data: { ...data, grantTitle: null } };
  const [grant] = await db
    .select({ id: grants.id, title: grants.title })
    .from(grants)
    .where(eq(grants.id, data.grantId))
    .limit(1);
  if (!grant) return notFound("grantId", "No grant has this id");
  return { ok: true, data: { ...data, grantId: grant.id, grantTitle: grant.title } };
}

async function findProduct(
  db: Db | Tx,
  type: "masterclass" | "book",
  id: string,
): Promise<Omit<ProductFacts, "productType" | "productId"> | null> {
  if (type === "book") {
    const [book] = await db
      .select({ title: books.title, price: books.price })
      .from(books)
      .where(eq(books.id, id))
      .limit(1);
    return book ? storedProductFacts(book) : null;
  }
  const [course] = await db
    .select({
      title: masterclasses.title,
      price: masterclasses.price,
      date: masterclasses.date,
      endDate: masterclasses.endDate,
    })
    .from(masterclasses)
    .where(eq(masterclasses.id, id))
    .limit(1);
  return course ? storedProductFacts(course) : null;
}

/** A product's stored facts as the mail data names them; a book has no date. */
function storedProductFacts(product: {
  title: string;
  price: string;
  date?: Date;
  endDate?: Date | null;
}): Omit<ProductFacts, "productType" | "productId"> {
  return {
    productTitle: product.title,
    productPrice: product.price,
    productDate: product.date?.toISOString() ?? null,
    productEndDate: product.endDate?.toISOString() ?? null,
    productTime: product.date ? sessionTime(product.date, product.endDate) : null,
  };
}

function notFound(field: string, message: string): { ok: false; issues: z.core.$ZodIssue[] } {
  return {
    ok: false,
    issues: [{ code: "custom", path: [field], message, input: undefined } as z.core.$ZodIssue],
  };
}
