import type { Db, Tx } from "../../../server/db/client";
import { auditLog } from "../../../server/db/schema";
import type { AdminUser } from "../../../server/auth/sessions";

export interface AuditEntry {
  /** What was done, as a verb phrase key: "lead.status", "registration.cancel", "user.invite". */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** One sentence a person reads in the log: "Marked Siti Aminah as contacted". */
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Records a back-office change in the caller's transaction, so the change and
 * its record are stored together or not at all.
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
