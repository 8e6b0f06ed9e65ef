import { clip, priceLabel } from "#server/email/templates/format";
import { Callout, CtaButton, Details, H1, P, Strong } from "#server/email/templates/layout";
import type { RenderContext } from "#server/email/templates/types";
import { QuestionsLine } from "#app/features/mail/mail-parts.server";
import { TeamLeadBody } from "#app/features/leads/lead-mail-parts.server";
import { InvoiceNote, withInvoice } from "#app/features/invoices/invoice-note.server";
import { confirmDeadline, courseWhen, TEAM_TODO } from "./registration-mail-copy.server";
import type { GroupData, RegistrationData } from "./registration-mail-data.server";

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
        value: `${a.name} · ${a.role} · ${a.email}${a.waitlisted ? (group.seatsPending ? " · placed once confirmed" : " · waiting list") : ""}`,
      }))}
    />
  );
}

/** The HR contact's summary and the team's notice of a group booking. */
export function groupTemplates(data: RegistrationData, group: GroupData, ctx: RenderContext) {
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
              group.seatsPending ? (
                <>
                  ; {waiting} of them hold no seat yet: once you confirm, they take the seats still
                  free in the order you gave, and any others join the waiting list
                </>
              ) : (
                <>; {waiting} of them are on the waiting list as the course is full</>
              )
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
          {data.invoice && <InvoiceNote part={data.invoice} siteUrl={ctx.siteUrl} />}
          {attendeeList(group)}
          <QuestionsLine reference={group.reference} />
        </>
      ),
      footerNote: <>You receive this e-mail because you booked training on the AIHQ shop.</>,
      attachments: withInvoice(undefined, data.invoice),
    },
    team: {
      subject: clip(
        `New HRDC booking: ${group.company}, ${group.attendees.length} × ${data.productTitle}`,
        120,
      ),
      preview: `${group.reference} · ${data.name} (${group.company})`,
      kicker: "New HRDC group booking",
      body: (
        <TeamLeadBody
          heading={
            <>
              {group.company} booked {group.attendees.length} seat
              {group.attendees.length === 1 ? "" : "s"} in {data.productTitle}
            </>
          }
          promise={
            <>
              Within 1 working day: {TEAM_TODO.masterclass_hrdc}
              {waiting > 0
                ? group.seatsPending
                  ? ` ${waiting} attendee(s) hold no seat until the booking is confirmed.`
                  : ` ${waiting} attendee(s) are on the waiting list.`
                : ""}
            </>
          }
          notes={
            awaiting && (
              <P>
                Awaiting the contact&apos;s confirmation (until {confirmDeadline(group.confirmBy)})
                {group.seatsPending ? "; the seats are only held until then." : "."} The attendees
                are mailed once it is confirmed, by the contact or in the back office.
              </P>
            )
          }
          contact={{ email: data.email, phone: data.phone, name: data.name }}
          items={facts}
          receivedAt={ctx.receivedAt}
        >
          {attendeeList(group)}
        </TeamLeadBody>
      ),
    },
  };
}
