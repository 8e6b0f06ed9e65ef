import type { Database } from "../../../server/db/client";
import { masterclasses, registrations, tickets } from "../../../server/db/schema";

/** Today in Malaysia, "YYYY-MM-DD": the door's specs run on the course's day. */
export const todayInMalaysia = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kuala_Lumpur",
}).format(new Date());

const PRICE = "1500.00";

/** A physical one-day course held today, 09:00 to 17:00 Malaysia time; returns its id. */
export async function insertCourseToday(
  database: Database,
  course: { slug: string; title: string },
): Promise<string> {
  const [row] = await database.db
    .insert(masterclasses)
    .values({
      ...course,
      date: new Date(`${todayInMalaysia}T09:00:00+08:00`),
      endDate: new Date(`${todayInMalaysia}T17:00:00+08:00`),
      format: "physical",
      venue: "AIHQ Training Suite, Jalan Ampang",
      price: PRICE,
      classSize: 20,
    })
    .returning();
  return row!.id;
}

interface TicketedSeat {
  courseId: string;
  courseTitle: string;
  reference: string;
  name: string;
  email: string;
  org: string;
  payment: "individual" | "hrdc";
  status: "confirmed" | "registered";
  /** The ticket's token, as its QR code carries it. */
  token: string;
}

/** A seat on the course with its ticket, as a registration and its confirmation leave them. */
export async function insertTicketedSeat(database: Database, seat: TicketedSeat): Promise<void> {
  const [row] = await database.db
    .insert(registrations)
    .values({
      reference: seat.reference,
      name: seat.name,
      email: seat.email,
      org: seat.org,
      payment: seat.payment,
      productType: "masterclass",
      productId: seat.courseId,
      productTitle: seat.courseTitle,
      productPrice: PRICE,
      status: seat.status,
      privacyNoticeVersion: "2024-06-01",
    })
    .returning();
  await database.db.insert(tickets).values({ token: seat.token, registrationId: row!.id });
}
