import crypto from "node:crypto";
import { issueInvoice, type Invoice } from "#app/features/invoices/issue-invoice.server";
import type { Db } from "#server/db/client";
import { masterclasses, registrationGroups, registrations } from "#server/db/schema";

/** Courses, seats and HRDC groups stored as they stand, without the booking flow (no mail). */

const DAY = 86_400_000;
const unique = () => crypto.randomBytes(4).toString("hex");
const reference = (prefix: "R" | "G") =>
  `AIHQ-${prefix}-${crypto.randomBytes(3).toString("hex").toUpperCase()}`;

export type SeatValues = Partial<typeof registrations.$inferInsert>;

export async function courseIn(db: Db, days = 30): Promise<string> {
  const [row] = await db
    .insert(masterclasses)
    .values({
      slug: `course-${unique()}`,
      title: "Generative AI for Finance Teams",
      date: new Date(Date.now() + days * DAY),
      price: "1500.00",
      classSize: 30,
      isHrdc: true,
    })
    .returning();
  return row!.id;
}

export async function seatIn(db: Db, courseId: string, values: SeatValues = {}) {
  const [row] = await db
    .insert(registrations)
    .values({
      reference: reference("R"),
      name: "Aisyah Rahman",
      email: `aisyah.${unique()}@example.my`,
      payment: "individual",
      productType: "masterclass",
      productId: courseId,
      productTitle: "Generative AI for Finance Teams",
      productPrice: "1500.00",
      status: "registered",
      privacyNoticeVersion: "2024-06-01",
      ...values,
    })
    .returning();
  return row!;
}

/** Sunway Berhad's booking: two seated attendees and one waiting. */
export async function groupIn(db: Db, courseId: string, confirmed = true) {
  const [g] = await db
    .insert(registrationGroups)
    .values({
      reference: reference("G"),
      masterclassId: courseId,
      masterclassTitle: "Generative AI for Finance Teams",
      companyName: "Sunway Berhad",
      ssmNumber: "197601000123",
      hrName: "Nurul Aina",
      hrEmail: `hr.${unique()}@sunway.example`,
      hrPhone: "012-345 6789",
      privacyNoticeVersion: "2024-06-01",
      confirmedAt: confirmed ? new Date() : null,
    })
    .returning();
  const members = [];
  for (const [name, status] of [
    ["Ravi Kumar", "registered"],
    ["Lim Mei Ling", "registered"],
    ["Waiting Person", "waitlisted"],
  ] as const)
    members.push(await seatIn(db, courseId, { name, status, payment: "hrdc", groupId: g!.id }));
  return { group: g!, members };
}

/** A self-paid seat on a course of its own, and the invoice issued for it. */
export async function invoiceFor(db: Db, name: string): Promise<Invoice> {
  const seat = await seatIn(db, await courseIn(db, 20), { name });
  const issued = await db.transaction((tx) => issueInvoice(tx, { registrationId: seat.id }));
  if (!issued.ok) throw new Error("not issued");
  return issued.value;
}
