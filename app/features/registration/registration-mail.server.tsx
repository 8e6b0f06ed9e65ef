import type { ReactNode } from "react";
import { z } from "zod";
import { NTW_DEFAULTS, ntwProgramFacts, productFacts } from "../../../server/email/catalogue-facts";
import { defineLeadMail } from "../../../server/email/lead-mail";
import {
  clip,
  durationLabel,
  isHttpUrl,
  priceLabel,
  receivedLabel,
  whenLabel,
} from "../../../server/email/templates/format";
import {
  Callout,
  ContactActions,
  CtaButton,
  Details,
  H1,
  H2,
  Nowrap,
  P,
  Strong,
  TextLink,
} from "../../../server/email/templates/layout";
import type { Template } from "../../../server/email/templates/types";
import { business } from "../../content/business";
import {
  catalogueId,
  mailLine,
  mailLineWithDefault,
  marketingOptIn,
  optionalMailLine,
  optionalMailLines,
  price,
} from "../leads/fields";
import {
  checkRegistrationMode,
  ntwRules,
  registrationRules,
  type RegistrationMode,
} from "./registration.schema";

// ---------------------------------------------------------------- registrations (DECISIONS 8)

/** A masterclass or book registration as the outbox stores it. */
function registrationMailSchema(mode: RegistrationMode) {
  return z
    .object({
      name: mailLine(registrationRules.name),
      email: mailLine(registrationRules.email),
      phone: optionalMailLine(registrationRules.phone),
      org: optionalMailLine(registrationRules.org),
      role: optionalMailLine(registrationRules.role),
      productType: z
        .enum(["masterclass", "book"], { message: "Product type must be masterclass or book" })
        .default("masterclass"),
      productId: catalogueId("Product id must be the id of a masterclass or book"),
      // Replaced by the stored facts of productId before anything is queued.
      productTitle: mailLineWithDefault(registrationRules.productTitle, ""),
      productPrice: price,
      productDate: optionalMailLine(registrationRules.productDate),
      marketingOptIn,
    })
    .superRefine((data, ctx) => checkRegistrationMode(mode, data, ctx));
}

type MasterclassType = "masterclass_individual" | "masterclass_installment" | "masterclass_hrdc";
type RegistrationData = z.output<ReturnType<typeof registrationMailSchema>>;

const MODE_LABEL: Record<MasterclassType, string> = {
  masterclass_individual: "Individual payment",
  masterclass_installment: "Installment plan",
  masterclass_hrdc: "HRDC claim",
};

