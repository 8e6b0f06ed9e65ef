import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../db/client";
import { books, grants, masterclasses, ntwPrograms } from "../db/schema";
import { NTW_DEFAULTS, type FormDataOf, type FormType } from "./form-types";

/**
 * Replaces every program, course and grant fact in a form's data with the
 * stored one, looked up by its id (DECISIONS 15). A mail in our name must
 * never carry a title, date, price or joining link that a caller made up:
 * that is what turned the e-mail function into a phishing relay. An id that
 * matches nothing is an invalid submission, reported like a schema issue.
 */
export async function withCatalogueFacts<T extends FormType>(
  db: Db | Tx,
  formType: T,
  data: FormDataOf<T>,
): Promise<{ ok: true; data: FormDataOf<T> } | { ok: false; issues: z.core.$ZodIssue[] }> {
  switch (formType) {
    case "masterclass_individual":
    case "masterclass_installment":
    case "masterclass_hrdc": {
      const registration = data as FormDataOf<"masterclass_individual">;
      const product = await findProduct(db, registration.productType, registration.productId);
      if (!product) return notFound("productId", `No ${registration.productType} has this id`);
      return { ok: true, data: { ...registration, ...product } as FormDataOf<T> };
    }
    case "ntw_registration": {
      const registration = data as FormDataOf<"ntw_registration">;
      const [program] = await db.select().from(ntwPrograms).where(eq(ntwPrograms.id, registration.programId)).limit(1);
      if (!program) return notFound("programId", "No National Training Week program has this id");
      const facts = {
        programId: program.id,
        programTitle: program.title,
        programDate: program.date.toISOString(),
        programFormat: program.format || NTW_DEFAULTS.programFormat,
        programLink: program.link || NTW_DEFAULTS.programLink,
        programDuration: program.duration || NTW_DEFAULTS.programDuration,
        programTrainer: program.trainerName || NTW_DEFAULTS.programTrainer,
        programDescription: program.description || null,
      };
      return { ok: true, data: { ...registration, ...facts } as FormDataOf<T> };
    }
    case "grant_inquiry": {
      const inquiry = data as FormDataOf<"grant_inquiry">;
      if (!inquiry.grantId) return { ok: true, data: { ...inquiry, grantTitle: null } as FormDataOf<T> };
      const [grant] = await db.select({ id: grants.id, title: grants.title }).from(grants).where(eq(grants.id, inquiry.grantId)).limit(1);
      if (!grant) return notFound("grantId", "No grant has this id");
      return { ok: true, data: { ...inquiry, grantId: grant.id, grantTitle: grant.title } as FormDataOf<T> };
    }
    default:
      return { ok: true, data };
  }
}

async function findProduct(db: Db | Tx, type: "masterclass" | "book", id: string) {
  if (type === "book") {
    const [book] = await db.select({ title: books.title, price: books.price }).from(books).where(eq(books.id, id)).limit(1);
    return book ? { productTitle: book.title, productPrice: book.price, productDate: null } : null;
  }
  const [course] = await db
    .select({ title: masterclasses.title, price: masterclasses.price, date: masterclasses.date })
    .from(masterclasses)
    .where(eq(masterclasses.id, id))
    .limit(1);
  return course ? { productTitle: course.title, productPrice: course.price, productDate: course.date.toISOString() } : null;
}

function notFound(field: string, message: string): { ok: false; issues: z.core.$ZodIssue[] } {
  return { ok: false, issues: [{ code: "custom", path: [field], message, input: undefined } as z.core.$ZodIssue] };
}
