import { z } from "zod";
import type { Tx } from "#server/db/client";
import { clip } from "#server/email/templates/format";
import { CtaButton, Details, H1, P, Small, TextLink } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import {
  courseSlugField,
  registrationMailFields,
  storedLine,
} from "#app/features/mail/registration-mail-fields.server";
import { definePersonMail, enqueueRegistrationMail } from "#app/features/mail/team-mail.server";

/**
 * The mails of the reminder job (docs/decisions/0044-reminders-and-feedback.md): the course
 * reminder 7 days and 1 day before the start, and for a Self Payment not yet paid the payment
 * reminder in its place. Both carry what `reminderExtras` adds (the ticket, the invoice).
 */
const attachmentSchema = z.object({
  filename: z.string().min(1).max(240),
  contentType: z.string().min(1).max(200),
  content: z.string().max(2_000_000),
});

export const reminderMailSchema = z.object({
  ...registrationMailFields,
  kind: z.enum(["7d", "1d"]),
  courseSlug: courseSlugField,
  when: storedLine(300),
  format: z.enum(["virtual", "physical"]),
  place: storedLine(2_100),
  mapUrl: z.url().max(3_000).optional(),
  joinUrl: z.url().max(2_100).optional(),
  amount: storedLine(40).optional(),
  cancelPath: z.string().startsWith("/shop/registrations/").optional(),
  extraLines: z
    .array(
      z.object({
        label: storedLine(80),
        value: storedLine(2_100),
        href: z.url().max(2_100).optional(),
      }),
    )
    .max(10),
  attachments: z.array(attachmentSchema).max(5),
});

export type ReminderMailData = z.output<typeof reminderMailSchema>;

const whenWord = (kind: ReminderMailData["kind"]) => (kind === "1d" ? "tomorrow" : "in a week");

function courseDetails(data: ReminderMailData) {
  return [
    { label: "Course", value: data.courseTitle },
    { label: "When", value: data.when },
    {
      label: data.format === "physical" ? "Venue" : "Where",
      value: data.mapUrl ? (
        <>
          {data.place} (<TextLink href={data.mapUrl}>map</TextLink>)
        </>
      ) : (
        data.place
      ),
    },
    ...(data.amount ? [{ label: "Amount", value: data.amount }] : []),
    { label: "Reference", value: data.reference },
    ...data.extraLines.map((line) => ({
      label: line.label,
      value: line.href ? <TextLink href={line.href}>{line.value}</TextLink> : line.value,
    })),
  ];
}

function CancelLink({ data, ctx }: { data: ReminderMailData; ctx: RenderContext }) {
  if (!data.cancelPath) return null;
  return (
    <P>
      Can no longer come? Please free your seat for someone on the waiting list:{" "}
      <TextLink href={`${ctx.siteUrl}${data.cancelPath}`}>cancel my registration</TextLink>.
    </P>
  );
}

function shared(data: ReminderMailData, ctx: RenderContext) {
  return {
    footerNote: <>You receive this e-mail because you registered for this course.</>,
    attachments: data.attachments.length > 0 ? data.attachments : undefined,
    coursePage: `${ctx.siteUrl}/shop/masterclasses/${data.courseSlug}`,
  };
}

function renderCourseReminder(data: ReminderMailData, ctx: RenderContext): EmailContent {
  const { coursePage, ...rest } = shared(data, ctx);
  return {
    subject: clip(`Reminder: ${data.courseTitle} starts ${whenWord(data.kind)}`, 120),
    preview: `${data.when} · ${data.place}`,
    kicker: "Course reminder",
    body: (
      <>
        <H1>See you {whenWord(data.kind)}</H1>
        <P>
          Hello {data.name}, this is a reminder that {data.courseTitle} starts {whenWord(data.kind)}
          .
        </P>
        <Details items={courseDetails(data)} />
        {data.joinUrl && <CtaButton href={data.joinUrl}>Join the session</CtaButton>}
        {data.format === "virtual" && !data.joinUrl && (
          <P>The joining link follows by e-mail before the start.</P>
        )}
        {data.attachments.some((a) => a.contentType.startsWith("text/calendar")) && (
          <P>The attached calendar file puts the course in your calendar.</P>
        )}
        <CancelLink data={data} ctx={ctx} />
        <P>
          The course page has the agenda: <TextLink href={coursePage}>{coursePage}</TextLink>
        </P>
        <Small>Times are Malaysia time (MYT, UTC+8).</Small>
      </>
    ),
    ...rest,
  };
}

function renderPaymentReminder(data: ReminderMailData, ctx: RenderContext): EmailContent {
  const { coursePage, ...rest } = shared(data, ctx);
  return {
    subject: clip(`Your payment for ${data.courseTitle} is still open`, 120),
    preview: `${data.courseTitle} starts ${whenWord(data.kind)}: ${data.amount ?? ""}`,
    kicker: "Payment reminder",
    body: (
      <>
        <H1>Your payment is still open</H1>
        <P>
          Hello {data.name}, your payment for {data.courseTitle}, which starts {whenWord(data.kind)}
          , is still open.
        </P>
        <Details items={courseDetails(data)} />
        <P>
          The payment details are in the invoice our team sent you. If you no longer have it, or
          have paid already, reply to this e-mail with your reference and we will sort it out.
        </P>
        <CancelLink data={data} ctx={ctx} />
        <P>
          The course page: <TextLink href={coursePage}>{coursePage}</TextLink>
        </P>
        <Small>Times are Malaysia time (MYT, UTC+8).</Small>
      </>
    ),
    ...rest,
  };
}

/** Both reminders take the same data; only their words differ. */
const reminderMail = <T extends "course_reminder" | "payment_reminder">(
  formType: T,
  render: (data: ReminderMailData, ctx: RenderContext) => EmailContent,
) => definePersonMail(formType, reminderMailSchema, render, { visitorText: ["name"] });

const mailOf = {
  course: reminderMail("course_reminder", renderCourseReminder),
  payment: reminderMail("payment_reminder", renderPaymentReminder),
};

/** Queues one reminder in the caller's transaction, filed with the registration. */
export async function enqueueReminderMail(
  tx: Tx,
  which: keyof typeof mailOf,
  registrationId: string,
  data: ReminderMailData,
): Promise<void> {
  await enqueueRegistrationMail(tx, mailOf[which], registrationId, data);
}
