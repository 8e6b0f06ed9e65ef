import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { adminRef } from "./auth";
import { createdAt, day, instant, instantNow, ownedBy, uuidPk } from "./columns";
import { ntwRegistrations, registrations } from "./leads";

/**
 * The door ticket of one firm seat (docs/decisions/0041-tickets-and-check-in.md):
 * a masterclass registration or a free NTW registration, never both. The token
 * is random (24 bytes, base64url) and is the whole secret of the ticket page;
 * a cancelled or erased registration revokes it.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: uuidPk(),
    token: text("token").notNull().unique(),
    registrationId: uuid("registration_id").references(() => registrations.id, {
      onDelete: "cascade",
    }),
    ntwRegistrationId: uuid("ntw_registration_id").references(() => ntwRegistrations.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
    revokedAt: instant("revoked_at"),
  },
  (t) => [
    uniqueIndex("tickets_registration_uidx").on(t.registrationId),
    uniqueIndex("tickets_ntw_registration_uidx").on(t.ntwRegistrationId),
    check(
      "tickets_one_holder_check",
      sql`(${t.registrationId} IS NULL) <> (${t.ntwRegistrationId} IS NULL)`,
    ),
  ],
);

/**
 * One check-in per ticket and Malaysian day: the key that makes a replayed
 * scan (the offline queue, two phones at one door) an "already checked in".
 * For a masterclass the same transaction marks attendance (attendance_days /
 * attended_at), which certificates follow.
 */
export const ticketCheckIns = pgTable(
  "ticket_check_ins",
  {
    ticketId: ownedBy("ticket_id", () => tickets.id),
    day: day("day").notNull(),
    checkedInAt: instantNow("checked_in_at"),
    checkedInBy: adminRef("checked_in_by"),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.day] }),
    index("ticket_check_ins_day_idx").on(t.day),
  ],
);
