import { and, gte, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { masterclasses, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { courseRegistrations, sendOnce } from "#app/features/reminders/reminder-claims.server";
import {
  FEEDBACK_WINDOW_MS,
  feedbackDue,
  feedbackMoment,
} from "#app/features/reminders/reminder-rules";
import { FEEDBACK_LINK_LIFETIME_MS, feedbackPath } from "./feedback-link.server";
import { enqueueFeedbackMail } from "./feedback-mail.server";

const DAY = 24 * 3_600_000;

/** Marked present (the whole course, for several days: attended_at), still a real person. */
const attended = and(
  isNotNull(registrations.attendedAt),
  ne(registrations.status, "cancelled"),
  isNull(registrations.spamReason),
  isNull(registrations.erasedAt),
);

/**
 * Queues the feedback request of every course whose last day ended (Malaysia time), once per
 * person marked present, with the same claim rows as the reminders. Returns how many.
 */
export async function sendDueFeedbackRequests(now = new Date()): Promise<number> {
  const db = getDb();
  const lastDay = sql`coalesce(${masterclasses.endDate}, ${masterclasses.date})`;
  const courses = await db
    .select()
    .from(masterclasses)
    .where(
      and(lte(lastDay, now), gte(lastDay, new Date(now.getTime() - FEEDBACK_WINDOW_MS - 2 * DAY))),
    );
  let queued = 0;
  for (const course of courses) {
    if (!feedbackDue(course.date, course.endDate, now)) continue;
    const expires = new Date(
      feedbackMoment(course.date, course.endDate).getTime() + FEEDBACK_LINK_LIFETIME_MS,
    );
    const people = await courseRegistrations(db, course.id, attended);
    for (const { id } of people) {
      const sent = await sendOnce(db, id, attended, "feedback", course.date, (tx, person) =>
        enqueueFeedbackMail(tx, id, {
          name: person.name,
          email: person.email,
          reference: person.reference,
          courseTitle: course.title,
          feedbackPath: feedbackPath(person.reference, expires),
        }),
      );
      if (sent) queued += 1;
    }
  }
  return queued;
}
