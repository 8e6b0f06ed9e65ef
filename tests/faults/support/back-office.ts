import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { messageIdFor } from "#server/email/worker";
import { LIVE_ADMIN, postForm, type LiveServer } from "#tests/security/live-server";
import {
  stripeEvent,
  type StandInSession,
  type StripeStandIn,
} from "#tests/support/stripe-stand-in";
import { outboxRows, type OutboxRow } from "./audit";
import { deliveryKey, type CountingSink } from "./mail-sink";
import { FAULT_ENV } from "./scale";
import type { Course } from "./submissions";
import {
  deliver,
  fetchFormTokens,
  makeVisitors,
  newDeliveryLedger,
  sentToCheckout,
  submitAll,
  type Visitor,
} from "./webhook-rush";

/**
 * The team's side of the refund scenarios (tests/faults/refunds.test.ts): an admin signed in
 * over HTTP, seats paid online the way a visitor pays them (Pay now, the stand-in's Checkout
 * page, Stripe's signed `checkout.session.completed`), and what the database says of a seat's
 * money afterwards.
 */

/** Signs the live server's admin in; the session cookie the back office's posts carry. */
export async function signInAdmin(server: LiveServer): Promise<string> {
  const answer = await postForm(server, "/admin/login", {
    email: LIVE_ADMIN.email,
    password: LIVE_ADMIN.password,
  });
  if (answer.status !== 302)
    throw new Error(`Signing in answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export interface PaidSeat {
  visitor: Visitor;
  session: StandInSession;
  reference: string;
  /** What Stripe collected, in sen (the invoice's total with SST). */
  totalSen: number;
}

/** `count` visitors press Pay now on `course`, pay on Checkout, and Stripe says so (signed). */
export async function payForSeats(
  server: LiveServer,
  standIn: StripeStandIn,
  run: string,
  course: Course,
  count: number,
): Promise<PaidSeat[]> {
  const visitors = makeVisitors(run, [{ course, count, pay: "now" }]);
  await fetchFormTokens(server, visitors);
  await submitAll(server, visitors, count);
  const checkout = sentToCheckout(standIn, visitors);
  if (checkout.length !== count)
    throw new Error(
      `${checkout.length} of ${count} visitors reached Checkout: ${visitors.map((v) => `${v.status} ${v.location}`).join(", ")}`,
    );
  const ledger = newDeliveryLedger();
  const seats: PaidSeat[] = [];
  for (const { visitor, session } of checkout) {
    const paid = standIn.pay(session.id);
    if (!(await deliver(server, stripeEvent("checkout.session.completed", { ...paid }), ledger)))
      throw new Error(`checkout.session.completed was refused: ${ledger.refused.join("; ")}`);
    seats.push({
      visitor,
      session: paid,
      reference: paid.client_reference_id ?? "",
      totalSen: paid.amount_total,
    });
  }
  if (ledger.serverErrors.length > 0)
    throw new Error(`Paying answered 5xx: ${ledger.serverErrors.join("; ")}`);
  return seats;
}

/** "1618.92" for 161892 sen, as the back office's amount fields take it. */
export const ringgit = (sen: number) => (sen / 100).toFixed(2);
const toSen = (amount: string) => Math.round(Number(amount) * 100);

export interface SeatMoney {
  registrationId: string;
  status: string;
  invoice: { id: string; number: string; totalSen: number; status: string };
  /** Credit notes against the invoice, in sen (positive), oldest first. */
  creditNotesSen: number[];
  payment: { status: string; amountSen: number; refundedSen: number };
  /** The refund rows of the invoice's ledger, in sen. */
  ledgerRefundsSen: number[];
  alerts: Array<{ key: string; differenceSen: number | null }>;
}

/** A paid seat's registration, invoice, credit notes, payment, ledger refunds and alerts. */
export async function seatMoney(db: Db, reference: string): Promise<SeatMoney> {
  const rows = await db.execute<{
    registration_id: string;
    status: string;
    invoice_id: string;
    number: string;
    total: string;
    invoice_status: string;
    payment_status: string;
    amount: string;
    amount_refunded: string;
  }>(sql`
    select r.id as registration_id, r.status, i.id as invoice_id, i.number, i.total::text,
      i.status as invoice_status, p.status as payment_status, p.amount::text,
      p.amount_refunded::text
    from registrations r
    join invoices i on i.registration_id = r.id and i.kind = 'invoice'
    join online_payments p on p.registration_id = r.id
    where r.reference = ${reference}
  `);
  if (rows.rows.length !== 1)
    throw new Error(`${reference}: ${rows.rows.length} invoice and payment rows, not one`);
  const row = rows.rows[0]!;
  const notes = await db.execute<{ total: string }>(sql`
    select total::text from invoices where credited_invoice_id = ${row.invoice_id}
    order by created_at
  `);
  const ledger = await db.execute<{ amount: string }>(sql`
    select amount::text from invoice_ledger
    where invoice_id = ${row.invoice_id} and kind = 'refund' and voided_at is null
  `);
  const alerts = await db.execute<{ key: string; difference_sen: number | null }>(sql`
    select key, difference_sen from money_alerts where invoice_id = ${row.invoice_id}
  `);
  return {
    registrationId: row.registration_id,
    status: row.status,
    invoice: {
      id: row.invoice_id,
      number: row.number,
      totalSen: toSen(row.total),
      status: row.invoice_status,
    },
    creditNotesSen: notes.rows.map((note) => -toSen(note.total)),
    payment: {
      status: row.payment_status,
      amountSen: toSen(row.amount),
      refundedSen: toSen(row.amount_refunded),
    },
    ledgerRefundsSen: ledger.rows.map((entry) => toSen(entry.amount)),
    alerts: alerts.rows.map((alert) => ({
      key: alert.key,
      differenceSen: alert.difference_sen === null ? null : Number(alert.difference_sen),
    })),
  };
}

/** The outbox rows of the money alerts that name an invoice (the team's "Needs attention" mail). */
export async function alertMails(db: Db, invoiceNumber: string): Promise<OutboxRow[]> {
  const rows = await outboxRows(db);
  const named = await db.execute<{ id: string }>(sql`
    select id from email_outbox
    where form_type = 'money_alert' and form_data->>'invoiceNumber' = ${invoiceNumber}
  `);
  const ids = new Set(named.rows.map((row) => row.id));
  return rows.filter((row) => ids.has(row.id));
}

/** How many times the sink took each row's message, by outbox id. */
export function timesDelivered(rows: readonly OutboxRow[], sink: CountingSink): number[] {
  return rows.map(
    (row) =>
      sink.deliveries.get(deliveryKey(messageIdFor(row.id, FAULT_ENV.MAIL_FROM!), row.to)) ?? 0,
  );
}
