import { and, count, desc, eq } from "drizzle-orm";
import { redirect } from "react-router";
import type Stripe from "stripe";
import { onlinePayments, registrations } from "#server/db/schema";
import { siteUrlOf } from "#server/email/service";
import { retryOnConnectionLoss } from "#server/db/connection-loss";
import { getConfig, getDb } from "#server/runtime";
import { ok, refused, type Outcome } from "#common/outcome";
import { isFree } from "#common/money";
import { logError } from "#app/features/errors/log.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import { findRegistration } from "#app/features/registrations/manage-registration.server";
import type { RegistrationOutcome } from "#app/features/registrations/registration-outcome.server";
import { paymentLinkQuery, paymentPagePath } from "./payment-links.server";
import { fromSen, stripeClient, stripeSettings } from "./stripe-client.server";
import { amountDue, type AmountDue } from "#app/features/invoices/amount-due.server";
import { PAY_FIELD } from "./pay-choice";

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes; a minute spare. */
const STRIPE_MIN_SESSION_MS = 31 * 60_000;

export type CheckoutRefusal =
  /** Nothing to pay online: unknown, waitlisted, cancelled, free, or paid already. */
  | "not-payable"
  /** The seat's hold lapsed and no payment page is open any more. */
  | "hold-lapsed"
  /** Stripe could not be reached, or refused: the seat stays held, the visitor may try again. */
  | "unavailable";

/**
 * Pay now was chosen, and can be: online payment is configured and the
 * registration is a self-paid seat or a book order. Read by the action
 * before registering, so the seat is held for the payment in the same
 * transaction that takes it.
 */
export function wantsPayNow(formData: FormData, input: RegistrationInput): boolean {
  return (
    stripeSettings() !== null && input.mode === "individual" && formData.get(PAY_FIELD) === "now"
  );
}

/** Until when a seat taken now waits for its online payment. */
export function paymentHoldEnd(now = new Date()): Date {
  return new Date(now.getTime() + getConfig().paymentHoldMs);
}

/** Whether a product's page offers Pay now (loader data for the registration form). */
export function payNowOffered(price: string | null): boolean {
  return stripeSettings() !== null && price !== null && !isFree(price);
}

type Registration = typeof registrations.$inferSelect;

function payable(row: Registration, now: Date): Outcome<void, CheckoutRefusal> {
  if (row.payment !== "individual" || row.erasedAt !== null || row.spamReason !== null)
    return refused("not-payable");
  if (row.productPrice === null || isFree(row.productPrice)) return refused("not-payable");
  if (row.status !== "registered") return refused("not-payable");
  if (row.productType === "masterclass") {
    if (row.paymentHoldUntil === null) return refused("not-payable");
    if (row.paymentHoldUntil.getTime() <= now.getTime()) return refused("hold-lapsed");
  }
  return ok();
}

/**
 * The Checkout page for a registration: the open one if there is one (the
 * same page again), else a new Checkout Session for the price stored on the
 * registration (read from the database, never from a form), in MYR, named
 * by the registration's reference, expiring with the seat's hold (or after
 * Stripe's minimum of 30 minutes: a payment that arrives after the hold is
 * handled by the late-payment rule, docs/decisions/0039-online-payment.md).
 * Stripe's idempotency key is the registration's id (and the attempt), so a
 * double click or a retried request gets the same session.
 */