/** Payments are not taken online yet: the mail says what happens next for the chosen mode. */
function nextStep(
  mode: MasterclassType,
  data: RegistrationData,
): { title: string; text: ReactNode } {
  switch (mode) {
    case "masterclass_individual":
      return {
        title: "Next step: your invoice",
        text: (
          <>
            Our team will e-mail your invoice with the payment details within 1 working day. Your
            place is confirmed as soon as the payment is received.
          </>
        ),
      };
    case "masterclass_installment":
      return {
        title: "Next step: your installment plan",
        text: (
          <>
            Our team will call you
            {data.phone ? (
              <>
                {" "}
                at <Nowrap>{data.phone}</Nowrap>
              </>
            ) : null}{" "}
            within 1 working day to agree the installment schedule, then send the first invoice.
            Your place is held while we arrange it.
          </>
        ),
      };
    case "masterclass_hrdc":
      return {
        title: "Next step: your HRDC claim",
        text: (
          <>
            HRDC can cover up to 100% of the fee. Within 1 working day we will send you the
            quotation and course details your HR team needs to apply for the grant
            {data.org ? <> for {data.org}</> : null}, and guide them through the claim.
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

function registrationTemplate(mode: MasterclassType): Template<RegistrationData> {
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
        subject: clip(
          `New registration (${MODE_LABEL[mode]}): ${data.name}, ${data.productTitle}`,
          120,
        ),
        preview: `${data.name}${data.org ? ` (${data.org})` : ""} registered for ${data.productTitle}`,
        kicker: `New registration · ${MODE_LABEL[mode]}`,
        body: (
          <>
            <H1>
              {data.name} registered for {data.productTitle}
            </H1>
            <P>
              Payment: <Strong>{MODE_LABEL[mode]}</Strong>. Within 1 working day, as the visitor was
              promised: {TEAM_TODO[mode]}
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

function registrationMail<T extends MasterclassType>(formType: T, mode: RegistrationMode) {
  return defineLeadMail({
    formType,
    schema: registrationMailSchema(mode),
    templates: registrationTemplate(formType),
    visitorAddress: (data) => data.email,
    visitorName: (data) => data.name,
    catalogue: productFacts,
    visitorText: ["name", "phone", "org", "role"],
  });
}

/** A registration paid at once: the invoice follows. */
export const masterclassIndividualMail = registrationMail("masterclass_individual", "individual");
/** A registration paid in installments: a call to agree the plan follows. */
export const masterclassInstallmentMail = registrationMail(
  "masterclass_installment",
  "installment",
);
/** A registration claimed through HRDC: the quotation for the grant follows. */
export const masterclassHrdcMail = registrationMail("masterclass_hrdc", "hrdc");

// ---------------------------------------------------------------- National Training Week

/** A National Training Week registration as the outbox stores it. */
export const ntwMailSchema = z.object({
  name: mailLine(ntwRules.name),
  email: mailLine(ntwRules.email),
  phone: optionalMailLine(ntwRules.phone),
  org: optionalMailLine(ntwRules.org),
  role: optionalMailLine(ntwRules.role),
  programId: catalogueId("Program id must be the id of a National Training Week program"),
  // These are replaced by the stored program's facts before anything is queued.
  programTitle: mailLineWithDefault(ntwRules.programTitle, ""),
  programDate: optionalMailLine(ntwRules.programDate),
  programFormat: mailLineWithDefault(ntwRules.programFormat, NTW_DEFAULTS.programFormat),
  programLink: mailLineWithDefault(ntwRules.programLink, NTW_DEFAULTS.programLink),
  programDuration: mailLineWithDefault(ntwRules.programDuration, NTW_DEFAULTS.programDuration),
  programTrainer: mailLineWithDefault(ntwRules.programTrainer, NTW_DEFAULTS.programTrainer),
  programDescription: optionalMailLines(ntwRules.programDescription),
  marketingOptIn,
});

type NtwData = z.output<typeof ntwMailSchema>;

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
      value: isHttpUrl(data.programLink) ? (
        <TextLink href={data.programLink}>{data.programLink}</TextLink>
      ) : (
        data.programLink
      ),
    },
  ];
}

const ntwTemplate: Template<NtwData> = {
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
          {isHttpUrl(data.programLink) ? (
            <CtaButton href={data.programLink}>Open the joining link</CtaButton>
          ) : null}
          <Details title="Program details" items={ntwItems(data)} />
          {data.programDescription ? <P>{data.programDescription}</P> : null}
          <Callout title="One more step for your e-certificate">
            National Training Week needs two registrations: this one with AIHQ, and one on the
            official NTW portal. Please register there as well to receive your e-certificate.
          </Callout>
          <H2>Interested in advanced AI training?</H2>
          <P>Take the next step with a hands-on masterclass led by our certified trainers.</P>
          <CtaButton href={`${ctx.siteUrl}/shop/masterclasses`} tone="secondary">
            Explore Masterclasses
          </CtaButton>
        </>
      ),
      footerNote: (
        <>
          You receive this e-mail because you registered for a National Training Week program on the
          AIHQ shop.
        </>
      ),
    };
  },
  team(data, ctx) {
    return {
      subject: clip(`NTW registration: ${data.name}, ${data.programTitle}`, 120),
      preview: `${data.name}${data.org ? ` (${data.org})` : ""} · ${whenLabel(data.programDate) ?? "date to be announced"}`,
      kicker: "New registration · National Training Week",
      body: (
        <>
          <H1>
            {data.name} registered for {data.programTitle}
          </H1>
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

/** A free National Training Week place: the joining details and the second registration on the NTW portal. */
export const ntwMail = defineLeadMail({
  formType: "ntw_registration",
  schema: ntwMailSchema,
  templates: ntwTemplate,
  visitorAddress: (data) => data.email,
  visitorName: (data) => data.name,
  catalogue: ntwProgramFacts,
  visitorText: ["name", "phone", "org", "role"],
});
