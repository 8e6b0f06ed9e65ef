import { z } from "zod";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { TICKET_COMPUTED_FIELDS, ticketMailFields } from "#app/features/tickets/ticket-mail.server";
import { invoiceMailPartSchema } from "#app/features/invoices/invoice-attachment.server";
import {
  catalogueId,
  mailLine,
  mailLineWithDefault,
  marketingOptIn,
  optionalMailLine,
  price,
} from "#app/features/leads/fields";
import {
  checkRegistrationMode,
  registrationRules,
  type RegistrationMode,
} from "./registration.schema";

/** Where a registration stands when its mail is written (the server's own value). */
export const MAIL_STATUSES = [
  "registered",
  "waitlisted",
  "offered",
  "cancelled",
  // From the back office: payment received (seat confirmed), and moved to another course.
  "confirmed",
  "moved",
  // Waits for the registrant's click on the confirmation link
  // (docs/decisions/0028-seats-for-real-people.md).
  "pending",
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Links the server signs; only ever ours, so only our own paths. */
const ourPath = z
  .string()
  .max(600)
  .regex(/^\/shop\/registrations\/[A-Z0-9-]+\/(cancel|claim|confirm)\?[\w=&-]+$/);

/** A masterclass or book registration as the outbox stores it. */
export function registrationMailSchema(mode: RegistrationMode) {
  return z
    .object({
      name: mailLine(registrationRules.name),
      email: mailLine(registrationRules.email),
      phone: optionalMailLine(registrationRules.phone),
      org: optionalMailLine(registrationRules.org),
      role: optionalMailLine(registrationRules.role),
      productType: z
        .enum(["masterclass", "book"], { message: "Product type must be masterclass or book" })
        .default("masterclass"),
      productId: catalogueId("Product id must be the id of a masterclass or book"),
      // Replaced by the stored facts of productId before anything is queued.
      productTitle: mailLineWithDefault(registrationRules.productTitle, ""),
      productPrice: price,
      productDate: optionalMailLine(registrationRules.productDate),
      productEndDate: optionalMailLine(registrationRules.productDate),
      productTime: optionalMailLine(registrationRules.productTime),
      marketingOptIn,
      // Filled by our own registration only (computedFields: the endpoint drops them).
      reference: z.string().regex(REFERENCE_PATTERN).optional(),
      status: z.enum(MAIL_STATUSES).optional(),
      cancelPath: ourPath.optional(),
      claimPath: ourPath.optional(),
      offerExpiresAt: z.iso.datetime({ offset: true }).optional(),
      // Pending the registrant's confirmation: the link, its deadline, and whether a seat is held.
      confirmPath: ourPath.optional(),
      confirmBy: z.iso.datetime({ offset: true }).optional(),
      seatHeld: z.boolean().optional(),
      // Sent again because the address was typed on the form once more (see enqueueRegistrationMails).
      again: z.enum(["details", "awaiting-contact"]).optional(),
      // A registration moved by the team: the title of the course it left.
      movedFrom: z.string().max(300).optional(),
      calendarFile: z.string().max(40_000).optional(),
      // A firm seat's ticket: its page and QR code (docs/decisions/0041-tickets-and-check-in.md).
      ...ticketMailFields,
      // A free National Training Week place in a course: no invoice, the NTW portal instead.
      ntwSeat: z.boolean().optional(),
      // An attendee of an HRDC booking: the booking and its company, nothing else the booker
      // typed (a stranger's words must not reach an attendee's inbox through us).
      bookedBy: z
        .object({
          reference: z.string().regex(REFERENCE_PATTERN),
          company: z.string().max(120),
        })
        .optional(),
      // An HRDC booking for several staff: the summary the HR contact receives.
      group: z
        .object({
          reference: z.string().regex(REFERENCE_PATTERN),
          company: z.string().max(200),
          ssmNumber: z.string().max(40).nullable(),
          // Until the contact confirms, the attendees are not mailed; seats may only be held.
          confirmPath: ourPath.optional(),
          confirmBy: z.iso.datetime({ offset: true }).optional(),
          seatsPending: z.boolean().optional(),
          attendees: z
            .array(
              z.object({
                name: z.string().max(120),
                email: z.string().max(254),
                role: z.string().max(120),
                reference: z.string().regex(REFERENCE_PATTERN),
                waitlisted: z.boolean(),
              }),
            )
            .max(30),
        })
        .optional(),
      // A virtual course's joining link, for a seat only (the course's stored value).
      joinUrl: z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .optional(),
      calendarFileName: z
        .string()
        .regex(/^[a-z0-9-]{1,120}\.ics$/)
        .optional(),
      // A book order: the format bought and, for a paperback, where it goes (stored values).
      delivery: z
        .object({
          format: z.enum(["paperback", "ebook"]),
          address: z.array(z.string().max(300)).max(6).nullable(),
          phone: z.string().max(40).nullable(),
        })
        .optional(),
      // A firm self-paid seat, book order or confirmed HRDC booking: its invoice, attached.
      invoice: invoiceMailPartSchema.optional(),
      // A paid seat cancelled: what was paid and what goes back (stored values, "1899.00").
      money: z
        .object({
          paid: z.string().regex(/^\d{1,8}\.\d{2}$/),
          paidBy: z.string().max(200),
          refund: z.string().regex(/^\d{1,8}\.\d{2}$/),
          /** card: refunded to the card by Stripe; bank: to be paid back by the team. */
          refundTo: z.enum(["card", "bank"]),
          /** The course's cancellation rule applied to the day of the cancellation. */
          rule: z.string().max(300).optional(),
        })
        .optional(),
    })
    .superRefine((data, ctx) => {
      if (!data.bookedBy) checkRegistrationMode(mode, data, ctx);
    });
}

export const COMPUTED_REGISTRATION_FIELDS = [
  "reference",
  "status",
  "cancelPath",
  "claimPath",
  "offerExpiresAt",
  "confirmPath",
  "confirmBy",
  "seatHeld",
  "movedFrom",
  "again",
  "calendarFile",
  "calendarFileName",
  "joinUrl",
  "ntwSeat",
  "group",
  "bookedBy",
  "delivery",
  ...TICKET_COMPUTED_FIELDS,
  "invoice",
  "money",
] as const;

export type MasterclassType =
  "masterclass_individual" | "masterclass_installment" | "masterclass_hrdc";
export type RegistrationData = z.output<ReturnType<typeof registrationMailSchema>>;
export type GroupData = NonNullable<RegistrationData["group"]>;
