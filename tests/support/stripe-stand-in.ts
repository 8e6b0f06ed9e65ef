import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the few Stripe endpoints the site calls, answering with
 * the shapes of Stripe's objects (checked against stripe/openapi: a Checkout
 * Session's `id`, `object`, `status` open|complete|expired, `payment_status`
 * paid|unpaid|no_payment_required, `url`, `expires_at`, `payment_intent`; a
 * Refund's `id`, `amount`, `payment_intent`, `status`). It keeps Stripe's
 * idempotency rule (the same Idempotency-Key answers the first response
 * again) and records every request, so tests can assert what was sent.
 * `GET /pay/:id` is its "checkout page": it pays the session and redirects
 * to the success URL (`?cancel=1`: to the cancel URL instead).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, string>;
}

export interface StandInSession {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  payment_intent: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  url: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
}

const rid = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString("hex")}`;

function stripeError(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message } }));
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: Stripe.Refund[] = [];
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private server = http.createServer((req, res) => void this.handle(req, res));
  /** Answer the next n API calls with a 500 (Stripe down). */
  failNext = 0;
  port = 0;

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  created(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
  }

  /** Marks a session paid as Stripe's page would (card: paid; FPX: still unpaid). */
  pay(id: string, paymentStatus: "paid" | "unpaid" = "paid"): StandInSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No session ${id}`);
    session.status = "complete";
    session.payment_status = paymentStatus;
    session.payment_intent ??= rid("pi");
    return session;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", this.url);
    const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    if (url.pathname.startsWith("/v1/"))
      this.requests.push({
        method: req.method ?? "",
        path: url.pathname,
        idempotencyKey: key,
        body,
      });
    const page = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (page) return this.checkoutPage(page[1]!, url, res);
    if (this.failNext > 0 && url.pathname.startsWith("/v1/")) {
      this.failNext--;
      return stripeError(res, 500, "Stand-in told to fail");
    }
    if (req.method === "POST" && key) {
      const seen = this.idempotent.get(`${url.pathname}:${key}`);
      if (seen) {
        res.writeHead(seen.status, {
          "Content-Type": "application/json",
          "Idempotent-Replayed": "true",
        });
        return res.end(seen.body);
      }
    }
    const answer = this.route(req.method ?? "", url.pathname, body);
    const text = JSON.stringify(answer.body);
    if (req.method === "POST" && key && answer.status < 500)
      this.idempotent.set(`${url.pathname}:${key}`, { status: answer.status, body: text });
    res.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": rid("req") });
    res.end(text);
  }

  private route(method: string, path: string, body: Record<string, string>) {
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(body);
    const one = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)(\/expire)?$/.exec(path);
    if (one) {
      const session = this.sessions.get(one[1]!);
      if (!session)
        return {
          status: 404,
          body: {
            error: {
              type: "invalid_request_error",
              message: "No such checkout.session",
              code: "resource_missing",
            },
          },
        };
      if (method === "POST" && one[2]) {
        session.status = "expired";
        session.url = null;
      }
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const refund = {
        id: rid("re"),
        object: "refund",
        amount: Number(body.amount),
        currency: "myr",
        payment_intent: body.payment_intent ?? null,
        charge: rid("ch"),
        status: "succeeded",
        metadata: nested(body, "metadata"),
        created: Math.floor(Date.now() / 1000),
      } as unknown as Stripe.Refund;
      this.refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  }

  private createSession(body: Record<string, string>) {
    const amount =
      Number(body["line_items[0][price_data][unit_amount]"]) *
      Number(body["line_items[0][quantity]"] ?? 1);
    const id = rid("cs");
    const session: StandInSession = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      currency: body.currency ?? body["line_items[0][price_data][currency]"] ?? "myr",
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: nested(body, "metadata"),
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      url: `${this.url}/pay/${id}`,
      success_url: body.success_url ?? "",
      cancel_url: body.cancel_url ?? "",
      expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  private checkoutPage(id: string, url: URL, res: http.ServerResponse) {
    const session = this.sessions.get(id);
    if (!session || session.status !== "open")
      return stripeError(res, 404, "This page has expired");
    if (url.searchParams.get("cancel") === "1") {
      res.writeHead(303, { Location: session.cancel_url });
      return res.end();
    }
    this.pay(id, url.searchParams.get("fpx") === "1" ? "unpaid" : "paid");
    res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", id) });
    res.end();
  }
}

function nested(body: Record<string, string>, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
}

/** A Stripe event around an object, as Stripe sends it. */
export function stripeEvent(type: string, object: object, id = rid("evt")) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a webhook delivery, signed like Stripe's with the endpoint secret. */
export function signedDelivery(event: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = new Stripe("sk_test_standin").webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
  return {
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  };
}

/** A charge after refunds, for `charge.refunded`. */
export function refundedCharge(paymentIntent: string, amount: number, amountRefunded: number) {
  return {
    id: rid("ch"),
    object: "charge",
    amount,
    amount_refunded: amountRefunded,
    currency: "myr",
    payment_intent: paymentIntent,
    refunded: amountRefunded >= amount,
    status: "succeeded",
  };
}
