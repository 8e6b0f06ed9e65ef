import { eq } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { certificates } from "#server/db/schema";
import { recordAudit } from "#app/features/audit/audit.server";

/** What the team reads when a certificate fell with the attendance it was issued for. */
export const ATTENDANCE_WITHDRAWN = "Attendance withdrawn";

/**
 * Revokes a certificate inside the caller's transaction (the caller holds
 * its row lock), with its audit entry. The reason stays internal: /verify
 * shows only that, and when, it was revoked.
 */
export async function revokeCertificateIn(
  tx: Tx,
  actor: AdminUser,
  row: { id: string; program: string },
  revocation: { revokedAt: Date; revokedOn: string; reason: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .update(certificates)
    .set({
      status: "revoked",
      revokedAt: revocation.revokedAt,
      revokedReason: revocation.reason,
    })
    .where(eq(certificates.id, row.id));
  await recordAudit(tx, actor, {
    action: "certificate.revoke",
    targetType: "certificate",
    targetId: row.id,
    summary: `Revoked certificate ${row.id} (${row.program})`,
    details: { revokedOn: revocation.revokedOn, reason: revocation.reason, ...details },
  });
}
