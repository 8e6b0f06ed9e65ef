import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { courseJoinLinks } from "#server/db/schema";

// A virtual course's joining link is kept apart from the course row, which the public pages
// read whole: it is only ever mailed to the people holding a seat
// (docs/decisions/0035-course-changes-reach-people.md).

export async function joinLinkOf(db: Db | Tx, courseId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: courseJoinLinks.url })
    .from(courseJoinLinks)
    .where(eq(courseJoinLinks.masterclassId, courseId));
  return row?.url ?? null;
}

export async function saveJoinLink(tx: Tx, courseId: string, url: string): Promise<void> {
  if (!url) {
    await tx.delete(courseJoinLinks).where(eq(courseJoinLinks.masterclassId, courseId));
    return;
  }
  await tx
    .insert(courseJoinLinks)
    .values({ masterclassId: courseId, url })
    .onConflictDoUpdate({
      target: courseJoinLinks.masterclassId,
      set: { url, updatedAt: new Date() },
    });
}
