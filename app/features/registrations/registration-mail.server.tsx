import type { ReactNode } from "react";
import { defineLeadMail } from "#server/email/lead-mail";
import { productFacts } from "#server/email/catalogue-facts";
import { clip, priceLabel } from "#server/email/templates/format";
import {
  Callout,
  CtaButton,
  Details,
  H1,
  P,
  Strong,
  TextLink,
} from "#server/email/templates/layout";
import type { Template } from "#server/email/templates/types";
import { QuestionsLine } from "#app/features/mail/mail-parts.server";
import { TeamLeadBody, visitorIsSender } from "#app/features/leads/lead-mail-parts.server";
import { groupTemplates } from "./hrdc-booking-mail.server";
import { TicketLine, ticketAttachment } from "#app/features/tickets/ticket-mail.server";
import { InvoiceNote, withInvoice } from "#app/features/invoices/invoice-note.server";
import {
  modeLabel,
  nextStep,
  offerDeadline,
  TEAM_TODO,
  visitorHeadline,
  courseWhen,
  deliveryItems,
} from "./registration-mail-copy.server";
import {
  COMPUTED_REGISTRATION_FIELDS,
  registrationMailSchema,
  type MailStatus,
  type MasterclassType,
  type RegistrationData,
} from "./registration-mail-data.server";
import type { RegistrationMode } from "./registration.schema";

/** The state's own headline, re-titled when the mail is the details sent again. */
function againHeadline<H extends { subject: string; kicker: string; title: string }>(
  data: RegistrationData,
  headline: H,
): H {
  if (data.again !== "details") return headline;
  return {
    ...headline,
    subject: `Your registration details: ${data.productTitle}`,
    kicker: "Your registration",
    title: `Your registration details, ${data.name}`,
  };
}

function AgainLine({ data }: { data: RegistrationData }) {
  return (
    <P>
      This e-mail address was just entered on our registration form for{" "}
      <Strong>{data.productTitle}</Strong>. It already has a place on this course, so nothing new
      was booked: here are its details again. If it was not you, you need do nothing.
    </P>
  );
}

type CancelMoney = NonNullable<RegistrationData["money"]>;

function refundLabel(money: CancelMoney): string {
  if (Number(money.refund) === 0) return "Nothing";
  return money.refundTo === "card"
    ? `${priceLabel(money.refund)} to the card (Stripe)`
    : `${priceLabel(money.refund)} by bank transfer (credit note issued)`;
}

/** The registrant's cancellation: what comes back to her, and how. */
function RefundLine({ money }: { money: CancelMoney }) {
  if (Number(money.refund) === 0)
    return (
      <P>
        You paid {priceLabel(money.paid)}. {money.rule ?? "No refund is due for this cancellation."}
      </P>
    );
  return (
    <P>
      You paid {priceLabel(money.paid)}.{" "}
      {money.refundTo === "card" ? (
        <>
          <Strong>{priceLabel(money.refund)}</Strong> is refunded to your card; it reaches your
          account within 5–10 working days.
        </>
      ) : (
        <>
          <Strong>{priceLabel(money.refund)}</Strong> is to be paid back to you by bank transfer:
          our team will contact you within 1 working day to arrange it.
        </>
      )}{" "}
      The credit note follows in its own e-mail.
    </P>
  );
}

/**
 * To an attendee of an HRDC booking its contact has not confirmed: they were never told of
 * it, and whoever made it may be a stranger, so this says that much and nothing of it (no
 * reference, company, link or file).
 */
function awaitingContactMail(data: RegistrationData) {
  return {
    subject: clip(`Your registration: ${data.productTitle}`, 120),
    preview: "This address is already on a booking for this course.",
    kicker: "Your registration",
    body: (
      <>
        <H1>This address is already on a booking</H1>
        <P>
          This e-mail address was just entered on our registration form for{" "}
          <Strong>{data.productTitle}</Strong>. It is already on a booking for this course that the
          person who made it has not confirmed yet, so nothing new was booked. If it is confirmed,
          we will e-mail you your place and everything you need; otherwise you will not hear from us
          about it again.
        </P>
        <P>If it was not you who entered it, you need do nothing.</P>
      </>
    ),
    footerNote: <>You receive this e-mail because your address was entered on the AIHQ shop.</>,
  };
}

