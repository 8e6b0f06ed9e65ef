import type { ReactNode } from "react";
import { business } from "../../../app/content/business";
import type { FormDataOf } from "../form-types";
import { clip, durationLabel, isHttpUrl, priceLabel, receivedLabel, whenLabel } from "./format";
import { Callout, ContactActions, CtaButton, Details, H1, H2, Nowrap, P, Strong, TextLink } from "./layout";
import type { RenderContext, Template } from "./types";

// ---------------------------------------------------------------- registrations (DECISIONS 8)

type MasterclassType = "masterclass_individual" | "masterclass_installment" | "masterclass_hrdc";
type RegistrationData = FormDataOf<MasterclassType>;

const MODE_LABEL: Record<MasterclassType, string> = {
  masterclass_individual: "Individual payment",
  masterclass_installment: "Installment plan",
  masterclass_hrdc: "HRDC claim",
};

/** Payments are not taken online yet: the mail says what happens next for the chosen mode. */
function nextStep(mode: MasterclassType, data: RegistrationData): { title: string; text: ReactNode } {
  switch (mode) {
    case "masterclass_individual":
      return {
        title: "Next step: your invoice",
        text: (
          <>
            Our team will e-mail your invoice with the payment details within 1 working day. Your place is confirmed as
            soon as the payment is received.
          </>
        ),
      };
    case "masterclass_installment":
      return {
        title: "Next step: your installment plan",
        text: (
          <>
            Our team will call you{data.phone ? <> at <Nowrap>{data.phone}</Nowrap></> : null} within 1 working day to agree the
            installment schedule, then send the first invoice. Your place is held while we arrange it.
          </>
        ),
      };
    case "masterclass_hrdc":
      return {
        title: "Next step: your HRDC claim",
        text: (
          <>
            HRDC can cover up to 100% of the fee. Within 1 working day we will send you the quotation and course
            details your HR team needs to apply for the grant{data.org ? <> for {data.org}</> : null}, and guide them
            through the claim.
          </>
        ),
      };
  }
}

/** What the team must do, matching what nextStep() promised the visitor. */
const TEAM_TODO: Record<MasterclassType, string> = {
  masterclass_individual: "send the invoice with the payment details.",
  masterclass_installment: "call to agree the installment schedule, then send the first invoice.",
  masterclass_hrdc: "send the quotation and course details for the HRDC grant application.",
};

function registrationTemplate(mode: MasterclassType): Template<MasterclassType> {
  return {
    visitor(data, ctx) {
      const step = nextStep(mode, data);
      return {
        subject: clip(`Registration received: ${data.productTitle}`, 120),
        preview: `Thank you, ${data.name}. ${MODE_LABEL[mode]}: here is what happens next.`,
        kicker: "Registration received",
        body: (
          <>
            <H1>Thank you for your registration, {data.name}!</H1>
            <P>
              We have received your registration for <Strong>{data.productTitle}</Strong>.
            </P>
            <Callout title={step.title}>{step.text}</Callout>
            <Details
              title="Your registration"
              items={[
                { label: "Program", value: data.productTitle },
                { label: "Date", value: whenLabel(data.productDate) },
                { label: "Price", value: priceLabel(data.productPrice) },
                { label: "Payment", value: MODE_LABEL[mode] },
                { label: "Name", value: data.name },
                { label: "E-mail", value: data.email },
                { label: "Phone", value: data.phone },
                { label: "Organization", value: data.org },
                { label: "Job role", value: data.role },
              ]}
            />
            <P>
              Questions about your registration? Just reply to this e-mail or call us at{" "}
              <Nowrap>{business.phone}</Nowrap>.
            </P>
            <CtaButton href={`${ctx.siteUrl}/shop/masterclasses`} tone="secondary">
              Browse more masterclasses
            </CtaButton>
          </>
        ),
        footerNote: <>You receive this e-mail because you registered on the AIHQ shop.</>,
      };
    },
    team(data, ctx) {
      return {
        subject: clip(`New registration (${MODE_LABEL[mode]}): ${data.name}, ${data.productTitle}`, 120),
        preview: `${data.name}${data.org ? ` (${data.org})` : ""} registered for ${data.productTitle}`,
        kicker: `New registration · ${MODE_LABEL[mode]}`,
        body: (
          <>
            <H1>{data.name} registered for {data.productTitle}</H1>
            <P>
              Payment: <Strong>{MODE_LABEL[mode]}</Strong>. Within 1 working day, as the visitor was promised:{" "}
              {TEAM_TODO[mode]}
            </P>
            <ContactActions email={data.email} phone={data.phone} name={data.name} />
            <Details
              items={[
                { label: "Program", value: data.productTitle },
                { label: "Date", value: whenLabel(data.productDate) },
                { label: "Price", value: priceLabel(data.productPrice) },
                { label: "Name", value: data.name },
                { label: "E-mail", value: data.email },
                { label: "Phone", value: data.phone },
                { label: "Organization", value: data.org },
                { label: "Job role", value: data.role },
                { label: "Received", value: receivedLabel(ctx.receivedAt) },
              ]}
            />
          </>
        ),
      };
    },
  };
}

