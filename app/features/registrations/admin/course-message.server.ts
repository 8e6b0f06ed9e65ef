import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import type { masterclasses } from "#server/db/schema";
import { renderEmail } from "#server/email/render";
import { siteUrlOf } from "#server/email/service";
import { getConfig, getDb } from "#server/runtime";
import { recordAudit } from "#app/features/audit/audit.server";
import { clip } from "#server/email/templates/format";
import { courseAudience, type CourseAudience } from "./course-audience.server";
import {
  courseMessageMail,
  enqueueCourseMessage,
  type CourseMessageMailData,
} from "./course-message-mail.server";
import { AUDIENCE_LABELS, type MessageAudience } from "./course-message.schema";
import { noteOnRegistrations } from "./registration-notes.server";

type Course = typeof masterclasses.$inferSelect;

export interface MessageDraft {
  audience: MessageAudience;
  subject: string;
  body: string;
}

function pick(audience: CourseAudience, who: MessageAudience) {
  if (who === "booked") return audience.booked;
  if (who === "waiting") return audience.waiting;
  return [...audience.booked, ...audience.waiting];
}

/** How many each audience reaches now. */
export async function audienceCounts(
  courseId: string,
  db: Db = getDb(),
): Promise<Record<MessageAudience, number>> {
  const audience = await courseAudience(db, courseId);
  return {
    booked: audience.booked.length,
    waiting: audience.waiting.length,
    both: audience.booked.length + audience.waiting.length,
  };
}

function mailData(
  course: Course,
  draft: MessageDraft,
  person: { name: string; email: string; reference: string },
): CourseMessageMailData {
  return {
    name: person.name,
    email: person.email,
    reference: person.reference,
    courseTitle: course.title,
    courseSlug: course.slug,
    subject: draft.subject,
    body: draft.body,
  };
}

/**
 * The mail as the first recipient will see it (a sample person when nobody is
 * on the list), and how many it would go to.
 */
export async function previewCourseMessage(
  course: Course,
  draft: MessageDraft,
  db: Db = getDb(),
): Promise<{ html: string; subject: string; recipients: number }> {
  const people = pick(await courseAudience(db, course.id), draft.audience);
  const first = people[0] ?? {
    name: "Participant",
    email: "participant@example.com",
    reference: "AIHQ-R-SAMPLE",
  };
  const rendered = await renderEmail(
    courseMessageMail.runtime,
    "visitor",
    mailData(course, draft, first),
    {
      siteUrl: siteUrlOf(getConfig()),
      receivedAt: new Date(),
      recommendations: [],
    },
  );
  return { html: rendered.html, subject: rendered.subject, recipients: people.length };
}

/**
 * Sends the message: one outbox mail per person in the audience, a note in
 * each registration's history and one audit entry, all in one transaction.
 * Returns how many were mailed (0 when nobody is on that list: nothing is
 * recorded then).
 */
export async function sendCourseMessage(
  actor: AdminUser,
  course: Course,
  draft: MessageDraft,
  db: Db = getDb(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const people = pick(await courseAudience(tx, course.id), draft.audience);
    if (people.length === 0) return 0;
    for (const person of people) {
      await enqueueCourseMessage(tx, person.id, mailData(course, draft, person));
    }
    await noteOnRegistrations(
      tx,
      actor,
      people.map((p) => p.id),
      `Message from the team: “${clip(draft.subject, 100)}”`,
    );
    await recordAudit(tx, actor, {
      action: "masterclass.message",
      targetType: "masterclass",
      targetId: course.id,
      summary: `Messaged ${people.length} ${people.length === 1 ? "person" : "people"} on ${course.title} (${AUDIENCE_LABELS[draft.audience].toLowerCase()}): ${clip(draft.subject, 100)}`,
      details: { audience: draft.audience, recipients: people.length, subject: draft.subject },
    });
    return people.length;
  });
}
