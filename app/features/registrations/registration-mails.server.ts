import { joinLinkOf } from "#app/features/catalogue/course-join-link.server";
import { enqueueFormEmails } from "#server/email/outbox";
import { siteUrlOf } from "#server/email/service";
import { eq } from "drizzle-orm";
import { registrationGroups, type masterclasses, type registrations } from "#server/db/schema";
import type { Tx } from "#server/db/client";
import { leadRef } from "#server/leads/spam";
import { getConfig } from "#server/runtime";
import { buildIcs } from "#common/ics.server";
import { masterclassCalendarEvent } from "#common/masterclass-event";
import { masterclassHrdcMail, REGISTRATION_MAILS } from "./registration-mail.server";
import { deliveryMailData, deliveryOf } from "#app/features/books/book-delivery.server";
import { registrationLinkPath } from "./registration-links.server";
import { ticketFor } from "#app/features/tickets/tickets.server";
import { ticketMailData } from "#app/features/tickets/ticket-mail.server";
import {
  confirmationInvoice,
  groupInvoice,
} from "#app/features/invoices/confirmation-invoice.server";
import { fromSen } from "#app/features/invoices/invoice-model";
import { refundDue, ruleOf } from "#app/features/catalogue/cancellation-rule";
import { seatMoney } from "./seat-money.server";
import { PAYMENT_METHOD_LABEL, type PaymentMethod } from "./admin/payments";

type Registration = typeof registrations.$inferSelect;
type Course = typeof masterclasses.$inferSelect;
type Group = typeof registrationGroups.$inferSelect;

/** For an attendee of an HRDC booking made by someone else: the booking, its company and contact. */
async function bookedBy(tx: Tx, registration: Registration) {
  if (!registration.groupId) return undefined;
  const [group] = await tx
    .select()
    .from(registrationGroups)
    .where(eq(registrationGroups.id, registration.groupId))
    .limit(1);
  if (!group || group.hrEmail.toLowerCase() === registration.email.toLowerCase()) return undefined;
  return { reference: group.reference, company: group.companyName };
}

/** A seat paid by its own buyer (not through an HRDC booking): the course's rule applies to it. */
export function refundableByRule(
  registration: Pick<Registration, "payment" | "groupId">,
  money: { method: string },
): boolean {
  return (
    registration.payment !== "hrdc" && registration.groupId === null && money.method !== "hrdc"
  );
}

/** A cancelled seat that was paid: what was paid and what goes back, for both mails. */
async function cancellationMoney(tx: Tx, registration: Registration, course: Course | null) {
  if (registration.status !== "cancelled" || registration.productType !== "masterclass") return;
  const money = await seatMoney(tx, registration.id);
  if (!money) return;
  const card = money.how === "card";
  const method = card ? "Card via Stripe" : PAYMENT_METHOD_LABEL[money.method as PaymentMethod];
  return {
    paid: fromSen(money.paidSen),
    paidBy: [method, money.reference].filter(Boolean).join(" · ").slice(0, 200),
    refund: fromSen(card ? money.refundedSen : money.owedBackSen),
    refundTo: card ? ("card" as const) : ("bank" as const),
    rule:
      course && refundableByRule(registration, money)
        ? refundDue(
            ruleOf(course),
            money.paidSen,
            course.date,
            registration.cancelledAt ?? new Date(),
          ).sentence
        : undefined,
  };
}

/**
 * Queues the mails of a registration's current state (registered,
 * waitlisted, offered, cancelled) in the caller's transaction: the
 * registrant's, with the reference, the signed links that fit the state and,
 * for a held seat, the course as an .ics invitation; and the team's notice.
 * Catalogue facts (title, date, price) are looked up again by the mail module.
 */
