import crypto from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { adminUsers, sessions } from "#server/db/schema";
import { unguessableHash, verifyPassword } from "./password";

/** A session ends this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * ... and after this long without a request. Two hours, not fifteen minutes:
 * writing a post in the editor makes no requests, and losing a sign-in in the
 * middle of an article is what makes people keep admin tabs open on shared
 * machines instead.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type AdminRole = "admin" | "editor" | "door";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** admin: everything; editor: blog and catalogue content only; door: check-in only. */
  role: AdminRole;
}

export interface SessionInfo {
  user: AdminUser;
  expiresAt: Date;
}

/** 32 random bytes, the cookie's value. Only its hash is stored. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

const dummyHash = unguessableHash();

/**
 * Checks an e-mail and password. An unknown e-mail still costs one scrypt
 * run against a throw-away hash, through the same hashing slots, so neither
 * the response time nor a busy answer tells which addresses have accounts.
 * Throws PasswordCheckBusyError when no hashing slot frees up in time.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<AdminUser | null> {
  const normalised = email.trim().toLowerCase();
  const [user] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      disabledAt: adminUsers.disabledAt,
      passwordHash: adminUsers.passwordHash,
    })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${normalised}`)
    .limit(1);
  if (!user) {
    await verifyPassword(password, dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  // A disabled account answers like a wrong password: nothing to learn from the difference.
  if (user.disabledAt) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** Starts a new session (a fresh id at every sign-in: no fixation) and returns its token. */
export async function createSession(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.transaction(async (tx) => {
    // Housekeeping at the one moment sessions are made, so the table stays small.
    await tx.delete(sessions).where(expiredCondition(now));
    await tx
      .insert(sessions)
      .values({ id: hashSessionToken(token), userId, expiresAt, createdAt: now, lastSeenAt: now });
    await tx.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, userId));
  });
  return { token, expiresAt };
}

function expiredCondition(now: Date) {
  return or(
    lt(sessions.expiresAt, now),
    lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );
}

/** The session behind a cookie token, if it exists and has not expired; refreshes its idle clock. */
export async function findSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SessionInfo | null> {
  const id = hashSessionToken(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: adminUsers.id,
        email: adminUsers.email,
        name: adminUsers.name,
        role: adminUsers.role,
      },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(sessions.userId, adminUsers.id))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        isNull(adminUsers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { user: row.user, expiresAt: row.expiresAt };
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashSessionToken(token)));
}
