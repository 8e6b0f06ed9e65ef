import { business, whatsappHref } from "../../../app/content/business";
import { clip, receivedLabel, yesNo } from "./format";
import { ContactActions, Details, H1, Nowrap, P, Strong, TextLink } from "./layout";
import type { Template } from "./types";

export const callbackTemplate: Template<"contact_callback"> = {
  visitor(data) {
    return {
      subject: "We will call you back within 1 working day",
      preview: `Thank you, ${data.fullName}. We have your callback request.`,
      kicker: "Callback request received",
      body: (
        <>
          <H1>Thank you, {data.fullName}!</H1>
          <P>
            We have received your callback request. One of our AI training consultants will call you at{" "}
            <Strong>
              <Nowrap>{data.phone}</Nowrap>
            </Strong>{" "}
            within 1 working day.
          </P>
          <Details
            title="Your request"
            items={[
              { label: "Full name", value: data.fullName },
              { label: "Phone", value: data.phone },
              { label: "E-mail", value: data.email },
              { label: "Message", value: data.message },
            ]}
          />
          <P>
            Can&apos;t wait? Message us on <TextLink href={whatsappHref()}>WhatsApp</TextLink> or{" "}
            <TextLink href={business.bookingUrl}>book a free 20-minute call</TextLink> at a time that suits you.
          </P>
        </>
      ),
      footerNote: <>You receive this e-mail because you asked for a callback on our website.</>,
    };
  },

  team(data, ctx) {
    return {
      subject: clip(`Callback request: ${data.fullName}, ${data.phone}`, 120),
      preview: data.message ? clip(data.message, 120) : `Call ${data.fullName} within 1 working day`,
      kicker: "New lead · Callback request",
      body: (
        <>
          <H1>Call {data.fullName} back within 1 working day</H1>
          <P>The visitor was promised a call within 1 working day.</P>
          <ContactActions email={data.email} phone={data.phone} name={data.fullName} />
          <Details
            items={[
              { label: "Full name", value: data.fullName },
              { label: "Phone", value: data.phone },
              { label: "E-mail", value: data.email },
              { label: "Message", value: data.message },
              { label: "Marketing e-mails", value: yesNo(data.marketingOptIn) },
              { label: "Received", value: receivedLabel(ctx.receivedAt) },
            ]}
          />
        </>
      ),
    };
  },
};
