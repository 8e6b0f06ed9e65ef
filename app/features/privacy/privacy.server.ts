import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AdminUser } from "#server/auth/sessions";
import { countRows } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import { certificates, emailOutbox, leadEvents, leads } from "#server/db/schema";
import { LEAD_TABLES, leadRef, type LeadKind } from "#server/leads/spam";
import { getDb } from "#server/runtime";
import { recordAudit } from "#app/features/audit/audit.server";
import type { LeadKindName } from "#app/features/leads/admin/filters";

/**
 * Personal data (PDPA, docs/decisions/0013-personal-data-pdpa.md): everything stored about
 * one e-mail address, as JSON (here), and its erasure (erasure.server.ts, with what it
 * will cancel in erasure-plan.server.ts). Erasing anonymises the personal fields
 * (name "Erased", e-mail `erased+<id>@invalid`, phone, organisation, role and
 * messages emptied) and keeps what the business must keep: counts, money,
 * dates, references, statuses.
 */

export function sameEmail(column: PgColumn, email: string): SQL {
  return sql`lower(${column}) = ${email.trim().toLowerCase()}`;
}

/** A lead kind's table (from spam.ts's one list) with the column holding its e-mail. */
const personTable = <K extends LeadKind>(
  kind: K,
  email: (table: (typeof LEAD_TABLES)[K]) => PgColumn,
) => ({ kind, table: LEAD_TABLES[kind], email: email(LEAD_TABLES[kind]) });

/** Each lead table with the column holding its e-mail. */
export const PERSON_TABLES = [
  personTable("callback", (t) => t.email),
  personTable("quiz", (t) => t.email),
  personTable("registration", (t) => t.email),
  personTable("registration_group", (t) => t.hrEmail),
  personTable("ntw", (t) => t.userEmail),
  personTable("grant_inquiry", (t) => t.email),
  personTable("custom_training", (t) => t.email),
  personTable("visitor", (t) => t.email),
] as const satisfies readonly { kind: LeadKindName; table: unknown; email: PgColumn }[];

export interface PersonRecords {
  email: string;
  records: Record<LeadKindName, Record<string, unknown>[]>;
  /** Certificates issued to this address (counted in `total`). */
  certificates: Record<string, unknown>[];
  /** Mails addressed to this person (their content is in `mails`). */
  outboxRecipientCount: number;
  mails: {
    id: string;
    formType: string;
    status: string;
    subject: string | null;
    createdAt: string;
  }[];
  leadStatuses: { kind: string; sourceId: string; status: string; createdAt: string }[];
  notes: { leadId: string; status: string | null; note: string | null; createdAt: string }[];
  total: number;
}

function plain(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

/** Everything stored about an e-mail address, JSON-safe. */
export async function findPerson(email: string, db: Db | Tx = getDb()): Promise<PersonRecords> {
  const records = {} as Record<LeadKindName, Record<string, unknown>[]>;
  const refs: string[] = [];
  const sourceIds: string[] = [];
  let total = 0;
  for (const { kind, table, email: column } of PERSON_TABLES) {
    const rows = (await db.select().from(table).where(sameEmail(column, email))) as {
      id: string;
    }[];
    records[kind] = rows.map(plain);
    total += rows.length;
    for (const r of rows) {
      refs.push(leadRef(kind, r.id));
      sourceIds.push(r.id);
    }
  }
  const certificateRows = await db
    .select()
    .from(certificates)
    .where(sameEmail(certificates.email, email));
  total += certificateRows.length;
  const mailWhere = refs.length
    ? or(sameEmail(emailOutbox.toAddress, email), inArray(emailOutbox.leadRef, refs))
    : sameEmail(emailOutbox.toAddress, email);
  const [mails, recipients, leadRows] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        formType: emailOutbox.formType,
        status: emailOutbox.status,
        subject: emailOutbox.subject,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(mailWhere),
    countRows(db, emailOutbox, sameEmail(emailOutbox.toAddress, email)),
    sourceIds.length
      ? db
          .select({
            id: leads.id,
            kind: leads.kind,
            sourceId: leads.sourceId,
            status: leads.status,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .where(inArray(leads.sourceId, sourceIds))
      : Promise.resolve([]),
  ]);
  const notes = leadRows.length
    ? await db
        .select({
          leadId: leadEvents.leadId,
          status: leadEvents.status,
          note: leadEvents.note,
          createdAt: leadEvents.createdAt,
        })
        .from(leadEvents)
        .where(
          inArray(
            leadEvents.leadId,
            leadRows.map((l) => l.id),
          ),
        )
    : [];
  return {
    email: email.trim().toLowerCase(),
    records,
    certificates: certificateRows.map(plain),
    outboxRecipientCount: recipients,
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    leadStatuses: leadRows.map((l) => ({
      kind: l.kind,
      sourceId: l.sourceId,
      status: l.status,
      createdAt: l.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    total,
  };
}

/** An export is recorded too (who looked at whose data is itself personal data: counts only). */
export async function recordPersonExport(actor: AdminUser, total: number, db: Db = getDb()) {
  await recordAudit(db, actor, {
    action: "privacy.export",
    targetType: "person",
    summary: `Exported the personal data of one person (${total} records)`,
    details: { total },
  });
}
