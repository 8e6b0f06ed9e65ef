import { and, desc, eq, isNotNull } from "drizzle-orm";
import { courseFeedback, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { firstNameOf } from "./feedback.server";

/** One published testimonial, as the course page shows it: nothing else of the person. */
export interface Testimonial {
  id: string;
  firstName: string;
  company: string | null;
  quote: string;
  rating: number;
}

/** A course's published testimonials, newest first (erasure unpublishes, so none is erased). */
export async function publishedTestimonials(courseId: string): Promise<Testimonial[]> {
  const rows = await getDb()
    .select({
      id: courseFeedback.id,
      name: registrations.name,
      company: registrations.org,
      quote: courseFeedback.takeaway,
      rating: courseFeedback.rating,
    })
    .from(courseFeedback)
    .innerJoin(registrations, eq(registrations.id, courseFeedback.registrationId))
    .where(and(eq(courseFeedback.masterclassId, courseId), isNotNull(courseFeedback.publishedAt)))
    .orderBy(desc(courseFeedback.publishedAt))
    .limit(12);
  return rows.flatMap((r) =>
    r.quote
      ? [
          {
            id: r.id,
            firstName: firstNameOf(r.name),
            company: r.company?.trim() || null,
            quote: r.quote,
            rating: r.rating,
          },
        ]
      : [],
  );
}