export const masterclassIndividualTemplate = registrationTemplate("masterclass_individual");
export const masterclassInstallmentTemplate = registrationTemplate("masterclass_installment");
export const masterclassHrdcTemplate = registrationTemplate("masterclass_hrdc");

// ---------------------------------------------------------------- National Training Week

type NtwData = FormDataOf<"ntw_registration">;

/**
 * The original NTW dialog relabelled its phone field "Job Role" and sent the
 * role there, with `role` null (shop.md §2, §3). A "phone" without five
 * digits is taken for what it is: the job role.
 */
function ntwPerson(data: NtwData): { phone: string | null; role: string | null } {
  const isPhone = (data.phone?.replace(/\D/g, "").length ?? 0) >= 5;
  return { phone: isPhone ? data.phone : null, role: data.role ?? (isPhone ? null : data.phone) };
}

function ntwItems(data: NtwData) {
  return [
    { label: "Program", value: data.programTitle },
    { label: "Date", value: whenLabel(data.programDate) ?? "To be announced" },
    { label: "Format", value: data.programFormat },
    { label: "Duration", value: durationLabel(data.programDuration) },
    { label: "Trainer", value: data.programTrainer },
    {
      label: "Joining link",
      value: isHttpUrl(data.programLink) ? <TextLink href={data.programLink}>{data.programLink}</TextLink> : data.programLink,
    },
  ];
}

export const ntwTemplate: Template<"ntw_registration"> = {
  visitor(data, ctx) {
    return {
      subject: clip(`You're registered: ${data.programTitle}`, 120),
      preview: `${whenLabel(data.programDate) ?? "Date to be announced"} · ${data.programFormat} · Free`,
      kicker: "National Training Week · Registration confirmed",
      body: (
        <>
          <H1>You&apos;re registered, {data.name}!</H1>
          <P>
            Your free place in <Strong>{data.programTitle}</Strong> is confirmed.
          </P>
          {isHttpUrl(data.programLink) ? <CtaButton href={data.programLink}>Open the joining link</CtaButton> : null}
          <Details title="Program details" items={ntwItems(data)} />
          {data.programDescription ? <P>{data.programDescription}</P> : null}
          <Callout title="One more step for your e-certificate">
            National Training Week needs two registrations: this one with AIHQ, and one on the official NTW portal.
            Please register there as well to receive your e-certificate.
          </Callout>
          <H2>Interested in advanced AI training?</H2>
          <P>
            Take the next step with a hands-on masterclass led by our certified trainers.
          </P>
          <CtaButton href={`${ctx.siteUrl}/shop/masterclasses`} tone="secondary">
            Explore Masterclasses
          </CtaButton>
        </>
      ),
      footerNote: <>You receive this e-mail because you registered for a National Training Week program on the AIHQ shop.</>,
    };
  },
  team(data, ctx) {
    return {
      subject: clip(`NTW registration: ${data.name}, ${data.programTitle}`, 120),
      preview: `${data.name}${data.org ? ` (${data.org})` : ""} · ${whenLabel(data.programDate) ?? "date to be announced"}`,
      kicker: "New registration · National Training Week",
      body: (
        <>
          <H1>{data.name} registered for {data.programTitle}</H1>
          <ContactActions email={data.email} phone={ntwPerson(data).phone} name={data.name} />
          <Details
            items={[
              { label: "Name", value: data.name },
              { label: "E-mail", value: data.email },
              { label: "Phone", value: ntwPerson(data).phone },
              { label: "Organization", value: data.org },
              { label: "Job role", value: ntwPerson(data).role },
              ...ntwItems(data),
              { label: "Program id", value: data.programId },
              { label: "Received", value: receivedLabel(ctx.receivedAt) },
            ]}
          />
        </>
      ),
    };
  },
};

