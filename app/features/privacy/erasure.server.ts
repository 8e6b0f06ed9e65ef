import fs from "node:fs/promises";
import path from "node:path";
import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import { certificates, emailOutbox, leadEvents, leads, rateLimits } from "#server/db/schema";
import { LEAD_TABLES, leadRef } from "#server/leads/spam";
import { getConfig, getDb } from "#server/runtime";
import { eraseDeliveryAddresses } from "#app/features/books/book-delivery.server";
import { eraseFeedbackOf } from "#app/features/feedback/feedback-erasure.server";
import { recordAudit } from "#app/features/audit/audit.server";
import { cancelRegistrationIn } from "#app/features/registrations/manage-registration.server";
import type { LeadKindName } from "#app/features/leads/admin/filters";
import { erasurePlan } from "./erasure-plan.server";
import { PERSON_TABLES, sameEmail } from "./privacy.server";
import { revokeTicketsOf } from "#app/features/tickets/tickets.server";

export const ERASED_NAME = "Erased";
/** An erased mail's subject: the team's subjects name the visitor ("Callback: Siti, 012…"). */
export const ERASED_SUBJECT = "(personal data erased)";
export function erasedEmail(id: string): string {
  return `erased+${id}@invalid`;
}

export interface EraseSummary {
  /** Rows anonymised per lead kind. */
  counts: Record<LeadKindName, number>;
  /** Certificates whose e-mail address was removed (the certificates themselves stay). */
  certificates: number;
  mails: number;
  /** Notes on the person's leads that were cleared (the status history stays). */
  notes: number;
  /** Places on upcoming courses that were cancelled (references). */
  cancelledSeats: string[];
  total: number;
}

/**
 * Anonymises every record of an e-mail address in one transaction, with
 * its audit record (counts only, never the erased values). Mails to or
 * about the person lose their address, subject and content (unsent ones are
 * skipped), notes on their leads are cleared, and once the transaction has
 * committed the dev mailbox's copies (`<mailDir>/<id>.eml`) are deleted.
 */
export async function erasePerson(
  actor: AdminUser,
  email: string,
  db: Db = getDb(),
  mailDir: string = path.join(getConfig().dataDir, "mail"),
): Promise<EraseSummary> {
  const { summary, mailIds } = await eraseRecords(actor, email, db);
  // After the commit: a rolled-back erasure keeps its files. Each name is a
  // uuid from our own table, so the path cannot leave the folder.
  await Promise.all(mailIds.map((id) => fs.rm(path.join(mailDir, `${id}.eml`), { force: true })));
  return summary;
}

/**
 * What each lead kind keeps of a person once erased: the personal columns
 * emptied, the address made unique and undeliverable (`erased`), and a
 * course registration or HRDC booking marked, so its links stop working.
 */
function erasedColumns(erased: SQL, now: Date) {
  return {
    callback: { fullName: ERASED_NAME, email: erased, phone: "", message: null },
    quiz: { name: ERASED_NAME, email: erased, organization: null, jobRole: "" },
    registration: {
      name: ERASED_NAME,
      email: erased,
      phone: null,
      org: null,
      role: null,
      erasedAt: now,
    },
    registration_group: {
      hrName: ERASED_NAME,
      hrEmail: erased,
      hrPhone: "",
      companyName: ERASED_NAME,
      ssmNumber: null,
      erasedAt: now,
    },
    ntw: {
      userName: ERASED_NAME,
      userEmail: erased,
      userPhone: null,
      userOrg: null,
      userRole: null,
    },
    grant_inquiry: {
      name: ERASED_NAME,
      email: erased,
      phone: null,
      organization: null,
      aboutOrganization: null,
    },
    custom_training: {
      contactName: ERASED_NAME,
      email: erased,
      phone: "",
      orgName: ERASED_NAME,
      goals: "",
      preferredDates: null,
    },
    visitor: { name: ERASED_NAME, email: erased, phone: null, org: null, role: null },
  } satisfies { [K in LeadKindName]: PgUpdateSetSource<(typeof LEAD_TABLES)[K]> };
}

