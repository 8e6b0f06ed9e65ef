import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { lockRow } from "#server/db/rows";
import { adminUsers, sessions } from "#server/db/schema";
import { hashPassword, unguessableHash } from "#server/auth/password";
import type { AdminRole, AdminUser } from "#server/auth/sessions";
import { checkLinkSignature, expiryIn, linkSignature } from "#server/security/signed-link";
import type { Secrets } from "#server/security/signing";
import { getDb, getRuntime } from "#server/runtime";
import { conflict, notFound, ok, refused, type CommonReason, type Outcome } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import type { CsvColumn, CsvExport } from "#app/features/backoffice/export/csv-export.server";

/** The running server's database and link secrets, for the routes. */
export function teamContext(): { db: Db; secrets: Secrets } {
  return { db: getDb(), secrets: getRuntime().secrets };
}

/** A set-password link lives a day: time enough to act on the mail, little use if it leaks. */
export const SET_PASSWORD_LINK_SECONDS = 24 * 60 * 60;
const PURPOSE = "admin-set-password";

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  lastLoginAt: string | null;
  disabled: boolean;
  createdAt: string;
}

/** A team change: done, or refused in plain words (last admin, unknown account, taken e-mail). */
export type TeamOutcome<T = void> = Outcome<T, CommonReason>;

const NO_ACCOUNT = "This account does not exist any more.";

export const LAST_ADMIN_MESSAGE =
  "This is the last active admin: make another account an admin first, so someone can still manage the team.";

export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      lastLoginAt: adminUsers.lastLoginAt,
      disabledAt: adminUsers.disabledAt,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.email})`));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The one-time set-password link: an HMAC over the account id and its
 * current password hash, with a 24-hour expiry. Setting the password changes
 * the hash, so the link dies once used; no token is stored.
 */
export function setPasswordPath(
  secrets: Secrets,
  user: { id: string; passwordHash: string },
  nowMs = Date.now(),
): string {
  const expires = expiryIn(SET_PASSWORD_LINK_SECONDS, nowMs);
  const sig = linkSignature(secrets, PURPOSE, [user.id, user.passwordHash], expires);
  return `/admin/invite/${user.id}?${new URLSearchParams({ expires: String(expires), sig })}`;
}

/** A set-password link's account, or why the link is refused. */
export type InviteCheck = Outcome<
  { id: string; email: string; name: string },
  "expired" | "invalid"
>;

/**
 * Checks a set-password link against the account as it is now, in `db` (pass
 * the transaction that will set the password, after locking the row).
 * A used link (the hash changed), a forged one and a disabled account are
 * all "invalid"; an intact but old one is "expired".
 */
export async function checkSetPasswordLink(
  db: Db | Tx,
  secrets: Secrets,
  userId: string,
  expires: string | null,
  sig: string | null,
  options: { lock?: boolean; nowMs?: number } = {},
): Promise<InviteCheck> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return refused("invalid");
  const query = db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      passwordHash: adminUsers.passwordHash,
      disabledAt: adminUsers.disabledAt,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  const [user] = options.lock ? await query.for("update") : await query;
  if (!user || user.disabledAt) return refused("invalid");
  const check = checkLinkSignature(
    secrets,
    PURPOSE,
    [user.id, user.passwordHash],
    expires,
    sig,
    options.nowMs,
  );
  if (check === "forged") return refused("invalid");
  if (check === "expired") return refused("expired");
  return ok({ id: user.id, email: user.email, name: user.name });
}

/**
 * Sets the password through a link, once: the row is locked and the link
 * checked again inside the transaction, so two tabs submitting the same link
 * at once cannot both succeed. Returns the account (to sign in), or the check.
 */
export async function setPasswordWithLink(
  db: Db,
  secrets: Secrets,
  input: { userId: string; expires: string | null; sig: string | null; password: string },
): Promise<InviteCheck> {
  // Hashing is slow: do it before the transaction holds the row.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const check = await checkSetPasswordLink(tx, secrets, input.userId, input.expires, input.sig, {
      lock: true,
    });
    if (!check.ok) return check;
    const user = check.value;
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, user.id));
    // Any session started with the old password ends: the link may have been a reset.
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const [role] = await tx
      .select({ role: adminUsers.role })
      .from(adminUsers)
      .where(eq(adminUsers.id, user.id));
    await recordAudit(
      tx,
      { ...user, role: role?.role ?? "editor" },
      {
        action: "user.password_set",
        targetType: "admin_user",
        targetId: user.id,
        summary: `${user.email} set their password with a one-time link`,
      },
    );
    return check;
  });
}

/** Locks every active admin row, so two admins demoting each other cannot both pass the check. */
async function otherActiveAdmins(tx: Tx, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.role, "admin"), isNull(adminUsers.disabledAt), ne(adminUsers.id, exceptId)),
    )
    .for("update");
  return rows.length;
}

type Account = typeof adminUsers.$inferSelect;

/**
 * One change of one account in its own transaction, the account locked first (so two
 * admins changing it at once are decided one after the other); a deleted one is refused.
 */
function changeAccount<T>(
  db: Db,
  id: string,
  change: (tx: Tx, user: Account) => Promise<TeamOutcome<T>>,
): Promise<TeamOutcome<T>> {
  return db.transaction(async (tx) => {
    const user = await lockRow(tx, adminUsers, eq(adminUsers.id, id));
    return user ? change(tx, user) : notFound(NO_ACCOUNT);
  });
}

/**
 * Delivers a set-password link inside the caller's transaction (the outbox
 * row is stored with the change and its audit record, or not at all).
 */
export type DeliverSetPasswordLink = (
  tx: Tx,
  message: { email: string; name: string; path: string; reason: "invite" | "reset" },
) => Promise<void>;

export async function inviteUser(
  db: Db,
  secrets: Secrets,
  actor: AdminUser,
  input: { email: string; name: string; role: AdminRole },
  deliver: DeliverSetPasswordLink,
): Promise<TeamOutcome<{ id: string; email: string; link: string }>> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${email}`);
    if (taken) return conflict("There is already an account with this e-mail.");
    // Nobody knows a password for the new account until the link sets one.
    const [user] = await tx
      .insert(adminUsers)
      .values({ email, name: input.name, role: input.role, passwordHash: unguessableHash() })
      .returning({ id: adminUsers.id, passwordHash: adminUsers.passwordHash });
    if (!user) throw new Error("The new account was not stored");
    await recordAudit(tx, actor, {
      action: "user.invite",
      targetType: "admin_user",
      targetId: user.id,
      summary: `Invited ${email} as ${input.role}`,
      details: { email, role: input.role },
    });
    const link = setPasswordPath(secrets, user);
    await deliver(tx, { email, name: input.name, path: link, reason: "invite" });
    return ok({ id: user.id, email, link });
  });
}

