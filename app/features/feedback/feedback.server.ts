import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { courseFeedback, masterclasses, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { notFound, ok, type Outcome } from "#common/outcome";
import type { FeedbackInput } from "./feedback.schema";

export interface FeedbackAnswer {
  rating: number;
  takeaway: string | null;
  consent: boolean;
  createdAt: Date;
}

export interface FeedbackPage {
  firstName: string;
  courseTitle: string;
  /** The answer already given, shown instead of the form. */
  answer: FeedbackAnswer | null;
}

const GONE = "This feedback link is not valid.";

/** "Siti" of "Siti Aminah binti Yusof": a testimonial names the person by first name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

async function attendeeOf(db: Db | Tx, reference: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      name: registrations.name,
      // Null once the course is deleted: the answer is kept without it.
      courseId: masterclasses.id,
      productTitle: registrations.productTitle,
    })
    .from(registrations)
    .leftJoin(masterclasses, eq(masterclasses.id, registrations.productId))
    .where(
      and(
        eq(registrations.reference, reference),
        eq(registrations.productType, "masterclass"),
        isNotNull(registrations.attendedAt),
        isNull(registrations.erasedAt),
      ),
    );
  return row;
}

async function answerOf(db: Db | Tx, registrationId: string): Promise<FeedbackAnswer | null> {
  const [row] = await db
    .select({
      rating: courseFeedback.rating,
      takeaway: courseFeedback.takeaway,
      consent: courseFeedback.quoteConsent,
      createdAt: courseFeedback.createdAt,
    })
    .from(courseFeedback)
    .where(eq(courseFeedback.registrationId, registrationId));
  return row ?? null;
}

/** What the feedback page shows for a registration whose signed link was valid. */
export async function feedbackPageOf(
  reference: string,
  db: Db = getDb(),
): Promise<Outcome<FeedbackPage, "not-found">> {
  const attendee = await attendeeOf(db, reference);
  if (!attendee) return notFound(GONE);
  return ok({
    firstName: firstNameOf(attendee.name),
    courseTitle: attendee.productTitle,
    answer: await answerOf(db, attendee.id),
  });
}

/**
 * Stores the one answer of a registration. A second submission (a reload, a double click, a
 * parallel twin blocking on the unique key) stores nothing and is told it was already there.
 */
export async function submitFeedback(
  reference: string,
  input: FeedbackInput,
  db: Db = getDb(),
): Promise<Outcome<{ stored: boolean }, "not-found">> {
  return db.transaction(async (tx) => {
    const attendee = await attendeeOf(tx, reference);
    if (!attendee) return notFound(GONE);
    const rows = await tx
      .insert(courseFeedback)
      .values({
        registrationId: attendee.id,
        masterclassId: attendee.courseId,
        rating: input.rating,
        takeaway: input.takeaway,
        quoteConsent: input.consent,
      })
      .onConflictDoNothing({ target: courseFeedback.registrationId })
      .returning({ id: courseFeedback.id });
    return ok({ stored: rows.length > 0 });
  });
}
