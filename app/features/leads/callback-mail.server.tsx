import { z } from "zod";
import { defineLeadMail } from "#server/email/lead-mail";
import { clip, yesNo } from "#server/email/templates/format";
import { Details, H1, Nowrap, P, Strong, TextLink } from "#server/email/templates/layout";
import type { Template } from "#server/email/templates/types";
import { business, whatsappHref } from "#common/business";
import { callbackRules } from "./callback.schema";
import { mailLine, marketingOptIn, optionalMailLines } from "./fields";
import { TeamLeadBody, visitorIsSender } from "./lead-mail-parts.server";

/** The callback request as the outbox stores it: the form's field rules, JSON's shapes. */
export const callbackMailSchema = z.object({
  fullName: mailLine(callbackRules.fullName),
  phone: mailLine(callbackRules.phone),
  email: mailLine(callbackRules.email),
  message: optionalMailLines(callbackRules.message),
  marketingOptIn,
});

export type CallbackMailData = z.output<typeof callbackMailSchema>;

/** What the visitor sent, as both copies list it. */
const requestItems = (data: CallbackMailData) => [
  { label: "Full name", value: data.fullName },
  { label: "Phone", value: data.phone },
  { label: "E-mail", value: data.email },
  { label: "Message", value: data.message },
];

const callbackTemplate: Template<CallbackMailData> = {
  visitor(data) {
    return {
      subject: "We will call you back within 1 working day",
      preview: `Thank you, ${data.fullName}. We have your callback request.`,
      kicker: "Callback request received",
      body: (
        <>
          <H1>Thank you, {data.fullName}!</H1>
          <P>
            We have received your callback request. One of our AI training consultants will call you
            at{" "}
            <Strong>
              <Nowrap>{data.phone}</Nowrap>
            </Strong>{" "}
            within 1 working day.
          </P>
          <Details title="Your request" items={requestItems(data)} />
          <P>
            Can&apos;t wait? Message us on <TextLink href={whatsappHref()}>WhatsApp</TextLink> or{" "}
            <TextLink href={business.bookingUrl}>book a free 20-minute call</TextLink> at a time
            that suits you.
          </P>
        </>
      ),
      footerNote: <>You receive this e-mail because you asked for a callback on our website.</>,
    };
  },

  team(data, ctx) {
    return {
      subject: clip(`Callback request: ${data.fullName}, ${data.phone}`, 120),
      preview: data.message
        ? clip(data.message, 120)
        : `Call ${data.fullName} within 1 working day`,
      kicker: "New lead · Callback request",
      body: (
        <TeamLeadBody
          heading={<>Call {data.fullName} back within 1 working day</>}
          promise="The visitor was promised a call within 1 working day."
          contact={{ email: data.email, phone: data.phone, name: data.fullName }}
          items={[
            ...requestItems(data),
            { label: "Marketing e-mails", value: yesNo(data.marketingOptIn) },
          ]}
          receivedAt={ctx.receivedAt}
        />
      ),
    };
  },
};

/** The callback request's mails: the visitor's confirmation and the team's call list entry. */
export const callbackMail = defineLeadMail({
  formType: "contact_callback",
  schema: callbackMailSchema,
  templates: callbackTemplate,
  ...visitorIsSender("fullName"),
  visitorText: ["fullName", "phone", "message"],
});
