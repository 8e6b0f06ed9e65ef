import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  HrdcListItem,
  HrdcViewCount,
} from "#app/features/registrations/hrdc/hrdc-pipeline-page";
import {
  auditLog,
  hrdcStages,
  masterclasses,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import { calendarDateKey } from "#common/dates";
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

const EDITOR = { email: "hrdc-editor@aihq.test", password: "hrdc editor password 0123" };
const DAY = 86_400_000;

interface ListBody {
  view: string;
  groups: HrdcListItem[];
  counts: HrdcViewCount[];
}

for (const target of testDatabases()) {
  describe(`the HRDC pipeline on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let list: RouteModule;
    let group: RouteModule;
    let quotation: RouteModule;
    let admin: string;
    let editor: string;
    let courseId: string;

    const unique = () => crypto.randomBytes(4).toString("hex");

    /** A confirmed HRDC booking of `days` ago: two seated attendees, one waiting, one cancelled. */
    async function booking(
      days: number,
      extra: Partial<typeof registrationGroups.$inferInsert> = {},
    ): Promise<string> {
      const at = new Date(Date.now() - days * DAY);
      const [g] = await database.db
        .insert(registrationGroups)
        .values({
          reference: `AIHQ-G-${unique().toUpperCase()}`,
          masterclassId: courseId,
          masterclassTitle: "AI for HR Leaders",
          companyName: `Sunway Berhad ${unique()}`,
          ssmNumber: "197601000123",
          hrName: "Nurul Aina",
          hrEmail: `hr.${unique()}@example.my`,
          hrPhone: "012-345 6789",
          hrRole: "HR Manager",
          privacyNoticeVersion: "2024-06-01",
          confirmedAt: at,
          createdAt: at,
          ...extra,
        })
        .returning();
      const people = [
        ["Tan Wei Ming", "registered"],
        ["Aisyah Rahman", "confirmed"],
        ["Ravi Kumar", "waitlisted"],
        ["Gone Person", "cancelled"],
      ] as const;
      for (const [name, status] of people) {
        await database.db.insert(registrations).values({
          reference: `AIHQ-R-${unique().toUpperCase()}`,
          name,
          email: `${unique()}@example.my`,
          payment: "hrdc",
          productType: "masterclass",
          productId: courseId,
          productTitle: "AI for HR Leaders",
          productPrice: "1500.00",
          status,
          groupId: g!.id,
          privacyNoticeVersion: "2024-06-01",
          cancelledAt: status === "cancelled" ? at : null,
        });
      }
      return g!.id;
    }

    const listOf = async (query = "", cookie = admin) =>
      (await run(list.loader, args(request(`/admin/hrdc${query}`, { cookie })))).body as ListBody;
    const post = (groupId: string, form: Record<string, string>, cookie = admin) =>
      run(group.action, args(request(`/admin/hrdc/${groupId}`, { cookie, form }), { groupId }));
    const stagesOf = (groupId: string) =>
      database.db.select().from(hrdcStages).where(eq(hrdcStages.groupId, groupId));
    const today = () => calendarDateKey(new Date());

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      list = await importRoute("routes/admin/hrdc/index.tsx");
      group = await importRoute("routes/admin/hrdc/group.tsx");
      quotation = await importRoute("routes/admin/hrdc/quotation.ts");
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: `hrdc-${unique()}`,
          title: "AI for HR Leaders",
          date: new Date(Date.now() + 20 * DAY),
          price: "1500.00",
          classSize: 30,
          isHrdc: true,
        })
        .returning();
      courseId = course!.id;
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("lists a booking waiting for its quotation, overdue after a working day, with the employer's contact", async () => {
      const late = await booking(10);
      const fresh = await booking(0);
      const body = await listOf();
      const row = body.groups.find((g) => g.id === late)!;
      expect(row).toMatchObject({ seats: 2, hrPhone: "012-345 6789", ssmNumber: "197601000123" });
      expect(row.standing).toMatchObject({ current: null, next: "quotation_sent", overdue: true });
      expect(body.groups.find((g) => g.id === fresh)!.standing.overdue).toBe(false);
      // Overdue first.
      expect(body.groups[0]!.standing.overdue).toBe(true);
      const overdue = await listOf("?view=overdue");
      expect(overdue.groups.map((g) => g.id)).toContain(late);
      expect(overdue.groups.map((g) => g.id)).not.toContain(fresh);
      const count = (view: string, b = body) => b.counts.find((c) => c.view === view)!.count;
      expect(count("overdue")).toBe(overdue.groups.length);
      expect(count("quotation_sent")).toBe((await listOf("?view=quotation_sent")).groups.length);
    });

    it("records the stages in order, with their dates and HRD Corp's application number, audited", async () => {
      const id = await booking(2);
      const skipped = await post(id, {
        intent: "record",
        stage: "application_submitted",
        reachedOn: today(),
        reference: "HRD-123",
      });
      expect(skipped.status).toBe(400);
      expect((skipped.body as { fieldErrors: Record<string, string> }).fieldErrors.stage).toMatch(
        /next stage is "Quotation sent"/,
      );
      const future = await post(id, {
        intent: "record",
        stage: "quotation_sent",
        reachedOn: calendarDateKey(new Date(Date.now() + 3 * DAY)),
      });
      expect(future.status).toBe(400);
      expect((future.body as { fieldErrors: Record<string, string> }).fieldErrors.reachedOn).toBe(
        "The date cannot be in the future.",
      );
      const sent = await post(id, {
        intent: "record",
        stage: "quotation_sent",
        reachedOn: today(),
      });
      expect(sent.status).toBe(302);
      expect((await flashToastOf(sent.headers)).title).toMatch(
        /^Quotation sent: recorded for AIHQ-G-/,
      );

      const noNumber = await post(id, {
        intent: "record",
        stage: "application_submitted",
        reachedOn: today(),
        reference: "  ",
      });
      expect(noNumber.status).toBe(400);
      expect((noNumber.body as { fieldErrors: Record<string, string> }).fieldErrors.reference).toBe(
        "Enter the HRD Corp application number.",
      );
      const applied = await post(id, {
        intent: "record",
        stage: "application_submitted",
        reachedOn: today(),
        reference: "HRDC-2026-0042",
      });
      expect(applied.status).toBe(302);
      expect((await stagesOf(id)).map((s) => [s.stage, s.reference])).toEqual(
        expect.arrayContaining([
          ["quotation_sent", null],
          ["application_submitted", "HRDC-2026-0042"],
        ]),
      );
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "hrdc.stage"), eq(auditLog.targetId, id)));
      expect(audit).toHaveLength(2);
      const row = (await listOf("?view=approved")).groups.find((g) => g.id === id)!;
      expect(row.standing).toMatchObject({ current: "application_submitted", next: "approved" });
    });

    it("takes back only the latest stage, with a reason the audit log keeps", async () => {
      const id = await booking(1);
      for (const [stage, reference] of [
        ["quotation_sent", ""],
        ["application_submitted", "HRDC-2026-0099"],
      ] as const) {
        expect(
          (await post(id, { intent: "record", stage, reachedOn: today(), reference })).status,
        ).toBe(302);
      }
      const noReason = await post(id, {
        intent: "undo",
        stage: "application_submitted",
        reason: "",
      });
      expect(noReason.status).toBe(400);
      const notLatest = await post(id, { intent: "undo", stage: "quotation_sent", reason: "oops" });
      expect(notLatest.status).toBe(400);
      const undone = await post(id, {
        intent: "undo",
        stage: "application_submitted",
        reason: "Wrong company's number",
      });
      expect(undone.status).toBe(302);
      expect((await stagesOf(id)).map((s) => s.stage)).toEqual(["quotation_sent"]);
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "hrdc.stage.undo"), eq(auditLog.targetId, id)));
      expect(audit!.details).toMatchObject({
        stage: "application_submitted",
        reference: "HRDC-2026-0099",
        reason: "Wrong company's number",
      });
    });

    it("records a stage once when two people submit it at the same moment", async () => {
      const id = await booking(1);
      const outcomes = await Promise.all(
        [0, 1, 2].map(() =>
          post(id, { intent: "record", stage: "quotation_sent", reachedOn: today() }),
        ),
      );
      expect(outcomes.map((o) => o.status).sort()).toEqual([302, 400, 400]);
      expect(await stagesOf(id)).toHaveLength(1);
    });

    it("answers bad input with 4xx and stores nothing", async () => {
      const id = await booking(1);
      const refused: Record<string, string>[] = [
        { intent: "record", stage: "bogus", reachedOn: today() },
        { intent: "record", stage: "quotation_sent", reachedOn: "2026-02-30" },
        { intent: "record", stage: "quotation_sent", reachedOn: "yesterday" },
        { intent: "record", stage: "quotation_sent", reachedOn: today(), reference: "A\u0000B" },
        { intent: "launch" },
        { intent: "undo", stage: "quotation_sent", reason: "x".repeat(501) },
      ];
      for (const form of refused) {
        const outcome = await post(id, form);
        expect(outcome.status, JSON.stringify(form)).toBe(400);
      }
      expect(await stagesOf(id)).toHaveLength(0);
      const nobody = await post("not-a-uuid", { intent: "record", stage: "quotation_sent" });
      expect(nobody.status).toBe(404);
      const gone = await post(crypto.randomUUID(), {
        intent: "record",
        stage: "quotation_sent",
        reachedOn: today(),
      });
      expect(gone.status).toBe(404);
    });

    it("leaves out bookings in review and erased ones", async () => {
      const spam = await booking(1, { spamReason: "honeypot" });
      const erased = await booking(1, { erasedAt: new Date() });
      const ids = (await listOf()).groups.map((g) => g.id);
      expect(ids).not.toContain(spam);
      expect(ids).not.toContain(erased);
      const detail = await run(
        group.loader,
        args(request(`/admin/hrdc/${erased}`, { cookie: admin }), { groupId: erased }),
      );
      expect(detail.status).toBe(404);
    });

    it("makes the quotation PDF for admins only", async () => {
      const id = await booking(1);
      const pdf = await run(
        quotation.loader,
        args(request(`/admin/hrdc/${id}/quotation.pdf`, { cookie: admin }), { groupId: id }),
      );
      expect(pdf.status).toBe(200);
      const response = pdf.body as Response;
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const lines = pdfTextLines(bytes);
      expect(lines).toEqual(
        expect.arrayContaining([
          "Quotation",
          "AIHQ Sdn. Bhd.",
          "SSM no.: 197601000123",
          "Attn: Nurul Aina, HR Manager",
          "AI for HR Leaders: training fee per participant",
          // Two seated attendees at RM 1,500; the waiting one is named apart, the cancelled one not at all.
          "3,000.00",
          "1. Tan Wei Ming",
          "2. Aisyah Rahman",
        ]),
      );
      expect(lines.join("\n")).toMatch(
        /On the waiting list, not charged until a seat is theirs: Ravi Kumar\./,
      );
      expect(lines.join("\n")).not.toMatch(/Gone Person/);
      for (const cookie of [editor, ""]) {
        const refused = await run(
          quotation.loader,
          args(request(`/admin/hrdc/${id}/quotation.pdf`, { cookie }), { groupId: id }),
        );
        expect(refused.status).toBe(cookie ? 403 : 302);
      }
      expect(
        (await run(list.loader, args(request("/admin/hrdc", { cookie: editor })))).status,
      ).toBe(403);
    });
  });
}
