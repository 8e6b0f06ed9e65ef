import fs from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import { firstRow } from "#server/db/rows";
import { emailOutbox } from "#server/db/schema";
import { OUTBOX_CHANNEL } from "#server/email/outbox";
import { renderEmail } from "#server/email/render";
import { siteUrlOf } from "#server/email/service";
import { getConfig, getDb } from "#server/runtime";
import { recordAudit } from "#app/features/audit/audit.server";
import {
  newestFirstChunks,
  type CsvColumn,
  type CsvExport,
  type KeysetRow,
} from "#app/features/backoffice/export/csv-export.server";
import { isOutboxStatus, OUTBOX_STATUSES, PAGE_SIZE, type OutboxStatus } from "./statuses";

export async function statusCounts(): Promise<Record<OutboxStatus, number>> {
  const rows = await getDb()
    .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

const outboxColumns = {
  id: emailOutbox.id,
  formType: emailOutbox.formType,
  recipientRole: emailOutbox.recipientRole,
  toAddress: emailOutbox.toAddress,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  subject: emailOutbox.subject,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

/** One page of the outbox with a status, newest first. */
export async function listOutbox(status: OutboxStatus, page: number) {
  return getDb()
    .select(outboxColumns)
    .from(emailOutbox)
    .where(eq(emailOutbox.status, status))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

type OutboxExportRow = Awaited<ReturnType<typeof listOutbox>>[number] & KeysetRow;

const OUTBOX_CSV_COLUMNS: CsvColumn<OutboxExportRow>[] = [
  { header: "Queued", value: (m) => m.createdAt },
  { header: "Status", value: (m) => m.status },
  { header: "Mail", value: (m) => m.formType },
  { header: "Recipient", value: (m) => m.recipientRole },
  { header: "To", value: (m) => m.toAddress },
  { header: "Subject", value: (m) => m.subject },
  { header: "Attempts", value: (m) => m.attempts },
  { header: "Last error", value: (m) => m.lastError },
  { header: "Sent", value: (m) => m.sentAt },
  { header: "Mail ID", value: (m) => m.id },
];

/**
 * The outbox as the page shows it (`?status=`, or every status when none is
 * given), newest first by keyset: the outbox grows with every form.
 */
export function outboxExport(params: URLSearchParams): CsvExport<OutboxExportRow> {
  const asked = params.get("status");
  const status = isOutboxStatus(asked) ? asked : null;
  const db = getDb();
  return {
    name: status ? `mail-${status}` : "mail",
    columns: OUTBOX_CSV_COLUMNS,
    chunks: newestFirstChunks(
      db,
      emailOutbox,
      outboxColumns,
      status ? eq(emailOutbox.status, status) : undefined,
      "uuid",
    ),
  };
}

export async function findMail(id: string) {
  return firstRow(getDb(), emailOutbox, eq(emailOutbox.id, id));
}

export type RenderedPreview =
  | { ok: true; subject: string; html: string; text: string; attachments: string[] }
  | { ok: false; error: string };

/** The message as the worker would render it now (the same module and data). */
export async function renderPreview(
  row: NonNullable<Awaited<ReturnType<typeof findMail>>>,
): Promise<RenderedPreview> {
  try {
    const rendered = await renderEmail(row.formType, row.recipientRole, row.formData, {
      siteUrl: siteUrlOf(getConfig()),
      receivedAt: row.createdAt,
      recommendations: [],
    });
    return {
      ok: true,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: rendered.attachments.map((a) => a.filename),
    };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message.slice(0, 500) : "Could not render",
    };
  }
}

/**
 * Failed mails back to pending, due now, with their attempts reset to 0: a
 * person decided the cause is fixed, so the message gets the worker's whole
 * retry schedule again rather than one last try. The previous attempts stay
 * in the audit entry and the last error on the row until the next attempt.
 * The worker is woken at commit (NOTIFY, as the outbox does).
 */
export async function retryFailed(actor: AdminUser, id?: string): Promise<number> {
  return getDb().transaction(async (tx) => {
    const retried = await tx
      .update(emailOutbox)
      .set({
        status: "pending",
        attempts: 0,
        nextAttemptAt: sql`now()`,
        leaseExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        id
          ? and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed"))
          : eq(emailOutbox.status, "failed"),
      )
      .returning({ id: emailOutbox.id });
    if (retried.length === 0) return 0;
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
    await recordAudit(tx, actor, {
      action: id ? "mail.retry" : "mail.retry-all",
      targetType: "email_outbox",
      targetId: id ?? null,
      summary: id
        ? "Put a failed mail back in the queue"
        : `Put ${retried.length} failed mail${retried.length === 1 ? "" : "s"} back in the queue`,
      details: { ids: retried.map((r) => r.id).slice(0, 500) },
    });
    return retried.length;
  });
}

export interface DevMessage {
  file: string;
  id: string;
  subject: string;
  to: string;
  modified: Date;
}

/** The dev transport's files are `<outbox id>.eml`; nothing else is read. */
const EML_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
      (_, _charset: string, enc: string, body: string) => {
        if (enc.toUpperCase() === "B") return Buffer.from(body, "base64").toString("utf8");
        const bytes = body
          .replace(/_/g, " ")
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
        try {
          return decodeURIComponent(bytes);
        } catch {
          return body;
        }
      },
    );
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match ? decodeHeader(match[1]!.trim()) : "";
}

/**
 * The dev mailbox (no SMTP_URL): DATA_DIR/mail/*.eml, newest first, with
 * subject and recipient read from each file's head. Only names the dev
 * transport writes are read, from that one directory.
 */
export async function listDevMailbox(limit = 200): Promise<DevMessage[]> {
  const dir = path.join(getConfig().dataDir, "mail");
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const files = await Promise.all(
    names
      .filter((name) => EML_NAME.test(name))
      .map(async (name) => {
        const full = path.join(dir, name);
        const stat = await fs.lstat(full).catch(() => null);
        return stat?.isFile() ? { name, full, modified: stat.mtime } : null;
      }),
  );
  const newest = files
    .filter((f): f is NonNullable<typeof f> => f !== null)
    .sort((a, b) => b.modified.getTime() - a.modified.getTime())
    .slice(0, limit);
  return Promise.all(
    newest.map(async (f) => {
      const handle = await fs.open(f.full, "r");
      try {
        const buffer = Buffer.alloc(16_384);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        const text = buffer.subarray(0, bytesRead).toString("utf8");
        const head = text.split(/\r?\n\r?\n/, 1)[0] ?? "";
        return {
          file: f.name,
          id: EML_NAME.exec(f.name)![1]!,
          subject: header(head, "Subject"),
          to: header(head, "To"),
          modified: f.modified,
        };
      } finally {
        await handle.close();
      }
    }),
  );
}

export function devMailboxActive(): boolean {
  return !getConfig().smtpUrl;
}
