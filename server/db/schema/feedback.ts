import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { adminRef } from "./auth";
import { masterclasses } from "./catalogue";
import { createdAt, instant, looseRef, ownedBy, uuidPk } from "./columns";
import { registrations } from "./leads";

/**
 * One row per mail the reminder job sent a registration: `7d`, `1d` (the course reminder, or
 * the payment reminder for a Self Payment still open) and `feedback` (after the last day).
 * The key holds the course's start as it was when the mail went, so a course moved to a new
 * date reminds again for the new date. The row is inserted with ON CONFLICT DO NOTHING in the
 * transaction that queues the mail, so two instances never send the same reminder twice
 * (docs/decisions/0044-reminders-and-feedback.md).
 */
export const registrationReminders = pgTable(
  "registration_reminders",
  {
    registrationId: ownedBy("registration_id", () => registrations.id),
    kind: text("kind").notNull(),
    courseDate: instant("course_date").notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.kind, t.courseDate] }),
    check("registration_reminders_kind_check", sql`${t.kind} IN ('7d', '1d', 'feedback')`),
  ],
);

/**
 * An attendee's answer to the feedback mail: one per registration. With the attendee's
 * consent the team may publish it as a testimonial on the course's page (first name, company,
 * the words and the rating); erasure blanks the words and unpublishes it.
 */
export const courseFeedback = pgTable(
  "course_feedback",
  {
    id: uuidPk(),
    registrationId: uuid("registration_id")
      .notNull()
      .unique()
      .references(() => registrations.id, { onDelete: "cascade" }),
    masterclassId: looseRef("masterclass_id", () => masterclasses.id),
    rating: integer("rating").notNull(),
    takeaway: text("takeaway"),
    quoteConsent: boolean("quote_consent").notNull().default(false),
    publishedAt: instant("published_at"),
    publishedBy: adminRef("published_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("course_feedback_masterclass_idx").on(t.masterclassId, t.createdAt),
    check("course_feedback_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    // Only words the attendee let us quote, and that are still there, can be on a page.
    check(
      "course_feedback_published_check",
      sql`${t.publishedAt} IS NULL OR (${t.quoteConsent} AND ${t.takeaway} IS NOT NULL)`,
    ),
  ],
);
