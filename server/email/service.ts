import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { logger } from "#server/logger";
import { createTransport } from "./transport";
import { createMailWorker, type MailWorker } from "./worker";

/**
 * The server process's one outbox worker, started by boot() and stopped by
 * shutdown(). Kept on globalThis like the runtime, so a dev-server module
 * reload does not start a second one.
 */
const globalForMail = globalThis as typeof globalThis & { __aihqMailWorker?: MailWorker };

/** Absolute base for links in mail: PUBLIC_URL, or this server on localhost. */
export function siteUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export async function startMailWorker(config: Config, database: Database): Promise<MailWorker> {
  if (globalForMail.__aihqMailWorker) return globalForMail.__aihqMailWorker;
  const transport = createTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  if (config.isProduction && !config.publicUrl) {
    logger.warn("PUBLIC_URL is not set: links in e-mails point to localhost");
  }
  const worker = createMailWorker({
    database,
    transport,
    mailFrom: config.mailFrom,
    visitorReplyTo: config.mailToTeam,
    siteUrl: siteUrlOf(config),
    retryBaseMs: config.mailRetryBaseMs,
    leaseMs: config.mailLeaseMs,
    // PGlite is one process's alone: whatever it left `sending` died with it.
    soleWorker: database.driver === "pglite",
  });
  globalForMail.__aihqMailWorker = worker;
  await worker.start();
  logger.info(
    {
      transport: transport.kind,
      ...(transport.kind === "dev" ? { mailDir: `${config.dataDir}/mail` } : {}),
    },
    transport.kind === "dev"
      ? "Mail: no SMTP_URL, keeping messages in the dev mailbox"
      : "Mail: sending through SMTP_URL",
  );
  return worker;
}

export async function stopMailWorker(): Promise<void> {
  const worker = globalForMail.__aihqMailWorker;
  if (!worker) return;
  globalForMail.__aihqMailWorker = undefined;
  await worker.stop();
}
