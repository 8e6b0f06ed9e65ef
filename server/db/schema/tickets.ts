import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { createdAt, instant } from "./columns";
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
    id: uuid("id").primaryKey().defaultRandom(),
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
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    checkedInAt: instant("checked_in_at").notNull().defaultNow(),
    checkedInBy: uuid("checked_in_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.day] }),
    index("ticket_check_ins_day_idx").on(t.day),
  ],
);
