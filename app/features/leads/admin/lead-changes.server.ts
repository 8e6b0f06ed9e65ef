import { and, eq } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { leadEvents, leads, registrations } from "#server/db/schema";
import { markNotSpam } from "#server/leads/spam";
import { getDb } from "#server/runtime";
import { admitHeldBooking } from "#app/features/registrations/confirm-booking.server";
import { recordAudit } from "#app/features/audit/audit.server";
import {
  isLeadKind,
  LEAD_STATUS_LABELS,
  leadKindLabel,
  NEXT_STATUSES,
  type LeadKindName,
  type LeadStatusName,
} from "./filters";

export type StatusChangeResult = "changed" | "not-found" | "not-allowed" | "stale";

/**
 * Moves a lead to its next status with an optional note: the lead, its
 * event and the audit record in one transaction. `from` is the status the
 * admin saw; if someone moved the lead meanwhile, nothing changes ("stale").
 */
export async function changeLeadStatus(
  actor: AdminUser,
  input: { id: string; from: LeadStatusName; to: LeadStatusName; note: string | null },
  db: Db = getDb(),
): Promise<StatusChangeResult> {
  if (!NEXT_STATUSES[input.from].includes(input.to)) return "not-allowed";
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leads)
      .set({ status: input.to, updatedAt: new Date() })
      .where(and(eq(leads.id, input.id), eq(leads.status, input.from)))
      .returning({ id: leads.id, name: leads.name, kind: leads.kind, sourceId: leads.sourceId });
    if (!updated) {
      const [exists] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.id));
      return exists ? "stale" : "not-found";
    }
    await tx.insert(leadEvents).values({
      leadId: updated.id,
      status: input.to,
      note: input.note,
      actorId: actor.id,
      actorEmail: actor.email,
    });
    await recordAudit(tx, actor, {
      action: "lead.status",
      targetType: "lead",
      targetId: updated.id,
      summary: `Marked a ${isLeadKind(updated.kind) ? (await kindWord(tx, updated.kind, updated.sourceId)).toLowerCase() : "lead"} as ${LEAD_STATUS_LABELS[input.to].toLowerCase()}`,
      details: { from: input.from, to: input.to, withNote: input.note !== null },
    });
    return "changed";
  });
}

/** A note on its own: an event without a status change, audited. */
export async function addLeadNote(
  actor: AdminUser,
  input: { id: string; note: string },
  db: Db = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.id));
    if (!lead) return false;
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      note: input.note,
      actorId: actor.id,
      actorEmail: actor.email,
    });
    await recordAudit(tx, actor, {
      action: "lead.note",
      targetType: "lead",
      targetId: lead.id,
      summary: "Added a note to a lead",
    });
    return true;
  });
}

/**
 * 'Not spam': the source row loses its spam reason (so the lead joins the
 * inbox) and its held mails are released, with the audit record, together.
 */
export async function releaseSpamLead(
  actor: AdminUser,
  id: string,
  db: Db = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ kind: leads.kind, sourceId: leads.sourceId, spam: leads.spam })
      .from(leads)
      .where(eq(leads.id, id));
    if (!lead || !lead.spam || !isLeadKind(lead.kind)) return false;
    // A held course registration or booking took no seat: it is placed now, as if it had
    // just arrived. Anything else (and rows held before that rule) has its held mails released.
    const admitted =
      (lead.kind === "registration" || lead.kind === "registration_group") &&
      (await admitHeldBooking(tx, lead.kind, lead.sourceId));
    // markNotSpam opens its own transaction: inside ours it is a savepoint.
    const released = admitted || (await markNotSpam(tx as unknown as Db, lead.kind, lead.sourceId));
    if (!released) return false;
    await recordAudit(tx, actor, {
      action: "lead.not_spam",
      targetType: "lead",
      targetId: id,
      summary: `Marked a ${(await kindWord(tx, lead.kind, lead.sourceId)).toLowerCase()} as not spam; its held mails were released`,
    });
    return true;
  });
}

/** How the audit log names a lead: a registration of a book is a book order. */
async function kindWord(tx: Tx, kind: LeadKindName, sourceId: string): Promise<string> {
  if (kind !== "registration") return leadKindLabel({ kind });
  const [row] = await tx
    .select({ productType: registrations.productType })
    .from(registrations)
    .where(eq(registrations.id, sourceId));
  return leadKindLabel({ kind, bookOrder: row?.productType === "book" });
}
