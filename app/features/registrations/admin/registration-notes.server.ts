import { and, eq, inArray } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { leadEvents, leads } from "#server/db/schema";

/**
 * Writes one note into the history of each registration (its lead's events,
 * shown on the lead's page beside its mails), in the caller's transaction:
 * a message or a change notice the team sent to these people.
 */
export async function noteOnRegistrations(
  tx: Tx,
  actor: AdminUser,
  registrationIds: readonly string[],
  note: string,
): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const rows = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.kind, "registration"), inArray(leads.sourceId, [...registrationIds])));
  if (rows.length === 0) return 0;
  await tx
    .insert(leadEvents)
    .values(
      rows.map((row) => ({ leadId: row.id, note, actorId: actor.id, actorEmail: actor.email })),
    );
  return rows.length;
}
