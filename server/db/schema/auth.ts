import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, instantNow, looseRef, ownedBy, uuidPk } from "./columns";

/**
 * `admin`: everything, people and personal data included. `editor`: blog and
 * catalogue content only. `door`: the check-in pages only
 * (docs/decisions/0041-tickets-and-check-in.md). Existing accounts are admins.
 */
export const adminRole = pgEnum("admin_role", ["admin", "editor", "door"]);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuidPk(),
    email: text("email").notNull(),
    name: text("name").notNull().default("Administrator"),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    lastLoginAt: instant("last_login_at"),
    role: adminRole("role").notNull().default("admin"),
    /** A disabled account cannot sign in; its sessions are ended when it is disabled. */
    disabledAt: instant("disabled_at"),
  },
  (t) => [uniqueIndex("admin_users_email_idx").on(sql`lower(${t.email})`)],
);

/** Who in the team did something; the record stays (as null) when their account is deleted. */
export const adminRef = (name: string) => looseRef(name, () => adminUsers.id);

/** Who did something, and the address they signed in with then (it outlives the account). */
export const actorColumns = () => ({
  actorId: adminRef("actor_id"),
  actorEmail: text("actor_email").notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie token: a leaked table does not yield usable cookies.
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => adminUsers.id),
    /** Absolute expiry: a session never outlives this, however busy. */
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    /** Last request seen; the session also ends after a spell of inactivity (idle expiry). */
    lastSeenAt: instantNow("last_seen_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