/** The team's cancellation: the money side, and what is left for a person to do. */
function TeamRefundNote({ money }: { money: CancelMoney }) {
  const refund = Number(money.refund) > 0;
  return (
    <>
      {" "}
      Paid {priceLabel(money.paid)} ({money.paidBy});{" "}
      {!refund
        ? "nothing was refunded."
        : money.refundTo === "card"
          ? `${priceLabel(money.refund)} was refunded to the card through Stripe, with its credit note.`
          : `${priceLabel(money.refund)} is to be paid back by bank transfer: a credit note was issued, and the transfer is yours to make.`}
      {money.rule ? ` ${money.rule}` : ""}
    </>
  );
}

function registrationTemplate(mode: MasterclassType): Template<RegistrationData> {
  return {
    visitor(data, ctx) {
      if (data.group) return groupTemplates(data, data.group, ctx).visitor;
      if (data.again === "awaiting-contact") return awaitingContactMail(data);
      const status = data.status ?? "registered";
      // A firm seat's mail carries the course's calendar entry and the ticket.
      const firmSeat = status === "registered" || status === "moved" || status === "confirmed";
      const headline = againHeadline(data, visitorHeadline(mode, data, status));
      const step = nextStep(mode, data);
      const book = data.productType === "book";
      return {
        subject: clip(headline.subject, 120),
        preview: `${data.reference ? `${data.reference}. ` : ""}${headline.title}.`,
        kicker: headline.kicker,
        body: (
          <>
            <H1>{headline.title}</H1>
            {data.again === "details" && <AgainLine data={data} />}
            <P>{headline.lead}</P>
            {data.bookedBy && (
              <P>
                {data.bookedBy.company} booked your place through HRDC (booking{" "}
                {data.bookedBy.reference}); they arrange the grant with us.
              </P>
            )}
            {status === "pending" && data.confirmPath && (
              <CtaButton href={`${ctx.siteUrl}${data.confirmPath}`}>
                Confirm my registration
              </CtaButton>
            )}
            {status === "registered" && !data.bookedBy && (
              <Callout title={step.title}>{step.text}</Callout>
            )}
            {status === "offered" && data.claimPath && (
              <CtaButton href={`${ctx.siteUrl}${data.claimPath}`}>Claim my seat</CtaButton>
            )}
            <Details
              title={book ? "Your order" : "Your registration"}
              items={[
                { label: "Reference", value: data.reference ?? null },
                { label: book ? "Book" : "Program", value: data.productTitle },
                { label: "Date", value: book ? null : courseWhen(data) },
                { label: "Price", value: priceLabel(data.productPrice) },
                { label: "Payment", value: modeLabel(mode, data) },
                ...deliveryItems(data),
                { label: "Name", value: data.name },
                { label: "E-mail", value: data.email },
                // An attendee booked by someone else sees only their name, the course and the company.
                { label: "Phone", value: data.bookedBy ? null : data.phone },
                { label: "Organization", value: data.org },
                { label: "Job role", value: data.bookedBy ? null : data.role },
              ]}
            />
            {data.invoice && <InvoiceNote part={data.invoice} siteUrl={ctx.siteUrl} />}
            {status === "cancelled" && data.money && <RefundLine money={data.money} />}
            {firmSeat && data.calendarFile && (
              <P>The attached invitation (.ics) puts every day of the course in your calendar.</P>
            )}
            {firmSeat && <TicketLine data={data} ctx={ctx} />}
            {data.joinUrl && (
              <P>
                Join the course online at <TextLink href={data.joinUrl}>{data.joinUrl}</TextLink>.
                The link is for your seat: please do not share it.
              </P>
            )}
            <QuestionsLine reference={data.reference} />
            {data.cancelPath && status !== "cancelled" && (
              <P>
                Can no longer attend?{" "}
                <TextLink href={`${ctx.siteUrl}${data.cancelPath}`}>
                  {status === "waitlisted" ? "Leave the waiting list" : "Cancel your registration"}
                </TextLink>{" "}
                and your seat goes to the next person waiting.
              </P>
            )}
            <CtaButton href={`${ctx.siteUrl}/shop/masterclasses`} tone="secondary">
              Browse more masterclasses
            </CtaButton>
          </>
        ),
        footerNote: <>You receive this e-mail because you registered on the AIHQ shop.</>,
        attachments: withInvoice(
          firmSeat
            ? [
                ...(data.calendarFile && data.calendarFileName
                  ? [
                      {
                        filename: data.calendarFileName,
                        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
                        content: data.calendarFile,
                      },
                    ]
                  : []),
                ...ticketAttachment(data),
              ]
            : undefined,
          data.invoice,
        ),
      };
    },
    team(data, ctx) {
      if (data.group) return groupTemplates(data, data.group, ctx).team;
      const status = data.status ?? "registered";
      const book = data.productType === "book";
      const what: Record<MailStatus, string> = {
        registered: book ? "New book order" : `New registration (${modeLabel(mode, data)})`,
        waitlisted: "Waiting list",
        offered: "Seat offered",
        cancelled: "Registration cancelled",
        confirmed: "Payment confirmed",
        moved: "Registration moved",
        pending: "Awaiting confirmation",
      };
      const headline: Record<MailStatus, string> = {
        registered: `${data.name} ${book ? "ordered" : "registered for"} ${data.productTitle}`,
        waitlisted: `${data.name} joined the waiting list of ${data.productTitle}`,
        offered: `A released seat of ${data.productTitle} was offered to ${data.name}`,
        cancelled: `${data.name} cancelled their place in ${data.productTitle}`,
        confirmed: `${data.name}'s seat in ${data.productTitle} is confirmed (payment received)`,
        moved: `${data.name} moved to ${data.productTitle}${data.movedFrom ? ` from ${data.movedFrom}` : ""}`,
        pending: `${data.name} registered for ${data.productTitle} and has yet to confirm by mail`,
      };
      // What the team does next, for the states that ask something of it.
      const note: Partial<Record<MailStatus, ReactNode>> = {
        registered: (
          <>
            Payment: <Strong>{modeLabel(mode, data)}</Strong>.{" "}
            {data.ntwSeat
              ? "Free seat: check their official NTW registration before the course."
              : `Within 1 working day, as the visitor was promised: ${TEAM_TODO[mode]}`}
          </>
        ),
        cancelled: (
          <>
            The seat is free again; the first person on the waiting list has been offered it.
            {data.money && <TeamRefundNote money={data.money} />}
          </>
        ),
        offered: <>They have until {offerDeadline(data)} to claim it.</>,
      };
      return {
        subject: clip(`${what[status]}: ${data.name}, ${data.productTitle}`, 120),
        preview: `${data.reference ? `${data.reference} · ` : ""}${headline[status]}`,
        kicker: `${what[status]}${status === "registered" && !book ? "" : ` · ${modeLabel(mode, data)}`}`,
        body: (
          <TeamLeadBody
            heading={headline[status]}
            promise={note[status]}
            contact={{ email: data.email, phone: data.phone, name: data.name }}
            items={[
              { label: "Reference", value: data.reference ?? null },
              { label: book ? "Book" : "Program", value: data.productTitle },
              { label: "Date", value: book ? null : courseWhen(data) },
              { label: "Price", value: priceLabel(data.productPrice) },
              ...deliveryItems(data),
              { label: "Name", value: data.name },
              { label: "E-mail", value: data.email },
              { label: "Phone", value: data.phone },
              { label: "Organization", value: data.org },
              { label: "Job role", value: data.role },
              ...(status === "cancelled" && data.money
                ? [
                    {
                      label: "Paid",
                      value: `${priceLabel(data.money.paid)} · ${data.money.paidBy}`,
                    },
                    {
                      label: data.money.refundTo === "card" ? "Refunded" : "To pay back",
                      value: refundLabel(data.money),
                    },
                  ]
                : []),
            ]}
            receivedAt={ctx.receivedAt}
          />
        ),
      };
    },
  };
}

function registrationMail<T extends MasterclassType>(formType: T, mode: RegistrationMode) {
  return defineLeadMail({
    formType,
    schema: registrationMailSchema(mode),
    templates: registrationTemplate(formType),
    ...visitorIsSender("name"),
    catalogue: productFacts,
    computedFields: COMPUTED_REGISTRATION_FIELDS,
    visitorText: ["name", "phone", "org", "role"],
  });
}

/** A registration paid at once (and every book order): the invoice follows. */
export const masterclassIndividualMail = registrationMail("masterclass_individual", "individual");
/** A registration paid in installments: a call to agree the plan follows. */
export const masterclassInstallmentMail = registrationMail(
  "masterclass_installment",
  "installment",
);
/** A registration claimed through HRDC: the quotation for the grant follows. */
export const masterclassHrdcMail = registrationMail("masterclass_hrdc", "hrdc");

/** The mail of each paid mode; an NTW place in a masterclass is free, so it has no invoice step. */
export const REGISTRATION_MAILS = {
  individual: masterclassIndividualMail,
  installment: masterclassInstallmentMail,
  hrdc: masterclassHrdcMail,
  ntw: masterclassIndividualMail,
} as const;
