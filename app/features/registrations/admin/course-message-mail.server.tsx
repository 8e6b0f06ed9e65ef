import { z } from "zod";
import type { Tx } from "#server/db/client";
import { clip } from "#server/email/templates/format";
import { H1, P, Small, TextLink } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import {
  courseSlugField,
  registrationMailFields,
  storedLine,
} from "#app/features/mail/registration-mail-fields.server";
import { definePersonMail, enqueueRegistrationMail } from "#app/features/mail/team-mail.server";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from "./course-message.schema";

/**
 * A message from the team to the people on a course ("Message everyone on a
 * course"). The team's text is rendered by React, so it is escaped: it can
 * say anything and mark up nothing. Queued through the outbox, one per person,
 * filed with their registration.
 */
export const courseMessageMailSchema = z.object({
  ...registrationMailFields,
  courseSlug: courseSlugField,
  subject: storedLine(MESSAGE_SUBJECT_MAX),
  body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
});

export type CourseMessageMailData = z.output<typeof courseMessageMailSchema>;

/** Paragraphs at blank lines; single line breaks kept inside a paragraph. */
function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.split("\n"))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
}

function render(data: CourseMessageMailData, ctx: RenderContext): EmailContent {
  const page = `${ctx.siteUrl}/shop/masterclasses/${data.courseSlug}`;
  return {
    subject: clip(data.subject, 120),
    preview: clip(data.body.replace(/\s+/g, " "), 110),
    kicker: data.courseTitle,
    body: (
      <>
        <H1>{data.subject}</H1>
        <P>Hello {data.name},</P>
        {paragraphs(data.body).map((lines, index) => (
          <P key={index}>
            {lines.map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </P>
        ))}
        <P>
          {data.courseTitle}: <TextLink href={page}>{page}</TextLink>
        </P>
        <Small>Your reference: {data.reference}.</Small>
      </>
    ),
    footerNote: <>You receive this e-mail because you registered for {data.courseTitle}.</>,
  };
}

export const courseMessageMail = definePersonMail(
  "course_message",
  courseMessageMailSchema,
  render,
  {
    visitorText: ["name"],
  },
);

/** Queues one message in the caller's transaction, filed with the registration. */
export const enqueueCourseMessage = (tx: Tx, registrationId: string, data: CourseMessageMailData) =>
  enqueueRegistrationMail(tx, courseMessageMail, registrationId, data);
