import { and, asc, eq, ne } from "drizzle-orm";
import { firstRow, lockRow } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import { registrationGroups, registrations } from "#server/db/schema";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { getDb } from "#server/runtime";
import { ok, refused, type Outcome } from "#common/outcome";
import { enqueueGroupSummary, enqueueRegistrationMails } from "./registration-mails.server";
import { issueInvoice } from "#app/features/invoices/issue-invoice.server";
import { enqueueInvoiceMail } from "#app/features/invoices/invoice-mail.server";
import { arrivalStatus, lockCourse, settleSeats, type LockedCourse } from "./seats.server";
import { bookerHasBooking, holdDeadline, trustSettings } from "./booking-trust.server";
import { findActive } from "./registration-lookup.server";

type Registration = typeof registrations.$inferSelect;
type Group = typeof registrationGroups.$inferSelect;

export type ConfirmOutcome = Outcome<void, "already" | "expired" | "not-found">;

/** What the confirmation page shows of a booking (nothing its mail did not say). */
export interface BookingToConfirm {
  reference: string;
  title: string;
  courseId: string | null;
  attendees: number;
  state: "awaiting" | "confirmed" | "expired";
  confirmBy: string | null;
}

async function groupByReference(tx: Db | Tx, reference: string): Promise<Group | null> {
  return firstRow(tx, registrationGroups, eq(registrationGroups.reference, reference));
}

async function registrationByReference(
  tx: Db | Tx,
  reference: string,
): Promise<Registration | null> {
  return firstRow(tx, registrations, eq(registrations.reference, reference));
}

function stateOf(
  confirmed: boolean,
  confirmBy: Date | null,
  active: boolean,
  now: Date,
): BookingToConfirm["state"] {
  if (confirmed) return "confirmed";
  if (!active || (confirmBy !== null && confirmBy.getTime() <= now.getTime())) return "expired";
  return "awaiting";
}

/** The booking (AIHQ-G) or registration (AIHQ-R) behind a confirmation link, or null. */
export async function findBookingToConfirm(
  reference: string,
  now = new Date(),
): Promise<BookingToConfirm | null> {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  const db = getDb();
  if (reference.startsWith("AIHQ-G-")) {
    const group = await groupByReference(db, reference);
    if (!group || group.erasedAt || group.spamReason !== null) return null;
    const members = await db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.groupId, group.id));
    const active = members.filter((m) => m.status !== "cancelled").length;
    return {
      reference,
      title: group.masterclassTitle,
      courseId: group.masterclassId,
      attendees: members.length,
      state: stateOf(group.confirmedAt !== null, group.confirmBy, active > 0, now),
      confirmBy: group.confirmBy?.toISOString() ?? null,
    };
  }
  const row = await registrationByReference(db, reference);
  if (!row || row.erasedAt || row.status === "held") return null;
  return {
    reference,
    title: row.productTitle,
    courseId: row.productId,
    attendees: 1,
    state: stateOf(row.confirmBy === null, row.confirmBy, row.status !== "cancelled", now),
    confirmBy: row.confirmBy?.toISOString() ?? null,
  };
}

/**
 * The booker's click (or the team's word): a pending registration or booking
 * becomes firm. Held seats stay theirs; those that held none are placed as if
 * they had just arrived; the attendees of a group are mailed now, each their
 * own confirmation. A hold that ran out is released first and is refused as
 * "expired"; a second click is refused as "already" (the link's page calls
 * that a success, the back office does not).
 */
export async function confirmBooking(reference: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!REFERENCE_PATTERN.test(reference)) return refused("not-found");
  return getDb().transaction((tx) => confirmBookingIn(tx, reference, now));
}

export async function confirmBookingIn(
  tx: Tx,
  reference: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (reference.startsWith("AIHQ-G-")) {
    const found = await groupByReference(tx, reference);
    if (!found?.masterclassId || found.erasedAt || found.spamReason !== null)
      return refused("not-found");
    const course = await lockCourse(tx, found.masterclassId);
    const group = await lockRow(tx, registrationGroups, eq(registrationGroups.id, found.id));
    if (!course || !group) return refused("not-found");
    if (group.confirmedAt !== null) return refused("already");
    await settleSeats(tx, course, now);
    const members = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.groupId, group.id), ne(registrations.status, "cancelled")))
      .orderBy(asc(registrations.createdAt), asc(registrations.id));
    if (members.length === 0) return refused("expired");
    await tx
      .update(registrationGroups)
      .set({ confirmedAt: now, confirmBy: null })
      .where(eq(registrationGroups.id, group.id));
    for (const member of members) {
      const firm = await makeFirm(tx, course, member, now);
      await enqueueRegistrationMails(tx, firm, course, { recipients: "visitor" });
    }
    // Confirmed: the employer's invoice, to the contact who confirmed.
    const invoice = await issueInvoice(tx, { groupId: group.id }, now);
    if (invoice.ok) await enqueueInvoiceMail(tx, invoice.value);
    await settleSeats(tx, course, now);
    return ok();
  }
  const found = await registrationByReference(tx, reference);
  if (!found || found.erasedAt || found.status === "held" || found.productType !== "masterclass")
    return refused("not-found");
  const course = await lockCourse(tx, found.productId);
  if (!course) return refused("not-found");
  await settleSeats(tx, course, now);
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, found.id))
    .for("update");
  if (!row) return refused("not-found");
  if (row.status === "cancelled") return refused("expired");
  if (row.confirmBy === null) return refused("already");
  const firm = await makeFirm(tx, course, row, now);
  await enqueueRegistrationMails(tx, firm, course);
  await settleSeats(tx, course, now);
  return ok();
}

