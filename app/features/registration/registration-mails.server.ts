import { enqueueFormEmails } from "../../../server/email/outbox";
import { siteUrlOf } from "../../../server/email/service";
import { eq } from "drizzle-orm";
import {
  registrationGroups,
  type masterclasses,
  type registrations,
} from "../../../server/db/schema";
import type { Tx } from "../../../server/db/client";
import { leadRef } from "../../../server/leads/spam";
import { getConfig } from "../../../server/runtime";
import { buildIcs } from "../../lib/ics";
import { masterclassCalendarEvent } from "../../lib/masterclass-event";
import { REGISTRATION_MAILS } from "./registration-mail.server";
import { registrationLinkPath } from "./registration-links.server";

type Registration = typeof registrations.$inferSelect;
type Course = typeof masterclasses.$inferSelect;

/** For an attendee of an HRDC booking made by someone else: the booking, its company and contact. */
async function bookedBy(tx: Tx, registration: Registration) {
  if (!registration.groupId) return undefined;
  const [group] = await tx
    .select()
    .from(registrationGroups)
    .where(eq(registrationGroups.id, registration.groupId))
    .limit(1);
  if (!group || group.hrEmail.toLowerCase() === registration.email.toLowerCase()) return undefined;
  return { reference: group.reference, company: group.companyName, contact: group.hrName };
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
  } = {},
): Promise<void> {
  const status =
    options.event?.kind ??
    (registration.status === "confirmed" ? "registered" : registration.status);
  const courseLinksValid = course && course.date.getTime() > Date.now();
  const calendar =
    course && (status === "registered" || status === "moved")
      ? buildIcs(masterclassCalendarEvent(course, siteUrlOf(getConfig())))
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
        status === "offered" && registration.offerExpiresAt
          ? registrationLinkPath("claim", registration.reference, registration.offerExpiresAt)
          : undefined,
      offerExpiresAt: registration.offerExpiresAt?.toISOString(),
      movedFrom: options.event?.kind === "moved" ? options.event.movedFrom : undefined,
      calendarFile: calendar,
      calendarFileName: calendar && course ? `${course.slug}.ics` : undefined,
      bookedBy: await bookedBy(tx, registration),
    },
    {
      leadRef: leadRef("registration", registration.id),
      hold: options.hold,
      recipients: options.recipients,
    },
  );
}