export async function startCheckout(
  reference: string,
  now = new Date(),
): Promise<Outcome<{ url: string }, CheckoutRefusal>> {
  const settings = stripeSettings();
  if (!settings) return refused("not-payable");
  // Everything below runs after the seat was committed: a failure must land the visitor on
  // the payment page (seat held, Pay now again), never on "Registration Failed" with the seat
  // held for nobody. A database saturated by a rush (no pooled connection within 5 s) is
  // waited out like the registration's own transaction.
  try {
    const { row, open, attempts } = await ridingOutSaturation(() => checkoutState(reference));
    if (!row) return refused("not-payable");
    const stripe = stripeClient(settings);
    if (open && open.expiresAt.getTime() > now.getTime() + 60_000) {
      const session = await stripe.checkout.sessions.retrieve(open.sessionId);
      if (session.status === "open" && session.url) return ok({ url: session.url });
    }
    const allowed = payable(row, now);
    if (!allowed.ok) return allowed;
    const price = await ridingOutSaturation(() => amountDue(getDb(), row));
    if (price.totalSen <= 0) return refused("not-payable");
    const session = await createSession(stripe, row, price, now, attempts);
    if (!session.url) throw new Error(`Checkout Session ${session.id} came without a url`);
    await ridingOutSaturation(() =>
      getDb()
        .insert(onlinePayments)
        .values({
          registrationId: row.id,
          sessionId: session.id,
          amount: fromSen(price.totalSen),
          currency: "myr",
          expiresAt: new Date(session.expires_at * 1000),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: onlinePayments.sessionId }),
    );
    return ok({ url: session.url });
  } catch (error) {
    logError(error, "Stripe Checkout Session could not be created");
    return refused("unavailable");
  }
}

const ridingOutSaturation = <T>(work: () => Promise<T>) =>
  retryOnConnectionLoss(work, { budgetMs: 45_000 });

/** The registration, its newest open payment and how many sessions it had (a retry reads all again). */
async function checkoutState(reference: string) {
  const row = await findRegistration(reference);
  if (!row) return { row: null, open: undefined, attempts: 0 };
  const db = getDb();
  const [open] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.registrationId, row.id), eq(onlinePayments.status, "open")))
    .orderBy(desc(onlinePayments.createdAt))
    .limit(1);
  const [attempts] = await db
    .select({ n: count() })
    .from(onlinePayments)
    .where(eq(onlinePayments.registrationId, row.id));
  return { row, open, attempts: Number(attempts?.n ?? 0) };
}

/**
 * One tax-inclusive line: the amount is what the invoice asks or will ask (its price and SST,
 * from amountDue), so what Stripe collects is to the sen what the invoice and receipt say; the
 * line's name says the SST it includes (docs/decisions/0050-invoice-ledger.md).
 */
async function createSession(
  stripe: Stripe,
  row: Registration,
  price: AmountDue,
  now: Date,
  attempt: number,
): Promise<Stripe.Checkout.Session> {
  const site = siteUrlOf(getConfig());
  const query = paymentLinkQuery(row.reference, now.getTime());
  const page = `${site}/shop/payments/${row.reference}`;
  const minimum = now.getTime() + STRIPE_MIN_SESSION_MS;
  const expires = Math.max(row.paymentHoldUntil?.getTime() ?? 0, minimum);
  const metadata = { registration_id: row.id, reference: row.reference };
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      currency: "myr",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "myr",
            unit_amount: price.totalSen,
            product_data: { name: price.label.slice(0, 250) },
          },
        },
      ],
      client_reference_id: row.reference,
      customer_email: row.email,
      metadata,
      payment_intent_data: { metadata },
      expires_at: Math.ceil(expires / 1000),
      success_url: `${page}/done?${query}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${page}?${query}`,
    },
    { idempotencyKey: attempt === 0 ? `checkout-${row.id}` : `checkout-${row.id}-${attempt}` },
  );
}

/**
 * After a Pay now registration: a 303 to Stripe's page; to our payment page
 * when Stripe could not be reached (the seat stays held, and the page offers
 * to try again); null for anything not paid online (a waitlisted or pending
 * registration, one held for review, a place someone else already has), which
 * the action answers as usual.
 */
export async function checkoutRedirect(outcome: RegistrationOutcome): Promise<Response | null> {
  // "already" is this submission sent again (its key): the browser that made it, whose first
  // answer may have been lost. A place found by its address ("on-file") is nobody's to pay here.
  if (outcome.kind !== "registered" && outcome.kind !== "already") return null;
  const checkout = await startCheckout(outcome.reference);
  if (checkout.ok) return redirect(checkout.value.url, 303);
  if (checkout.reason === "unavailable") return redirect(paymentPagePath(outcome.reference), 303);
  return null;
}