async function eraseRecords(
  actor: AdminUser,
  email: string,
  db: Db,
): Promise<{ summary: EraseSummary; mailIds: string[] }> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const counts = {} as Record<LeadKindName, number>;
    const refs: string[] = [];
    const sourceIds: string[] = [];
    const track = (kind: LeadKindName, rows: { id: string }[]) => {
      counts[kind] = rows.length;
      for (const r of rows) {
        refs.push(leadRef(kind, r.id));
        sourceIds.push(r.id);
      }
    };
    const id = sql.raw("id");
    const erased = sql`'erased+' || ${id}::text || '@invalid'`;
    const columns = erasedColumns(erased, now);
    // The places the Privacy page listed, looked up while the address is still there.
    const { upcoming } = await erasurePlan(email, now, tx);
    for (const { kind, table, email: column } of PERSON_TABLES) {
      // Each kind's columns are checked against its own table in erasedColumns.
      const rows = await tx
        .update(table as PgTable)
        .set(columns[kind] as PgUpdateSetSource<PgTable>)
        .where(sameEmail(column, email))
        .returning({ id: table.id });
      track(kind, rows as { id: string }[]);
    }
    // A book order's delivery address is theirs too.
    await eraseDeliveryAddresses(tx, sourceIds);
    // So are their words after a course, and a testimonial made of them.
    await eraseFeedbackOf(tx, sourceIds);
    await revokeTicketsOf(tx, sourceIds, now);
    // After anonymising, so the cancellations mail nobody; the freed seats go to the waiting list.
    const cancelledSeats: string[] = [];
    for (const { reference } of upcoming) {
      if ((await cancelRegistrationIn(tx, reference, now)).ok) cancelledSeats.push(reference);
    }

    // A certificate is a record other people verify (an employer at /verify):
    // it stays, with the holder's name as issued, but loses the e-mail
    // address, the one field only we use (to mail it). Erasure does not
    // silently invalidate what the person has shown others.
    const certificateRows = await tx
      .update(certificates)
      .set({ email: null })
      .where(sameEmail(certificates.email, email))
      .returning({ id: certificates.id });

    // Mails to the person, every mail about their leads (the team's copy carries their data
    // too), and any other mail that names their address (an HRDC contact's attendee list).
    const lower = email.trim().toLowerCase();
    const mentions = sql`strpos(lower(${emailOutbox.formData}::text), ${lower}) > 0`;
    const mailWhere = refs.length
      ? or(sameEmail(emailOutbox.toAddress, email), inArray(emailOutbox.leadRef, refs), mentions)
      : or(sameEmail(emailOutbox.toAddress, email), mentions);
    const mails = await tx
      .update(emailOutbox)
      .set({
        toAddress: sql`CASE WHEN lower(${emailOutbox.toAddress}) = ${email.trim().toLowerCase()} THEN 'erased+' || ${emailOutbox.id}::text || '@invalid' ELSE ${emailOutbox.toAddress} END`,
        formData: {},
        subject: ERASED_SUBJECT,
        rawMessage: null,
        status: sql`CASE WHEN ${emailOutbox.status} IN ('pending', 'held', 'failed') THEN 'skipped'::outbox_status ELSE ${emailOutbox.status} END`,
        skipReason: sql`CASE WHEN ${emailOutbox.status} IN ('pending', 'held', 'failed') THEN 'Personal data erased' ELSE ${emailOutbox.skipReason} END`,
      })
      .where(mailWhere)
      .returning({ id: emailOutbox.id });

    // Notes are free text the team wrote about the person; who changed which
    // status when stays (the lead index row is anonymised by its trigger).
    const notes = sourceIds.length
      ? await tx
          .update(leadEvents)
          .set({ note: null })
          .where(
            sql`${leadEvents.note} IS NOT NULL AND ${leadEvents.leadId} IN (SELECT ${leads.id} FROM ${leads} WHERE ${inArray(leads.sourceId, sourceIds)})`,
          )
          .returning({ id: leadEvents.id })
      : [];

    // Counters keyed by the address (daily mail caps, recipients seen from a client).
    await tx
      .delete(rateLimits)
      .where(
        or(
          sql`lower(${rateLimits.key}) = ${lower}`,
          sql`right(lower(${rateLimits.key}), ${lower.length + 1}) = ${`>${lower}`}`,
        ),
      );

    const total = Object.values(counts).reduce((a, b) => a + b, 0) + certificateRows.length;
    await recordAudit(tx, actor, {
      action: "privacy.erase",
      targetType: "person",
      summary: `Erased the personal data of one person (${total} records, ${mails.length} mails)`,
      details: {
        counts,
        certificates: certificateRows.length,
        mails: mails.length,
        notes: notes.length,
        cancelledSeats: cancelledSeats.length,
      },
    });
    return {
      summary: {
        counts,
        certificates: certificateRows.length,
        mails: mails.length,
        notes: notes.length,
        cancelledSeats,
        total,
      },
      mailIds: mails.map((m) => m.id),
    };
  });
}
