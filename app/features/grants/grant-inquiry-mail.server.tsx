import { z } from "zod";
import { grantFacts } from "#server/email/catalogue-facts";
import { defineLeadMail } from "#server/email/lead-mail";
import { clip } from "#server/email/templates/format";
import { CtaButton, Details, H1, H2, P, Strong } from "#server/email/templates/layout";
import type { Template } from "#server/email/templates/types";
import {
  catalogueId,
  mailLine,
  marketingOptIn,
  optionalMailLine,
  optionalMailLines,
} from "#app/features/leads/fields";
import { TeamLeadBody, visitorIsSender } from "#app/features/leads/lead-mail-parts.server";
import { grantInquiryRules } from "./grant-inquiry.schema";

/** A grant inquiry as the outbox stores it. */
export const grantInquiryMailSchema = z.object({
  name: mailLine(grantInquiryRules.name),
  email: mailLine(grantInquiryRules.email),
  phone: optionalMailLine(grantInquiryRules.phone),
  organization: optionalMailLine(grantInquiryRules.organization),
  about_organization: optionalMailLines(grantInquiryRules.about_organization),
  // The original site's form sent an empty string for an inquiry about no grant in particular.
  grantId: z
    .union([z.literal(""), z.null(), catalogueId("Grant id must be the id of a grant")])
    .optional()
    .transform((value) => value || null),
  // Replaced by the stored grant's title (or null) before anything is queued.
  grantTitle: optionalMailLine(grantInquiryRules.grantTitle),
  marketingOptIn,
});

type GrantData = z.output<typeof grantInquiryMailSchema>;

const grantName = (data: GrantData) => data.grantTitle ?? "Government grant programs";

/** What the visitor sent, in both copies; only the last label speaks to its reader. */
const inquiryItems = (data: GrantData, aboutLabel: string) => [
  { label: "Grant", value: grantName(data) },
  { label: "Full name", value: data.name },
  { label: "E-mail", value: data.email },
  { label: "Phone", value: data.phone },
  { label: "Organization", value: data.organization },
  { label: aboutLabel, value: data.about_organization },
];

const grantInquiryTemplate: Template<GrantData> = {
  visitor(data, ctx) {
    return {
      subject: clip(`We received your inquiry: ${grantName(data)}`, 120),
      preview: `Thank you, ${data.name}. We will reply within 24 hours.`,
      kicker: "Grant inquiry received",
      body: (
        <>
          <H1>Thank you for your interest, {data.name}!</H1>
          <P>
            We have received your inquiry about <Strong>{grantName(data)}</Strong>. Our grants team
            will reply within 24 hours.
          </P>
          <H2>How government grants work</H2>
          <Steps
            steps={[
              [
                "Apply through AIHQ",
                "Choose an eligible masterclass; we help you prepare and submit the application.",
              ],
              [
                "Grant approval",
                "The government body assesses your eligibility and approves the grant.",
              ],
              [
                "Direct payment",
                "The grant body pays the training provider directly: zero out-of-pocket cost for you.",
              ],
            ]}
          />
          <Details title="Your inquiry" items={inquiryItems(data, "About your organization")} />
          <CtaButton href={`${ctx.siteUrl}/shop/grants`} tone="secondary">
            View grant programs
          </CtaButton>
        </>
      ),
      footerNote: <>You receive this e-mail because you sent a grant inquiry on the AIHQ shop.</>,
    };
  },
  team(data, ctx) {
    return {
      subject: clip(`Grant inquiry: ${data.organization ?? data.name}, ${grantName(data)}`, 120),
      preview: `Reply within 24 hours, as the form promises.`,
      kicker: "New lead · Grant inquiry",
      body: (
        <TeamLeadBody
          heading={
            <>
              Grant inquiry from {data.name}
              {data.organization ? <>, {data.organization}</> : null}
            </>
          }
          promise="The form promises a reply within 24 hours."
          contact={data}
          items={[
            ...inquiryItems(data, "About the organization"),
            { label: "Grant id", value: data.grantId },
          ]}
          receivedAt={ctx.receivedAt}
        />
      ),
    };
  },
};

function Steps({ steps }: { steps: [string, string][] }) {
  return (
    <>
      {steps.map(([title, text], index) => (
        <P key={title} style={{ margin: "0 0 12px" }}>
          <Strong>
            {index + 1}. {title}.
          </Strong>{" "}
          {text}
        </P>
      ))}
    </>
  );
}

/** A grant inquiry's mails: how grants work for the visitor, a reply within 24 hours for the team. */
export const grantInquiryMail = defineLeadMail({
  formType: "grant_inquiry",
  schema: grantInquiryMailSchema,
  templates: grantInquiryTemplate,
  ...visitorIsSender("name"),
  catalogue: grantFacts,
  visitorText: ["name", "phone", "organization", "about_organization"],
});
