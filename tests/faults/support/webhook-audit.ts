import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { StripeStandIn } from "#tests/support/stripe-stand-in";
import type { OutboxRow } from "./audit";
import type { PaidSession } from "./webhook-rush";

/**
 * What the webhook scenario reads back: per registration of the run, its status, its online
 * payments, payment rows, invoices and mails; per course, the seats held. From these, each paid
 * session is either a paid seat or a refunded payment the team was told of (else lost), and
 * nothing is there twice (else duplicated).
 */
export interface RegistrationFacts {
  id: string;
  reference: string;
  status: string;
  paymentHoldUntil: string | null;
  payments: Array<{ sessionId: string; status: string; amount: string; refunded: string }>;
  paymentRows: number;
  invoices: Array<{ number: string; status: string }>;
}

export interface MailRow extends OutboxRow {
  formType: string;
  mailStatus: string | null;
  event: string | null;
  invoiceNumber: string | null;
}

export async function registrationFacts(
  db: Db,
  run: string,
): Promise<Map<string, RegistrationFacts>> {
  const like = `%@${run}.faults.test`;
  const rows = await db.execute<{
    id: string;
    reference: string;
    status: string;
    payment_hold_until: string | null;
    payments: RegistrationFacts["payments"] | null;
    payment_rows: number;
    invoices: RegistrationFacts["invoices"] | null;
  }>(sql`
    select r.id, r.reference, r.status, r.payment_hold_until::text,
      (select json_agg(json_build_object('sessionId', p.session_id, 'status', p.status,
         'amount', p.amount::text, 'refunded', p.amount_refunded::text))
       from online_payments p where p.registration_id = r.id) as payments,
      (select count(*)::int from registration_payments rp where rp.registration_id = r.id)
        as payment_rows,
      (select json_agg(json_build_object('number', i.number, 'status', i.status))
       from invoices i where i.registration_id = r.id and i.kind = 'invoice') as invoices
    from registrations r
    where r.email like ${like}
  `);
  return new Map(
    rows.rows.map((row) => [
      row.reference,
      {
        id: row.id,
        reference: row.reference,
        status: row.status,
        paymentHoldUntil: row.payment_hold_until,
        payments: row.payments ?? [],
        paymentRows: Number(row.payment_rows),
        invoices: row.invoices ?? [],
      },
    ]),
  );
}

export async function mailRows(db: Db): Promise<MailRow[]> {
  const result = await db.execute<{
    id: string;
    to_address: string;
    status: string;
    lead_ref: string | null;
    recipient_role: string;
    form_type: string;
    mail_status: string | null;
    event: string | null;
    invoice_number: string | null;
  }>(sql`
    select id, to_address, status, lead_ref, recipient_role, form_type,
      form_data->>'status' as mail_status, form_data->>'event' as event,
      form_data->'invoice'->>'number' as invoice_number
    from email_outbox
  `);
  return result.rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    status: row.status,
    leadRef: row.lead_ref,
    role: row.recipient_role,
    formType: row.form_type,
    mailStatus: row.mail_status,
    event: row.event,
    invoiceNumber: row.invoice_number,
  }));
}

export async function seatsHeld(db: Db, courseIds: readonly string[]) {
  const result = await db.execute<{ id: string; class_size: number; held: number }>(sql`
    select m.id, m.class_size,
      (select count(*)::int from registrations r where r.product_id = m.id
         and r.status in ('registered', 'confirmed', 'offered')) as held
    from masterclasses m
  `);
  return result.rows
    .filter((row) => courseIds.includes(row.id))
    .map((row) => ({ id: row.id, classSize: Number(row.class_size), held: Number(row.held) }));
}

/** Refunds the stand-in made (a replayed idempotency key makes none), by payment intent. */
function refundsByIntent(standIn: StripeStandIn): Map<string, number> {
  const byIntent = new Map<string, number>();
  for (const refund of standIn.refunds) {
    const intent = String(refund.payment_intent);
    byIntent.set(intent, (byIntent.get(intent) ?? 0) + 1);
  }
  return byIntent;
}

export interface SessionOutcomes {
  paid: number;
  /** Paid seats: confirmed, its payment paid, one payment row, one invoice paid. */
  seated: number;
  /** Refunded in full at Stripe (once), the seat gone, the team mailed once. */
  refunded: number;
  lost: string[];
  duplicated: string[];
}

/**
 * Each paid session's end, judged from the database, the stand-in and the outbox. A paid
 * seat: `confirmed`, exactly one payment row (`paid`) and registration payment, one invoice
 * (paid) with one receipt, one "payment received" mail to the visitor and one to the team. A
 * refund: `cancelled`, the payment `refunded` in full, one refund at Stripe, one mail to the
 * team and no "payment received". Anything else is lost; anything twice is duplicated.
 */
export function judgeSessions(
  sessions: readonly PaidSession[],
  facts: Map<string, RegistrationFacts>,
  mails: readonly MailRow[],
  standIn: StripeStandIn,
): SessionOutcomes {
  const refunds = refundsByIntent(standIn);
  const outcome: SessionOutcomes = { paid: 0, seated: 0, refunded: 0, lost: [], duplicated: [] };
  for (const paid of sessions) {
    if (paid.role === "abandoned") continue;
    outcome.paid++;
    const row = facts.get(paid.reference);
    if (!row) {
      outcome.lost.push(`${paid.reference}: no registration`);
      continue;
    }
    const mine = mails.filter((mail) => mail.leadRef === `registration:${row.id}`);
    const count = (test: (mail: MailRow) => boolean) => mine.filter(test).length;
    const paidMails = ["visitor", "team"].map((role) =>
      count((m) => m.mailStatus === "confirmed" && m.role === role),
    );
    const teamRefundMails = count((m) => m.formType === "online_payment" && m.role === "team");
    const receipts = count((m) => m.formType === "invoice_document");
    const intent = paid.session.payment_intent ?? "";
    const twice = [
      row.payments.length > 1 && "payments",
      row.paymentRows > 1 && "payment rows",
      row.invoices.length > 1 && "invoices",
      paidMails.some((n) => n > 1) && "paid mails",
      receipts > 1 && "receipts",
      teamRefundMails > 1 && "refund mails",
      (refunds.get(intent) ?? 0) > 1 && "refunds",
    ].filter(Boolean);
    if (twice.length > 0) outcome.duplicated.push(`${paid.reference}: ${twice.join(", ")}`);
    const payment = row.payments.find((p) => p.sessionId === paid.session.id);
    const seated =
      row.status === "confirmed" &&
      payment?.status === "paid" &&
      row.paymentRows === 1 &&
      row.invoices.length === 1 &&
      row.invoices[0]!.status === "paid" &&
      receipts === 1 &&
      paidMails.every((n) => n === 1);
    const refunded =
      row.status === "cancelled" &&
      payment?.status === "refunded" &&
      payment.refunded === payment.amount &&
      refunds.get(intent) === 1 &&
      teamRefundMails === 1 &&
      paidMails.every((n) => n === 0);
    if (seated) outcome.seated++;
    else if (refunded) outcome.refunded++;
    else
      outcome.lost.push(
        `${paid.reference} (${paid.role}): ${row.status}, payment ${payment?.status}, ` +
          `${row.paymentRows} payment rows, ${row.invoices.length} invoices, paid mails ${paidMails}`,
      );
  }
  return outcome;
}
