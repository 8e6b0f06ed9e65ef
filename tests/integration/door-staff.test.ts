import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ntwTicketFor, ticketFor } from "#app/features/tickets/tickets.server";
import { doorCourse } from "#app/features/tickets/admin/check-in-list.server";
import { upsertAdmin } from "#server/auth/admin-users";
import {
  adminUsers,
  certificates,
  masterclasses,
  ntwPrograms,
  ntwRegistrations,
  registrations,
} from "#server/db/schema";
import {
  ADMIN,
  args,
  ORIGIN,
  flattenRoutes,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { pdfTextLines } from "./pdf-text";
import { testDatabases } from "./test-db";

const DOOR = { email: "door@aihq.test", password: "door staff password 0123" };
const hex = (n = 3) => crypto.randomBytes(n).toString("hex");
const DAY = 86_400_000;

/** Open without a session, or the check-in itself. */
const DOOR_MAY = new Set([
  "routes/admin/team/login.tsx",
  "routes/admin/team/logout.ts",
  "routes/admin/team/invite.tsx",
  "routes/admin/layout.tsx",
  "routes/admin/check-in/index.tsx",
  "routes/admin/check-in/course.tsx",
  "routes/admin/check-in/scan.ts",
]);

for (const target of testDatabases()) {
  describe(`door staff and certificate PDFs on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let login: RouteModule;
    let door: string;
    let admin: string;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      login = await importRoute("routes/admin/team/login.tsx");
      await upsertAdmin(database.db, { ...DOOR, name: "Danial at the door" });
      // The enum value added by migration, written and read back on this database.
      await database.db
        .update(adminUsers)
        .set({ role: "door" })
        .where(eq(adminUsers.email, DOOR.email));
      door = await signIn(login, DOOR);
      admin = await signIn(login, ADMIN);
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    async function courseWithSeat(
      name = "Siti Aminah",
      course: Partial<typeof masterclasses.$inferInsert> = {},
    ) {
      const [c] = await database.db
        .insert(masterclasses)
        .values({
          slug: `door-${hex(4)}`,
          title: `Door course ${hex()}`,
          date: new Date(Date.now() - 30 * 60_000),
          endDate: new Date(Date.now() + 60 * 60_000),
          price: "1499.00",
          classSize: 30,
          content: { trainer: { name: "Dr. Lim Wei" } },
          ...course,
        })
        .returning();
      const [row] = await database.db
        .insert(registrations)
        .values({
          reference: `AIHQ-R-${hex().toUpperCase()}`,
          name,
          email: `p.${hex()}@example.my`,
          org: "Maybank",
          payment: "hrdc",
          productType: "masterclass",
          productId: c!.id,
          productTitle: c!.title,
          status: "registered",
          privacyNoticeVersion: "2024-06-01",
        })
        .returning();
      return { course: c!, row: row! };
    }

    it("a door account gets 403 from every other admin loader, action and export; home sends it to the check-in", async () => {
      let refused = 0;
      for (const route of flattenRoutes().filter((r) => r.path.startsWith("/admin"))) {
        if (DOOR_MAY.has(route.file)) continue;
        const mod = await importRoute(route.file);
        const url = route.path.replace(/:[A-Za-z]+/g, () => crypto.randomUUID());
        const params = Object.fromEntries(
          [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, n]) => [n!, crypto.randomUUID()]),
        );
        if (mod.loader) {
          const outcome = await run(mod.loader, args(request(url, { cookie: door }), params));
          if (route.path === "/admin") {
            expect(outcome.status).toBe(302);
            expect(outcome.headers.get("Location")).toBe("/admin/check-in");
          } else {
            expect.soft(outcome.status, `${route.file} loader`).toBe(403);
            refused++;
          }
        }
        if (mod.action) {
          const outcome = await run(
            mod.action,
            args(
              request(url, { cookie: door, form: { intent: "delete", id: crypto.randomUUID() } }),
              params,
            ),
          );
          expect.soft(outcome.status, `${route.file} action`).toBe(403);
          refused++;
        }
      }
      expect(refused).toBeGreaterThan(30);
      // The exports by name, and a .data request of a page.
      for (const file of [
        "routes/admin/leads/export.ts",
        "routes/admin/registrations/export.ts",
        "routes/admin/team/export.ts",
      ]) {
        const mod = await importRoute(file);
        expect(
          (await run(mod.loader, args(request("/admin/leads.csv", { cookie: door })))).status,
        ).toBe(403);
      }
      const layout = await importRoute("routes/admin/layout.tsx");
      const data = await run(layout.loader, args(request("/admin/leads.data", { cookie: door })));
      expect(data.status).toBe(403);
    }, 120_000);

    it("a door account lists today's courses, searches a name and checks in (JSON and plain form)", async () => {
      const { course, row } = await courseWithSeat("Nurul Huda");
      const index = await importRoute("routes/admin/check-in/index.tsx");
      const list = await run(index.loader, args(request("/admin/check-in", { cookie: door })));
      expect(list.status).toBe(200);
      const courses = (list.body as { courses: { id: string; today: boolean }[] }).courses;
      expect(courses.find((c) => c.id === course.id)?.today).toBe(true);

      const page = await importRoute("routes/admin/check-in/course.tsx");
      const found = await run(
        page.loader,
        args(request(`/admin/check-in/${course.id}?q=nurul`, { cookie: door }), {
          courseId: course.id,
        }),
      );
      const attendees = (found.body as { attendees: { registrationId: string; payment: string }[] })
        .attendees;
      expect(attendees).toEqual([
        expect.objectContaining({ registrationId: row.id, payment: "HRDC" }),
      ]);

      const scan = await importRoute("routes/admin/check-in/scan.ts");
      const post = (form: Record<string, string>, json = true) =>
        run(
          scan.action,
          args(
            request(`/admin/check-in/${course.id}/scan`, {
              cookie: door,
              form,
              headers: json ? { Accept: "application/json" } : {},
            }),
            { courseId: course.id },
          ),
        );
      const { token } = (await ticketFor(database.db, row.id))!;
      const first = await post({ token: `https://aihq.test/tickets/${token}` });
      expect(first.status).toBe(200);
      expect(await (first.body as Response).json()).toMatchObject({
        status: "checked-in",
        by: "Danial at the door",
        person: { name: "Nurul Huda", payment: "HRDC" },
      });
      const replay = await post({ token });
      expect(await (replay.body as Response).json()).toMatchObject({ status: "already" });
      // Without JavaScript: the list's button, answered with a redirect and its toast.
      const plain = await post({ registrationId: row.id, q: "nurul" }, false);
      expect(plain.status).toBe(302);
      expect(plain.headers.get("Location")).toBe(`/admin/check-in/${course.id}?q=nurul`);

      // Bad input: 4xx, never 5xx.
      const bad: Record<string, string>[] = [
        {},
        { token: "nope" },
        { registrationId: "1" },
        { token: "a\u0000b" },
        { token: "x".repeat(600) },
      ];
      for (const form of bad) {
        expect((await post(form)).status, JSON.stringify(form)).toBe(400);
      }
      expect((await post({ token: crypto.randomBytes(24).toString("base64url") })).status).toBe(
        404,
      );
    });

    async function programWithPlace(date: Date) {
      const [program] = await database.db
        .insert(ntwPrograms)
        .values({ title: `NTW door ${hex()}`, date, format: "Online" })
        .returning();
      const [row] = await database.db
        .insert(ntwRegistrations)
        .values({
          programId: program!.id,
          programTitle: program!.title,
          userName: "Farah NTW",
          userEmail: `farah.${hex()}@example.my`,
          userOrg: "CIMB",
          privacyNoticeVersion: "2024-06-01",
        })
        .returning();
      return { course: program!, row: row!, token: (await ntwTicketFor(database.db, row!.id))! };
    }

    it("door staff open only the courses running today: another day's course, a draft or an NTW program not today is a 404 on the page and at the scan; admins still open them", async () => {
      const page = await importRoute("routes/admin/check-in/course.tsx");
      const scan = await importRoute("routes/admin/check-in/scan.ts");
      const index = await importRoute("routes/admin/check-in/index.tsx");
      const open = (cookie: string, id: string) =>
        run(page.loader, args(request(`/admin/check-in/${id}`, { cookie }), { courseId: id }));
      const post = (cookie: string, id: string, form: Record<string, string>) =>
        run(
          scan.action,
          args(
            request(`/admin/check-in/${id}/scan`, {
              cookie,
              form,
              headers: { Accept: "application/json" },
            }),
            { courseId: id },
          ),
        );

      const today = await courseWithSeat("Today Person");
      // Started yesterday, ends tomorrow: today is its second day.
      const running = await courseWithSeat("Middle Day", {
        date: new Date(Date.now() - DAY),
        endDate: new Date(Date.now() + DAY),
      });
      const ntwToday = await programWithPlace(new Date());
      const past = await courseWithSeat("Past Person", {
        date: new Date(Date.now() - 3 * DAY),
        endDate: new Date(Date.now() - 3 * DAY + 3_600_000),
      });
      const ahead = await courseWithSeat("Ahead Person", {
        date: new Date(Date.now() + 60 * DAY),
        endDate: new Date(Date.now() + 60 * DAY + 3_600_000),
      });
      const draft = await courseWithSeat("Draft Person", { status: "draft" });
      const ntwAhead = await programWithPlace(new Date(Date.now() + 2 * DAY));

      for (const { course } of [today, running, ntwToday]) {
        expect((await open(door, course.id)).status, course.title).toBe(200);
      }
      const { token: runningToken } = (await ticketFor(database.db, running.row.id))!;
      expect((await post(door, running.course.id, { token: runningToken })).status).toBe(200);
      expect((await post(door, ntwToday.course.id, { token: ntwToday.token.token })).status).toBe(
        200,
      );

      for (const { course, row } of [past, ahead, draft]) {
        const refused = await open(door, course.id);
        expect(refused.status, course.title).toBe(404);
        expect(JSON.stringify(refused.body)).not.toContain(row.name);
        const { token } = (await ticketFor(database.db, row.id))!;
        for (const form of [{ token }, { registrationId: row.id }] as Record<string, string>[]) {
          const answer = await post(door, course.id, form);
          expect(answer.status, `${course.title} ${Object.keys(form)[0]}`).toBe(404);
          expect(JSON.stringify(answer.body)).not.toContain(row.name);
        }
        // Admins keep the full view of any course.
        expect((await open(admin, course.id)).status).toBe(200);
      }
      expect((await open(door, ntwAhead.course.id)).status).toBe(404);
      expect((await post(door, ntwAhead.course.id, { token: ntwAhead.token.token })).status).toBe(
        404,
      );
      // A ticket of today's course scanned at another day's door is refused before it is read.
      const { token: todayToken } = (await ticketFor(database.db, today.row.id))!;
      expect((await post(door, past.course.id, { token: todayToken })).status).toBe(404);

      // The list: door staff get today's courses alone, admins the week's others too.
      const ids = async (cookie: string) =>
        (
          (await run(index.loader, args(request("/admin/check-in", { cookie })))).body as {
            courses: { id: string; today: boolean }[];
          }
        ).courses;
      const doorList = await ids(door);
      expect(doorList.every((c) => c.today)).toBe(true);
      expect(doorList.map((c) => c.id)).toEqual(
        expect.arrayContaining([today.course.id, running.course.id, ntwToday.course.id]),
      );
      expect(doorList.map((c) => c.id)).not.toContain(past.course.id);
      expect((await ids(admin)).map((c) => c.id)).toContain(past.course.id);
    });

    it("today is the Malaysian calendar day: a course at 00:30 in Kuala Lumpur is today's from midnight there, whatever the UTC date", async () => {
      const { course } = await courseWithSeat("Early Bird", {
        date: new Date("2026-03-01T16:30:00Z"), // 2 Mar 00:30 in Kuala Lumpur
        endDate: new Date("2026-03-01T18:00:00Z"),
      });
      const at = (iso: string) => doorCourse(course.id, "door", new Date(iso));
      expect(await at("2026-03-01T15:59:00Z")).toBeNull(); // 1 Mar 23:59 there
      expect(await at("2026-03-01T16:00:00Z")).toMatchObject({ today: true }); // 2 Mar 00:00
      expect(await at("2026-03-02T15:59:00Z")).toMatchObject({ today: true }); // 2 Mar 23:59
      expect(await at("2026-03-02T16:00:00Z")).toBeNull(); // 3 Mar
      expect(await doorCourse(course.id, "full", new Date("2026-05-01T00:00:00Z"))).toMatchObject({
        today: false,
      });
    });

    it("door staff see name, company, payment and check-in state only: no e-mail or reference, and the search finds names alone", async () => {
      const { course, row } = await courseWithSeat("Hafiz Rahman");
      const page = await importRoute("routes/admin/check-in/course.tsx");
      const open = (cookie: string, q = "") =>
        run(
          page.loader,
          args(
            request(`/admin/check-in/${course.id}${q ? `?q=${encodeURIComponent(q)}` : ""}`, {
              cookie,
            }),
            { courseId: course.id },
          ),
        );
      const seen = await open(door);
      expect(seen.status).toBe(200);
      const attendees = (seen.body as { attendees: Record<string, unknown>[] }).attendees;
      expect(attendees).toEqual([
        {
          registrationId: row.id,
          name: "Hafiz Rahman",
          org: "Maybank",
          payment: "HRDC",
          checkedInAt: null,
        },
      ]);
      const everything = JSON.stringify(seen.body);
      expect(everything).not.toContain(row.email);
      expect(everything).not.toContain(row.reference);
      // The search cannot be used to confirm an e-mail address or a reference.
      for (const q of [row.email, row.reference, row.email.split("@")[0]!]) {
        const found = await open(door, q);
        expect((found.body as { attendees: unknown[] }).attendees, q).toEqual([]);
      }
      expect((await open(door, "hafiz")).body).toMatchObject({
        attendees: [{ registrationId: row.id }],
      });

      // Admins keep the e-mail and reference, and find people by them.
      const full = await open(admin, row.email);
      expect((full.body as { attendees: unknown[] }).attendees).toEqual([
        expect.objectContaining({
          registrationId: row.id,
          contact: { email: row.email, reference: row.reference },
        }),
      ]);

      // The scan's answer to door staff names the person, company and payment, not the reference.
      const scan = await importRoute("routes/admin/check-in/scan.ts");
      const { token } = (await ticketFor(database.db, row.id))!;
      const post = (cookie: string) =>
        run(
          scan.action,
          args(
            request(`/admin/check-in/${course.id}/scan`, {
              cookie,
              form: { token },
              headers: { Accept: "application/json" },
            }),
            { courseId: course.id },
          ),
        );
      const answer = (await (await post(door)).body) as Response;
      const json = (await answer.json()) as { person: Record<string, unknown> };
      expect(json.person).toEqual({
        name: "Hafiz Rahman",
        org: "Maybank",
        course: course.title,
        reference: null,
        payment: "HRDC",
      });
      const adminAnswer = (await (await post(admin)).body) as Response;
      expect(await adminAnswer.json()).toMatchObject({
        status: "already",
        person: { reference: row.reference },
      });
    });

    it("renders a certificate PDF: holder, course, dates, hours, trainer, number and verify URL; a revoked one is 404", async () => {
      const { course, row } = await courseWithSeat("Aminah Yusof");
      // Two days, 09:00 to 17:30 Malaysia time: 17 hours.
      await database.db
        .update(masterclasses)
        .set({ date: new Date("2026-03-02T01:00:00Z"), endDate: new Date("2026-03-03T09:30:00Z") })
        .where(eq(masterclasses.id, course.id));
      const id = `AIHQ-CERT-${hex(2).toUpperCase()}-${hex(2).toUpperCase()}`;
      await database.db.insert(certificates).values({
        id,
        holderName: "Aminah Yusof",
        program: course.title,
        issuedOn: "2026-11-27",
        masterclassId: course.id,
        registrationId: row.id,
      });
      const route = await importRoute("routes/site/certificate-pdf.ts");
      const outcome = await run(route.loader, args(request(`/certificates/${id}/pdf`), { id }));
      expect(outcome.status).toBe(200);
      const response = outcome.body as Response;
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      const text = pdfTextLines(Buffer.from(await response.arrayBuffer())).join("\n");
      expect(text).toContain("Aminah Yusof");
      expect(text).toContain(course.title);
      expect(text).toContain("Certificate of Completion");
      expect(text).toContain(`Certificate number: ${id}`);
      expect(text).toContain("2 - 3 Mar 2026");
      expect(text).toContain("17 hours");
      expect(text).toContain("Trainer: Dr. Lim Wei");
      expect(text).toContain(`/verify?id=${id}`);

      // /verify offers the PDF and LinkedIn's add-to-profile link for a valid certificate.
      const verify = await importRoute("routes/site/verify.tsx");
      const checked = await run(verify.loader, args(request(`/verify?id=${id}`)));
      const links = (checked.body as { links: { pdf: string; linkedIn: string } }).links;
      expect(links.pdf).toBe(`/certificates/${id}/pdf`);
      const linkedIn = new URL(links.linkedIn);
      expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
      expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
        startTask: "CERTIFICATION_NAME",
        name: course.title,
        organizationName: "AIHQ",
        issueYear: "2026",
        issueMonth: "11",
        certId: id,
        certUrl: `${ORIGIN}/verify?id=${id}`,
      });

      await database.db
        .update(certificates)
        .set({ status: "revoked", revokedAt: new Date() })
        .where(eq(certificates.id, id));
      const revoked = await run(route.loader, args(request(`/certificates/${id}/pdf`), { id }));
      expect(revoked.status).toBe(404);
    });
  });
}
