import { inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { courseFeedback } from "#server/db/schema";
import { announceCoursePage } from "./page-announcement.server";

/**
 * Part of a PDPA erasure: the person's words go, their consent with them, and a published
 * testimonial leaves its course's page (whose cached copy is dropped). The rating stays, as
 * a number that names nobody. Returns how many answers were blanked.
 */
export async function eraseFeedbackOf(tx: Tx, registrationIds: readonly string[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const rows = await tx
    .update(courseFeedback)
    .set({ takeaway: null, quoteConsent: false, publishedAt: null, publishedBy: null })
    .where(inArray(courseFeedback.registrationId, [...registrationIds]))
    .returning({ courseId: courseFeedback.masterclassId });
  for (const courseId of new Set(rows.map((r) => r.courseId))) {
    await announceCoursePage(tx, courseId);
  }
  return rows.length;
}
