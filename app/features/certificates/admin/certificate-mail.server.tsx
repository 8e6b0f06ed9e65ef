import { z } from "zod";
import type { Tx } from "#server/db/client";
import { enqueueFormEmails } from "#server/email/outbox";
import { whenLabel } from "#server/email/templates/format";
import { CtaButton, Details, H1, P, Small, TextLink } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { linkedInAddToProfileUrl } from "#app/lib/linkedin";
import { mailLine } from "#app/features/leads/fields";
import { definePersonMail } from "#app/features/mail/team-mail.server";
import { HOLDER_NAME_MAX, isCalendarDay, PROGRAM_MAX } from "./certificates.schema";

/**
 * The certificate mail: to the holder, with the program, the
 * ID, the link to /verify and an "Add to LinkedIn profile" link. An internal
 * mail type (`INTERNAL_MAIL_TYPES`), queued through the outbox in the
 * transaction that issues (or re-sends) the certificate, never accepted by
 * the public send-email endpoint. Links are built at render time from the
 * site URL the worker knows (PUBLIC_URL), so a retried mail is never stale.
 */

const calendarDay = z.string().refine(isCalendarDay, "Must be a day such as 2026-03-07");

export const certificateMailSchema = z.object({
  // Any ID /verify can look up (older, seeded ones are "AIHQ-CERT-0001").
  certificateId: z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,63}$/),
  // Looser than the form (a course title may be longer than a typed program): never refuse a stored value.
  holderName: mailLine(
    z
      .string()
      .trim()
      .min(1)
      .max(HOLDER_NAME_MAX * 4),
  ),
  email: z.email(),
  program: mailLine(
    z
      .string()
      .trim()
      .min(1)
      .max(PROGRAM_MAX * 4),
  ),
  issuedOn: calendarDay,
  expiresOn: calendarDay.nullable(),
});

export type CertificateMailData = z.output<typeof certificateMailSchema>;

export function verifyUrl(siteUrl: string, certificateId: string): string {
  return `${siteUrl}/verify?id=${encodeURIComponent(certificateId)}`;
}

function render(data: CertificateMailData, ctx: RenderContext): EmailContent {
  const verify = verifyUrl(ctx.siteUrl, data.certificateId);
  const linkedIn = linkedInAddToProfileUrl({
    name: data.program,
    organizationName: "AIHQ",
    issuedOn: data.issuedOn,
    expiresOn: data.expiresOn,
    certUrl: verify,
    certId: data.certificateId,
  });
  return {
    subject: `Your AIHQ certificate: ${data.program}`,
    preview: `Certificate ${data.certificateId}, verifiable online.`,
    kicker: "Certificate",
    body: (
      <>
        <H1>Congratulations, {data.holderName}!</H1>
        <P>
          You have earned your AIHQ certificate for {data.program}. Anyone can check that it is
          genuine with its ID on our verification page.
        </P>
        <Details
          items={[
            { label: "Program", value: data.program },
            { label: "Certificate ID", value: data.certificateId },
            { label: "Issued", value: whenLabel(data.issuedOn) },
            { label: "Expires", value: data.expiresOn ? whenLabel(data.expiresOn) : null },
          ]}
        />
        <CtaButton href={verify}>View and verify your certificate</CtaButton>
        <CtaButton href={linkedIn} tone="secondary">
          Add to LinkedIn profile
        </CtaButton>
        <P>
          Or open this address: <TextLink href={verify}>{verify}</TextLink>. To print or keep it,{" "}
          <TextLink
            href={`${ctx.siteUrl}/certificates/${encodeURIComponent(data.certificateId)}/pdf`}
          >
            download your certificate as a PDF
          </TextLink>
          .
        </P>
        <Small>
          The LinkedIn link fills in the program, AIHQ, the issue date and this certificate ID; you
          confirm it on LinkedIn.
        </Small>
      </>
    ),
  };
}

export const certificateMail = definePersonMail(
  "certificate_issued",
  certificateMailSchema,
  render,
  {
    // The holder's name may be what a registrant typed; the program and the ID
    // are ours and go into links, so they stay as they are.
    visitorText: ["holderName"],
    visitorName: (data) => data.holderName,
  },
);

/** Where a certificate's mails are filed in the outbox, so its page can list them. */
export function certificateMailRef(certificateId: string): string {
  return `certificate:${certificateId}`;
}

/**
 * Queues the certificate mail in the caller's transaction: stored with the
 * certificate (or the re-send's audit record) or not at all, then sent by the
 * worker even if SMTP is down right now. Up to 20 a day per address: a person
 * may finish several courses, and only the team can trigger these.
 */
export async function enqueueCertificateMail(tx: Tx, data: CertificateMailData): Promise<string> {
  const [id] = await enqueueFormEmails(tx, certificateMail, data, {
    recipients: "visitor",
    visitorMailsPerDay: 20,
    leadRef: certificateMailRef(data.certificateId),
  });
  return id!;
}
