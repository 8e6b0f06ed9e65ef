import path from "node:path";
import { z } from "zod";
import { envValue, wholeNumber } from "./env-fields";
import { invoiceEnv, invoiceSettingsOf, type InvoiceSettings } from "./invoice-config";

export type { InvoiceSettings };

/**
 * The environment, parsed once. Nothing else reads process.env: a bad value
 * stops the server at start with one line per bad variable, not at the first
 * request that happens to need it.
 */

const postgresUrl = envValue(
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "postgres:" || url.protocol === "postgresql:") && !!url.hostname;
      } catch {
        return false;
      }
    }, "must be a postgres:// or postgresql:// URL with a host, e.g. postgres://user:pass@db:5432/aihq")
    .optional(),
);

/**
 * A per-address or per-recipient limit: a whole number from `min`, or `off`
 * (no limit: for load and fault tests, or a deployment behind its own rate
 * limiter). Off is `Infinity`, which `consumeRateLimit` answers without
 * touching the database.
 */
function limitOrOff(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}, or off`;
  return envValue(
    z
      .union(
        [
          z.literal("off").transform(() => Number.POSITIVE_INFINITY),
          z.coerce.number({ message }).int(message).min(min, message).max(max, message),
        ],
        { message },
      )
      .default(fallback),
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber(1, 65535, 3000, "must be a whole number between 1 and 65535"),
  HOST: envValue(z.string().default("0.0.0.0")),
  DATA_DIR: envValue(z.string().default("./data")),
  DATABASE_URL: postgresUrl,
  PUBLIC_URL: envValue(
    z.url({ message: "must be an absolute http(s) URL, e.g. https://aihq.com.my" }).optional(),
  ),
  SESSION_SECRET: envValue(
    z.string().min(32, "must be at least 32 characters (use: openssl rand -hex 32)").optional(),
  ),
  // Earlier secrets, comma-separated, still accepted after a rotation (never used to sign).
  SESSION_SECRET_PREVIOUS: envValue(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((secret) => secret.trim())
          .filter((secret) => secret !== ""),
      )
      .refine(
        (secrets) => secrets.every((secret) => secret.length >= 32),
        "must list secrets of at least 32 characters each, comma-separated",
      )
      .default([]),
  ),
  SMTP_URL: envValue(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: envValue(z.string().default("AIHQ <hello@aihq.com.my>")),
  MAIL_TO_TEAM: envValue(
    z.email({ message: "must be an e-mail address" }).default("hello@aihq.com.my"),
  ),
  ADMIN_EMAIL: envValue(z.email({ message: "must be an e-mail address" }).optional()),
  ADMIN_PASSWORD: envValue(z.string().min(12, "must be at least 12 characters").optional()),
  SEED: envValue(z.enum(["demo", "none"], { message: "must be demo or none" }).default("demo")),
  LOG_LEVEL: envValue(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  TRUST_PROXY: envValue(
    z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
  ),
  FORM_RATE_LIMIT_PER_HOUR: limitOrOff(1, 100_000, 60),
  VERIFY_RATE_LIMIT_PER_MINUTE: limitOrOff(1, 100_000, 60),
  BODY_LIMIT_KB: envValue(z.coerce.number().int().min(1).max(102_400).default(256)),
  SEND_EMAIL_API_KEY: envValue(
    z
      .string()
      .min(32, "must be at least 32 characters (use: openssl rand -hex 32)")
      .max(512, "must be at most 512 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
  ),
  VISITOR_MAILS_PER_DAY: limitOrOff(0, 1000, 5),
  VISITOR_RECIPIENTS_PER_DAY: limitOrOff(1, 100_000, 30),
  MAX_UNCONFIRMED_SEATS: limitOrOff(0, 1000, 5),
  SEAT_HOLD_HOURS: wholeNumber(1, 168, 48),
  MAIL_RETRY_BASE_SECONDS: wholeNumber(1, 3600, 30),
  MAIL_LEASE_SECONDS: wholeNumber(60, 3600, 300),
  PAGE_CACHE: envValue(z.enum(["on", "off"], { message: "must be on or off" }).optional()),
  STRIPE_SECRET_KEY: envValue(
    z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
        "must be a Stripe secret key (sk_test_… or sk_live_…)",
      )
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: envValue(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/, "must be a Stripe webhook signing secret (whsec_…)")
      .optional(),
  ),
  // Only for the local stand-in or stripe-mock: unset talks to Stripe itself.
  STRIPE_API_URL: envValue(
    z
      .url({ protocol: /^https?$/, message: "must be an http(s) URL, e.g. http://127.0.0.1:12111" })
      .optional(),
  ),
  PAYMENT_HOLD_MINUTES: wholeNumber(5, 1440, 30),
  MAX_UNPAID_HOLDS_PER_CLIENT: limitOrOff(1, 1000, 3),
  ...invoiceEnv,
});

export type Config = Readonly<{
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionSecret: string | undefined;
  /** SESSION_SECRET_PREVIOUS: secrets that signed before a rotation, still accepted, never used to sign. */
  sessionSecretsPrevious: readonly string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  mailToTeam: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: "demo" | "none";
  logLevel: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Lead-form submissions allowed per client address per hour, per form (Infinity: off). */
  formRateLimitPerHour: number;
  /** Certificate look-ups allowed per client address per minute (Infinity: off). */
  verifyRateLimitPerMinute: number;
  /** Bearer key of the send-email endpoint for trusted integrations; unset disables the endpoint. */
  sendEmailApiKey: string | undefined;
  /** Visitor confirmations sent to one address per day across all forms; past it they are skipped (Infinity: off). */
  visitorMailsPerDay: number;
  /** Distinct people one client address may cause us to mail per day; past it a booking waits in review (Infinity: off). */
  visitorRecipientsPerDay: number;
  /** Seats per course one booker (address, e-mail or organisation) holds without confirming by mail (Infinity: off). */
  maxUnconfirmedSeats: number;
  /** How long a booking pending its booker's confirmation holds its seats. */
  seatHoldMs: number;
  /** The mail worker's first retry delay after a failed send, doubled per attempt. */
  mailRetryBaseMs: number;
  /** How long a mail being sent stays its worker's before another may send it (a worker that died). */
  mailLeaseMs: number;
  /** Public pages served from memory until their content changes (PAGE_CACHE; on in production). */
  pageCache: boolean;
  /** Online payment (Stripe Checkout): both keys set, or null (pay by invoice only). */
  stripe: Readonly<{ secretKey: string; webhookSecret: string; apiUrl: string | undefined }> | null;
  /** How long a seat waits for its online payment before it goes back to the course. */
  paymentHoldMs: number;
  /** Seats one client address may hold at once, site-wide, waiting for an online payment (Infinity: off). */
  maxUnpaidHoldsPerClient: number;
  /** The seller's details printed on invoices and sent to MyInvois (defaults: common/business.ts). */
  invoice: InvoiceSettings;
}>;

/** A start-up failure that server.js reports as one line, without a stack. */
export class ConfigError extends Error {
  readonly startup = true;
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "environment"} ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = result.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      "Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    );
  }
  if (!e.STRIPE_SECRET_KEY !== !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
    );
  }
  if (e.NODE_ENV === "production" && e.PUBLIC_URL?.startsWith("https:") && !e.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration: SESSION_SECRET is required when PUBLIC_URL is https (a public deployment)",
    );
  }
  return Object.freeze({
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    sessionSecret: e.SESSION_SECRET,
    sessionSecretsPrevious: Object.freeze(e.SESSION_SECRET_PREVIOUS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailToTeam: e.MAIL_TO_TEAM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === "true",
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    formRateLimitPerHour: e.FORM_RATE_LIMIT_PER_HOUR,
    verifyRateLimitPerMinute: e.VERIFY_RATE_LIMIT_PER_MINUTE,
    sendEmailApiKey: e.SEND_EMAIL_API_KEY,
    visitorMailsPerDay: e.VISITOR_MAILS_PER_DAY,
    visitorRecipientsPerDay: e.VISITOR_RECIPIENTS_PER_DAY,
    maxUnconfirmedSeats: e.MAX_UNCONFIRMED_SEATS,
    seatHoldMs: e.SEAT_HOLD_HOURS * 3_600_000,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000,
    mailLeaseMs: e.MAIL_LEASE_SECONDS * 1000,
    // In development every edit of the code must show at once: the cache is for production.
    pageCache: (e.PAGE_CACHE ?? (e.NODE_ENV === "production" ? "on" : "off")) === "on",
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? Object.freeze({
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          })
        : null,
    paymentHoldMs: e.PAYMENT_HOLD_MINUTES * 60_000,
    maxUnpaidHoldsPerClient: e.MAX_UNPAID_HOLDS_PER_CLIENT,
    invoice: invoiceSettingsOf(e),
  });
}
