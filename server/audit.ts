import type { AdminUser } from "./auth/sessions";
import type { Db, Tx } from "./db/client";
import { auditLog } from "./db/schema";

export interface AuditEntry {
  /** What was done, as a verb phrase key: "lead.status", "registration.cancel", "user.invite". */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** One sentence a person reads in the log, naming references and titles, never people. */
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Records a back-office change in the caller's transaction, so the change and
 * its record are stored together or not at all. Here in server/ so that the
 * upload endpoints (Express, before React Router) record theirs too.
 */
export async function recordAudit(tx: Tx | Db, actor: AdminUser, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    summary: entry.summary,
    details: entry.details ?? null,
  });
}