// ---------------------------------------------------------------- grants

type GrantData = FormDataOf<"grant_inquiry">;

const grantName = (data: GrantData) => data.grantTitle ?? "Government grant programs";

export const grantInquiryTemplate: Template<"grant_inquiry"> = {
  visitor(data, ctx) {
    return {
      subject: clip(`We received your inquiry: ${grantName(data)}`, 120),
      preview: `Thank you, ${data.name}. We will reply within 24 hours.`,
      kicker: "Grant inquiry received",
      body: (
        <>
          <H1>Thank you for your interest, {data.name}!</H1>
          <P>
            We have received your inquiry about <Strong>{grantName(data)}</Strong>. Our grants team will reply within
            24 hours.
          </P>
          <H2>How government grants work</H2>
          <Steps
            steps={[
              ["Apply through AIHQ", "Choose an eligible masterclass; we help you prepare and submit the application."],
              ["Grant approval", "The government body assesses your eligibility and approves the grant."],
              ["Direct payment", "The grant body pays the training provider directly: zero out-of-pocket cost for you."],
            ]}
          />
          <Details
            title="Your inquiry"
            items={[
              { label: "Grant", value: grantName(data) },
              { label: "Full name", value: data.name },
              { label: "E-mail", value: data.email },
              { label: "Phone", value: data.phone },
              { label: "Organization", value: data.organization },
              { label: "About your organization", value: data.about_organization },
            ]}
          />
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
        <>
          <H1>
            Grant inquiry from {data.name}
            {data.organization ? <>, {data.organization}</> : null}
          </H1>
          <P>The form promises a reply within 24 hours.</P>
          <ContactActions email={data.email} phone={data.phone} name={data.name} />
          <Details
            items={[
              { label: "Grant", value: grantName(data) },
              { label: "Full name", value: data.name },
              { label: "E-mail", value: data.email },
              { label: "Phone", value: data.phone },
              { label: "Organization", value: data.organization },
              { label: "About the organization", value: data.about_organization },
              { label: "Grant id", value: data.grantId },
              { label: "Received", value: receivedLabel(ctx.receivedAt) },
            ]}
          />
        </>
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

// ---------------------------------------------------------------- custom training

type CustomData = FormDataOf<"custom_training">;

function customItems(data: CustomData, ctx?: RenderContext) {
  return [
    { label: "Organization", value: data.orgName },
    { label: "Contact", value: data.contactName },
    { label: "E-mail", value: data.email },
    { label: "Phone", value: data.phone },
    { label: "Team size", value: data.teamSize },
    { label: "Focus area", value: data.focusArea },
    { label: "Preferred dates", value: data.preferredDates },
    { label: "Goals", value: data.goals },
    ...(ctx ? [{ label: "Received", value: receivedLabel(ctx.receivedAt) }] : []),
  ];
}

export const customTrainingTemplate: Template<"custom_training"> = {
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
            <Strong>{data.orgName}</Strong>. Our team will contact you within 2 business days to discuss your goals and
            propose a program.
          </P>
          <Details title="Your request" items={customItems(data)} />
          <P>
            In the meantime, you can <TextLink href={business.bookingUrl}>book a free 20-minute call</TextLink> with us.
          </P>
        </>
      ),
      footerNote: <>You receive this e-mail because you requested custom training on the AIHQ shop.</>,
    };
  },
  team(data, ctx) {
    return {
      subject: clip(`Custom training request: ${data.orgName} (${data.teamSize}), ${data.focusArea}`, 120),
      preview: clip(data.goals, 120),
      kicker: "New lead · Custom training",
      body: (
        <>
          <H1>Custom training request from {data.orgName}</H1>
          <P>The visitor was promised contact within 2 business days.</P>
          <ContactActions email={data.email} phone={data.phone} name={data.contactName} />
          <Details items={customItems(data, ctx)} />
        </>
      ),
    };
  },
};
