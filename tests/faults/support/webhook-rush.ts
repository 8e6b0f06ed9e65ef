import crypto from "node:crypto";
import type { LiveServer } from "#tests/security/live-server";
import { HUMAN_FILL_MS } from "#tests/security/probe";
import {
  signedDelivery,
  stripeEvent,
  type StandInSession,
  type StripeStandIn,
} from "#tests/support/stripe-stand-in";
import { pool } from "./burst";
import type { Course } from "./submissions";

/**
 * The visitors and Stripe of the webhook scenario (tests/faults/webhooks.test.ts): Pay now
 * posted as a browser without JavaScript posts it, and each session's events delivered over
 * HTTP to the built server, signed with the SDK's `generateTestHeaderString`
 * (`signedDelivery` of the stand-in the integration tests use), the way Stripe delivers them:
 * replayed, at once, out of order, late; and forged ones beside them.
 */
export const WEBHOOK_SECRET = "whsec_faults_standin_secret";

/** The Stripe settings of the server, pointed at the stand-in. */
export function stripeEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_faults_standin",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    PAYMENT_HOLD_MINUTES: "30",
  };
}

/**
 * What Stripe sends for a session, and in which order:
 * - replay: `completed` (paid), then the same event again;
 * - concurrent: the same `completed` twice at the same moment;
 * - async-first (FPX): `async_payment_succeeded` before `completed` (unpaid), which comes twice;
 * - expired-first: `expired`, then `completed` (paid) twice at once;
 * - late: `completed` twice at once, after the seat's hold lapsed (the test moves it);
 * - abandoned: never paid; only forged deliveries name it.
 */
export const ROLES = [
  "replay",
  "late",
  "concurrent",
  "async-first",
  "expired-first",
  "late",
  "concurrent",
  "abandoned",
] as const;
export type Role = (typeof ROLES)[number];

export interface Visitor {
  n: number;
  course: Course;
  email: string;
  fields: Record<string, string>;
  /** Where the answer sent the visitor (Checkout, our payment page, the course page). */
  location: string | null;
  status: number;
}

export interface PaidSession {
  visitor: Visitor;
  role: Role;
  session: StandInSession;
  reference: string;
}

export function makeVisitors(
  run: string,
  plan: Array<{ course: Course; count: number; pay: "now" | "invoice" }>,
): Visitor[] {
  const visitors: Visitor[] = [];
  for (const { course, count, pay } of plan) {
    for (let i = 0; i < count; i++) {
      const n = visitors.length;
      const email = `pay-${n}@${run}.faults.test`;
      visitors.push({
        n,
        course,
        email,
        location: null,
        status: 0,
        fields: {
          website: "",
          mode: "individual",
          productType: "masterclass",
          productId: course.id,
          name: `Faults Payer ${n}`,
          email,
          phone: `+60 12-345 ${String(n).padStart(4, "0")}`,
          org: "Maju Sdn Bhd",
          role: "Analyst",
          idempotencyKey: crypto.randomBytes(18).toString("base64url"),
          pay,
        },
      });
    }
  }
  return visitors;
}

/** A form token per visitor, then the two seconds a person takes to fill the form in. */
export async function fetchFormTokens(server: LiveServer, visitors: readonly Visitor[]) {
  await pool(visitors, 20, async (visitor) => {
    const response = await fetch(`${server.url}/api/form-token`);
    if (!response.ok) throw new Error(`GET /api/form-token answered ${response.status}`);
    visitor.fields.formToken = ((await response.json()) as { token: string }).token;
  });
  await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
}

