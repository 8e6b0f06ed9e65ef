import type { ReactNode } from "react";
import { z } from "zod";
import { NTW_DEFAULTS, ntwProgramFacts, productFacts } from "#server/email/catalogue-facts";
import { defineLeadMail } from "#server/email/lead-mail";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import {
  clip,
  courseWhenLabel,
  durationLabel,
  isHttpUrl,
  priceLabel,
  receivedLabel,
  whenLabel,
} from "#server/email/templates/format";
import {
  Callout,
  ContactActions,
  CtaButton,
  Details,
  H1,
  H2,
  Nowrap,
  P,
  Strong,
  TextLink,
} from "#server/email/templates/layout";
import type { RenderContext, Template } from "#server/email/templates/types";
import { business } from "#common/business";
import {
  catalogueId,
  mailLine,
  mailLineWithDefault,
  marketingOptIn,
  optionalMailLine,
  optionalMailLines,
  price,
} from "#app/features/leads/fields";
import {
  checkRegistrationMode,
  ntwRules,
  registrationRules,
  type RegistrationMode,
} from "./registration.schema";

// ---------------------------------------------------------------- registrations

/** Where a registration stands when its mail is written (the server's own value). */
const MAIL_STATUSES = [
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
type MailStatus = (typeof MAIL_STATUSES)[number];

/** Links the server signs; only ever ours, so only our own paths. */
const ourPath = z
  .string()
  .max(600)
  .regex(/^\/shop\/registrations\/[A-Z0-9-]+\/(cancel|claim|confirm)\?[\w=&-]+$/);

/** A masterclass or book registration as the outbox stores it. */
function registrationMailSchema(mode: RegistrationMode) {
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
      // A registration moved by the team: the title of the course it left.
      movedFrom: z.string().max(300).optional(),
      calendarFile: z.string().max(40_000).optional(),
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
      calendarFileName: z
        .string()
        .regex(/^[a-z0-9-]{1,120}\.ics$/)
        .optional(),
    })
    .superRefine((data, ctx) => {
      if (!data.bookedBy) checkRegistrationMode(mode, data, ctx);
    });
}

const COMPUTED_REGISTRATION_FIELDS = [
  "reference",
  "status",
  "cancelPath",
  "claimPath",
  "offerExpiresAt",
  "confirmPath",
  "confirmBy",
  "seatHeld",
  "movedFrom",
  "calendarFile",
  "calendarFileName",
  "ntwSeat",
  "group",
  "bookedBy",
] as const;

type MasterclassType = "masterclass_individual" | "masterclass_installment" | "masterclass_hrdc";
type RegistrationData = z.output<ReturnType<typeof registrationMailSchema>>;

const MODE_LABEL: Record<MasterclassType, string> = {
  masterclass_individual: "Individual payment",
  masterclass_installment: "Installment plan",
  masterclass_hrdc: "HRDC claim",
};

function modeLabel(mode: MasterclassType, data: RegistrationData): string {
  return data.ntwSeat ? "National Training Week (free)" : MODE_LABEL[mode];
}

