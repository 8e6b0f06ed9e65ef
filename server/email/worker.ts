import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#server/db/client";
import { subscribe } from "#server/db/notify";
import { emailOutbox } from "#server/db/schema";
import { logger as rootLogger } from "#server/logger";
import type { LeadMailRuntime } from "./lead-mail";
import { OUTBOX_CHANNEL } from "./outbox";
import { outboxClaims, type OutboxRow } from "./outbox-claims";
import { outboxSettlement, type SentMail } from "./outbox-settlement";
import { requireLeadMail } from "./registry";
import { renderEmail, type RenderContext } from "./render";
import type { MailTransport } from "./transport";

export interface MailWorkerOptions {
  database: Database;
  transport: MailTransport;
  /** MAIL_FROM. Its domain also names the stable Message-IDs. */
  mailFrom: string;
  /** Where a visitor's reply to a confirmation goes (MAIL_TO_TEAM). */
  visitorReplyTo?: string;
  /** Absolute base for links in mail (PUBLIC_URL). */
  siteUrl: string;
  logger?: Logger;
  /** Safety-net poll: due retries and missed notifications. Default 10 s. */
  pollIntervalMs?: number;
  /** First retry delay, doubled per attempt. Default 30 s. */
  retryBaseMs?: number;
  /** Longest retry delay. Default 1 h. */
  retryMaxMs?: number;
  /** Attempts before a row is `failed`. Default 20 (about 13 hours of retrying). */
  maxAttempts?: number;
  /**
   * How long a claimed row belongs to this worker. A worker that dies
   * mid-send leaves the row `sending`; after the lease any worker takes it
   * again (at-least-once). Must exceed the transport's worst-case send time.
   * Default 5 min.
   */
  leaseMs?: number;
  /** Rows claimed (and sent in parallel) at a time. Default 5. */
  batchSize?: number;
  /**
   * This worker is the only one on its database (PGlite: one process holds
   * the directory), so rows left `sending` at start were abandoned by a
   * process that died mid-send: their lease ends at once instead of after
   * `leaseMs`. Never set it where another worker may be sending.
   */
  soleWorker?: boolean;
}

export interface MailWorker {
  /** Listens for NOTIFY, starts the poll timer and sends what is due. */
  start(): Promise<void>;
  /** Stops claiming, waits for sends in flight (up to `timeoutMs`), stops listening. */
  stop(timeoutMs?: number): Promise<void>;
  /** Claims and sends until nothing is due; resolves with the number of rows processed. */
  drain(): Promise<number>;
}

export const DEFAULTS = {
  pollIntervalMs: 10_000,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 20,
  leaseMs: 300_000,
  batchSize: 5,
} as const;

/** "AIHQ <hello@aihq.com.my>" → "aihq.com.my": Message-IDs live in the sender's domain. */
export function messageIdDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim());
  return match?.[1]?.toLowerCase() ?? "aihq.localhost";
}

/** Stable per outbox row: every retry of a message carries the same Message-ID. */
export function messageIdFor(rowId: string, mailFrom: string): string {
  return `<${rowId}@${messageIdDomain(mailFrom)}>`;
}

/**
 * The outbox worker. Any number may run against one PostgreSQL database:
 * rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so in the normal
 * case each message is sent exactly once, and after a crash at least once
 * (with the same Message-ID).
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const { database, transport } = options;
  const db = database.db;
  const log = (options.logger ?? rootLogger).child({ component: "mail-worker" });
  const { claim, failAbandoned, releaseAbandoned } = outboxClaims(db, settings, log);
  const { recordSent, recordFailure } = outboxSettlement(db, settings, log);

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<number> | null = null;
  let wakeAgain = false;
  let unlisten: (() => Promise<void>) | undefined;

  async function renderRow(mail: LeadMailRuntime, row: OutboxRow) {
    const ctx: RenderContext = {
      siteUrl: options.siteUrl,
      receivedAt: row.createdAt,
      recommendations: [],
    };
    if (row.recipientRole === "visitor") {
      try {
        ctx.recommendations = await mail.suggestions(db, row.formData, options.siteUrl);
      } catch (error) {
        // The content is what the visitor waits for; suggestions are a bonus.
        log.warn({ err: error, id: row.id }, "Could not load program recommendations");
      }
    }
    return renderEmail(mail, row.recipientRole, row.formData, ctx);
  }

  async function processRow(row: OutboxRow): Promise<void> {
    const leaseEndsAt = Date.now() + settings.leaseMs;
    // Fencing: only the claim that set these attempts may settle the row, so a
    // worker that outlived its lease cannot overwrite a newer claim's outcome.
    const mine = and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.status, "sending"),
      eq(emailOutbox.attempts, row.attempts),
    );
    let subject: string | null = row.subject;
    let sent: SentMail;
    try {
      // An unregistered form type fails like any send: retried, then failed with the reason.
      const mail = requireLeadMail(row.formType);
      const rendered = await renderRow(mail, row);
      subject = rendered.subject;
      sent = await transport.send({
        id: row.id,
        from: options.mailFrom,
        to: row.toAddress,
        replyTo:
          row.recipientRole === "team"
            ? { name: mail.visitorName(row.formData), address: mail.visitorAddress(row.formData) }
            : options.visitorReplyTo,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        attachments: rendered.attachments,
        messageId: messageIdFor(row.id, options.mailFrom),
        headers: { "Auto-Submitted": "auto-generated", "X-AIHQ-Form-Type": row.formType },
      });
    } catch (error) {
      await recordFailure(row, mine, subject, error);
      return;
    }
    await recordSent(row, mine, subject, sent, leaseEndsAt);
  }

  async function runLoop(): Promise<number> {
    let processed = 0;
    await failAbandoned();
    while (!stopped) {
      wakeAgain = false;
      const rows = await claim();
      if (rows.length === 0) break;
      await Promise.all(rows.map(processRow));
      processed += rows.length;
    }
    return processed;
  }

  function drain(): Promise<number> {
    if (loop) {
      // Already running: make it look again once this round ends.
      wakeAgain = true;
      return loop;
    }
    const current = runLoop()
      .catch((error: unknown) => {
        log.error({ err: error }, "Mail worker could not reach the outbox");
        return 0;
      })
      .finally(() => {
        loop = null;
        if (wakeAgain && !stopped) void drain();
        else schedule();
      });
    loop = current;
    return current;
  }

  function schedule() {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void drain(), settings.pollIntervalMs);
    timer.unref();
  }

  return {
    async start() {
      if (started) return;
      started = true;
      if (options.soleWorker) await releaseAbandoned();
      const subscription = await subscribe(database, OUTBOX_CHANNEL, () => void drain(), {
        logger: log,
        // Notifications may have been missed while disconnected.
        onReconnect: () => void drain(),
      });
      unlisten = () => subscription.close();
      void drain();
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.().catch(() => {});
      if (loop) {
        // Rows still in flight after the timeout stay `sending` and are taken
        // again by another worker when their lease expires.
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          loop,
          new Promise((resolve) => {
            wait = setTimeout(resolve, timeoutMs);
          }),
        ]);
        clearTimeout(wait);
      }
      transport.close();
    },
    drain,
  };
}

/** Options given as undefined must not override the defaults. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
