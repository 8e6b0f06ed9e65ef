import { and, eq, inArray } from "drizzle-orm";
import { zipSync } from "fflate";
import type { Db } from "#server/db/client";
import { getDb } from "#server/runtime";
import { certificates, masterclasses, registrations } from "#server/db/schema";
import { conflict, notFound, ok, type Outcome } from "#common/outcome";
import { calendarDateKey } from "#common/dates";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { presentDays } from "#app/features/registrations/admin/attendance.server";
import { getHrdcGroup } from "./hrdc-pipeline.server";
import { seatedAttendees } from "./hrdc-group";
import { attendanceRows, certificateFileName, claimPackFileName } from "./claim-pack";
import {
  renderAttendanceList,
  renderCourseOutline,
  type ClaimCourse,
} from "./claim-pack-pdf.server";

/** The documents of the pack that other domains render: the invoice and the certificates. */
export interface ClaimPackSources {
  invoice(groupId: string, db: Db): Promise<{ fileName: string; pdf: Buffer } | null>;
  certificate(certificateId: string, db: Db): Promise<Buffer | null>;
}

export interface ClaimPack {
  fileName: string;
  zip: Uint8Array;
  /** The names inside, in order: what the page lists and the tests read. */
  entries: string[];
}

/**
 * One employer's HRD Corp claim pack as a ZIP: the invoice to the employer, the attendance
 * list with the days attended, the course outline and trainer, and each attendee's
 * certificate. Refused before the course has started: there is no attendance to claim yet.
 */
export async function buildClaimPack(
  groupId: string,
  sources: ClaimPackSources,
  now = new Date(),
  db: Db = getDb(),
): Promise<Outcome<ClaimPack, "not-found" | "conflict">> {
  const group = await getHrdcGroup(groupId, db);
  if (!group) return notFound("That HRDC booking is not in the pipeline any more.");
  if (!group.courseId) return conflict("The course of this booking was deleted.");
  const [course] = await db
    .select()
    .from(masterclasses)
    .where(eq(masterclasses.id, group.courseId));
  if (!course) return conflict("The course of this booking was deleted.");
  if (calendarDateKey(course.date) > calendarDateKey(now)) {
    return conflict("The claim pack is ready once the course has started.");
  }
  const seated = seatedAttendees(group.attendees);
  const ids = seated.map((a) => a.id);
  const days = courseDays(course.date, course.endDate);
  const [marks, attended, held] = await Promise.all([
    presentDays(db, days, ids),
    ids.length
      ? db
          .select({ id: registrations.id, attendedAt: registrations.attendedAt })
          .from(registrations)
          .where(inArray(registrations.id, ids))
      : [],
    ids.length
      ? db
          .select({
            id: certificates.id,
            registrationId: certificates.registrationId,
            holderName: certificates.holderName,
          })
          .from(certificates)
          .where(and(inArray(certificates.registrationId, ids), eq(certificates.status, "valid")))
      : [],
  ]);
  const attendedAt = new Map(attended.map((r) => [r.id, r.attendedAt]));
  const certificateOf = new Map(held.map((c) => [c.registrationId, c]));
  const rows = attendanceRows(
    days,
    seated.map((a) => ({
      reference: a.reference,
      name: a.name,
      role: a.role,
      // A single-day course keeps no day rows: attended_at says it all.
      present: days.length > 1 ? (marks.get(a.id) ?? []) : attendedAt.get(a.id) ? days : [],
      certificateId: certificateOf.get(a.id)?.id ?? null,
    })),
  );
  const claimCourse: ClaimCourse = {
    title: course.title,
    start: course.date,
    end: course.endDate,
    format: course.format,
    venue: course.venue,
    content: course.content,
  };
  const files: Record<string, Uint8Array> = {};
  const invoice = await sources.invoice(group.id, db);
  if (invoice) files[invoice.fileName] = invoice.pdf;
  files["attendance-list.pdf"] = await renderAttendanceList(group, claimCourse, days, rows, now);
  files["course-outline.pdf"] = await renderCourseOutline(group, claimCourse);
  for (const cert of held) {
    const pdf = await sources.certificate(cert.id, db);
    if (pdf) files[certificateFileName(cert.id, cert.holderName)] = pdf;
  }
  // PDFs are compressed already: storing them keeps the ZIP quick to make.
  const zip = zipSync(files, { level: 0, mtime: now });
  return ok({ fileName: claimPackFileName(group.reference), zip, entries: Object.keys(files) });
}
