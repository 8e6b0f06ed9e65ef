import { z } from "zod";
import { NTW_DEFAULTS, ntwProgramFacts } from "#server/email/catalogue-facts";
import { defineLeadMail } from "#server/email/lead-mail";
import {
  clip,
  durationLabel,
  isHttpUrl,
  receivedLabel,
  whenLabel,
} from "#server/email/templates/format";
import {
  Callout,
  ContactActions,
  CtaButton,
  Details,
  H1,
  H2,
  P,
  Strong,
  TextLink,
} from "#server/email/templates/layout";
import type { Template } from "#server/email/templates/types";
import {
  catalogueId,
  mailLine,
  mailLineWithDefault,
  marketingOptIn,
  optionalMailLine,
  optionalMailLines,
} from "#app/features/leads/fields";
import { visitorIsSender } from "#app/features/leads/lead-mail-parts.server";
import { ntwRules } from "./registration.schema";
import {
  TICKET_COMPUTED_FIELDS,
  TicketLine,
  ticketAttachment,
  ticketMailFields,
} from "#app/features/tickets/ticket-mail.server";

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
  // The free seat's ticket (computed by our own registration only).
  ...ticketMailFields,
});

type NtwData = z.output<typeof ntwMailSchema>;

/**
 * The original NTW dialog relabelled its phone field "Job Role" and sent the
 * role there, with `role` null. A "phone" without five
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
          <TicketLine data={data} ctx={ctx} />
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
      attachments: data.ticketQr ? ticketAttachment(data) : undefined,
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
  ...visitorIsSender("name"),
  catalogue: ntwProgramFacts,
  computedFields: TICKET_COMPUTED_FIELDS,
  visitorText: ["name", "phone", "org", "role"],
});