export async function changeRole(
  db: Db,
  actor: AdminUser,
  id: string,
  role: AdminRole,
): Promise<TeamOutcome> {
  return changeAccount(db, id, async (tx, user) => {
    if (user.role === role) return ok();
    if (user.role === "admin" && !user.disabledAt && (await otherActiveAdmins(tx, id)) === 0) {
      return conflict(LAST_ADMIN_MESSAGE);
    }
    await tx.update(adminUsers).set({ role }).where(eq(adminUsers.id, id));
    await recordAudit(tx, actor, {
      action: "user.role",
      targetType: "admin_user",
      targetId: id,
      summary: `Changed ${user.email} from ${user.role} to ${role}`,
      details: { from: user.role, to: role },
    });
    return ok();
  });
}

/** Disabling ends every session of the account at once, in the same transaction. */
export async function setDisabled(
  db: Db,
  actor: AdminUser,
  id: string,
  disabled: boolean,
): Promise<TeamOutcome> {
  return changeAccount(db, id, async (tx, user) => {
    if (disabled === (user.disabledAt !== null)) return ok();
    if (disabled && user.role === "admin" && (await otherActiveAdmins(tx, id)) === 0) {
      return conflict(LAST_ADMIN_MESSAGE);
    }
    await tx
      .update(adminUsers)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(adminUsers.id, id));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, actor, {
      action: disabled ? "user.disable" : "user.enable",
      targetType: "admin_user",
      targetId: id,
      summary: `${disabled ? "Disabled" : "Enabled"} ${user.email}`,
    });
    return ok();
  });
}

/**
 * A new set-password link for an account. The current password keeps
 * working until the link is used (so nobody can lock a colleague out by
 * pressing the button); using it ends the account's sessions.
 */
export async function resetPassword(
  db: Db,
  secrets: Secrets,
  actor: AdminUser,
  id: string,
  deliver: DeliverSetPasswordLink,
): Promise<TeamOutcome<{ email: string; link: string }>> {
  return changeAccount(db, id, async (tx, user) => {
    if (user.disabledAt) return conflict("Enable this account before resetting its password.");
    await recordAudit(tx, actor, {
      action: "user.password_reset",
      targetType: "admin_user",
      targetId: id,
      summary: `Sent a set-password link to ${user.email}`,
    });
    const link = setPasswordPath(secrets, user);
    await deliver(tx, { email: user.email, name: user.name, path: link, reason: "reset" });
    return ok({ email: user.email, link });
  });
}

const TEAM_CSV_COLUMNS: readonly CsvColumn<TeamMember>[] = [
  { header: "Name", value: (m) => m.name },
  { header: "E-mail", value: (m) => m.email },
  { header: "Role", value: (m) => m.role },
  { header: "Status", value: (m) => (m.disabled ? "disabled" : "active") },
  { header: "Last sign-in", value: (m) => m.lastLoginAt },
  { header: "Added", value: (m) => m.createdAt },
];

/** The team list as CSV, in the list's order; a team is a handful of rows, so one chunk. */
export function teamExport(db: Db): CsvExport<TeamMember> {
  async function* chunks(): AsyncGenerator<TeamMember[]> {
    const team = await listTeam(db);
    if (team.length > 0) yield team;
  }
  return { name: "team", columns: TEAM_CSV_COLUMNS, chunks: chunks() };
}
