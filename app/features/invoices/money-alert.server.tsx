import { z } from "zod";
import type { Tx } from "#server/db/client";
import { moneyAlerts } from "#server/db/schema";
import { defineInternalMail } from "#server/email/internal-mail";
import { enqueueFormEmails } from "#server/email/outbox";
import { clip } from "#server/email/templates/format";
import { Callout, CtaButton, Details, H1, P, Small } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { getConfig } from "#server/runtime";
import { fromSen } from "./invoice-model";

/**
 * "Needs attention": money that does not agree with its paper, stored with the event that
 * showed it and mailed to the team once. Nothing is skipped in silence and nothing is
 * corrected by itself: a person decides (docs/decisions/0050-invoice-ledger.md).
 */

export const MONEY_ALERTS_PATH = "/admin/invoices?attention=1";

const moneyAlertMailSchema = z.object({
  summary: z.string().trim().min(1).max(1000),
  difference: z
    .string()
    .regex(/^\d{1,10}\.\d{2}$/)
    .nullable(),
  invoiceNumber: z.string().max(60).nullable(),
  reference: z.string().max(60).nullable(),
  teamAddress: z.email(),
});

type MoneyAlertMailData = z.output<typeof moneyAlertMailSchema>;

function render(data: MoneyAlertMailData, ctx: RenderContext): EmailContent {
  return {
    subject: clip(`Needs attention: ${data.summary}`, 120),
    preview: "Money and paper disagree; nothing was changed by itself.",
    kicker: "Money needs attention",
    body: (
      <>
        <H1>Money needs attention</H1>
        <Callout title="What happened">{data.summary}</Callout>
        <Details
          items={[
            { label: "Invoice", value: data.invoiceNumber },
            { label: "Booking", value: data.reference },
            { label: "Difference", value: data.difference ? `RM ${data.difference}` : null },
          ]}
        />
        <P>
          The event was recorded as it came. Look at it, then settle it with a refund or a credit
          note, or mark it resolved on the Invoices page.
        </P>
        <CtaButton href={`${ctx.siteUrl}${MONEY_ALERTS_PATH}`}>Open what needs attention</CtaButton>
        <Small>You get this mail once per problem.</Small>
      </>
    ),
  };
}

export const moneyAlertMail = defineInternalMail({
  formType: "money_alert",
  schema: moneyAlertMailSchema,
  render,
  visitorAddress: (data) => data.teamAddress,
  visitorName: () => "AIHQ team",
  visitorText: [],
});

export interface MoneyAlert {
  /** What makes this alert one problem: the same key again is the same alert, not mailed twice. */
  key: string;
  summary: string;
  differenceSen?: number | null;
  invoice?: { id: string; number: string } | null;
  registration?: { id: string; reference: string } | null;
  details?: Record<string, unknown>;
}

/**
 * Records an alert in the caller's transaction and mails the team, once per key. Returns
 * whether it was new.
 */
export async function raiseMoneyAlert(tx: Tx, alert: MoneyAlert): Promise<boolean> {
  const [fresh] = await tx
    .insert(moneyAlerts)
    .values({
      key: alert.key.slice(0, 300),
      summary: alert.summary.slice(0, 1000),
      differenceSen: alert.differenceSen ?? null,
      invoiceId: alert.invoice?.id ?? null,
      registrationId: alert.registration?.id ?? null,
      details: alert.details ?? {},
    })
    .onConflictDoNothing({ target: moneyAlerts.key })
    .returning({ id: moneyAlerts.id });
  if (!fresh) return false;
  const teamAddress = getConfig().mailToTeam;
  await enqueueFormEmails(
    tx,
    moneyAlertMail,
    {
      summary: alert.summary.slice(0, 1000),
      difference:
        alert.differenceSen != null ? fromSen(Math.abs(Math.trunc(alert.differenceSen))) : null,
      invoiceNumber: alert.invoice?.number ?? null,
      reference: alert.registration?.reference ?? null,
      teamAddress,
    },
    { recipients: "team", teamAddress },
  );
  return true;
}
