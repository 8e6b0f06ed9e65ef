import { eq } from "drizzle-orm";
import { registrationGroups, registrations } from "#server/db/schema";
import type { Tx } from "#server/db/client";
import { leadTransaction } from "#server/leads/lead-transaction";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import type { HrdcGroupInput, RegistrationInput, RegistrationMode } from "./registration.schema";
import { enqueueGroupSummary, enqueueRegistrationMails } from "./registration-mails.server";
import { arrivalStatus, lockCourse, seatsTaken, settleSeats } from "./seats.server";
import { rememberClient, unpaidHoldAllowed } from "./unpaid-holds.server";
import {
  bookerHasBooking,
  holdDeadline,
  recipientsHeldReason,
  recipientsWithinAllowance,
  unconfirmedSeatsFrom,
} from "./booking-trust.server";
import { findActive, findByKey, unusedReference } from "./registration-lookup.server";
import {
  already,
  outcomeOf,
  repeatOf,
  type Registration,
  type RegistrationOutcome,
  type SubmissionOptions,
} from "./registration-outcome.server";
import { holdForReview, orderBook, placeInCourse } from "./store-registration.server";
import { mailDetailsAgain } from "./registration-again.server";

/** The modes a course offers: self payment and installments always, the others by flag. */
export function offeredModes(course: { isHrdc: boolean; isNtw: boolean }): RegistrationMode[] {
  return [
    "individual",
    "installment",
    ...(course.isHrdc ? (["hrdc"] as const) : []),
    ...(course.isNtw ? (["ntw"] as const) : []),
  ];
}

/** Registration closes when the course starts (the countdown's zero). */
/** Closed at the start (the countdown's zero), and for any course not on the public site. */
export function registrationClosed(
  course: { date: Date; status?: "draft" | "published" | "archived" },
  now: Date,
): boolean {
  if (course.status !== undefined && course.status !== "published") return true;
  return course.date.getTime() <= now.getTime();
}

/**
 * Registers for a masterclass, or orders a book, in one transaction with its
 * mails. For a course, its row is locked first, so the seat count and the
 * insert cannot interleave with another registration: past `class_size` the
 * registrant is waitlisted, never oversold. The same dialog opening
 * (idempotency key) or the same e-mail for the same course finds the
 * registration already made. Suspected spam is stored as `held`: no seat, no
 * mail. Past its address's allowance of unconfirmed seats a registration
 * waits for the registrant's click on a mailed link, holding no seat.
 */
export async function register(
  input: RegistrationInput,
  options: SubmissionOptions = {},
): Promise<RegistrationOutcome> {
  return submitted(options, (tx) => registerIn(tx, input, options));
}

/** Runs a submission in its lead's transaction, with the back office's record of it (if any). */
function submitted(
  options: SubmissionOptions,
  run: (tx: Tx) => Promise<RegistrationOutcome>,
): Promise<RegistrationOutcome> {
  return leadTransaction(async (tx) => {
    const outcome = await run(tx);
    await options.backOffice?.record(tx, outcome);
    return outcome;
  });
}

async function registerIn(
  tx: Tx,
  input: RegistrationInput,
  options: SubmissionOptions,
): Promise<RegistrationOutcome> {
  const now = options.now ?? new Date();
  let spamReason = options.backOffice ? null : (options.spamReason ?? null);
  if (input.productType === "book")
    return orderBook(tx, input, spamReason, options.delivery ?? null);
  const course = await lockCourse(tx, input.productId);
  if (!course) return { kind: "not-found" };
  const byKey = await findByKey(tx, input.idempotencyKey);
  if (byKey) return repeatOf(byKey, input);
  const active = await findActive(tx, course.id, input.email);
  if (active) {
    if (!options.backOffice)
      await mailDetailsAgain(tx, [active], course, { ...options, spamReason });
    return { kind: "on-file", registrations: [active] };
  }
  if (registrationClosed(course, now)) return { kind: "closed" };
  if (!offeredModes(course).includes(input.mode)) return { kind: "mode-not-offered" };
  if (
    spamReason === null &&
    !(await recipientsWithinAllowance(tx, options.clientAddress, [input.email]))
  )
    spamReason = recipientsHeldReason();
  if (spamReason !== null) return holdForReview(tx, course, input, spamReason, now);
  await settleSeats(tx, course, now);
  if (options.backOffice)
    return placeInCourse(
      tx,
      course,
      input,
      now,
      false,
      options.backOffice.mail ? "visitor" : "none",
    );
  const allowance = await unconfirmedSeatsFrom(tx, course.id, options.clientAddress, 1);
  const pastAllowance = allowance.after > allowance.limit;
  const paymentHoldUntil = options.paymentHoldUntil ?? null;
  // Pay now that would take a seat, past what unpaid holds may take: the visitor confirms by
  // mail instead, and is then placed like any arrival (paying by invoice).
  const unpaidHoldRefused =
    paymentHoldUntil !== null &&
    !pastAllowance &&
    (await arrivalStatus(tx, course)) === "registered" &&
    !(await unpaidHoldAllowed(tx, course, options.clientAddress, now));
  return placeInCourse(tx, course, input, now, pastAllowance || unpaidHoldRefused, "both", {
    paymentHoldUntil,
    unpaidHoldRefused,
    clientAddress: options.clientAddress,
  });
}

