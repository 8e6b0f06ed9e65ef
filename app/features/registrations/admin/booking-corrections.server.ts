import { and, eq } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import {
  attendanceDays,
  registrationGroups,
  registrationPayments,
  registrations,
} from "#server/db/schema";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { conflict, ok } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { enqueueRegistrationMails } from "#app/features/registrations/registration-mails.server";
import {
  findActive,
  unusedReference,
} from "#app/features/registrations/registration-lookup.server";
import { changeRegistration, type ActionOutcome } from "./registration-changes.server";

// Corrections the team makes to who holds a place: a misspelt name or e-mail,
// and a company sending a colleague in place of someone on its list.

/**
 * A misspelt name or e-mail, corrected in place (the reference, seat and
 * links stay). The audit entry keeps the old values. A corrected e-mail is
 * sent the registration's mail again, since the first one went nowhere.
 */
export async function correctRegistration(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  fix: { name: string; email: string },
  now = new Date(),
): Promise<ActionOutcome> {
  return changeRegistration(courseId, registrationId, async (tx, { course, row }) => {
    if (row.erasedAt) return conflict(`${row.reference} was erased: there is nothing to correct.`);
    const emailChanged = row.email.toLowerCase() !== fix.email.toLowerCase();
    if (row.name === fix.name && row.email === fix.email)
      return conflict(`Nothing to correct: ${row.reference} already reads so.`);
    if (emailChanged && row.status !== "cancelled") {
      const other = await findActive(tx, courseId, fix.email);
      if (other && other.id !== row.id)
        return conflict(`${fix.email} already has a place in this course (${other.reference}).`);
    }
    const [fixed] = await tx
      .update(registrations)
      .set({ name: fix.name, email: fix.email, updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    const groupWaits =
      row.groupId !== null &&
      (
        await tx
          .select({ confirmedAt: registrationGroups.confirmedAt })
          .from(registrationGroups)
          .where(eq(registrationGroups.id, row.groupId))
      )[0]?.confirmedAt === null;
    const mailed = emailChanged && row.status !== "cancelled" && !groupWaits;
    if (mailed) await enqueueRegistrationMails(tx, fixed!, course, { recipients: "visitor" });
    await recordAudit(tx, actor, {
      action: "registration.correct",
      targetType: "registration",
      targetId: row.id,
      summary: `Corrected the ${[row.name !== fix.name && "name", row.email !== fix.email && "e-mail"].filter(Boolean).join(" and ")} of ${row.reference} (${course.title})`,
      details: {
        reference: row.reference,
        courseId,
        before: { name: row.name, email: row.email },
        after: { name: fix.name, email: fix.email },
        mailed,
      },
    });
    return ok(
      `Corrected ${row.reference}${mailed ? `; its mail was sent again to ${fix.email}` : ""}`,
    );
  });
}

/**
 * A colleague in place of one attendee of an HRDC group: the old person's
 * registration is cancelled without freeing the seat, and the colleague gets
 * a registration of their own (a new reference, so the old person's links
 * cannot touch it) in the same place: same status, same place in the queue,
 * the payment recorded for the seat moved with it. The colleague is mailed.
 */
export async function swapAttendee(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  colleague: { name: string; email: string; role: string },
  now = new Date(),
): Promise<ActionOutcome> {
  return changeRegistration(courseId, registrationId, async (tx, { course, row }) => {
    if (!row.groupId)
      return conflict(`${row.reference} is not part of an HRDC group: correct it instead.`);
    if (row.status === "cancelled" || row.status === "held")
      return conflict(`Only a standing place can be handed on; ${row.reference} is ${row.status}.`);
    const [marked] = await tx
      .select({ day: attendanceDays.day })
      .from(attendanceDays)
      .where(eq(attendanceDays.registrationId, row.id))
      .limit(1);
    if (row.attendedAt || marked)
      return conflict(`${row.name} has already attended: their place cannot be handed on.`);
    const other = await findActive(tx, courseId, colleague.email);
    if (other)
      return conflict(
        `${colleague.email} already has a place in this course (${other.reference}).`,
      );
    const [group] = await tx
      .select()
      .from(registrationGroups)
      .where(eq(registrationGroups.id, row.groupId));
    await tx
      .update(registrations)
      .set({ status: "cancelled", cancelledAt: now, offerExpiresAt: null, updatedAt: now })
      .where(eq(registrations.id, row.id));
    const [fresh] = await tx
      .insert(registrations)
      .values({
        reference: await unusedReference(tx, "AIHQ-R"),
        name: colleague.name,
        email: colleague.email,
        role: colleague.role,
        phone: null,
        org: row.org,
        payment: row.payment,
        productType: row.productType,
        productId: row.productId,
        productTitle: row.productTitle,
        productPrice: row.productPrice,
        status: row.status,
        offerExpiresAt: row.offerExpiresAt,
        confirmBy: row.confirmBy,
        groupId: row.groupId,
        marketingOptIn: false,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        // Keeps the old person's place in the waiting list's order.
        createdAt: row.createdAt,
        updatedAt: now,
      })
      .returning();
    const moved = await tx
      .update(registrationPayments)
      .set({ registrationId: fresh!.id })
      .where(and(eq(registrationPayments.registrationId, row.id)))
      .returning({ id: registrationPayments.id });
    // A booking its contact has not confirmed tells nobody yet (confirming it mails everyone).
    const mailed = group?.confirmedAt !== null;
    if (mailed) await enqueueRegistrationMails(tx, fresh!, course, { recipients: "visitor" });
    await recordAudit(tx, actor, {
      action: "registration.swap",
      targetType: "registration",
      targetId: fresh!.id,
      summary: `Handed the place of ${row.reference} to ${fresh!.reference} (${group?.reference ?? "HRDC group"}, ${course.title})`,
      details: {
        courseId,
        groupReference: group?.reference ?? null,
        from: { reference: row.reference, name: row.name, email: row.email, role: row.role },
        to: {
          reference: fresh!.reference,
          name: fresh!.name,
          email: fresh!.email,
          role: fresh!.role,
        },
        status: row.status,
        paymentsMoved: moved.length,
        mailed,
      },
    });
    return ok(`${fresh!.name} takes the place of ${row.name} (${fresh!.reference})`);
  });
}
