import { and, asc, eq, inArray } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import { certificates } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, ok } from "#common/outcome";
import { courseDays, dayLabel, missingDays } from "#app/features/registrations/admin/attendance";
import {
  lockChosenAttendees,
  presentDays,
} from "#app/features/registrations/admin/attendance.server";
import { recordAudit } from "#app/features/audit/audit.server";
import { enqueueCertificateMail } from "./certificate-mail.server";
import {
  insertCertificate,
  mailable,
  mailData,
  type CertificateOutcome,
} from "./certificates.server";
import { todayInMalaysia } from "./certificates.schema";

const STATUS_WORDS: Record<string, string> = {
  waitlisted: "on the waiting list",
  offered: "offered a seat",
  cancelled: "cancelled",
  held: "in review (suspected spam)",
};

/**
 * From a course's attendee list, in ONE transaction under the course lock
 * (so two clicks cannot interleave): each chosen registration gets its
 * certificate (holder and e-mail from the registration, program the course
 * title, issued today in Malaysia) and its mail, each in the audit log. Only
 * people the team marked present qualify — on every day of a multi-day
 * course — and issuing marks nobody present by itself: a paid seat is not
 * proof of attendance (docs/decisions/0019-certificates-follow-attendance.md).
 * Anyone else refuses the whole action, named with the reason. The unique
 * registration_id makes a second run issue nothing new: it reports who
 * already had one, and which of those were revoked.
 */
export async function certifyAttendees(
  actor: AdminUser,
  courseId: string,
  registrationIds: readonly string[],
  now = new Date(),
): Promise<CertificateOutcome> {
  return getDb().transaction(async (tx) => {
    const chosen = await lockChosenAttendees(tx, courseId, registrationIds, now);
    if (!chosen.ok) return chosen;
    const { course, rows } = chosen.value;
    const days = courseDays(course.date, course.endDate);
    const marks = await presentDays(
      tx,
      days,
      rows.map((r) => r.id),
    );
    const reasons = rows.flatMap((r) => {
      // An erased person cannot be reached, and a certificate would name "Erased".
      if (r.erasedAt !== null) return [{ r, why: "their personal data was erased" }];
      if (r.status !== "registered" && r.status !== "confirmed") {
        return [{ r, why: STATUS_WORDS[r.status] ?? r.status }];
      }
      if (days.length === 1) return r.attendedAt ? [] : [{ r, why: "not marked present" }];
      const missing = missingDays(days, marks.get(r.id) ?? []);
      return missing.length === 0
        ? []
        : [{ r, why: `absent on ${missing.map((day) => dayLabel(days, day)).join(", ")}` }];
    });
    if (reasons.length > 0) {
      const names = reasons.map(({ r, why }) => `${r.name} (${r.reference}, ${why})`).join(", ");
      return conflict(
        `Certificates go to attendees marked present${days.length > 1 ? " on every day of the course" : ""} only. Not issued to anyone: ${names} ${reasons.length === 1 ? "does" : "do"} not qualify. Mark their attendance first, or leave them out.`,
      );
    }

    const issuedOn = todayInMalaysia(now);
    const issued: string[] = [];
    let already = 0;
    for (const r of rows) {
      const email = mailable(r.email) ? r.email.trim() : null;
      const row = await insertCertificate(tx, {
        holderName: r.name,
        email,
        program: course.title,
        issuedOn,
        masterclassId: course.id,
        registrationId: r.id,
      });
      if (!row) {
        already++;
        continue;
      }
      issued.push(row.id);
      if (email) await enqueueCertificateMail(tx, mailData(row, email));
      await recordAudit(tx, actor, {
        action: "certificate.issue",
        targetType: "certificate",
        targetId: row.id,
        summary: `Issued certificate ${row.id} for ${r.reference} (${course.title})`,
        details: { registration: r.reference, courseId: course.id, issuedOn },
      });
    }
    const parts = [`${issued.length} issued, ${already} already had one`];
    if (already > 0) {
      // A revoked certificate stays revoked (its ID may have been shared): say so, not "done".
      const revoked = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            inArray(certificates.registrationId, [...registrationIds]),
            eq(certificates.status, "revoked"),
          ),
        )
        .orderBy(asc(certificates.id));
      if (revoked.length > 0) {
        parts.push(
          `revoked: ${revoked.map((c) => c.id).join(", ")} (issue a new one from Certificates)`,
        );
      }
    }
    return ok(parts.join(" · "));
  });
}
