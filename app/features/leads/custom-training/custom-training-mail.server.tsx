import { z } from "zod";
import { defineLeadMail } from "#server/email/lead-mail";
import { clip } from "#server/email/templates/format";
import { Details, H1, P, Strong, TextLink } from "#server/email/templates/layout";
import type { Template } from "#server/email/templates/types";
import { business } from "#common/business";
import { mailLine, mailLines, marketingOptIn, optionalMailLine } from "#app/features/leads/fields";
import { TeamLeadBody, visitorIsSender } from "#app/features/leads/lead-mail-parts.server";
import { customTrainingRules } from "./custom-training.schema";

/** A custom training request as the outbox stores it. */
export const customTrainingMailSchema = z.object({
  orgName: mailLine(customTrainingRules.orgName),
  contactName: mailLine(customTrainingRules.contactName),
  email: mailLine(customTrainingRules.email),
  phone: mailLine(customTrainingRules.phone),
  // A number or a range ("20-50"): kept as text, as the table stores it.
  teamSize: z.preprocess(
    (value) =>
      typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 1_000_000
        ? String(value)
        : value,
    mailLine(customTrainingRules.teamSize),
  ),
  focusArea: mailLine(customTrainingRules.focusArea),
  preferredDates: optionalMailLine(customTrainingRules.preferredDates),
  goals: mailLines(customTrainingRules.goals),
  marketingOptIn,
});

type CustomData = z.output<typeof customTrainingMailSchema>;

function customItems(data: CustomData) {
  return [
    { label: "Organization", value: data.orgName },
    { label: "Contact", value: data.contactName },
    { label: "E-mail", value: data.email },
    { label: "Phone", value: data.phone },
    { label: "Team size", value: data.teamSize },
    { label: "Focus area", value: data.focusArea },
    { label: "Preferred dates", value: data.preferredDates },
    { label: "Goals", value: data.goals },
  ];
}

const customTrainingTemplate: Template<CustomData> = {
  visitor(data) {
    return {
      subject: "Request Received: your custom training request",
      preview: `Thank you, ${data.contactName}. Our team will contact you within 2 business days.`,
      kicker: "Custom training request received",
      body: (
        <>
          <H1>Request Received</H1>
          <P>
            Thank you, {data.contactName}. We&apos;ve received the custom training request for{" "}
            <Strong>{data.orgName}</Strong>. Our team will contact you within 2 business days to
            discuss your goals and propose a program.
          </P>
          <Details title="Your request" items={customItems(data)} />
          <P>
            In the meantime, you can{" "}
            <TextLink href={business.bookingUrl}>book a free 20-minute call</TextLink> with us.
          </P>
        </>
      ),
      footerNote: (
        <>You receive this e-mail because you requested custom training on the AIHQ shop.</>
      ),
    };
  },
  team(data, ctx) {
    return {
      subject: clip(
        `Custom training request: ${data.orgName} (${data.teamSize}), ${data.focusArea}`,
        120,
      ),
      preview: clip(data.goals, 120),
      kicker: "New lead · Custom training",
      body: (
        <TeamLeadBody
          heading={<>Custom training request from {data.orgName}</>}
          promise="The visitor was promised contact within 2 business days."
          contact={{ email: data.email, phone: data.phone, name: data.contactName }}
          items={customItems(data)}
          receivedAt={ctx.receivedAt}
        />
      ),
    };
  },
};

/** A custom training request's mails: contact within 2 business days. */
export const customTrainingMail = defineLeadMail({
  formType: "custom_training",
  schema: customTrainingMailSchema,
  templates: customTrainingTemplate,
  ...visitorIsSender("contactName"),
  visitorText: [
    "orgName",
    "contactName",
    "phone",
    "teamSize",
    "focusArea",
    "preferredDates",
    "goals",
  ],
});