export async function enqueueRegistrationMails(
  tx: Tx,
  registration: Registration,
  course: Course | null,
  options: {
    hold?: boolean;
    recipients?: "both" | "visitor" | "team";
    /**
     * A back-office change that has its own mail: "confirmed" (payment
     * received) or "moved" (to `course`, from the course titled `movedFrom`).
     * Without it a confirmed seat is written as "registered", as before.
     */
    event?: { kind: "confirmed" } | { kind: "moved"; movedFrom: string };
    /**
     * Sent again because its address was typed on the form once more: "details" repeats
     * the mail of its state; "awaiting-contact" (an attendee of an HRDC booking its contact
     * has not confirmed, never told of it) says only that, with no link, file or name.
     */
    again?: "details" | "awaiting-contact";
  } = {},
): Promise<void> {
  // An erased person can no longer be reached; one held for review is told nothing yet.
  if (registration.erasedAt !== null || registration.status === "held") return;
  const told = options.again !== "awaiting-contact";
  const pending = registration.confirmBy !== null && registration.status !== "cancelled";
  const status = pending
    ? "pending"
    : (options.event?.kind ??
      (registration.status === "confirmed" ? "registered" : registration.status));
  const courseLinksValid = told && course && course.date.getTime() > Date.now();
  const delivery =
    registration.productType === "book" ? await deliveryOf(tx, registration.id) : null;
  // A firm seat: its calendar entry, its way in and its ticket (issued now if it has none yet).
  // "Confirmed" counts: a seat paid online through Checkout hears of its course first here.
  const firmSeat =
    told && (status === "registered" || status === "moved" || status === "confirmed");
  const calendar =
    course && firmSeat
      ? buildIcs(masterclassCalendarEvent(course, siteUrlOf(getConfig())))
      : undefined;
  const joinUrl = course && firmSeat ? await joinLinkOf(tx, course.id) : null;
  const ticket = firmSeat ? await ticketFor(tx, registration.id) : null;
  // A firm seat (or book order) paid by its registrant: the invoice, issued once, travels along.
  const invoice =
    firmSeat && status === "registered" && !options.hold && options.recipients !== "team"
      ? await confirmationInvoice(tx, registration)
      : undefined;
  await enqueueFormEmails(
    tx,
    REGISTRATION_MAILS[registration.payment],
    {
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      org: registration.org,
      role: registration.role,
      productType: registration.productType,
      productId: registration.productId,
      marketingOptIn: registration.marketingOptIn,
      reference: registration.reference,
      status,
      ntwSeat: registration.payment === "ntw" || undefined,
      cancelPath:
        courseLinksValid && status !== "cancelled"
          ? registrationLinkPath("cancel", registration.reference, course.date)
          : undefined,
      claimPath:
        told && status === "offered" && registration.offerExpiresAt
          ? registrationLinkPath("claim", registration.reference, registration.offerExpiresAt)
          : undefined,
      confirmPath:
        told && pending && registration.confirmBy
          ? registrationLinkPath("confirm", registration.reference, registration.confirmBy)
          : undefined,
      confirmBy: pending ? registration.confirmBy?.toISOString() : undefined,
      seatHeld: pending ? registration.status !== "waitlisted" : undefined,
      offerExpiresAt: registration.offerExpiresAt?.toISOString(),
      movedFrom: options.event?.kind === "moved" ? options.event.movedFrom : undefined,
      again: options.again,
      calendarFile: calendar,
      calendarFileName: calendar && course ? `${course.slug}.ics` : undefined,
      joinUrl: joinUrl ?? undefined,
      bookedBy: await bookedBy(tx, registration),
      delivery: delivery ? deliveryMailData(delivery) : undefined,
      ...(await ticketMailData(ticket)),
      invoice,
      money: await cancellationMoney(tx, registration, course),
    },
    {
      leadRef: leadRef("registration", registration.id),
      hold: options.hold,
      recipients: options.recipients,
    },
  );
}

/**
 * The HR contact's summary of a booking for other people, with the link that
 * confirms it (the attendees are mailed only then), and the team's notice.
 */
export async function enqueueGroupSummary(
  tx: Tx,
  group: Group,
  members: Registration[],
  course: Course,
  /** The team's own entry is not notified to the team. */
  recipients: "both" | "visitor" = "both",
): Promise<void> {
  if (group.erasedAt !== null) return;
  const awaiting = group.confirmedAt === null && group.confirmBy !== null;
  const invoice = await groupInvoice(tx, group);
  await enqueueFormEmails(
    tx,
    masterclassHrdcMail,
    {
      name: group.hrName,
      email: group.hrEmail,
      phone: group.hrPhone,
      org: group.companyName,
      role: group.hrRole,
      productType: "masterclass",
      productId: course.id,
      marketingOptIn: group.marketingOptIn,
      group: {
        reference: group.reference,
        company: group.companyName,
        ssmNumber: group.ssmNumber,
        confirmPath:
          awaiting && group.confirmBy
            ? registrationLinkPath("confirm", group.reference, group.confirmBy)
            : undefined,
        confirmBy: awaiting ? group.confirmBy?.toISOString() : undefined,
        seatsPending: members.some((m) => m.confirmBy !== null),
        attendees: members.map((row) => ({
          name: row.name,
          email: row.email,
          role: row.role ?? "",
          reference: row.reference,
          waitlisted: row.status === "waitlisted",
        })),
      },
      invoice,
    },
    { leadRef: leadRef("registration_group", group.id), recipients },
  );
}
