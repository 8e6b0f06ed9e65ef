import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadDashboard,
  weekStart,
  type AdminDashboard,
} from "#app/features/dashboard/dashboard.server";
import {
  callbackRequests,
  emailOutbox,
  masterclasses,
  quizSubmissions,
  registrations,
} from "#server/db/schema";
import { sampleFormData } from "#server/email/samples";
import { testDatabases } from "./test-db";

// A Thursday in Malaysia's afternoon; its week began on Monday 9 March, 00:00 in Malaysia.
const NOW = new Date("2026-03-12T04:00:00Z");
const DAY = 86_400_000;
const NOTICE = "2024-06-01";
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY);

type RegistrationStatus = (typeof registrations.$inferInsert)["status"];

for (const target of testDatabases()) {
  describe(`the dashboard's numbers on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let dashboard: AdminDashboard;
    const course: Record<"soon" | "later" | "empty" | "past" | "draft" | "archived", string> = {
      soon: "",
      later: "",
      empty: "",
      past: "",
      draft: "",
      archived: "",
    };

    async function callback(createdAt: Date, spamReason: string | null = null) {
      await database.db.insert(callbackRequests).values({
        fullName: "Dashboard Caller",
        email: "caller@example.my",
        phone: "+60 12-345 6789",
        privacyNoticeVersion: NOTICE,
        spamReason,
        createdAt,
      });
    }

    async function seat(courseId: string, title: string, status: RegistrationStatus, n: number) {
      await database.db.insert(registrations).values({
        reference: `AIHQ-R-DB${"ABCDEFGHJKMNPQRSTUVWXYZ"[n]}${"23456789"[n % 8]}QX`,
        name: `Seat ${n}`,
        email: `seat.${n}@example.my`,
        payment: "individual",
        productType: "masterclass",
        productId: courseId,
        productTitle: title,
        productPrice: "900.00",
        status,
        offerExpiresAt: status === "offered" ? ahead(2) : null,
        cancelledAt: status === "cancelled" ? ago(20) : null,
        privacyNoticeVersion: NOTICE,
        // Three weeks ago: leads of the week of 16 February, none of this week.
        createdAt: ago(21),
      });
    }

    beforeAll(async () => {
      database = await target.open();
      const db = database.db;
      const courses = await db
        .insert(masterclasses)
        .values([
          { slug: "soon", title: "Soon", date: ahead(10), price: "900.00", classSize: 10 },
          { slug: "later", title: "Later", date: ahead(100), price: "900.00", classSize: 5 },
          { slug: "empty", title: "Empty", date: ahead(30), price: "900.00", classSize: 8 },
          { slug: "past", title: "Past", date: ago(5), price: "900.00", classSize: 8 },
          // Upcoming, but not on sale: neither the table nor the chart shows them.
          {
            slug: "draft",
            title: "Draft",
            date: ahead(12),
            price: "900.00",
            classSize: 8,
            status: "draft",
          },
          {
            slug: "archived",
            title: "Archived",
            date: ahead(14),
            price: "900.00",
            classSize: 8,
            status: "archived",
          },
        ])
        .returning();
      for (const row of courses) course[row.slug as keyof typeof course] = row.id;

      let n = 0;
      const soon: RegistrationStatus[] = [
        "registered",
        "registered",
        "confirmed",
        "offered",
        "cancelled",
        "waitlisted",
        "waitlisted",
      ];
      for (const status of soon) await seat(course.soon, "Soon", status, n++);
      await seat(course.later, "Later", "confirmed", n++);
      await seat(course.past, "Past", "confirmed", n++);
      await seat(course.archived, "Archived", "confirmed", n++);

      // This week (since NOW - 7 days): two callbacks and a quiz; spam and older ones do not count.
      await callback(ago(1));
      await callback(ago(6));
      await callback(ago(2), "honeypot");
      await callback(ago(8));
      // The first of the twelve weeks begins on 22 December 2025 in Malaysia (21 December, 16:00
      // UTC); the minute before is left out.
      await callback(new Date("2025-12-21T16:00:00Z"));
      await callback(new Date("2025-12-21T15:59:00Z"));
      await db.insert(quizSubmissions).values({
        path: "individual",
        answers: { "1": "a" },
        name: "Quiz Taker",
        email: "quiz@example.my",
        jobRole: "Analyst",
        score: 60,
        band: "exploring",
        privacyNoticeVersion: NOTICE,
        createdAt: ago(0.1),
      });
      // Held for review however old (until the 30-day clean-up): counted on the dashboard.
      await db.insert(quizSubmissions).values({
        path: "individual",
        answers: { "1": "a" },
        name: "Quick Quiz Taker",
        email: "quick.quiz@example.my",
        jobRole: "Analyst",
        score: 60,
        band: "exploring",
        privacyNoticeVersion: NOTICE,
        spamReason: "Sent 300 ms after the form was shown",
        createdAt: ago(20),
      });

      const mail = {
        formType: "contact_callback",
        formData: sampleFormData.contact_callback as unknown as Record<string, unknown>,
        recipientRole: "team" as const,
        toAddress: "team@aihq.test",
      };
      await db.insert(emailOutbox).values([
        { ...mail, status: "failed" },
        { ...mail, status: "failed" },
        { ...mail, status: "pending" },
        { ...mail, status: "pending" },
        { ...mail, status: "pending" },
        { ...mail, status: "sent" },
        { ...mail, status: "held" },
      ]);

      const loaded = await loadDashboard(db, "admin", NOW);
      if (loaded.role !== "admin") throw new Error("expected the admin dashboard");
      dashboard = loaded;
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it("counts new leads by kind, bookings left to their own figures, spam left out", () => {
      expect(dashboard.leads.map(({ key, count, href }) => ({ key, count, href }))).toEqual([
        { key: "leads-callback", count: 5, href: "/admin/leads?kind=callback&status=new" },
        { key: "leads-quiz", count: 1, href: "/admin/leads?kind=quiz&status=new" },
        { key: "leads-ntw", count: 0, href: "/admin/leads?kind=ntw&status=new" },
        {
          key: "leads-grant_inquiry",
          count: 0,
          href: "/admin/leads?kind=grant_inquiry&status=new",
        },
        {
          key: "leads-custom_training",
          count: 0,
          href: "/admin/leads?kind=custom_training&status=new",
        },
        { key: "leads-visitor", count: 0, href: "/admin/leads?kind=visitor&status=new" },
      ]);
    });

    it("counts the seats held in courses not yet over, each seat once", () => {
      const seats = dashboard.bookings.find((f) => f.key === "seats")!;
      // Soon: 2 registered and 1 confirmed (the offer, the waiting list and the cancelled
      // one hold nothing); Later and Archived one each; the past course's seat is over.
      expect(seats).toMatchObject({ count: 5, href: "/admin/registrations" });
      expect(seats.note).toBe("5 individual · 0 HRDC, in 5 upcoming courses");
      expect(dashboard.today).toEqual([]);
    });

    it("lists the published courses starting after today in date order with seats held, offered and waiting; drafts and archived courses left out", () => {
      expect(
        dashboard.upcoming.map(({ title, classSize, held, offered, waitlist, date }) => ({
          title,
          classSize,
          held,
          offered,
          waitlist,
          date,
        })),
      ).toEqual([
        {
          title: "Soon",
          classSize: 10,
          held: 3,
          offered: 1,
          waitlist: 2,
          date: ahead(10).toISOString(),
        },
        {
          title: "Empty",
          classSize: 8,
          held: 0,
          offered: 0,
          waitlist: 0,
          date: ahead(30).toISOString(),
        },
        {
          title: "Later",
          classSize: 5,
          held: 1,
          offered: 0,
          waitlist: 0,
          date: ahead(100).toISOString(),
        },
      ]);
    });

    it("counts every submission waiting in review (the Spam folder), of any kind and age", () => {
      expect(dashboard.inReview).toMatchObject({ count: 2, href: "/admin/leads/spam" });
    });

    it("counts failed and pending mails only", () => {
      expect(dashboard.mails).toEqual({ failed: 2, pending: 3 });
    });

    it("charts registrations for the published courses of the next 90 days", () => {
      expect(dashboard.registrationsByCourse).toEqual([
        { title: "Soon", seats: 4, waitlist: 2 },
        { title: "Empty", seats: 0, waitlist: 0 },
      ]);
    });

    it("charts leads per week for twelve weeks, oldest first, spam left out", () => {
      expect(weekStart(NOW).toISOString()).toBe("2026-03-08T16:00:00.000Z");
      // Monday 07:00 in Kuala Lumpur is still Sunday in UTC: it opens the Malaysian week.
      expect(weekStart(new Date("2026-03-08T23:00:00Z")).toISOString()).toBe(
        "2026-03-08T16:00:00.000Z",
      );
      expect(weekStart(new Date("2026-03-08T15:59:00Z")).toISOString()).toBe(
        "2026-03-01T16:00:00.000Z",
      );
      const weeks = dashboard.leadsPerWeek;
      expect(weeks).toHaveLength(12);
      expect(weeks[0]).toEqual({ week: "2025-12-22", leads: 1 });
      expect(weeks[11]).toEqual({ week: "2026-03-09", leads: 2 });
      const counted = Object.fromEntries(
        weeks.filter((week) => week.leads > 0).map((week) => [week.week, week.leads]),
      );
      // 3 March (ago 8) and 6 March (ago 6) share a week; the ten registrations of 19 February.
      expect(counted).toEqual({
        "2025-12-22": 1,
        "2026-02-16": 10,
        "2026-03-02": 2,
        "2026-03-09": 2,
      });
    });

    it("shows an editor counts of content only", async () => {
      const editor = await loadDashboard(database.db, "editor", NOW);
      expect(editor).toEqual({
        role: "editor",
        content: [
          { label: "Blog posts", count: 0 },
          // Content counts: an editor works on drafts too.
          { label: "Upcoming courses", count: 5 },
          { label: "Books", count: 0 },
        ],
      });
    });
  });
}

for (const target of testDatabases()) {
  describe(`the dashboard with many courses on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;

    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("charts every published course of the next 90 days, beyond twenty, and lists the first eight", async () => {
      // 26 published courses in the window (one every three days), a draft among them,
      // and one just past the 90 days.
      const rows = Array.from({ length: 26 }, (_, i) => ({
        slug: `many-${i}`,
        title: `Course ${String(i + 1).padStart(2, "0")}`,
        date: ahead(1 + i * 3),
        price: "500.00",
        classSize: 10,
      }));
      await database.db
        .insert(masterclasses)
        .values([
          ...rows,
          { ...rows[0]!, slug: "many-draft", title: "Draft", date: ahead(2), status: "draft" },
          { ...rows[0]!, slug: "many-late", title: "Too late", date: ahead(91) },
        ]);
      const [first] = await database.db
        .select()
        .from(masterclasses)
        .where(eq(masterclasses.slug, "many-25"));
      await database.db.insert(registrations).values({
        reference: "AIHQ-R-MNY2ZQ",
        name: "Last Course Seat",
        email: "last.seat@example.my",
        payment: "individual",
        productType: "masterclass",
        productId: first!.id,
        productTitle: first!.title,
        productPrice: "500.00",
        status: "confirmed",
        privacyNoticeVersion: NOTICE,
      });
      const loaded = await loadDashboard(database.db, "admin", NOW);
      if (loaded.role !== "admin") throw new Error("expected the admin dashboard");
      expect(loaded.registrationsByCourse.map((c) => c.title)).toEqual(rows.map((r) => r.title));
      expect(loaded.registrationsByCourse.at(-1)).toEqual({
        title: "Course 26",
        seats: 1,
        waitlist: 0,
      });
      expect(loaded.upcoming.map((c) => c.title)).toEqual(rows.slice(0, 8).map((r) => r.title));
    });
  });
}
