import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { leadMails } from "#app/features/leads/lead-mails.server";
import "#app/features/payments/payment-mail.server";
import { emailOutbox, masterclasses, onlinePayments, registrations } from "#server/db/schema";
import type { Database } from "#server/db/client";
import { registerLeadMails } from "#server/email/registry";
import {
  signedDelivery,
  stripeEvent,
  StripeStandIn,
  type StandInSession,
} from "#tests/support/stripe-stand-in";
import { args, importRoute, request, run, setUpRuntime, type RouteModule } from "./admin-helpers";

registerLeadMails(leadMails);

export const WEBHOOK_SECRET = "whsec_test_standin_secret";
const DAY = 86_400_000;

/**
 * One test file's online-payment world: a database, the runtime with the
 * Stripe settings pointed at a fresh stand-in, the course page and webhook
 * route modules, and the steps a visitor and Stripe take.
 */
export async function paymentWorld(
  database: Database & { dispose(): Promise<void> },
  /** Settings over the world's own, e.g. the trust allowances turned back on, or SST. */
  env: NodeJS.ProcessEnv = {},
) {
  const standIn = await new StripeStandIn().start();
  const restore = await setUpRuntime(database, {
    MAIL_TO_TEAM: "team@aihq.test",
    PUBLIC_URL: "http://aihq.test",
    STRIPE_SECRET_KEY: "sk_test_standin",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    PAYMENT_HOLD_MINUTES: "30",
    FORM_RATE_LIMIT_PER_HOUR: "off",
    MAX_UNCONFIRMED_SEATS: "off",
    VISITOR_RECIPIENTS_PER_DAY: "off",
    VISITOR_MAILS_PER_DAY: "off",
    MAX_UNPAID_HOLDS_PER_CLIENT: "off",
    ...env,
  });
  const coursePage = await importRoute("routes/shop/masterclass.tsx");
  const webhook = await importRoute("routes/api/stripe-webhook.ts");
  const db = database.db;

  async function course(overrides: Partial<typeof masterclasses.$inferInsert> = {}) {
    const [row] = await db
      .insert(masterclasses)
      .values({
        slug: `pay-${crypto.randomBytes(4).toString("hex")}`,
        title: "Generative AI for Finance Teams",
        date: new Date(Date.now() + 10 * DAY),
        price: "1499.00",
        classSize: 10,
        ...overrides,
      })
      .returning();
    return row!;
  }

  /** The registration dialog's post, Pay now chosen (or `pay: "invoice"`). */
  function register(
    target: { id: string; slug: string },
    fields: Record<string, string> = {},
    address = "203.0.113.9",
  ) {
    const form = {
      productType: "masterclass",
      productId: target.id,
      idempotencyKey: crypto.randomBytes(12).toString("base64url"),
      mode: "individual",
      name: "Nurul Aina",
      email: `aina.${crypto.randomBytes(4).toString("hex")}@example.my`,
      phone: "",
      org: "",
      role: "",
      formToken: issueFormToken(Date.now() - 3000),
      via: "dialog",
      pay: "now",
      ...fields,
    };
    const path = `/shop/masterclasses/${target.slug}`;
    return run(coursePage.action, args(request(path, { form }), { slug: target.slug }, address));
  }

  /** Stripe delivering an event to the webhook, signed with the endpoint's secret. */
  async function deliver(
    event: object,
    init: {
      secret?: string;
      raw?: string;
      headers?: Record<string, string>;
      timestamp?: number;
    } = {},
  ) {
    const signed = signedDelivery(event, init.secret ?? WEBHOOK_SECRET, init.timestamp);
    const req = new Request("http://aihq.test/api/stripe/webhook", {
      method: "POST",
      headers: init.headers ?? signed.headers,
      body: init.raw ?? signed.body,
    });
    const outcome = await run(webhook.action, args(req));
    const response = outcome.body as Response;
    return { status: outcome.status, json: (await response.json()) as Record<string, unknown> };
  }

  const sessionEvent = (type: string, session: StandInSession) => stripeEvent(type, { ...session });

  async function registrationOf(reference: string) {
    const [row] = await db
      .select()
      .from(registrations)
      .where(eq(registrations.reference, reference));
    return row!;
  }

  async function paymentsOf(registrationId: string) {
    return db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.registrationId, registrationId));
  }

  /** The session the stand-in made for a registration reference. */
  function sessionFor(reference: string): StandInSession {
    const found = [...standIn.sessions.values()].find((s) => s.client_reference_id === reference);
    if (!found) throw new Error(`No session for ${reference}`);
    return found;
  }

  const mails = () => db.select().from(emailOutbox);

  return {
    standIn,
    db,
    course,
    register,
    deliver,
    sessionEvent,
    registrationOf,
    paymentsOf,
    sessionFor,
    mails,
    async close() {
      restore();
      await standIn.stop();
    },
  };
}

export type PaymentWorld = Awaited<ReturnType<typeof paymentWorld>>;
export type { RouteModule };

/** The reference of a registration made with Pay now, from the session's client_reference_id. */
export function referenceOf(location: string | null, world: PaymentWorld): string {
  const id = location?.split("/pay/")[1];
  const session = id ? world.standIn.sessions.get(id) : undefined;
  if (!session?.client_reference_id) throw new Error(`Not a stand-in checkout URL: ${location}`);
  return session.client_reference_id;
}
