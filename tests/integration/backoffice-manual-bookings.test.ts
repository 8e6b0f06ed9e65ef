import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { upsertAdmin } from "#server/auth/admin-users";
import { calendarDateKey } from "#common/dates";
import {
  adminUsers,
  auditLog,
  emailOutbox,
  masterclasses,
  registrationGroups,
  registrationPayments,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import {
  args,
  importRoute,
  ORIGIN,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const DAY = 86_400_000;
const EDITOR = { email: "bookings-editor@aihq.test", password: "bookings editor password" };
const key = () => crypto.randomBytes(12).toString("base64url");
const hex = () => crypto.randomBytes(3).toString("hex");

for (const target of testDatabases()) {
  describe(`the team's own bookings and corrections on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let add: RouteModule;
    let page: RouteModule;
    let admin: string;
    let editor: string;

    async function course(overrides: Partial<typeof masterclasses.$inferInsert> = {}) {
      const [row] = await database.db
        .insert(masterclasses)
        .values({
          slug: `manual-${hex()}`,
          title: `Course ${hex()}`,
          date: new Date(Date.now() + 10 * DAY),
          price: "1500.00",
          classSize: 1,
          isHrdc: true,
          ...overrides,
        })
        .returning();
      return row!;
    }
    const addPost = (courseId: string, form: Record<string, string>, cookie = admin) =>
      run(
        add.action,
        args(request(`/admin/registrations/${courseId}/add`, { cookie, form }), { courseId }),
      );
    const post = (courseId: string, form: Record<string, string>, cookie = admin) =>
      run(
        page.action,
        args(request(`/admin/registrations/${courseId}`, { cookie, form }), { courseId }),
      );
    const walkIn = (name: string, email: string, extra: Record<string, string> = {}) => ({
      intent: "walk-in",
      mode: "individual",
      name,
      email,
      phone: "",
      org: "",
      role: "",
      sendMail: "on",
      idempotencyKey: key(),
      ...extra,
    });
    const group = (attendees: string, extra: Record<string, string> = {}) => ({
      intent: "hrdc-group",
      name: "Nurul Aina",
      email: `hr.${hex()}@sunway.my`,
      phone: "012-345 6789",
      org: `Sunway Berhad ${hex()}`,
      role: "HR Manager",
      ssmNumber: "197601000123",
      attendees,
      sendMail: "on",
      idempotencyKey: key(),
      ...extra,
    });
    const rowsOf = (courseId: string) =>
      database.db
        .select()
        .from(registrations)
        .where(eq(registrations.productId, courseId))
        .orderBy(asc(registrations.createdAt), asc(registrations.id));
    const rowOf = async (id: string) =>
      (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
    const auditOf = (action: string) =>
      database.db.select().from(auditLog).where(eq(auditLog.action, action));
    const mailsTo = (address: string) =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
    const today = () => calendarDateKey(new Date());
    const paid = (amount: string) => ({
      amount,
      method: "bank_transfer",
      reference: "MBB 778812",
      paidOn: today(),
    });

    /** A course with an HRDC group of `n` seated attendees, added by hand. */
    async function courseWithGroup(n: number) {
      const c = await course({ classSize: 10 });
      const lines = Array.from(
        { length: n },
        (_, i) => `Attendee ${i + 1}, a${i + 1}.${hex()}@sunway.my, Analyst`,
      );
      expect((await addPost(c.id, group(lines.join("\n")))).status).toBe(302);
      const [g] = await database.db
        .select()
        .from(registrationGroups)
        .where(eq(registrationGroups.masterclassId, c.id));
      await database.db.delete(emailOutbox);
      return { c, group: g!, members: await rowsOf(c.id) };
    }

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      await upsertAdmin(database.db, EDITOR);
      await database.db
        .update(adminUsers)
        .set({ role: "editor" })
        .where(eq(adminUsers.email, EDITOR.email));
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      add = await importRoute("routes/admin/registrations/add.tsx");
      page = await importRoute("routes/admin/registrations/course.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("a walk-in takes the free seat, the next one the waiting list; firm at once, mailed, audited", async () => {
      const c = await course();
      const first = walkIn("Siti Hajar", `siti.${hex()}@example.my`);
      expect((await addPost(c.id, first)).status).toBe(302);
      const second = walkIn("Lim Kok Wai", `lim.${hex()}@example.my`, { sendMail: "" });
      expect((await addPost(c.id, second)).status).toBe(302);
      const rows = await rowsOf(c.id);
      expect(rows.map((r) => [r.name, r.status, r.confirmBy])).toEqual([
        ["Siti Hajar", "registered", null],
        ["Lim Kok Wai", "waitlisted", null],
      ]);
      // Mailed when the box is ticked, not otherwise; the team is not told of its own entry.
      expect(await mailsTo(first.email)).toHaveLength(1);
      expect(await mailsTo(second.email)).toHaveLength(0);
      expect(await mailsTo("team@aihq.test")).toHaveLength(0);
      const audits = (await auditOf("registration.add")).filter(
        (a) => (a.details as { courseId: string }).courseId === c.id,
      );
      expect(audits.map((a) => (a.details as { status: string }).status).sort()).toEqual([
        "registered",
        "waitlisted",
      ]);
    });

    it("refuses a walk-in already registered, and asks what the public form asks", async () => {
      const c = await course({ classSize: 5 });
      const email = `dup.${hex()}@example.my`;
      expect((await addPost(c.id, walkIn("Siti Hajar", email))).status).toBe(302);
      const again = await addPost(c.id, walkIn("Siti H.", email.toUpperCase()));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ status: "error", values: { name: "Siti H." } });
      expect((again.body as { message: string }).message).toContain("already has a place");
      const installment = await addPost(
        c.id,
        walkIn("No Phone", `np.${hex()}@example.my`, { mode: "installment" }),
      );
      expect(installment.status).toBe(400);
      expect(installment.body).toMatchObject({
        fieldErrors: { phone: "Phone number is required for installment" },
      });
      expect(await rowsOf(c.id)).toHaveLength(1);
    });

    it("an HRDC paste with a bad row says which row and stores nothing", async () => {
      const c = await course({ classSize: 5 });
      const text = [
        "Name,Email,Role",
        `Tan Wei Ming, tan.${hex()}@sunway.my, Data Analyst`,
        "Aisyah Rahman, not-an-email, HR Executive",
      ].join("\n");
      const outcome = await addPost(c.id, group(text));
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: { attendees: "1 row needs fixing (marked below). Nothing was saved." },
        values: { attendees: text },
      });
      expect(await rowsOf(c.id)).toHaveLength(0);
      expect(
        await database.db
          .select()
          .from(registrationGroups)
          .where(eq(registrationGroups.masterclassId, c.id)),
      ).toHaveLength(0);
    });

    it("an HRDC group from a pasted list and an uploaded CSV: confirmed, seated in order, each attendee mailed", async () => {
      const c = await course({ classSize: 2 });
      const pasted = `Tan Wei Ming\ttan.${hex()}@sunway.my\tData Analyst`;
      const csvRows = `"Rahman, Aisyah",aisyah.${hex()}@sunway.my,HR Executive\r\nRavi Kumar,ravi.${hex()}@sunway.my,Engineer\r\n`;
      const form = new FormData();
      for (const [name, value] of Object.entries(group(pasted))) form.set(name, value);
      form.set("attendeesFile", new File([csvRows], "staff.csv", { type: "text/csv" }));
      const outcome = await run(
        add.action,
        args(
          new Request(new URL(`/admin/registrations/${c.id}/add`, ORIGIN), {
            method: "POST",
            headers: { Cookie: admin, Origin: ORIGIN },
            body: form,
          }),
          { courseId: c.id },
        ),
      );
      expect(outcome.status).toBe(302);
      const [g] = await database.db
        .select()
        .from(registrationGroups)
        .where(eq(registrationGroups.masterclassId, c.id));
      expect(g!.confirmedAt).not.toBeNull();
      expect(g!.confirmBy).toBeNull();
      const rows = await rowsOf(c.id);
      // Stored in one transaction, so at one instant: by name, not by time.
      const byName = Object.fromEntries(rows.map((r) => [r.name, [r.status, r.confirmBy]]));
      expect(byName).toEqual({
        "Tan Wei Ming": ["registered", null],
        "Rahman, Aisyah": ["registered", null],
        "Ravi Kumar": ["waitlisted", null],
      });
      for (const row of rows) expect(await mailsTo(row.email)).toHaveLength(1);
      expect(await mailsTo(form.get("email") as string)).toHaveLength(1);
      expect(await mailsTo("team@aihq.test")).toHaveLength(0);
      expect(
        (await auditOf("registration.add_group")).some((a) => a.targetId === g!.reference),
      ).toBe(true);
    });

    it("refuses a CSV file that is not UTF-8, or a list read from one, and stores nothing", async () => {
      const c = await course({ classSize: 5 });
      // Excel's plain "CSV" on Windows: "José" in Windows-1252 is 4A 6F 73 E9.
      const latin1 = Buffer.from(
        `Jos\u00e9 Rahman,jose.${hex()}@sunway.my,Engineer\r\nZo\u00eb Tan,zoe.${hex()}@sunway.my,Analyst\r\n`,
        "latin1",
      );
      const form = new FormData();
      for (const [name, value] of Object.entries(group(""))) form.set(name, value);
      form.set("attendeesFile", new File([latin1], "staff.csv", { type: "text/csv" }));
      const uploaded = await run(
        add.action,
        args(
          new Request(new URL(`/admin/registrations/${c.id}/add`, ORIGIN), {
            method: "POST",
            headers: { Cookie: admin, Origin: ORIGIN },
            body: form,
          }),
          { courseId: c.id },
        ),
      );
      expect(uploaded.status).toBe(400);
      expect(uploaded.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          attendeesFile:
            "This file is not UTF-8. In Excel choose File › Save As › CSV UTF-8, then upload it again.",
        },
      });
      expect(JSON.stringify(uploaded.body)).not.toContain("\uFFFD");

      // The same file read as UTF-8 elsewhere and pasted: its replacement characters are refused.
      const pasted = `Jos\uFFFD Rahman, jose.${hex()}@sunway.my, Engineer`;
      const typed = await addPost(c.id, group(pasted));
      expect(typed.status).toBe(400);
      expect(typed.body).toMatchObject({
        fieldErrors: { attendees: "1 row needs fixing (marked below). Nothing was saved." },
      });
      expect(await rowsOf(c.id)).toHaveLength(0);
      expect(
        await database.db
          .select()
          .from(registrationGroups)
          .where(eq(registrationGroups.masterclassId, c.id)),
      ).toHaveLength(0);
    });

    it("a correction keeps the old name and e-mail in the audit entry, and mails the new address", async () => {
      const { c, members } = await courseWithGroup(1);
      const holder = members[0]!;
      const email = `corrected.${hex()}@sunway.my`;
      const outcome = await post(c.id, {
        intent: "correct",
        registrationId: holder.id,
        name: "Attendee One Corrected",
        email,
      });
      expect(outcome.status).toBe(302);
      expect(await rowOf(holder.id)).toMatchObject({ name: "Attendee One Corrected", email });
      const [entry] = (await auditOf("registration.correct")).filter(
        (a) => a.targetId === holder.id,
      );
      expect(entry!.details).toMatchObject({
        before: { name: holder.name, email: holder.email },
        after: { name: "Attendee One Corrected", email },
      });
      expect(await mailsTo(email)).toHaveLength(1);
      const bad = await post(c.id, {
        intent: "correct",
        registrationId: holder.id,
        name: "X",
        email: "nope",
      });
      expect(bad.status).toBe(400);
      expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
        "email",
        "name",
      ]);
    });

    it("a swap hands the seat and its payment to a colleague, who is mailed; audited", async () => {
      const { c, group: g, members } = await courseWithGroup(2);
      const old = members[0]!;
      expect(
        (await post(c.id, { intent: "confirm", registrationId: old.id, ...paid("1500") })).status,
      ).toBe(302);
      await database.db.delete(emailOutbox);
      const email = `colleague.${hex()}@sunway.my`;
      const outcome = await post(c.id, {
        intent: "swap",
        registrationId: old.id,
        name: "Farah Lee",
        email,
        role: "Analyst",
      });
      expect(outcome.status).toBe(302);
      expect((await rowOf(old.id)).status).toBe("cancelled");
      const [fresh] = (await rowsOf(c.id)).filter((r) => r.email === email);
      expect(fresh).toMatchObject({ status: "confirmed", groupId: g.id, name: "Farah Lee" });
      expect(fresh!.reference).not.toBe(old.reference);
      const [payment] = await database.db
        .select()
        .from(registrationPayments)
        .where(eq(registrationPayments.registrationId, fresh!.id));
      expect(payment).toMatchObject({ amount: "1500.00", method: "bank_transfer" });
      expect(await mailsTo(email)).toHaveLength(1);
      expect(await mailsTo(old.email)).toHaveLength(0);
      const [entry] = (await auditOf("registration.swap")).filter((a) => a.targetId === fresh!.id);
      expect(entry!.details).toMatchObject({
        from: { reference: old.reference, email: old.email },
        to: { reference: fresh!.reference, email },
      });
      // The seat count is unchanged: no waiting-list offer for a swap.
      expect((await rowsOf(c.id)).filter((r) => r.status === "offered")).toHaveLength(0);
    });

    it("confirms a whole group's payment at once, shared between its seats; undoing one needs a reason", async () => {
      const { c, group: g, members } = await courseWithGroup(3);
      const outcome = await post(c.id, {
        intent: "confirm-group",
        groupId: g.id,
        ...paid("4500.01"),
      });
      expect(outcome.status).toBe(302);
      for (const m of members) expect((await rowOf(m.id)).status).toBe("confirmed");
      const payments = await database.db
        .select()
        .from(registrationPayments)
        .where(
          and(
            eq(registrationPayments.method, "bank_transfer"),
            eq(registrationPayments.reference, "MBB 778812"),
          ),
        );
      const ours = payments.filter((p) => members.some((m) => m.id === p.registrationId));
      expect(ours.map((p) => p.amount).sort()).toEqual(["1500.00", "1500.00", "1500.01"]);
      expect(new Set(ours.map((p) => p.batchId)).size).toBe(1);
      for (const m of members) expect(await mailsTo(m.email)).toHaveLength(1);
      expect(
        (await auditOf("registration.confirm_group")).filter((a) => a.targetId === g.id),
      ).toHaveLength(1);
      // Nothing left to pay: a second time is refused.
      expect(
        (await post(c.id, { intent: "confirm-group", groupId: g.id, ...paid("1") })).status,
      ).toBe(409);

      const one = members[1]!;
      const noReason = await post(c.id, {
        intent: "undo-payment",
        registrationId: one.id,
        reason: " ",
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body).toMatchObject({
        fieldErrors: { reason: "Say why the payment is undone." },
      });
      const undo = await post(c.id, {
        intent: "undo-payment",
        registrationId: one.id,
        reason: "The transfer bounced",
      });
      expect(undo.status).toBe(302);
      expect((await rowOf(one.id)).status).toBe("registered");
      const [voided] = await database.db
        .select()
        .from(registrationPayments)
        .where(eq(registrationPayments.registrationId, one.id));
      expect(voided).toMatchObject({ voidReason: "The transfer bounced" });
      expect(voided!.voidedAt).not.toBeNull();
      const [entry] = (await auditOf("registration.payment_undo")).filter(
        (a) => a.targetId === one.id,
      );
      expect(entry!.details).toMatchObject({
        reason: "The transfer bounced",
        payment: { amount: voided!.amount, method: "bank_transfer" },
      });
      expect((await rowOf(members[0]!.id)).status).toBe("confirmed");
    });

    it("a payment needs its amount, method and day", async () => {
      const { c, members } = await courseWithGroup(1);
      const outcome = await post(c.id, {
        intent: "confirm",
        registrationId: members[0]!.id,
        amount: "lots",
        method: "bitcoin",
        reference: "",
        paidOn: "2026-02-30",
      });
      expect(outcome.status).toBe(400);
      expect(Object.keys((outcome.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
        "amount",
        "method",
        "paidOn",
      ]);
      expect((await rowOf(members[0]!.id)).status).toBe("registered");
    });

    it("the editor role can neither add nor correct", async () => {
      const { c, members } = await courseWithGroup(1);
      const params = { courseId: c.id };
      const loader = await run(
        add.loader,
        args(request(`/admin/registrations/${c.id}/add`, { cookie: editor }), params),
      );
      expect(loader.status).toBe(403);
      expect((await addPost(c.id, walkIn("Sneaky", `s.${hex()}@example.my`), editor)).status).toBe(
        403,
      );
      const correct = {
        intent: "correct",
        registrationId: members[0]!.id,
        name: "Changed",
        email: "c@example.my",
      };
      expect((await post(c.id, correct, editor)).status).toBe(403);
      expect(
        (
          await post(
            c.id,
            { intent: "confirm-group", groupId: members[0]!.groupId!, ...paid("1") },
            editor,
          )
        ).status,
      ).toBe(403);
      expect(await rowsOf(c.id)).toHaveLength(1);
      expect((await rowOf(members[0]!.id)).name).toBe(members[0]!.name);
    });
  });
}