/** Everyone presses the button at once (`concurrency` connections). */
export async function submitAll(
  server: LiveServer,
  visitors: readonly Visitor[],
  concurrency: number,
): Promise<void> {
  await pool(visitors, concurrency, async (visitor) => {
    const response = await fetch(`${server.url}/shop/masterclasses/${visitor.course.slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams(visitor.fields).toString(),
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    visitor.status = response.status;
    visitor.location = response.headers.get("location");
  });
}

/** The visitors the answer sent to the stand-in's Checkout page, with their session. */
export function sentToCheckout(
  standIn: StripeStandIn,
  visitors: readonly Visitor[],
): Array<{ visitor: Visitor; session: StandInSession }> {
  const prefix = `${standIn.url}/pay/`;
  return visitors.flatMap((visitor) => {
    if (!visitor.location?.startsWith(prefix)) return [];
    const session = standIn.sessions.get(visitor.location.slice(prefix.length));
    return session ? [{ visitor, session }] : [];
  });
}

export interface DeliveryLedger {
  /** Sessions whose every genuine delivery was answered 200, by reference. */
  acknowledged: Set<string>;
  /** Genuine deliveries answered otherwise: `status event type`. */
  refused: string[];
  serverErrors: string[];
  /** Forged deliveries by answer status. */
  forged: Map<number, number>;
  /** Ids of the events forged (none may be stored). */
  forgedIds: string[];
  results: Map<string, number>;
}

export function newDeliveryLedger(): DeliveryLedger {
  return {
    acknowledged: new Set(),
    refused: [],
    serverErrors: [],
    forged: new Map(),
    forgedIds: [],
    results: new Map(),
  };
}

async function post(server: LiveServer, body: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(120_000),
  });
  return { status: response.status, text: await response.text() };
}

type Event = ReturnType<typeof stripeEvent>;

/**
 * Stripe's delivery, signed now: true once answered 200. A 5xx is sent again after a pause,
 * as Stripe retries, up to five times (each is still counted as a server error).
 */
export async function deliver(
  server: LiveServer,
  event: Event,
  ledger: DeliveryLedger,
): Promise<boolean> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const signed = signedDelivery(event, WEBHOOK_SECRET);
    const answer = await post(server, signed.body, signed.headers);
    if (answer.status === 200) {
      const result = (JSON.parse(answer.text) as { result?: string }).result ?? "?";
      ledger.results.set(result, (ledger.results.get(result) ?? 0) + 1);
      return true;
    }
    if (answer.status < 500) {
      ledger.refused.push(`${answer.status} ${event.type}: ${answer.text.slice(0, 200)}`);
      return false;
    }
    ledger.serverErrors.push(`${answer.status} ${event.type}: ${answer.text.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
  return false;
}

/**
 * Four forgeries of a `completed` (paid) for a session: another secret, a body changed
 * after signing, a signature an hour old, no signature. Each must be a 400.
 */
export async function deliverForged(
  server: LiveServer,
  session: StandInSession,
  ledger: DeliveryLedger,
) {
  const paid = { ...session, status: "complete", payment_status: "paid" };
  const forgeries = [0, 1, 2, 3].map(() => stripeEvent("checkout.session.completed", paid));
  ledger.forgedIds.push(...forgeries.map((event) => event.id));
  const [otherSecret, tampered, stale, unsigned] = forgeries as [Event, Event, Event, Event];
  const wrong = signedDelivery(otherSecret, "whsec_someone_else");
  const original = signedDelivery(
    { ...tampered, data: { object: { ...paid, amount_total: 100 } } },
    WEBHOOK_SECRET,
  );
  const old = signedDelivery(stale, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
  const answers = await Promise.all([
    post(server, wrong.body, wrong.headers),
    post(server, JSON.stringify(tampered), original.headers),
    post(server, old.body, old.headers),
    post(server, JSON.stringify(unsigned), { "Content-Type": "application/json" }),
  ]);
  for (const { status } of answers) ledger.forged.set(status, (ledger.forged.get(status) ?? 0) + 1);
}

/** The steps Stripe takes for one session; the events of a step go out at the same moment. */
export function script(paid: PaidSession): Event[][] {
  const { session, role } = paid;
  const event = (type: string, object: object) => stripeEvent(`checkout.session.${type}`, object);
  switch (role) {
    case "replay": {
      const completed = event("completed", { ...session });
      return [[completed], [completed]];
    }
    case "concurrent":
    case "late": {
      const completed = event("completed", { ...session });
      return [[completed, completed]];
    }
    case "async-first": {
      const completed = event("completed", { ...session, payment_status: "unpaid" });
      const succeeded = event("async_payment_succeeded", { ...session, payment_status: "paid" });
      return [[succeeded], [completed], [completed]];
    }
    case "expired-first": {
      const expired = event("expired", {
        ...session,
        status: "expired",
        payment_status: "unpaid",
        url: null,
      });
      const completed = event("completed", { ...session });
      return [[expired], [completed, completed]];
    }
    case "abandoned":
      return [];
  }
}

/** Every session's script, sessions interleaved (`concurrency` at a time, shuffled). */
export async function deliverScripts(
  server: LiveServer,
  sessions: readonly PaidSession[],
  ledger: DeliveryLedger,
  concurrency: number,
) {
  const shuffled = [...sessions].sort(() => Math.random() - 0.5);
  await pool(shuffled, concurrency, async (paid) => {
    let answered = true;
    for (const step of script(paid)) {
      const answers = await Promise.all(step.map((event) => deliver(server, event, ledger)));
      answered &&= answers.every(Boolean);
    }
    if (answered && paid.role !== "abandoned") ledger.acknowledged.add(paid.reference);
  });
}
