import fs from "node:fs/promises";
import path from "node:path";
import { inArray, or, sql } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import {
  callbackRequests,
  certificates,
  customTrainingRequests,
  emailOutbox,
  grantInquiries,
  leadEvents,
  leads,
  ntwRegistrations,
  rateLimits,
  quizSubmissions,
  registrationGroups,
  registrations,
  visitors,
} from "#server/db/schema";
import { leadRef } from "#server/leads/spam";
import { getConfig, getDb } from "#server/runtime";
import { recordAudit } from "#app/features/audit/audit.server";
import { cancelRegistrationIn } from "#app/features/registrations/manage-registration.server";
import type { LeadKindName } from "#app/features/leads/admin/filters";
import { erasurePlan } from "./erasure-plan.server";
import { sameEmail } from "./privacy.server";

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

    track(
      "callback",
      await tx
        .update(callbackRequests)
        .set({ fullName: ERASED_NAME, email: erased, phone: "", message: null })
        .where(sameEmail(callbackRequests.email, email))
        .returning({ id: callbackRequests.id }),
    );
    track(
      "quiz",
      await tx
        .update(quizSubmissions)
        .set({ name: ERASED_NAME, email: erased, organization: null, jobRole: "" })
        .where(sameEmail(quizSubmissions.email, email))
        .returning({ id: quizSubmissions.id }),
    );
    // The places the Privacy page listed, looked up while the address is still there.
    const { upcoming } = await erasurePlan(email, now, tx);
    const erasedRegistrations = await tx
      .update(registrations)
      .set({ name: ERASED_NAME, email: erased, phone: null, org: null, role: null, erasedAt: now })
      .where(sameEmail(registrations.email, email))
      .returning({ id: registrations.id });
    track("registration", erasedRegistrations);
    // After anonymising, so the cancellations mail nobody; the freed seats go to the waiting list.
    const cancelledSeats: string[] = [];
    for (const { reference } of upcoming) {
      if ((await cancelRegistrationIn(tx, reference, now)).ok) cancelledSeats.push(reference);
    }
    track(
      "registration_group",
      await tx
        .update(registrationGroups)
        .set({
          hrName: ERASED_NAME,
          hrEmail: erased,
          hrPhone: "",
          companyName: ERASED_NAME,
          ssmNumber: null,
          erasedAt: now,
        })
        .where(sameEmail(registrationGroups.hrEmail, email))
        .returning({ id: registrationGroups.id }),
    );
    track(
      "ntw",
      await tx
        .update(ntwRegistrations)
        .set({
          userName: ERASED_NAME,
          userEmail: erased,
          userPhone: null,
          userOrg: null,
          userRole: null,
        })
        .where(sameEmail(ntwRegistrations.userEmail, email))
        .returning({ id: ntwRegistrations.id }),
    );
    track(
      "grant_inquiry",
      await tx
        .update(grantInquiries)
        .set({
          name: ERASED_NAME,
          email: erased,
          phone: null,
          organization: null,
          aboutOrganization: null,
        })
        .where(sameEmail(grantInquiries.email, email))
        .returning({ id: grantInquiries.id }),
    );
    track(
      "custom_training",
      await tx
        .update(customTrainingRequests)
        .set({
          contactName: ERASED_NAME,
          email: erased,
          phone: "",
          orgName: ERASED_NAME,
          goals: "",
          preferredDates: null,
        })
        .where(sameEmail(customTrainingRequests.email, email))
        .returning({ id: customTrainingRequests.id }),
    );
    track(
      "visitor",
      await tx
        .update(visitors)
        .set({ name: ERASED_NAME, email: erased, phone: null, org: null, role: null })
        .where(sameEmail(visitors.email, email))
        .returning({ id: visitors.id }),
    );

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
