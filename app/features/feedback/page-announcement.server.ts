import { sql } from "drizzle-orm";
import type { Tx } from "#server/db/client";

/**
 * Tells every instance's page cache that a course's page changed (its testimonials), at
 * commit: the same payload the registrations trigger sends (server/live/page-events.ts), so
 * only that course's page is dropped.
 */
export async function announceCoursePage(tx: Tx, courseId: string | null): Promise<void> {
  if (!courseId) return;
  await tx.execute(sql`
    SELECT pg_notify('aihq_pages', json_build_object(
      'table', 'course_feedback',
      'op', 'update',
      'productType', 'masterclass',
      'productId', id,
      'slug', slug
    )::text)
    FROM masterclasses WHERE id = ${courseId}`);
}