/** Payments are not taken online yet: the mail says what happens next for the chosen mode. */
function nextStep(
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
          is paid we send the digital edition at once and post the paperback to you.
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
const TEAM_TODO: Record<MasterclassType, string> = {
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

function offerDeadline(data: RegistrationData): string {
  return data.offerExpiresAt
    ? `${OFFER_DEADLINE.format(new Date(data.offerExpiresAt))} (Malaysia time)`
    : "within 48 hours";
}

function confirmDeadline(iso: string | undefined): string {
  return iso ? `${OFFER_DEADLINE.format(new Date(iso))} (Malaysia time)` : "within 48 hours";
}

/** The visitor's subject, preview and opening line for each state of the registration. */
function visitorHeadline(mode: MasterclassType, data: RegistrationData, status: MailStatus) {
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
        subject: `${book ? "Order received" : "Registration received"}: ${data.productTitle}`,
        kicker: book ? "Order received" : "Registration received",
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

/** The course's dates and session time in MYT, from the stored facts. */
function courseWhen(data: RegistrationData): string | null {
  return courseWhenLabel(data.productDate, data.productEndDate, data.productTime);
}

type GroupData = NonNullable<RegistrationData["group"]>;

/**
 * HRD Corp's claim, as the HR contact runs it: payment is off-line
 * (docs/decisions/0008-payments-out-of-scope.md).
 */
const HRDC_STEPS = [
  "We send the quotation and course outline within 1 working day.",
  "Apply for the grant in the HRD Corp e-TRiS portal at least one day before the course starts, naming AIHQ as the training provider.",
  "Forward us the grant approval: your attendees' seats are then confirmed.",
  "After the course we submit the attendance and claim; HRD Corp pays AIHQ directly from your levy.",
];

function attendeeList(group: GroupData) {
  return (
    <Details
      title={`Attendees (${group.attendees.length})`}
      items={group.attendees.map((a) => ({
        label: a.reference,
        value: `${a.name} · ${a.role} · ${a.email}${a.waitlisted ? " · waiting list" : ""}`,
      }))}
    />
  );
}

/** The HR contact's summary and the team's notice of a group booking. */
function groupTemplates(data: RegistrationData, group: GroupData, ctx: RenderContext) {
  const waiting = group.attendees.filter((a) => a.waitlisted).length;
  const awaiting = group.confirmPath !== undefined;
  const facts = [
    { label: "Booking", value: group.reference },
    { label: "Program", value: data.productTitle },
    { label: "Date", value: courseWhen(data) },
    { label: "Price per attendee", value: priceLabel(data.productPrice) },
    { label: "Company", value: group.company },
    { label: "SSM number", value: group.ssmNumber },
    {
      label: "HR contact",
      value: `${data.name}, ${data.email}${data.phone ? `, ${data.phone}` : ""}`,
    },
  ];
  return {
    visitor: {
      subject: clip(`HRDC booking ${group.reference}: ${data.productTitle}`, 120),
      preview: `${group.attendees.length} attendee${group.attendees.length === 1 ? "" : "s"} from ${group.company}: the HRD Corp grant steps.`,
      kicker: "HRDC group booking",
      body: (
        <>
          <H1>
            {awaiting
              ? `Please confirm your booking, ${data.name}`
              : `Thank you, ${data.name}: your booking is in`}
          </H1>
          <P>
            We have registered {group.attendees.length} attendee
            {group.attendees.length === 1 ? "" : "s"} from <Strong>{group.company}</Strong> for{" "}
            <Strong>{data.productTitle}</Strong>
            {waiting > 0 ? (
              <>; {waiting} of them are on the waiting list as the course is full</>
            ) : null}
            .{" "}
            {awaiting
              ? "Each attendee receives their own confirmation once you have confirmed the booking."
              : "Each attendee receives their own confirmation."}
          </P>
          {awaiting && group.confirmPath && (
            <>
              <P>
                Please confirm it by {confirmDeadline(group.confirmBy)}
                {group.seatsPending
                  ? waiting < group.attendees.length
                    ? "; the seats are held for you until then, and released after it."
                    : "."
                  : "."}{" "}
                Did not book this? Ignore this e-mail: nobody else is contacted.
              </P>
              <CtaButton href={`${ctx.siteUrl}${group.confirmPath}`}>Confirm the booking</CtaButton>
            </>
          )}
          <Callout title="Claiming through HRD Corp">
            {HRDC_STEPS.map((step, index) => (
              <span key={step} style={{ display: "block" }}>
                {index + 1}. {step}
              </span>
            ))}
          </Callout>
          <Details title="Your booking" items={facts} />
          {attendeeList(group)}
          <P>
            Questions? Reply to this e-mail quoting {group.reference}, or call us at{" "}
            <Nowrap>{business.phone}</Nowrap>.
          </P>
        </>
      ),
      footerNote: <>You receive this e-mail because you booked training on the AIHQ shop.</>,
    },
    team: {
      subject: clip(
        `New HRDC booking: ${group.company}, ${group.attendees.length} × ${data.productTitle}`,
        120,
      ),
      preview: `${group.reference} · ${data.name} (${group.company})`,
      kicker: "New HRDC group booking",
      body: (
        <>
          <H1>
            {group.company} booked {group.attendees.length} seat
            {group.attendees.length === 1 ? "" : "s"} in {data.productTitle}
          </H1>
          <P>
            Within 1 working day: {TEAM_TODO.masterclass_hrdc}
            {waiting > 0 ? ` ${waiting} attendee(s) are on the waiting list.` : ""}
          </P>
          {awaiting && (
            <P>
              Awaiting the contact&apos;s confirmation (until {confirmDeadline(group.confirmBy)})
              {group.seatsPending ? "; the seats are only held until then." : "."} The attendees are
              mailed once it is confirmed, by the contact or in the back office.
            </P>
          )}
          <ContactActions email={data.email} phone={data.phone} name={data.name} />
          <Details
            items={[...facts, { label: "Received", value: receivedLabel(ctx.receivedAt) }]}
          />
          {attendeeList(group)}
        </>
      ),
    },
  };
}

function registrationTemplate(mode: MasterclassType): Template<RegistrationData> {
  return {
    visitor(data, ctx) {
      if (data.group) return groupTemplates(data, data.group, ctx).visitor;
      const status = data.status ?? "registered";
      const headline = visitorHeadline(mode, data, status);
      const step = nextStep(mode, data);
      const book = data.productType === "book";
      return {
        subject: clip(headline.subject, 120),
        preview: `${data.reference ? `${data.reference}. ` : ""}${headline.title}.`,
        kicker: headline.kicker,
        body: (
          <>
            <H1>{headline.title}</H1>
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
                { label: "Name", value: data.name },
                { label: "E-mail", value: data.email },
                // An attendee booked by someone else sees only their name, the course and the company.
                { label: "Phone", value: data.bookedBy ? null : data.phone },
                { label: "Organization", value: data.org },
                { label: "Job role", value: data.bookedBy ? null : data.role },
              ]}
            />
            {(status === "registered" || status === "moved") && data.calendarFile && (
              <P>The attached invitation (.ics) puts every day of the course in your calendar.</P>
            )}
            <P>
              Questions? Just reply to this e-mail
              {data.reference ? <> quoting {data.reference}</> : null} or call us at{" "}
              <Nowrap>{business.phone}</Nowrap>.
            </P>
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
        attachments:
          (status === "registered" || status === "moved") &&
          data.calendarFile &&
          data.calendarFileName
            ? [
                {
                  filename: data.calendarFileName,
                  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
                  content: data.calendarFile,
                },
              ]
            : undefined,
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
      return {
        subject: clip(`${what[status]}: ${data.name}, ${data.productTitle}`, 120),
        preview: `${data.reference ? `${data.reference} · ` : ""}${headline[status]}`,
        kicker: `${what[status]}${status === "registered" && !book ? "" : ` · ${modeLabel(mode, data)}`}`,
        body: (
          <>
            <H1>{headline[status]}</H1>
            {status === "registered" && (
              <P>
                Payment: <Strong>{modeLabel(mode, data)}</Strong>.{" "}
                {data.ntwSeat
                  ? "Free seat: check their official NTW registration before the course."
                  : `Within 1 working day, as the visitor was promised: ${TEAM_TODO[mode]}`}
              </P>
            )}
            {status === "cancelled" && (
              <P>
                The seat is free again; the first person on the waiting list has been offered it.
              </P>
            )}
            {status === "offered" && <P>They have until {offerDeadline(data)} to claim it.</P>}
            <ContactActions email={data.email} phone={data.phone} name={data.name} />
            <Details
              items={[
                { label: "Reference", value: data.reference ?? null },
                { label: book ? "Book" : "Program", value: data.productTitle },
                { label: "Date", value: book ? null : courseWhen(data) },
                { label: "Price", value: priceLabel(data.productPrice) },
                { label: "Name", value: data.name },
                { label: "E-mail", value: data.email },
                { label: "Phone", value: data.phone },
                { label: "Organization", value: data.org },
                { label: "Job role", value: data.role },
                { label: "Received", value: receivedLabel(ctx.receivedAt) },
              ]}
            />
          </>
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
    visitorAddress: (data) => data.email,
    visitorName: (data) => data.name,
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

// ---------------------------------------------------------------- National Training Week

/** A National Training Week registration as the outbox stores it. */
export const ntwMailSchema = z.object({
  name: mailLine(ntwRules.name),
  email: mailLine(ntwRules.email),
  phone: optionalMailLine(ntwRules.phone),
  org: optionalMailLine(ntwRules.org),
  role: optionalMailLine(ntwRules.role),
  programId: catalogueId("Program id must be the id of a National Training Week program"),
  // These are replaced by the stored program's facts before anything is queued.
  programTitle: mailLineWithDefault(ntwRules.programTitle, ""),
  programDate: optionalMailLine(ntwRules.programDate),
  programFormat: mailLineWithDefault(ntwRules.programFormat, NTW_DEFAULTS.programFormat),
  programLink: mailLineWithDefault(ntwRules.programLink, NTW_DEFAULTS.programLink),
  programDuration: mailLineWithDefault(ntwRules.programDuration, NTW_DEFAULTS.programDuration),
  programTrainer: mailLineWithDefault(ntwRules.programTrainer, NTW_DEFAULTS.programTrainer),
  programDescription: optionalMailLines(ntwRules.programDescription),
  marketingOptIn,
});

type NtwData = z.output<typeof ntwMailSchema>;

/**
 * The original NTW dialog relabelled its phone field "Job Role" and sent the
 * role there, with `role` null (shop.md §2, §3). A "phone" without five
 * digits is taken for what it is: the job role.
 */
function ntwPerson(data: NtwData): { phone: string | null; role: string | null } {
  const isPhone = (data.phone?.replace(/\D/g, "").length ?? 0) >= 5;
  return { phone: isPhone ? data.phone : null, role: data.role ?? (isPhone ? null : data.phone) };
}

function ntwItems(data: NtwData) {
  return [
    { label: "Program", value: data.programTitle },
    { label: "Date", value: whenLabel(data.programDate) ?? "To be announced" },
    { label: "Format", value: data.programFormat },
    { label: "Duration", value: durationLabel(data.programDuration) },
    { label: "Trainer", value: data.programTrainer },
    {
      label: "Joining link",
      value: isHttpUrl(data.programLink) ? (
        <TextLink href={data.programLink}>{data.programLink}</TextLink>
      ) : (
        data.programLink
      ),
    },
  ];
}

const ntwTemplate: Template<NtwData> = {
  visitor(data, ctx) {
    return {
      subject: clip(`You're registered: ${data.programTitle}`, 120),
      preview: `${whenLabel(data.programDate) ?? "Date to be announced"} · ${data.programFormat} · Free`,
      kicker: "National Training Week · Registration confirmed",
      body: (
        <>
          <H1>You&apos;re registered, {data.name}!</H1>
          <P>
            Your free place in <Strong>{data.programTitle}</Strong> is confirmed.
          </P>
          {isHttpUrl(data.programLink) ? (
            <CtaButton href={data.programLink}>Open the joining link</CtaButton>
          ) : null}
          <Details title="Program details" items={ntwItems(data)} />
          {data.programDescription ? <P>{data.programDescription}</P> : null}
          <Callout title="One more step for your e-certificate">
            National Training Week needs two registrations: this one with AIHQ, and one on the
            official NTW portal. Please register there as well to receive your e-certificate.
          </Callout>
          <H2>Interested in advanced AI training?</H2>
          <P>Take the next step with a hands-on masterclass led by our certified trainers.</P>
          <CtaButton href={`${ctx.siteUrl}/shop/masterclasses`} tone="secondary">
            Explore Masterclasses
          </CtaButton>
        </>
      ),
      footerNote: (
        <>
          You receive this e-mail because you registered for a National Training Week program on the
          AIHQ shop.
        </>
      ),
    };
  },
  team(data, ctx) {
    return {
      subject: clip(`NTW registration: ${data.name}, ${data.programTitle}`, 120),
      preview: `${data.name}${data.org ? ` (${data.org})` : ""} · ${whenLabel(data.programDate) ?? "date to be announced"}`,
      kicker: "New registration · National Training Week",
      body: (
        <>
          <H1>
            {data.name} registered for {data.programTitle}
          </H1>
          <ContactActions email={data.email} phone={ntwPerson(data).phone} name={data.name} />
          <Details
            items={[
              { label: "Name", value: data.name },
              { label: "E-mail", value: data.email },
              { label: "Phone", value: ntwPerson(data).phone },
              { label: "Organization", value: data.org },
              { label: "Job role", value: ntwPerson(data).role },
              ...ntwItems(data),
              { label: "Program id", value: data.programId },
              { label: "Received", value: receivedLabel(ctx.receivedAt) },
            ]}
          />
        </>
      ),
    };
  },
};

/** A free National Training Week place: the joining details and the second registration on the NTW portal. */
export const ntwMail = defineLeadMail({
  formType: "ntw_registration",
  schema: ntwMailSchema,
  templates: ntwTemplate,
  visitorAddress: (data) => data.email,
  visitorName: (data) => data.name,
  catalogue: ntwProgramFacts,
  visitorText: ["name", "phone", "org", "role"],
});
