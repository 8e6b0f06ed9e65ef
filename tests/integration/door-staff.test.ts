import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketFor } from "#app/features/tickets/tickets.server";
import { upsertAdmin } from "#server/auth/admin-users";
import { adminUsers, certificates, masterclasses, registrations } from "#server/db/schema";
import {
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
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    async function courseWithSeat(name = "Siti Aminah") {
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
        })
        .returning();
      const [row] = await database.db
        .insert(registrations)
        .values({
          reference: `AIHQ-R-${hex().toUpperCase()}`,
          name,
          email: `p.${hex()}@example.my`,
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
