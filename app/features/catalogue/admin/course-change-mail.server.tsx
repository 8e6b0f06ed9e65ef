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
 * The mail that tells a person booked (or waiting) on a course what changed:
 * each fact old → new in Malaysia time, the course's .ics again (same UID,
 * higher SEQUENCE, so their calendar moves the event) and the signed cancel
 * link in case the new date does not suit them. Queued in the transaction of
 * the change (docs/decisions/0035-course-changes-reach-people.md).
 */

export const courseChangeMailSchema = z.object({
  ...registrationMailFields,
  courseSlug: courseSlugField,
  /** A seat held (booked or offered), or a place on the waiting list. */
  waiting: z.boolean(),
  changes: z
    .array(z.object({ label: storedLine(40), from: storedLine(2_100), to: storedLine(2_100) }))
    .min(1)
    .max(4),
  cancelPath: z.string().startsWith("/shop/registrations/").optional(),
  calendarFile: z.string().max(100_000).optional(),
  calendarFileName: z.string().max(240).optional(),
});

export type CourseChangeMailData = z.output<typeof courseChangeMailSchema>;

function render(data: CourseChangeMailData, ctx: RenderContext): EmailContent {
  const page = `${ctx.siteUrl}/shop/masterclasses/${data.courseSlug}`;
  return {
    subject: clip(`Change to ${data.courseTitle}`, 120),
    preview: data.changes.map((c) => `${c.label}: ${c.to}`).join(" · "),
    kicker: "Course change",
    body: (
      <>
        <H1>{data.courseTitle} has changed</H1>
        <P>
          Hello {data.name}, the team has changed {data.courseTitle}, which you are{" "}
          {data.waiting ? "on the waiting list for" : "booked on"} ({data.reference}).
        </P>
        <Details
          items={data.changes.map((c) => ({ label: c.label, value: `${c.from} → ${c.to}` }))}
        />
        {data.calendarFile && <P>The attached calendar file moves the event in your calendar.</P>}
        {data.cancelPath && (
          <>
            <P>If the new date does not suit you, you can cancel in one click:</P>
            <CtaButton href={`${ctx.siteUrl}${data.cancelPath}`} tone="secondary">
              {data.waiting ? "Leave the waiting list" : "Cancel my registration"}
            </CtaButton>
          </>
        )}
        <P>
          The course page has everything else: <TextLink href={page}>{page}</TextLink>
        </P>
        <Small>Times are Malaysia time (MYT, UTC+8).</Small>
      </>
    ),
    footerNote: <>You receive this e-mail because you registered for this course.</>,
    attachments:
      data.calendarFile && data.calendarFileName
        ? [
            {
              filename: data.calendarFileName,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              content: data.calendarFile,
            },
          ]
        : undefined,
  };
}

export const courseChangeMail = definePersonMail("course_change", courseChangeMailSchema, render, {
  visitorText: ["name"],
});

/**
 * Queues one change mail in the caller's transaction, filed with the
 * registration (its lead's mails). A person told of a change by the team is
 * not held to the daily cap of the public forms' confirmations.
 */
export const enqueueCourseChangeMail = (
  tx: Tx,
  registrationId: string,
  data: CourseChangeMailData,
) => enqueueRegistrationMail(tx, courseChangeMail, registrationId, data);
