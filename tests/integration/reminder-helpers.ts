import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { emailOutbox, masterclasses, registrations } from "#server/db/schema";

type NewRegistration = typeof registrations.$inferInsert;

/** A reference no other test row has. */
export const newReference = () =>
  `AIHQ-R-${crypto.randomBytes(6).toString("hex").slice(0, 6).toUpperCase()}`;

/** A course starting at `start` (9:00 AM to 5:00 PM MYT on that day when start is 01:00Z). */
export async function course(
  db: Db,
  start: Date,
  values: Partial<typeof masterclasses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(masterclasses)
    .values({
      slug: `remind-${crypto.randomBytes(4).toString("hex")}`,
      title: "AI for Finance Teams",
      date: start,
      endDate: new Date(start.getTime() + 8 * 3_600_000),
      format: "physical",
      venue: "AIHQ Suite, Menara Ampang, Kuala Lumpur",
      price: "1499.00",
      classSize: 20,
      ...values,
    })
    .returning();
  return row!;
}

/** One person on the course, a firm paid seat unless told otherwise. */
export async function person(
  db: Db,
  courseRow: typeof masterclasses.$inferSelect,
  values: Partial<NewRegistration> = {},
) {
  const [row] = await db
    .insert(registrations)
    .values({
      reference: newReference(),
      name: "Siti Aminah",
      email: `p.${crypto.randomBytes(4).toString("hex")}@example.my`,
      org: "Maybank",
      payment: "installment",
      productType: "masterclass",
      productId: courseRow.id,
      productTitle: courseRow.title,
      productPrice: courseRow.price,
      status: "confirmed",
      privacyNoticeVersion: "2025-01",
      createdAt: new Date(courseRow.date.getTime() - 30 * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

/** The outbox rows of one mail type, oldest first. */
export async function mailsOf(db: Db, formType: string) {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.formType, formType));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