/**
 * An HRDC booking: the employer's HR contact (the person filling the form)
 * registers staff, themselves included or not, in one transaction. One group
 * row holds the company and contact; each attendee is a registration of the
 * group with their own reference, seated in order while seats remain and
 * waitlisted after. Attendees already registered for the course are left as
 * they are. A booking of the contact alone is a group of one, registered as
 * a plain registration.
 *
 * A booking for other people mails only the contact (and the team) at once:
 * the attendees are told once the contact has confirmed the booking from the
 * link in that mail, so no request can mail strangers on its own. A booking
 * larger than MAX_UNCONFIRMED_SEATS, or the contact's (or company's) second
 * one for the course, is pending until SEAT_HOLD_HOURS pass unconfirmed: it
 * holds at most what is left of its address's MAX_UNCONFIRMED_SEATS
 * allowance, and its other attendees are placed (seat if free, else the
 * waiting list) only once the contact confirms.
 */
export async function registerGroup(
  input: RegistrationInput,
  group: HrdcGroupInput,
  options: SubmissionOptions = {},
): Promise<RegistrationOutcome> {
  return submitted(options, (tx) => registerGroupIn(tx, input, group, options));
}

async function registerGroupIn(
  tx: Tx,
  input: RegistrationInput,
  group: HrdcGroupInput,
  options: SubmissionOptions,
): Promise<RegistrationOutcome> {
  const now = options.now ?? new Date();
  const trusted = options.backOffice !== undefined;
  let spamReason = trusted ? null : (options.spamReason ?? null);
  const course = await lockCourse(tx, input.productId);
  if (!course) return { kind: "not-found" };
  const [byKey] = await tx
    .select()
    .from(registrationGroups)
    .where(eq(registrationGroups.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (byKey) {
    const same =
      byKey.masterclassId === course.id &&
      byKey.hrEmail.toLowerCase() === input.email.toLowerCase();
    if (!same) return { kind: "key-reused" };
    return repeatedGroup(tx, byKey);
  }
  if (registrationClosed(course, now)) return { kind: "closed" };
  if (!course.isHrdc) return { kind: "mode-not-offered" };

  const people = [
    ...(group.selfAttending
      ? [{ name: input.name, email: input.email, role: input.role, phone: input.phone || null }]
      : []),
    ...group.rows.map((row) => ({
      name: row.name,
      email: row.email,
      role: row.role,
      phone: null,
    })),
  ];
  const fresh: typeof people = [];
  const existing: Registration[] = [];
  for (const person of people) {
    const active = await findActive(tx, course.id, person.email);
    if (active) existing.push(active);
    else fresh.push(person);
  }
  if (fresh.length === 0) {
    if (!trusted) await mailDetailsAgain(tx, existing, course, { ...options, spamReason });
    return { kind: "on-file", registrations: existing };
  }
  const contactAlone =
    fresh.length === 1 && fresh[0]!.email.toLowerCase() === input.email.toLowerCase();

  if (
    spamReason === null &&
    !(await recipientsWithinAllowance(tx, options.clientAddress, [
      input.email,
      ...fresh.map((person) => person.email),
    ]))
  )
    spamReason = recipientsHeldReason();
  if (spamReason === null) await settleSeats(tx, course, now);

  const secondBooking =
    !trusted &&
    spamReason === null &&
    (await bookerHasBooking(tx, course.id, { email: input.email, org: input.org }));
  const allowance =
    spamReason === null
      ? await unconfirmedSeatsFrom(tx, course.id, options.clientAddress, fresh.length)
      : { before: 0, after: 0, limit: Number.POSITIVE_INFINITY };
  // Held for review: nothing. Unconfirmed: what is left of the address's allowance, which
  // is also at most MAX_UNCONFIRMED_SEATS for the booking as a whole; the other attendees
  // wait, holding nothing, for the contact's confirmation.
  let holdable =
    spamReason !== null
      ? 0
      : trusted
        ? fresh.length
        : Math.max(0, allowance.limit - allowance.before);
  const pending =
    !trusted &&
    spamReason === null &&
    (fresh.length > allowance.limit || secondBooking || allowance.after > allowance.limit);
  const confirmBy = holdDeadline(now, course.date);

  const [groupRow] = await tx
    .insert(registrationGroups)
    .values({
      reference: await unusedReference(tx, "AIHQ-G"),
      masterclassId: course.id,
      masterclassTitle: course.title,
      companyName: input.org,
      ssmNumber: group.ssmNumber || null,
      hrName: input.name,
      hrEmail: input.email,
      hrPhone: input.phone,
      hrRole: input.role || null,
      idempotencyKey: input.idempotencyKey,
      marketingOptIn: input.marketingOptIn,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      spamReason,
      // The contact alone is told directly: nobody else is mailed on their word.
      // The team's own entry is confirmed: they have the company's word.
      confirmedAt: trusted || (contactAlone && !pending && spamReason === null) ? now : null,
      confirmBy: trusted || (contactAlone && !pending) ? null : confirmBy,
      createdAt: now,
    })
    .returning();
  let taken = await seatsTaken(tx, course.id);
  const rows: Registration[] = [];
  for (const [index, person] of fresh.entries()) {
    const seated = holdable > 0 && taken < course.classSize;
    if (seated) {
      taken++;
      holdable--;
    }
    const [row] = await tx
      .insert(registrations)
      .values({
        reference: await unusedReference(tx, "AIHQ-R"),
        name: person.name,
        email: person.email,
        phone: person.phone,
        org: input.org,
        role: person.role,
        payment: "hrdc",
        productType: "masterclass",
        productId: course.id,
        productTitle: course.title,
        productPrice: course.price,
        status: spamReason !== null ? "held" : seated ? "registered" : "waitlisted",
        confirmBy: pending ? confirmBy : null,
        groupId: groupRow!.id,
        marketingOptIn: false,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
        // A millisecond apart, so the attendees keep the form's order wherever the seats and
        // the waiting list are ordered by arrival (a confirmation places them in that order).
        createdAt: new Date(now.getTime() + index),
        updatedAt: now,
      })
      .returning();
    rows.push(row!);
  }
  if (!trusted)
    await rememberClient(
      tx,
      rows.map((row) => row.id),
      options.clientAddress,
    );
  if (spamReason !== null) return { kind: "received", reference: groupRow!.reference };
  if (options.backOffice) {
    // Confirmed already: the contact's summary (no link to click) and each attendee's own
    // mail, unless the team tells the company itself.
    if (options.backOffice.mail) {
      if (!contactAlone) await enqueueGroupSummary(tx, groupRow!, rows, course, "visitor");
      for (const row of rows)
        await enqueueRegistrationMails(tx, row, course, { recipients: "visitor" });
    }
    return groupOutcome(groupRow!.reference, rows, existing.length, now, false);
  }

  if (contactAlone) {
    const only = rows[0]!;
    await enqueueRegistrationMails(tx, only, course, {
      recipients: pending ? "visitor" : "both",
    });
    return outcomeOf(only);
  }
  await enqueueGroupSummary(tx, groupRow!, rows, course);
  return groupOutcome(groupRow!.reference, rows, existing.length, confirmBy, pending);
}

/** A group booking's answer: how many of its attendees got a seat, and how many wait. */
function groupOutcome(
  reference: string,
  members: readonly { status: string }[],
  skipped: number,
  confirmBy: Date,
  pending: boolean,
): RegistrationOutcome {
  const waitlisted = members.filter((m) => m.status === "waitlisted").length;
  return {
    kind: "group",
    reference,
    registered: members.length - waitlisted,
    waitlisted,
    skipped,
    confirmBy: confirmBy.toISOString(),
    pending,
  };
}

/** The same booking sent again: the answer it had, from what is stored now. */
async function repeatedGroup(
  tx: Tx,
  byKey: typeof registrationGroups.$inferSelect,
): Promise<RegistrationOutcome> {
  const members = await tx.select().from(registrations).where(eq(registrations.groupId, byKey.id));
  // A contact who booked only themselves was given their own reference: answer with it.
  const only = members.length === 1 ? members[0]! : null;
  if (only && only.email.toLowerCase() === byKey.hrEmail.toLowerCase()) return already(only);
  if (byKey.spamReason !== null) return { kind: "received", reference: byKey.reference };
  if (byKey.confirmedAt === null && byKey.confirmBy !== null) {
    const pending = members.some((m) => m.confirmBy !== null);
    return groupOutcome(byKey.reference, members, 0, byKey.confirmBy, pending);
  }
  return { kind: "already", reference: byKey.reference, waitlisted: false };
}
