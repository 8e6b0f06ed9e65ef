import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { register } from "#app/features/registrations/register.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import { upsertAdmin } from "#server/auth/admin-users";
import { calendarDateKey } from "#common/dates";
import {
  adminUsers,
  attendanceDays,
  auditLog,
  certificates,
  emailOutbox,
  masterclasses,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
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

registerLeadMails(leadMails);

const DAY = 86_400_000;
/** What the payment form records with a confirmation (registration-payments). */
const PAID = { amount: "1499.00", method: "bank_transfer", reference: "", paidOn: "" };
const EDITOR = { email: "content@aihq.test", password: "content editor password" };

function person(n: number, productId: string): RegistrationInput {
  return {
    mode: "individual",
    productType: "masterclass",
    productId,
    name: `Registrant ${n}`,
    email: `person${n}.${crypto.randomBytes(3).toString("hex")}@example.my`,
    phone: "",
    org: "",
    role: "",
    marketingOptIn: false,
    idempotencyKey: crypto.randomBytes(12).toString("base64url"),
  };
}

for (const target of testDatabases()) {
  describe(`back-office registrations on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let list: RouteModule;
    let sheet: RouteModule;
    let csv: RouteModule;
    let admin: string;
    let editor: string;

    async function course(overrides: Partial<typeof masterclasses.$inferInsert> = {}) {
      const [row] = await database.db
        .insert(masterclasses)
        .values({
          slug: `course-${crypto.randomBytes(4).toString("hex")}`,
          title: `Course ${crypto.randomBytes(2).toString("hex")}`,
          date: new Date(Date.now() + 10 * DAY),
          price: "1499.00",
          classSize: 1,
          ...overrides,
        })
        .returning();
      return row!;
    }

    /** A course of one seat: the first person holds it, the second waits. */
    async function fullCourse() {
      const c = await course();
      const first = await register(person(1, c.id));
      const second = await register(person(2, c.id));
      expect([first.kind, second.kind]).toEqual(["registered", "waitlisted"]);
      const rows = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.productId, c.id));
      const holder = rows.find((r) => r.status === "registered")!;
      const waiting = rows.find((r) => r.status === "waitlisted")!;
      await database.db.delete(emailOutbox);
      return { c, holder, waiting };
    }

    const post = (courseId: string, form: Record<string, string>, cookie = admin) =>
      run(
        page.action,
        args(request(`/admin/registrations/${courseId}`, { cookie, form }), { courseId }),
      );
    const rowOf = async (id: string) =>
      (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
    const auditOf = (action: string, targetId: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
    const paid = () => ({ ...PAID, paidOn: calendarDateKey(new Date()) });
    const mailsTo = (address: string) =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

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
      page = await importRoute("routes/admin/registrations/course.tsx");
      list = await importRoute("routes/admin/registrations/index.tsx");
      sheet = await importRoute("routes/admin/registrations/sheet.tsx");
      csv = await importRoute("routes/admin/registrations/attendees-csv.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("lists upcoming courses with seats sold, class size and waiting list", async () => {
      const { c } = await fullCourse();
      const outcome = await run(
        list.loader,
        args(request("/admin/registrations", { cookie: admin })),
      );
      const body = outcome.body as {
        courses: { id: string; seatsSold: number; classSize: number; waitlisted: number }[];
      };
      expect(body.courses.find((x) => x.id === c.id)).toMatchObject({
        seatsSold: 1,
        classSize: 1,
        waitlisted: 1,
      });
    });

    it("confirm payment: registered → confirmed, the registrant's 'confirmed' mail, an audit row", async () => {
      const { c, holder } = await fullCourse();
      const outcome = await post(c.id, { intent: "confirm", registrationId: holder.id, ...paid() });
      expect(outcome.status).toBe(302);
      expect((await rowOf(holder.id)).status).toBe("confirmed");
      const all = await mailsTo(holder.email);
      // The seat's confirmation, and the receipt of the invoice the payment settled.
      expect(all).toHaveLength(2);
      const receipt = all.find((m) => m.formType === "invoice_document");
      expect(receipt!.formData).toMatchObject({ invoice: { document: "receipt" } });
      const mails = all.filter((m) => m !== receipt);
      expect(mails[0]!.formData).toMatchObject({
        status: "confirmed",
        reference: holder.reference,
      });
      expect(await mailsTo("team@aihq.test")).toHaveLength(0);
      const rendered = await renderEmail(mails[0]!.formType, "visitor", mails[0]!.formData, {
        siteUrl: "http://aihq.test",
        receivedAt: new Date(),
        recommendations: [],
      });
      expect(rendered.subject).toBe(`Payment received, seat confirmed: ${c.title}`);
      expect(rendered.text).toContain("Your seat is confirmed");
      expect(await auditOf("registration.confirm", holder.id)).toHaveLength(1);
      // Twice is refused, clearly, and nothing else is queued.
      const again = await post(c.id, { intent: "confirm", registrationId: holder.id, ...paid() });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        status: "error",
        message: `${holder.reference} is already confirmed.`,
        values: { intent: "confirm", registrationId: holder.id, ...paid() },
      });
      expect(await mailsTo(holder.email)).toHaveLength(2);
    });

    it("cancel: the seat is freed and offered to the first person waiting, both mailed, audited", async () => {
      const { c, holder, waiting } = await fullCourse();
      const outcome = await post(c.id, { intent: "cancel", registrationId: holder.id });
      expect(outcome.status).toBe(302);
      expect((await rowOf(holder.id)).status).toBe("cancelled");
      const offered = await rowOf(waiting.id);
      expect(offered.status).toBe("offered");
      expect(offered.offerExpiresAt).not.toBeNull();
      expect((await mailsTo(holder.email))[0]!.formData).toMatchObject({ status: "cancelled" });
      expect((await mailsTo(waiting.email))[0]!.formData).toMatchObject({ status: "offered" });
      expect(await auditOf("registration.cancel", holder.id)).toHaveLength(1);
    });

    it("move: to an upcoming course with a seat; the old seat goes to the waiting list; mailed, audited", async () => {
      const { c, holder, waiting } = await fullCourse();
      const other = await course({ classSize: 5, title: "Prompting at Work" });
      const outcome = await post(c.id, {
        intent: "move",
        registrationId: holder.id,
        target: other.id,
      });
      expect(outcome.status).toBe(302);
      const moved = await rowOf(holder.id);
      expect(moved).toMatchObject({
        productId: other.id,
        productTitle: "Prompting at Work",
        status: "registered",
        reference: holder.reference,
      });
      expect((await rowOf(waiting.id)).status).toBe("offered");
      const [mail] = await mailsTo(holder.email);
      expect(mail!.formData).toMatchObject({ status: "moved", movedFrom: c.title });
      expect((mail!.formData as { calendarFileName?: string }).calendarFileName).toBe(
        `${other.slug}.ics`,
      );
      expect(await auditOf("registration.move", holder.id)).toHaveLength(1);
    });

    it("move refuses a full target and a closed (started) one, changing nothing", async () => {
      const { c, holder, waiting } = await fullCourse();
      const { c: full } = await fullCourse();
      const started = await course({ date: new Date(Date.now() - DAY), classSize: 10 });
      const toFull = await post(c.id, {
        intent: "move",
        registrationId: holder.id,
        target: full.id,
      });
      expect(toFull.status).toBe(409);
      expect(toFull.body).toMatchObject({
        status: "error",
        message: `${full.title} is full: no seat to move ${holder.reference} to.`,
      });
      const toStarted = await post(c.id, {
        intent: "move",
        registrationId: holder.id,
        target: started.id,
      });
      expect(toStarted.status).toBe(409);
      expect((toStarted.body as { message: string }).message).toMatch(/already started/);
      expect((await rowOf(holder.id)).productId).toBe(c.id);
      expect((await rowOf(waiting.id)).status).toBe("waitlisted");
      expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
      expect(await auditOf("registration.move", holder.id)).toHaveLength(0);
    });

    it("attendance: only once the course has started; set and cleared, audited", async () => {
      const { c, holder } = await fullCourse();
      const early = await post(c.id, { intent: "attended", registrationId: holder.id });
      expect(early.status).toBe(409);
      await database.db
        .update(masterclasses)
        .set({ date: new Date(Date.now() - 3_600_000) })
        .where(eq(masterclasses.id, c.id));
      expect((await post(c.id, { intent: "attended", registrationId: holder.id })).status).toBe(
        302,
      );
      expect((await rowOf(holder.id)).attendedAt).toBeInstanceOf(Date);
      expect((await post(c.id, { intent: "not-attended", registrationId: holder.id })).status).toBe(
        302,
      );
      expect((await rowOf(holder.id)).attendedAt).toBeNull();
      expect(await auditOf("registration.attended", holder.id)).toHaveLength(1);
      expect(await auditOf("registration.not-attended", holder.id)).toHaveLength(1);
    });

    it("multi-day attendance: one mark per day, attended only when present every day; the sheet and CSV show the days", async () => {
      const { c, holder } = await fullCourse();
      await database.db
        .update(masterclasses)
        .set({ date: new Date(Date.now() - DAY), endDate: new Date(Date.now() + DAY) })
        .where(eq(masterclasses.id, c.id));
      const [yesterday, today, tomorrow] = [-1, 0, 1].map((n) =>
        calendarDateKey(new Date(Date.now() + n * DAY)),
      );
      const mark = (intent: string, day?: string) =>
        post(c.id, { intent, registrationId: holder.id, ...(day ? { day } : {}) });

      expect((await mark("attended")).status).toBe(409);
      expect((await mark("attended", tomorrow)).status).toBe(409);
      expect((await mark("attended", yesterday)).status).toBe(302);
      expect((await mark("attended", today)).status).toBe(302);
      // Two days of three: not attended yet; the third day comes tomorrow.
      expect((await rowOf(holder.id)).attendedAt).toBeNull();
      expect(await auditOf("registration.attended", holder.id)).toHaveLength(2);
      const days = await database.db
        .select()
        .from(attendanceDays)
        .where(eq(attendanceDays.registrationId, holder.id));
      expect(days.map((d) => d.day).sort()).toEqual([yesterday, today]);
      expect(days[0]!.markedBy).toBeTruthy();

      // Marking twice changes nothing; taking back a day removes only that day.
      expect((await mark("attended", today)).status).toBe(302);
      expect(await auditOf("registration.attended", holder.id)).toHaveLength(2);
      expect((await mark("not-attended", yesterday)).status).toBe(302);
      const left = await database.db
        .select({ day: attendanceDays.day })
        .from(attendanceDays)
        .where(eq(attendanceDays.registrationId, holder.id));
      expect(left.map((d) => d.day)).toEqual([today]);

      const printed = await run(
        sheet.loader,
        args(request(`/admin/registrations/${c.id}/sheet`, { cookie: admin }), {
          courseId: c.id,
        }),
      );
      expect((printed.body as { course: { days: string[] } }).course.days).toEqual([
        yesterday,
        today,
        tomorrow,
      ]);
      const exported = await run(
        csv.loader,
        args(request(`/admin/registrations/${c.id}/attendees.csv`, { cookie: admin }), {
          courseId: c.id,
        }),
      );
      const text = await (exported.body as Response).text();
      expect(text.split("\r\n")[0]).toContain(",Days present");
      expect(text).toContain(`,${today}\r\n`);
    });

    it("single-day attendance writes no day rows (the registration says it all)", async () => {
      const { c, holder } = await fullCourse();
      await database.db
        .update(masterclasses)
        .set({ date: new Date(Date.now() - 3_600_000) })
        .where(eq(masterclasses.id, c.id));
      expect((await post(c.id, { intent: "attended", registrationId: holder.id })).status).toBe(
        302,
      );
      expect(
        await database.db
          .select()
          .from(attendanceDays)
          .where(eq(attendanceDays.registrationId, holder.id)),
      ).toHaveLength(0);
    });

    it("a registration of another course, or odd input, is refused", async () => {
      const { c } = await fullCourse();
      const { holder: stranger } = await fullCourse();
      expect(
        (await post(c.id, { intent: "confirm", registrationId: stranger.id, ...paid() })).status,
      ).toBe(409);
      expect((await rowOf(stranger.id)).status).toBe("registered");
      expect(
        (await post(c.id, { intent: "confirm", registrationId: "nope", ...paid() })).status,
      ).toBe(400);
      expect((await post(c.id, { intent: "drop-table", registrationId: stranger.id })).status).toBe(
        400,
      );
    });

    it("the waiting list comes in order, the sheet lists seat holders, the CSV is neutralised", async () => {
      const { c, holder } = await fullCourse();
      await register(person(3, c.id));
      await database.db
        .update(registrations)
        .set({ name: '=HYPERLINK("http://evil")' })
        .where(eq(registrations.id, holder.id));
      const certificateId = `AIHQ-CSV${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
      await database.db.insert(certificates).values({
        id: certificateId,
        holderName: "Registrant 1",
        program: c.title,
        issuedOn: "2026-10-01",
        registrationId: holder.id,
      });
      const loaded = await run(
        page.loader,
        args(request(`/admin/registrations/${c.id}`, { cookie: admin }), { courseId: c.id }),
      );
      const attendees = (loaded.body as { attendees: { status: string; name: string }[] })
        .attendees;
      expect(attendees.filter((a) => a.status === "waitlisted").map((a) => a.name)).toEqual([
        "Registrant 2",
        "Registrant 3",
      ]);
      const printed = await run(
        sheet.loader,
        args(request(`/admin/registrations/${c.id}/sheet`, { cookie: admin }), { courseId: c.id }),
      );
      expect((printed.body as { attendees: unknown[] }).attendees).toHaveLength(1);
      // Phone numbers as dialled from Malaysia and times on Malaysia's clock (the team's spreadsheet).
      await database.db
        .update(registrations)
        .set({ phone: "+60 12-345 6789", createdAt: new Date("2026-11-26T17:30:05Z") })
        .where(eq(registrations.reference, holder.reference));
      const file = await run(
        csv.loader,
        args(request(`/admin/registrations/${c.id}/attendees.csv`, { cookie: admin }), {
          courseId: c.id,
        }),
      );
      const response = file.body as Response;
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      const bytes = new Uint8Array(await response.arrayBuffer());
      // The BOM (Response.text() would drop it when decoding).
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text).toContain(`'=HYPERLINK(""http://evil"")`);
      expect(text).toContain(",012-345 6789,");
      expect(text).not.toContain("'+60");
      expect(text).toContain(",2026-11-27 01:30:05,");
      expect(text).toContain(holder.reference);
      // The certificate issued for the seat, with its status.
      expect(text.split("\r\n")[0]).toContain(",Certificate,Certificate status");
      expect(text).toContain(`${certificateId},valid`);
    });

    it("roles: an editor gets 403, nobody signed in is sent to sign-in (pages) or 401 (actions)", async () => {
      const { c, holder } = await fullCourse();
      const params = { courseId: c.id };
      for (const [module, url] of [
        [page, `/admin/registrations/${c.id}`],
        [list, "/admin/registrations"],
        [sheet, `/admin/registrations/${c.id}/sheet`],
        [csv, `/admin/registrations/${c.id}/attendees.csv`],
      ] as const) {
        const asEditor = await run(module.loader, args(request(url, { cookie: editor }), params));
        expect(asEditor.status).toBe(403);
        const anonymous = await run(module.loader, args(request(url), params));
        expect(anonymous.status).toBe(302);
        expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
      }
      const form = { intent: "confirm", registrationId: holder.id, ...paid() };
      expect((await post(c.id, form, editor)).status).toBe(403);
      expect(
        (await run(page.action, args(request(`/admin/registrations/${c.id}`, { form }), params)))
          .status,
      ).toBe(401);
      expect(
        (
          await run(
            page.action,
            args(
              request(`/admin/registrations/${c.id}`, {
                form,
                cookie: admin,
                origin: "https://evil.example",
              }),
              params,
            ),
          )
        ).status,
      ).toBe(403);
      expect((await rowOf(holder.id)).status).toBe("registered");
    });
  });
}
