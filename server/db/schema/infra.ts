import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, instant, instantNow, newestFirstIndex, timestamps, uuidPk } from "./columns";

// "skipped": a visitor confirmation held back on purpose (per-recipient cap), kept as a record.
// "held": the mails of a submission judged to be spam, sent only if a person says "Not spam".
export const outboxStatus = pgEnum("outbox_status", [
  "pending",
  "sending",
  "sent",
  "failed",
  "skipped",
  "held",
]);
export const recipientRole = pgEnum("recipient_role", ["visitor", "team"]);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuidPk(),
    formType: text("form_type").notNull(),
    formData: jsonb("form_data").$type<Record<string, unknown>>().notNull(),
    recipientRole: recipientRole("recipient_role").notNull(),
    toAddress: text("to_address").notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instantNow("next_attempt_at"),
    leaseExpiresAt: instant("lease_expires_at"),
    lastError: text("last_error"),
    /** Why a `skipped` message was never sent (for example the per-recipient daily cap). */
    skipReason: text("skip_reason"),
    /** The lead a message belongs to (`callback:<id>`, `quiz:<id>` …), to release held mails with it. */
    leadRef: text("lead_ref"),
    messageId: text("message_id"),
    // Filled at the first render, so lists can show what a mail is about.
    subject: text("subject"),
    // The complete message as the dev transport (no SMTP_URL) kept it, readable without a mail server.
    rawMessage: text("raw_message"),
    sentAt: instant("sent_at"),
    ...timestamps(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    newestFirstIndex("email_outbox", t.createdAt),
    index("email_outbox_lead_idx").on(t.leadRef),
  ],
);

/** Fixed-window counters; shared by every app instance through the database. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: instant("window_start").notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.windowStart] }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);

/**
 * Failed sign-ins per key (client address, or address and e-mail). A lockout
 * lasts the whole window from the last failure that was allowed; the count
 * starts again once a window has passed without one.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: instantNow("last_failure_at"),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    index("login_throttle_last_failure_idx").on(t.lastFailureAt),
  ],
);

/**
 * One row per recent form submission (a hash of form, client and values):
 * the same submission sent twice within minutes is stored once.
 */
export const submissionFingerprints = pgTable(
  "submission_fingerprints",
  {
    fingerprint: text("fingerprint").primaryKey(),
    form: text("form").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("submission_fingerprints_created_idx").on(t.createdAt)],
);
