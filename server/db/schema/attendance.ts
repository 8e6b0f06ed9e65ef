import { date, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { instant } from "./columns";
import { registrations } from "./leads";

/**
 * Presence on one day of a multi-day course: one row per registration and
 * Malaysian calendar day the team marked the person present. A single-day
 * course needs none (registrations.attended_at says it all); for a multi-day
 * one, attended_at is set only while every day of the course has its row.
 * See docs/decisions/0019-certificates-follow-attendance.md.
 */
export const attendanceDays = pgTable(
  "attendance_days",
  {
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    markedAt: instant("marked_at").notNull().defaultNow(),
    markedBy: uuid("marked_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.day] })],
);