/** Ends a registration's wait: a held seat stays, one without a seat is placed now. */
async function makeFirm(
  tx: Tx,
  course: LockedCourse,
  row: Registration,
  now: Date,
): Promise<Registration> {
  if (row.confirmBy === null) return row;
  const status = row.status === "waitlisted" ? await arrivalStatus(tx, course) : row.status;
  const [firm] = await tx
    .update(registrations)
    .set({ confirmBy: null, status, updatedAt: now })
    .where(eq(registrations.id, row.id))
    .returning();
  return firm!;
}

/**
 * "Not spam" on a held course registration or HRDC booking: it is placed as
 * if it had just arrived (seat or waiting list, under the same confirmation
 * rules as a new booking, the address aside), and told. A person who has
 * meanwhile registered for real keeps that registration; the held copy is
 * cancelled. Returns false when there is nothing held to admit (the caller
 * then releases held mails as for any lead).
 */
export async function admitHeldBooking(
  tx: Tx,
  kind: "registration" | "registration_group",
  id: string,
  now = new Date(),
): Promise<boolean> {
  let groupId: string | null = null;
  let single: Registration | null = null;
  if (kind === "registration_group") {
    groupId = id;
  } else {
    const row = await firstRow(tx, registrations, eq(registrations.id, id));
    if (!row || row.status !== "held") return false;
    if (row.groupId) groupId = row.groupId;
    else single = row;
  }
  const courseId = single?.productId ?? (groupId ? await courseOfGroup(tx, groupId) : null);
  if (!courseId) return false;
  const course = await lockCourse(tx, courseId);
  if (!course) return false;
  await settleSeats(tx, course, now);
  const members = single
    ? [single]
    : await tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.groupId, groupId!), eq(registrations.status, "held")))
        .orderBy(asc(registrations.createdAt), asc(registrations.id));
  if (members.length === 0) return false;
  const started = course.date.getTime() <= now.getTime();
  const { maxUnconfirmedSeats } = trustSettings();
  const [group] = groupId
    ? await tx.select().from(registrationGroups).where(eq(registrationGroups.id, groupId))
    : [];
  const contactAlone =
    group !== undefined &&
    members.length === 1 &&
    members[0]!.email.toLowerCase() === group.hrEmail.toLowerCase();
  const pending =
    group !== undefined &&
    (members.length > maxUnconfirmedSeats ||
      (await bookerHasBooking(
        tx,
        course.id,
        { email: group.hrEmail, org: group.companyName },
        group.id,
      )));
  const confirmBy = holdDeadline(now, course.date);
  const placed: Registration[] = [];
  // Unconfirmed, it holds no more than a new booking would; the rest wait for the contact.
  let holdable = pending ? maxUnconfirmedSeats : Number.POSITIVE_INFINITY;
  for (const member of members) {
    // Someone who registered for real meanwhile keeps that place; the held copy goes.
    const duplicate = await findActive(tx, course.id, member.email);
    const status =
      started || duplicate
        ? "cancelled"
        : holdable > 0
          ? await arrivalStatus(tx, course)
          : "waitlisted";
    if (status === "registered") holdable--;
    const [row] = await tx
      .update(registrations)
      .set({
        status,
        spamReason: null,
        cancelledAt: status === "cancelled" ? now : null,
        confirmBy: pending && status !== "cancelled" ? confirmBy : null,
        updatedAt: now,
      })
      .where(eq(registrations.id, member.id))
      .returning();
    placed.push(row!);
  }
  if (group) {
    const [updated] = await tx
      .update(registrationGroups)
      .set({
        spamReason: null,
        confirmedAt: contactAlone && !pending ? now : null,
        confirmBy: contactAlone && !pending ? null : confirmBy,
      })
      .where(eq(registrationGroups.id, group.id))
      .returning();
    if (!contactAlone) {
      await enqueueGroupSummary(
        tx,
        updated!,
        placed.filter((row) => row.status !== "cancelled"),
        course,
      );
      return true;
    }
  }
  for (const row of placed) {
    if (row.status !== "cancelled") await enqueueRegistrationMails(tx, row, course);
  }
  return true;
}

async function courseOfGroup(tx: Tx, groupId: string): Promise<string | null> {
  const group = await firstRow(tx, registrationGroups, eq(registrationGroups.id, groupId));
  return group?.masterclassId ?? null;
}
