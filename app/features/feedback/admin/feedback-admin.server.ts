import { and, asc, avg, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import { courseFeedback, masterclasses, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { firstNameOf } from "../feedback.server";
import { announceCoursePage } from "../page-announcement.server";

export interface CourseFeedbackSummary {
  courseId: string;
  title: string;
  date: Date;
  answers: number;
  /** Mean rating, one decimal. */
  average: number;
}

export interface FeedbackRow {
  id: string;
  courseId: string | null;
  firstName: string;
  company: string | null;
  rating: number;
  takeaway: string | null;
  consent: boolean;
  published: boolean;
  createdAt: Date;
}

/** Every course with answers: how many, and their mean rating; the latest course first. */
export async function feedbackSummaries(): Promise<CourseFeedbackSummary[]> {
  const rows = await getDb()
    .select({
      courseId: masterclasses.id,
      title: masterclasses.title,
      date: masterclasses.date,
      answers: count(courseFeedback.id),
      average: avg(courseFeedback.rating),
    })
    .from(courseFeedback)
    .innerJoin(masterclasses, eq(masterclasses.id, courseFeedback.masterclassId))
    .groupBy(masterclasses.id)
    .orderBy(desc(masterclasses.date));
  return rows.map((r) => ({
    ...r,
    average: Math.round(Number(r.average ?? 0) * 10) / 10,
  }));
}

/** The answers, newest first, of one course or of all; at most 500 (a page's worth for years). */
export async function feedbackAnswers(courseId: string | null): Promise<FeedbackRow[]> {
  const rows = await getDb()
    .select({
      id: courseFeedback.id,
      courseId: courseFeedback.masterclassId,
      name: registrations.name,
      company: registrations.org,
      rating: courseFeedback.rating,
      takeaway: courseFeedback.takeaway,
      consent: courseFeedback.quoteConsent,
      publishedAt: courseFeedback.publishedAt,
      createdAt: courseFeedback.createdAt,
    })
    .from(courseFeedback)
    .innerJoin(registrations, eq(registrations.id, courseFeedback.registrationId))
    .where(courseId ? eq(courseFeedback.masterclassId, courseId) : undefined)
    .orderBy(desc(courseFeedback.createdAt), asc(courseFeedback.id))
    .limit(500);
  return rows.map(({ name, publishedAt, company, ...r }) => ({
    ...r,
    firstName: firstNameOf(name),
    company: company?.trim() || null,
    published: publishedAt !== null,
  }));
}

const GONE = "That answer no longer exists.";

async function setPublished(
  actor: AdminUser,
  id: string,
  publish: boolean,
): Promise<ChangeOutcome> {
  return getDb().transaction(async (tx) => {
    const [answer] = await tx
      .select({
        courseId: courseFeedback.masterclassId,
        title: registrations.productTitle,
        reference: registrations.reference,
      })
      .from(courseFeedback)
      .innerJoin(registrations, eq(registrations.id, courseFeedback.registrationId))
      .where(eq(courseFeedback.id, id))
      .for("update");
    if (!answer) return notFound(GONE);
    const condition: SQL | undefined = publish
      ? and(
          eq(courseFeedback.id, id),
          isNull(courseFeedback.publishedAt),
          eq(courseFeedback.quoteConsent, true),
          isNotNull(courseFeedback.takeaway),
        )
      : and(eq(courseFeedback.id, id), isNotNull(courseFeedback.publishedAt));
    const changed = await tx
      .update(courseFeedback)
      .set(
        publish
          ? { publishedAt: new Date(), publishedBy: actor.id }
          : { publishedAt: null, publishedBy: null },
      )
      .where(condition)
      .returning({ id: courseFeedback.id });
    if (changed.length === 0) {
      return conflict(
        publish
          ? "Only words the attendee allowed us to quote can be published, once."
          : "That testimonial is not published.",
      );
    }
    await recordAudit(tx, actor, {
      action: publish ? "feedback.publish" : "feedback.unpublish",
      targetType: "course_feedback",
      targetId: id,
      summary: `${publish ? "Published" : "Unpublished"} the testimonial of ${answer.reference} on ${answer.title}`,
    });
    await announceCoursePage(tx, answer.courseId);
    return ok(publish ? "Testimonial published" : "Testimonial unpublished");
  });
}

export const publishTestimonial = (actor: AdminUser, id: string) => setPublished(actor, id, true);
export const unpublishTestimonial = (actor: AdminUser, id: string) =>
  setPublished(actor, id, false);
