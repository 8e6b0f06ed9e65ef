import type { ReactNode } from "react";
import { courseWhenLabel } from "#server/email/templates/format";
import { Nowrap, Strong, type DetailItem } from "#server/email/templates/layout";
import { BOOK_FORMAT_LABELS } from "#app/features/books/book-format";
import type {
  MailStatus,
  MasterclassType,
  RegistrationData,
} from "./registration-mail-data.server";

/** The words of a registration's mails: its payment mode, next step, deadlines and headlines. */

const MODE_LABEL: Record<MasterclassType, string> = {
  masterclass_individual: "Individual payment",
  masterclass_installment: "Installment plan",
  masterclass_hrdc: "HRDC claim",
};

export function modeLabel(mode: MasterclassType, data: RegistrationData): string {
  return data.ntwSeat ? "National Training Week (free)" : MODE_LABEL[mode];
}

/** Payments are not taken online yet: the mail says what happens next for the chosen mode. */
export function nextStep(
  mode: MasterclassType,
  data: RegistrationData,
): { title: string; text: ReactNode } {
  if (data.ntwSeat) {
    return {
      title: "Next step: the official NTW registration",
      text: (
        <>
          Your seat is free under National Training Week. To receive your e-certificate, please also
          register for this program on the official National Training Week portal.
        </>
      ),
    };
  }
  if (data.productType === "book") {
    return {
      title: "Next step: your invoice",
      text: (
        <>
          Our team will e-mail your invoice with the payment details within 1 working day. Once it
          is paid{" "}
          {data.delivery?.format === "ebook"
            ? "we send you the e-book by e-mail."
            : "we post the paperback to the address below and e-mail you its tracking number."}
        </>
      ),
    };
  }
  switch (mode) {
    case "masterclass_individual":
      return {
        title: "Next step: your invoice",
        text: (
          <>
            Our team will e-mail your invoice with the payment details within 1 working day. Your
            place is confirmed as soon as the payment is received.
          </>
        ),
      };
    case "masterclass_installment":
      return {
        title: "Next step: your installment plan",
        text: (
          <>
            Our team will call you
            {data.phone ? (
              <>
                {" "}
                at <Nowrap>{data.phone}</Nowrap>
              </>
            ) : null}{" "}
            within 1 working day to agree the installment schedule, then send the first invoice.
            Your place is held while we arrange it.
          </>
        ),
      };
    case "masterclass_hrdc":
      return {
        title: "Next step: your HRDC claim",
        text: (
          <>
            HRDC can cover up to 100% of the fee. Within 1 working day we will send you the
            quotation and course details your HR team needs to apply for the grant
            {data.org ? <> for {data.org}</> : null}, and guide them through the claim.
          </>
        ),
      };
  }
}

/** What the team must do, matching what nextStep() promised the visitor. */
export const TEAM_TODO: Record<MasterclassType, string> = {
  masterclass_individual: "send the invoice with the payment details.",
  masterclass_installment: "call to agree the installment schedule, then send the first invoice.",
  masterclass_hrdc: "send the quotation and course details for the HRDC grant application.",
};

const OFFER_DEADLINE = new Intl.DateTimeFormat("en-MY", {
  timeZone: "Asia/Kuala_Lumpur",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function offerDeadline(data: RegistrationData): string {
  return data.offerExpiresAt
    ? `${OFFER_DEADLINE.format(new Date(data.offerExpiresAt))} (Malaysia time)`
    : "within 48 hours";
}

export function confirmDeadline(iso: string | undefined): string {
  return iso ? `${OFFER_DEADLINE.format(new Date(iso))} (Malaysia time)` : "within 48 hours";
}

/** The visitor's subject, preview and opening line for each state of the registration. */
export function visitorHeadline(mode: MasterclassType, data: RegistrationData, status: MailStatus) {
  const book = data.productType === "book";
  switch (status) {
    case "waitlisted":
      return {
        subject: `You're on the waiting list: ${data.productTitle}`,
        kicker: "Waiting list",
        title: `You're on the waiting list, ${data.name}`,
        lead: (
          <>
            <Strong>{data.productTitle}</Strong> is fully booked. We have put you on the waiting
            list: if a seat is released, the first person waiting gets an e-mail with a link to
            claim it, valid for 48 hours.
          </>
        ),
      };
    case "offered":
      return {
        subject: `A seat is free for you: ${data.productTitle}`,
        kicker: "A seat for you",
        title: `Good news, ${data.name}: a seat is free`,
        lead: (
          <>
            A seat in <Strong>{data.productTitle}</Strong> has been released and it is yours if you
            want it. Claim it by {offerDeadline(data)}; after that it goes to the next person on the
            waiting list.
          </>
        ),
      };
    case "cancelled":
      return {
        subject: `Registration cancelled: ${data.productTitle}`,
        kicker: "Registration cancelled",
        title: `Your registration is cancelled, ${data.name}`,
        lead: (
          <>
            Your place in <Strong>{data.productTitle}</Strong> is cancelled and the seat has been
            released. Changed your mind? You are welcome to register again while seats remain.
          </>
        ),
      };
    case "confirmed":
      return {
        subject: `Payment received, seat confirmed: ${data.productTitle}`,
        kicker: "Seat confirmed",
        title: `Your seat is confirmed, ${data.name}`,
        lead: (
          <>
            We have received your payment for <Strong>{data.productTitle}</Strong>. Your seat is
            confirmed: we look forward to seeing you there.
          </>
        ),
      };
    case "moved":
      return {
        subject: `Your registration has moved: ${data.productTitle}`,
        kicker: "Registration moved",
        title: `Your registration has moved, ${data.name}`,
        lead: (
          <>
            As agreed with our team, your place
            {data.movedFrom ? <> in {data.movedFrom}</> : null} has moved to{" "}
            <Strong>{data.productTitle}</Strong>. Your reference stays the same.
          </>
        ),
      };
    case "pending":
      return {
        subject: `Please confirm your registration: ${data.productTitle}`,
        kicker: "Confirm your registration",
        title: `One click to confirm, ${data.name}`,
        lead: (
          <>
            We have received your registration for <Strong>{data.productTitle}</Strong>. Please
            confirm it by {confirmDeadline(data.confirmBy)} with the button below
            {data.seatHeld
              ? "; your seat is held until then."
              : ": we then give you a seat if one is free, or a place on the waiting list."}{" "}
            If you did not register, ignore this e-mail and nothing more happens.
          </>
        ),
      };
    case "registered":
      return {
        subject: `${book ? "Book order received" : "Registration received"}: ${data.productTitle}`,
        kicker: book ? "Book order received" : "Registration received",
        title: `Thank you for your ${book ? "order" : "registration"}, ${data.name}!`,
        lead: (
          <>
            We have received your {book ? "order" : "registration"} for{" "}
            <Strong>{data.productTitle}</Strong>
            {book ? null : <>: {modeLabel(mode, data).toLowerCase()}</>}.
          </>
        ),
      };
  }
}

/** A book order's format and, for a paperback, its delivery address (one line each). */
export function deliveryItems(data: RegistrationData): DetailItem[] {
  if (!data.delivery) return [];
  const { format, address, phone } = data.delivery;
  return [
    { label: "Format", value: BOOK_FORMAT_LABELS[format] },
    { label: "Deliver to", value: address && address.length > 0 ? address.join("\n") : null },
    { label: "Recipient's phone", value: phone },
  ];
}

/** The course's dates and session time in MYT, from the stored facts. */
export function courseWhen(data: RegistrationData): string | null {
  return courseWhenLabel(data.productDate, data.productEndDate, data.productTime);
}
