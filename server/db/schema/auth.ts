import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";

/**
 * `admin`: everything, people and personal data included. `editor`: blog and
 * catalogue content only (issue 14). `door`: the check-in pages only (issue 27,
 * docs/decisions/0041-tickets-and-check-in.md). Existing accounts are admins.
 */
export const adminRole = pgEnum("admin_role", ["admin", "editor", "door"]);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
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

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie token: a leaked table does not yield usable cookies.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** Absolute expiry: a session never outlives this, however busy. */
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    /** Last request seen; the session also ends after a spell of inactivity (idle expiry). */
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
