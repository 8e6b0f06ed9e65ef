import Stripe from "stripe";
import type { Config } from "#server/config";
import { getConfig, isBooted } from "#server/runtime";

type StripeSettings = NonNullable<Config["stripe"]>;

const clients = new WeakMap<StripeSettings, Stripe>();

/** The Stripe settings, or null when online payment is off (no keys: pay by invoice only). */
export function stripeSettings(): StripeSettings | null {
  return isBooted() ? getConfig().stripe : null;
}

export function paymentsEnabled(): boolean {
  return stripeSettings() !== null;
}

/**
 * One client per configuration. `STRIPE_API_URL` points it at a stand-in
 * (tests, stripe-mock) through the SDK's own host/port/protocol options;
 * unset, it talks to Stripe. Requests are never retried by the SDK on their
 * own: every write we make carries its idempotency key, and a visitor waiting
 * on a redirect is better told at once.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const known = clients.get(settings);
  if (known) return known;
  const base = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const client = new Stripe(settings.secretKey, {
    timeout: 20_000,
    maxNetworkRetries: 0,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? "443" : "80"),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  clients.set(settings, client);
  return client;
}

/** Whole sen from a stored MYR amount ("1499.00" → 149900), without floating point. */
export function toSen(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A stored MYR amount from whole sen (149900 → "1499.00"). */
export function fromSen(sen: number): string {
  return `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, "0")}`;
}
