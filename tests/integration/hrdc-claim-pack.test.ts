import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attendanceDays,
  certificates,
  masterclasses,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import { addDays, calendarDateKey } from "#common/dates";
import { issueInvoice } from "#app/features/invoices/issue-invoice.server";
import {
  addEditor,
  args,
  flashToastOf,
  importRoute,
  request,
  type RouteModule,
  run,
  setUpRuntime,
  signIn,
} from "./admin-helpers";
import { pdfTextLines } from "./pdf-text";
import { testDatabases } from "./test-db";

const EDITOR = { email: "claim-editor@aihq.test", password: "claim editor password 0123" };
const DAY = 86_400_000;

for (const target of testDatabases()) {
  describe(`the HRDC claim pack on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let claimPack: RouteModule;
    let admin: string;
    let editor: string;
    const unique = () => crypto.randomBytes(4).toString("hex").toUpperCase();

    /** A course of `days` days starting `startsIn` days from now, and one employer's booking. */
    async function booking(startsIn: number, days: number) {
      const start = new Date(Date.now() + startsIn * DAY);
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: `claim-${unique().toLowerCase()}`,
          title: "Generative AI for Finance Teams",
          date: start,
          endDate: days > 1 ? new Date(start.getTime() + (days - 1) * DAY) : null,
          format: "physical",
          venue: "Menara AIHQ, Kuala Lumpur",
          price: "2000.00",
          classSize: 20,
          isHrdc: true,
          content: {
            trainer: { name: "Dr. Lim Mei Ling", credentials: "PhD, HRD Corp certified trainer" },
            outcomes: ["Automate month-end reporting with AI"],
            agenda: [{ day: 1, time: "9:00 AM", title: "Prompting for finance" }],
          },
        })
        .returning();
      const [group] = await database.db
        .insert(registrationGroups)
        .values({
          reference: `AIHQ-G-${unique()}`,
          masterclassId: course!.id,
          masterclassTitle: course!.title,
          companyName: "Maybank Berhad",
          ssmNumber: "196001000142",
          hrName: "Siti Hajar",
          hrEmail: `hr.${unique().toLowerCase()}@example.my`,
          hrPhone: "012-345 6789",
          privacyNoticeVersion: "2024-06-01",
          confirmedAt: new Date(start.getTime() - 30 * DAY),
        })
        .returning();
      const person = async (name: string, status: "confirmed" | "waitlisted") => {
        const [row] = await database.db
          .insert(registrations)
          .values({
            reference: `AIHQ-R-${unique()}`,
            name,
            email: `${unique().toLowerCase()}@example.my`,
            payment: "hrdc",
            productType: "masterclass",
            productId: course!.id,
            productTitle: course!.title,
            productPrice: "2000.00",
            status,
            groupId: group!.id,
            privacyNoticeVersion: "2024-06-01",
          })
          .returning();
        return row!;
      };
      return {
        course: course!,
        group: group!,
        full: await person("Tan Wei Ming", "confirmed"),
        partial: await person("Aisyah Rahman", "confirmed"),
        waiting: await person("Ravi Kumar", "waitlisted"),
      };
    }

    const download = (groupId: string, cookie = admin) =>
      run(
        claimPack.loader,
        args(request(`/admin/hrdc/${groupId}/claim-pack.zip`, { cookie }), { groupId }),
      );

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      claimPack = await importRoute("routes/admin/hrdc/claim-pack.ts");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("files the attendance by day and the course outline for a course that has run", async () => {
      const { course, group, full, partial } = await booking(-3, 2);
      const [first, second] = [
        calendarDateKey(course.date),
        addDays(calendarDateKey(course.date), 1),
      ];
      await database.db.insert(attendanceDays).values([
        { registrationId: full.id, day: first },
        { registrationId: full.id, day: second },
        { registrationId: partial.id, day: first },
      ]);
      const certificateId = `AIHQ-CP-${unique()}`;
      await database.db.insert(certificates).values({
        id: certificateId,
        holderName: full.name,
        program: course.title,
        issuedOn: second,
        masterclassId: course.id,
        registrationId: full.id,
      });
      const invoice = await database.db.transaction((tx) =>
        issueInvoice(tx, { groupId: group.id }),
      );
      if (!invoice.ok) throw new Error(`no invoice: ${invoice.reason}`);
      const answer = await download(group.id);
      expect(answer.status).toBe(200);
      const response = answer.body as Response;
      expect(response.headers.get("Content-Type")).toBe("application/zip");
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="claim-pack-${group.reference}.zip"`,
      );
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual(
        [
          `invoice-${invoice.value.number}.pdf`,
          "attendance-list.pdf",
          "course-outline.pdf",
          `certificates/${certificateId}-tan-wei-ming.pdf`,
        ].sort(),
      );
      const invoiceText = pdfTextLines(Buffer.from(files[`invoice-${invoice.value.number}.pdf`]!));
      expect(invoiceText.join("\n")).toContain("Maybank Berhad");
      const certificateText = pdfTextLines(
        Buffer.from(files[`certificates/${certificateId}-tan-wei-ming.pdf`]!),
      ).join("\n");
      expect(certificateText).toContain("Tan Wei Ming");
      const attendance = pdfTextLines(Buffer.from(files["attendance-list.pdf"]!)).join("\n");
      expect(attendance).toContain("Attendance list");
      expect(attendance).toContain("Employer: Maybank Berhad (SSM 196001000142)");
      expect(attendance).toMatch(/Tan Wei Ming[\s\S]*Yes[\s\S]*Yes/);
      expect(attendance).toMatch(/Aisyah Rahman[\s\S]*Yes[\s\S]*No/);
      expect(attendance).toContain("1 of 2 attended every day.");
      // Only seat holders are filed: the waiting colleague never attended.
      expect(attendance).not.toContain("Ravi Kumar");
      const outline = pdfTextLines(Buffer.from(files["course-outline.pdf"]!)).join("\n");
      // The em dash and the bullet are WinAnsi glyphs the test's reader decodes as Latin-1.
      expect(outline).toMatch(/Dr\. Lim Mei Ling . PhD, HRD Corp certified trainer/);
      expect(outline).toMatch(/. Automate month-end reporting with AI/);
      expect(outline).toContain("Day 1, 9:00 AM: Prompting for finance");
    });

    it("marks a one-day course's attendee present from the attendance mark alone", async () => {
      const { group, full } = await booking(-1, 1);
      await database.db
        .update(registrations)
        .set({ attendedAt: new Date() })
        .where(eq(registrations.id, full.id));
      const files = unzipSync(
        new Uint8Array(await ((await download(group.id)).body as Response).arrayBuffer()),
      );
      const attendance = pdfTextLines(Buffer.from(files["attendance-list.pdf"]!)).join("\n");
      expect(attendance).toContain("1 of 2 attended every day.");
    });

    it("is refused before the course starts, to editors and without a session", async () => {
      const { group } = await booking(5, 1);
      const early = await download(group.id);
      expect(early.status).toBe(302);
      expect(early.headers.get("Location")).toBe(`/admin/hrdc/${group.id}`);
      expect((await flashToastOf(early.headers)).title).toBe(
        "The claim pack is ready once the course has started.",
      );
      expect((await download(group.id, editor)).status).toBe(403);
      expect((await download(group.id, "")).status).toBe(302);
      const unknown = await download(crypto.randomUUID());
      expect(unknown.headers.get("Location")).toBe("/admin/hrdc");
      const malformed = await download("not-a-uuid\u0000");
      expect(malformed.headers.get("Location")).toBe("/admin/hrdc");
    });
  });
}
