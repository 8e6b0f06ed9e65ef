import { z } from "zod";
import type { Tx } from "#server/db/client";
import { clip } from "#server/email/templates/format";
import { CtaButton, H1, P, Small } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { registrationMailFields } from "#app/features/mail/registration-mail-fields.server";
import { definePersonMail, enqueueRegistrationMail } from "#app/features/mail/team-mail.server";

/** The day after a course, to each person marked present: a link to a three-question form. */
export const feedbackMailSchema = z.object({
  ...registrationMailFields,
  feedbackPath: z.string().startsWith("/feedback/").max(300),
});

export type FeedbackMailData = z.output<typeof feedbackMailSchema>;

function render(data: FeedbackMailData, ctx: RenderContext): EmailContent {
  return {
    subject: clip(`How was ${data.courseTitle}?`, 120),
    preview: "Two minutes, three questions: tell us how it went.",
    kicker: "Your feedback",
    body: (
      <>
        <H1>Thank you for coming</H1>
        <P>
          Hello {data.name}, thank you for attending {data.courseTitle}. How was it? Your rating and
          a line on what you took away help us make the next class better.
        </P>
        <CtaButton href={`${ctx.siteUrl}${data.feedbackPath}`}>Give feedback</CtaButton>
        <Small>It takes two minutes. The link is yours alone ({data.reference}).</Small>
      </>
    ),
    footerNote: <>You receive this e-mail because you attended this course.</>,
  };
}

export const feedbackMail = definePersonMail("feedback_request", feedbackMailSchema, render, {
  visitorText: ["name"],
});

export async function enqueueFeedbackMail(
  tx: Tx,
  registrationId: string,
  data: FeedbackMailData,
): Promise<void> {
  await enqueueRegistrationMail(tx, feedbackMail, registrationId, data);
}
