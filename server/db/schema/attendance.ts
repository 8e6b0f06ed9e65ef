import { pgTable, primaryKey } from "drizzle-orm/pg-core";
import { adminRef } from "./auth";
import { day, instantNow, ownedBy } from "./columns";
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
    registrationId: ownedBy("registration_id", () => registrations.id),
    day: day("day").notNull(),
    markedAt: instantNow("marked_at"),
    markedBy: adminRef("marked_by"),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.day] })],
);
