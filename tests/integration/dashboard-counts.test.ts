import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadDashboard,
  type AdminDashboard,
  type Figure,
} from "#app/features/dashboard/dashboard.server";
import { malaysiaToday } from "#app/features/registrations/admin/course-window";
import {
  callbackRequests,
  customTrainingRequests,
  grantInquiries,
  leads,
  masterclasses,
  quizSubmissions,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import {
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

const DAY = 86_400_000;
const NOTICE = "2024-06-01";

type Status = (typeof registrations.$inferInsert)["status"];

/** What a list's loader answers, as much as counting its rows needs. */
interface ListBody {
  rows?: unknown[];
  total?: number;
  groups?: unknown[];
  courses?: { id: string; held: number; today: boolean }[];
  attendees?: { status: string }[];
}

/**
 * A known week of bookings and leads: individual seats on a course running
 * today and on next week's, an HRDC group of three, a book order, leads of
 * several kinds (one already contacted) and one held for review. The
 * dashboard's every figure is checked, then the list each links to is opened
 * through its route's loader, which must show that many rows.
 */
for (const target of testDatabases()) {
  describe(`the dashboard's counts and the lists they link to on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let admin: string;
    let dashboard: AdminDashboard;
    const modules: Record<string, RouteModule> = {};
    const ids = { today: "", nextWeek: "", past: "" };
    let n = 0;

    async function seat(
      courseId: string,
      title: string,
      status: Status,
      extra: Partial<typeof registrations.$inferInsert> = {},
    ) {
      n += 1;
      await database.db.insert(registrations).values({
        reference: `AIHQ-R-${crypto.randomBytes(3).toString("hex").toUpperCase()}`,
        name: `Person ${n}`,
        email: `person.${n}@example.my`,
        payment: "individual",
        productType: "masterclass",
        productId: courseId,
        productTitle: title,
        productPrice: "900.00",
        status,
        offerExpiresAt: status === "offered" ? new Date(Date.now() + 2 * DAY) : null,
        cancelledAt: status === "cancelled" ? new Date() : null,
        privacyNoticeVersion: NOTICE,
        ...extra,
      });
    }

    /** The rows a list shows, by the loader of the route its URL names. */
    async function rowsOf(href: string): Promise<number> {
      const path = new URL(href, "http://aihq.test").pathname;
      const body = (await run(modules[path]!.loader, args(request(href, { cookie: admin }))))
        .body as ListBody;
      if (body.courses) return body.courses.reduce((sum, c) => sum + c.held, 0);
      if (body.groups) return body.groups.length;
      expect(body.rows!.length).toBe(body.total);
      return body.rows!.length;
    }

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      admin = await signIn(await importRoute("routes/admin/team/login.tsx"));
      for (const [path, file] of [
        ["/admin/registrations", "routes/admin/registrations/index.tsx"],
        ["/admin/hrdc", "routes/admin/hrdc/index.tsx"],
        ["/admin/book-orders", "routes/admin/books/orders.tsx"],
        ["/admin/leads", "routes/admin/leads/index.tsx"],
        ["/admin/leads/spam", "routes/admin/leads/spam.tsx"],
        ["course", "routes/admin/registrations/course.tsx"],
        ["sheet", "routes/admin/registrations/sheet.tsx"],
        ["masterclasses", "routes/admin/masterclasses/index.tsx"],
      ] as const) {
        modules[path] = await importRoute(file);
      }
      const db = database.db;
      const now = new Date();
      // An hour after today's midnight in Kuala Lumpur: begun, or about to, but today's.
      const todayStart = new Date(malaysiaToday(now).start.getTime() + 60 * 60_000);
      const courses = await db
        .insert(masterclasses)
        .values([
          {
            slug: "counts-today",
            title: "Running Today",
            date: todayStart,
            price: "900.00",
            classSize: 10,
          },
          {
            slug: "counts-next-week",
            title: "Next Week",
            date: new Date(now.getTime() + 7 * DAY),
            price: "1500.00",
            classSize: 20,
            isHrdc: true,
          },
          {
            slug: "counts-past",
            title: "Last Month",
            date: new Date(now.getTime() - 30 * DAY),
            price: "900.00",
            classSize: 10,
          },
        ])
        .returning();
      ids.today = courses[0]!.id;
      ids.nextWeek = courses[1]!.id;
      ids.past = courses[2]!.id;

      // Today: three seats held, an open offer, one waiting.
      await seat(ids.today, "Running Today", "registered");
      await seat(ids.today, "Running Today", "registered");
      await seat(ids.today, "Running Today", "confirmed");
      await seat(ids.today, "Running Today", "offered");
      await seat(ids.today, "Running Today", "waitlisted");
      // Next week: one seat, one cancelled; last month's seat is over.
      await seat(ids.nextWeek, "Next Week", "registered");
      await seat(ids.nextWeek, "Next Week", "cancelled");
      await seat(ids.past, "Last Month", "confirmed");

      // An HRDC group of three on next week's course: three seats, one group.
      const [group] = await db
        .insert(registrationGroups)
        .values({
          reference: "AIHQ-G-CNT3QX",
          masterclassId: ids.nextWeek,
          masterclassTitle: "Next Week",
          companyName: "Syarikat Kiraan Sdn Bhd",
          hrName: "Nurul Aina",
          hrEmail: "hr@kiraan.example.my",
          hrPhone: "012-345 6789",
          privacyNoticeVersion: NOTICE,
          confirmedAt: now,
        })
        .returning();
      for (const status of ["registered", "registered", "confirmed"] as const) {
        await seat(ids.nextWeek, "Next Week", status, { payment: "hrdc", groupId: group!.id });
      }

      // A book order, awaiting payment.
      await db.insert(registrations).values({
        reference: "AIHQ-R-BOOK7Q",
        name: "Book Buyer",
        email: "buyer@example.my",
        payment: "individual",
        productType: "book",
        productId: crypto.randomUUID(),
        productTitle: "AI for Malaysian Leaders",
        productPrice: "59.00",
        privacyNoticeVersion: NOTICE,
      });

      // Leads: two callbacks (one already contacted), a quiz, a grant inquiry, a custom
      // training request; and a callback held for review.
      const callbacks = await db
        .insert(callbackRequests)
        .values(
          ["Caller One", "Caller Two", "Caller Spam"].map((fullName, i) => ({
            fullName,
            phone: "+60 12-345 6789",
            email: `caller.${i}@example.my`,
            privacyNoticeVersion: NOTICE,
            spamReason: i === 2 ? "honeypot" : null,
          })),
        )
        .returning();
      await db
        .update(leads)
        .set({ status: "contacted" })
        .where(and(eq(leads.kind, "callback"), eq(leads.sourceId, callbacks[1]!.id)));
      await db.insert(quizSubmissions).values({
        path: "individual",
        answers: { "1": "a" },
        name: "Quiz Taker",
        email: "quiz@example.my",
        jobRole: "Analyst",
        score: 60,
        band: "exploring",
        privacyNoticeVersion: NOTICE,
      });
      await db.insert(grantInquiries).values({
        name: "Grant Seeker",
        email: "grant@example.my",
        privacyNoticeVersion: NOTICE,
      });
      await db.insert(customTrainingRequests).values({
        orgName: "Bank Contoh Berhad",
        contactName: "Lim Mei Ling",
        email: "training@contoh.example.my",
        phone: "+60 3-1234 5678",
        teamSize: "11-50",
        focusArea: "Generative AI",
        goals: "Train our analysts",
        privacyNoticeVersion: NOTICE,
      });

      const loaded = await loadDashboard(db, "admin");
      if (loaded.role !== "admin") throw new Error("expected the admin dashboard");
      dashboard = loaded;
    }, 180_000);

    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    const figure = (key: string): Figure => {
      const found = [...dashboard.bookings, ...dashboard.leads, dashboard.inReview].find(
        (f) => f.key === key,
      );
      if (!found) throw new Error(`No figure ${key}`);
      return found;
    };

    it("counts each booking once: seats (HRDC attendees among them, the group not), groups, book orders", () => {
      expect(figure("seats")).toMatchObject({
        count: 7,
        href: "/admin/registrations",
        note: "4 individual · 3 HRDC, in 2 upcoming courses",
      });
      expect(figure("hrdc")).toMatchObject({ count: 1, href: "/admin/hrdc" });
      expect(figure("hrdc-overdue")).toMatchObject({ count: 0, href: "/admin/hrdc?view=overdue" });
      expect(figure("book-orders-registered")).toMatchObject({
        count: 1,
        href: "/admin/book-orders?status=registered",
      });
      expect(figure("book-orders-confirmed").count).toBe(0);
    });

    it("counts new leads by kind, leaving out bookings, the contacted one and the one in review", () => {
      expect(Object.fromEntries(dashboard.leads.map((f) => [f.key, f.count]))).toEqual({
        "leads-callback": 1,
        "leads-quiz": 1,
        "leads-ntw": 0,
        "leads-grant_inquiry": 1,
        "leads-custom_training": 1,
        "leads-visitor": 0,
      });
      expect(figure("review")).toMatchObject({ count: 1, href: "/admin/leads/spam" });
    });

    it("shows the course running today with its attendees and open offer, not among upcoming ones", () => {
      expect(dashboard.today).toEqual([
        expect.objectContaining({
          id: ids.today,
          title: "Running Today",
          attendees: 3,
          offered: 1,
          waitlist: 1,
          classSize: 10,
        }),
      ]);
      expect(dashboard.upcoming.map((c) => c.title)).toEqual(["Next Week"]);
    });

    it("every figure's link opens a list with exactly that many rows", async () => {
      const figures = [...dashboard.bookings, ...dashboard.leads, dashboard.inReview];
      expect(figures.length).toBeGreaterThan(8);
      for (const f of figures) {
        expect({ href: f.href, rows: await rowsOf(f.href) }).toEqual({
          href: f.href,
          rows: f.count,
        });
      }
    });

    it("today's course has its attendee list and sheet, is upcoming in the registrations and masterclasses lists, and never past", async () => {
      const course = (
        await run(
          modules.course!.loader,
          args(request(`/admin/registrations/${ids.today}`, { cookie: admin }), {
            courseId: ids.today,
          }),
        )
      ).body as ListBody;
      const holding = course.attendees!.filter(
        (a) => a.status === "registered" || a.status === "confirmed",
      );
      expect(holding).toHaveLength(dashboard.today[0]!.attendees);
      const sheet = await run(
        modules.sheet!.loader,
        args(request(`/admin/registrations/${ids.today}/sheet`, { cookie: admin }), {
          courseId: ids.today,
        }),
      );
      expect((sheet.body as ListBody).attendees).toHaveLength(3);

      const upcoming = (
        await run(
          modules["/admin/registrations"]!.loader,
          args(request("/admin/registrations", { cookie: admin })),
        )
      ).body as ListBody;
      expect(upcoming.courses!.map((c) => [c.id, c.today])).toEqual([
        [ids.today, true],
        [ids.nextWeek, false],
      ]);
      const past = (
        await run(
          modules["/admin/registrations"]!.loader,
          args(request("/admin/registrations?when=past", { cookie: admin })),
        )
      ).body as ListBody;
      expect(past.courses!.map((c) => c.id)).toEqual([ids.past]);

      // The masterclasses list files it the same way.
      const shown = async (view: string) =>
        (
          (
            await run(
              modules.masterclasses!.loader,
              args(request(`/admin/masterclasses?view=${view}`, { cookie: admin })),
            )
          ).body as { rows: { id: string }[] }
        ).rows.map((row) => row.id);
      expect(await shown("upcoming")).toEqual([ids.today, ids.nextWeek]);
      expect(await shown("past")).toEqual([ids.past]);
    });
  });
}
