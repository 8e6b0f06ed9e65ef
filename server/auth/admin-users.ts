import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { hashPassword } from "./password";

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * Creates the admin, or resets the password of an existing one with that
 * e-mail (case-insensitive). Returns whether a new user was made.
 */
export async function upsertAdmin(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<{ created: boolean }> {
  if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  }
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email}`);
  const found = existing[0];
  if (found) {
    await db
      .update(adminUsers)
      .set({ passwordHash })
      .where(sql`${adminUsers.id} = ${found.id}`);
    return { created: false };
  }
  await db.insert(adminUsers).values({ email, passwordHash, name: input.name ?? "Administrator" });
  return { created: true };
}

/** At start, ADMIN_EMAIL/ADMIN_PASSWORD create that admin only if missing. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const existing = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`);
  if (existing.length > 0) return false;
  await upsertAdmin(db, { email, password });
  return true;
}
