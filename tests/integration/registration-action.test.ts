import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import {
  emailOutbox,
  masterclasses,
  rateLimits,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import { args, importRoute, request, run, setUpRuntime, type RouteModule } from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const settledToken = () => issueFormToken(Date.now() - 3000);
const key = () => crypto.randomBytes(12).toString("base64url");

for (const target of testDatabases()) {
  describe(`the registration action on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let course: typeof masterclasses.$inferSelect;
    let path: string;

    const post = (fields: Record<string, string>, address?: string) =>
      run(page.action, args(request(path, { form: fields }), { slug: course.slug }, address));
    const valid = (overrides: Record<string, string> = {}) => ({
      productType: "masterclass",
      productId: course.id,
      idempotencyKey: key(),
      mode: "individual",
      name: "Nurul Aina",
      email: `aina.${crypto.randomBytes(3).toString("hex")}@example.my`,
      phone: "",
      org: "",
      role: "",
      formToken: settledToken(),
      via: "dialog",
      ...overrides,
    });

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, {
        MAIL_TO_TEAM: "team@aihq.test",
        FORM_RATE_LIMIT_PER_HOUR: "20",
      });
      page = await importRoute("routes/shop/masterclass.tsx");
      const [inserted] = await database.db
        .insert(masterclasses)
        .values({
          slug: "hr-analytics-with-ai",
          title: "HR Analytics with AI",
          date: new Date(Date.now() + 20 * 86_400_000),
          price: "1800.00",
          classSize: 3,
          isHrdc: true,
        })
        .returning();
      course = inserted!;
      path = `/shop/masterclasses/${course.slug}`;
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(rateLimits);
    });

    it("answers the dialog with the reference, and a plain post with a redirect and toast", async () => {
      const dialog = await post(valid());
      expect(dialog.status).toBe(200);
      expect(dialog.body).toMatchObject({ status: "success", outcome: "registered" });
      expect((dialog.body as { reference: string }).reference).toMatch(/^AIHQ-R-/);
      const { via: _via, ...plainFields } = valid();
      const plain = await post(plainFields);
      expect(plain.status).toBe(302);
      expect(plain.headers.get("Location")).toBe(path);
      expect(plain.headers.get("Set-Cookie")).toMatch(/^aihq_toast=/);
    });

    const visitorMailsTo = (email: string) =>
      database.db
        .select()
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = lower(${email})`)
        .orderBy(emailOutbox.createdAt);
    const ctx = { siteUrl: "http://aihq.test", receivedAt: new Date(), recommendations: [] };

    it("answers an address already on the course as if new: the details go to that address, nothing of them here", async () => {
      const first = valid();
      const registered = await post(first);
      const reference = (registered.body as { reference: string }).reference;
      expect(reference).toMatch(/^AIHQ-R-/);

      const again = await post(valid({ email: first.email.toUpperCase(), name: "Someone Else" }));
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        status: "success",
        outcome: "on-file",
        toast: {
          title: "Check your e-mail",
          description: `${first.email.toUpperCase()} is already on the list for this course, so nothing new was booked. We have sent the details to that address.`,
        },
      });
      expect(JSON.stringify(again.body)).not.toContain(reference);
      const { via: _via, ...plain } = valid({ email: first.email });
      const redirected = await post(plain);
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get("Location")).toBe(path);

      const mails = await visitorMailsTo(first.email);
      expect(mails.map((m) => (m.formData as { again?: string }).again)).toEqual([
        undefined,
        "details",
        "details",
      ]);
      expect(mails.every((m) => m.recipientRole === "visitor")).toBe(true);
      const resent = await renderEmail(mails[1]!.formType, "visitor", mails[1]!.formData, ctx);
      expect(resent.subject).toBe("Your registration details: HR Analytics with AI");
      expect(resent.text).toContain(reference);
      expect(resent.text).toContain("It already has a place on this course");
      // Still one registration, in the registrant's own name.
      const rows = await database.db
        .select()
        .from(registrations)
        .where(sql`lower(${registrations.email}) = lower(${first.email})`);
      expect(rows.map((r) => r.name)).toEqual(["Nurul Aina"]);
    });

    it("tells an attendee of an HRDC booking not yet confirmed only that, and the browser nothing", async () => {
      const stranger = `stranger.${crypto.randomBytes(3).toString("hex")}@example.my`;
      const booked = await post(
        valid({
          mode: "hrdc",
          name: "Hana HR",
          email: `hana.${crypto.randomBytes(3).toString("hex")}@example.my`,
          phone: "+60 3-7800 1234",
          org: "Syarikat Contoh",
          role: "HR Manager",
          "attendees.0.name": "A Stranger",
          "attendees.0.email": stranger,
          "attendees.0.role": "Analyst",
        }),
      );
      expect(booked.body).toMatchObject({ outcome: "group" });
      expect(await visitorMailsTo(stranger)).toEqual([]);

      const typed = await post(valid({ email: stranger }));
      expect(typed.body).toMatchObject({ outcome: "on-file" });
      const [member] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.email, stranger));
      expect(JSON.stringify(typed.body)).not.toContain(member!.reference);
      const [mail] = await visitorMailsTo(stranger);
      expect((mail!.formData as { again?: string }).again).toBe("awaiting-contact");
      const rendered = await renderEmail(mail!.formType, "visitor", mail!.formData, ctx);
      expect(rendered.text).toContain("has not confirmed yet");
      for (const secret of [
        member!.reference,
        "Syarikat Contoh",
        "AIHQ-G-",
        "/cancel",
        "/tickets/",
      ])
        expect(rendered.text + rendered.html).not.toContain(secret);
      expect(rendered.attachments ?? []).toEqual([]);
    });

    it("sends the details again within VISITOR_MAILS_PER_DAY only", async () => {
      const first = valid();
      await post(first);
      for (let n = 0; n < 5; n++) await post(valid({ email: first.email }));
      const mails = await visitorMailsTo(first.email);
      expect(mails).toHaveLength(6);
      expect(mails.map((m) => m.status)).toEqual([
        "pending",
        "pending",
        "pending",
        "pending",
        "pending",
        "skipped",
      ]);
    });

    it("gives the spec's messages at the fields and keeps the values", async () => {
      const outcome = await post(valid({ name: "A", email: "not-an-email", mode: "hrdc" }));
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          name: "Name is required",
          email: "Valid email is required",
          phone: "Phone number is required for HRDC",
          org: "Organization name is required",
          role: "Job role is required",
        },
        values: { name: "A", email: "not-an-email" },
      });
    });

    it("books an HRDC group through the form fields", async () => {
      const outcome = await post(
        valid({
          mode: "hrdc",
          name: "Farah Lim",
          email: "farah.hr@example.my",
          phone: "+60 3-7800 1234",
          org: "Axiata Digital",
          role: "HR Business Partner",
          ssmNumber: "199201012345",
          selfAttending: "on",
          "attendees.0.name": "Daniel Ong",
          "attendees.0.email": "daniel@example.my",
          "attendees.0.role": "Data Analyst",
          "attendees.3.name": "",
          "attendees.3.email": "",
          "attendees.3.role": "",
        }),
      );
      expect(outcome.status).toBe(200);
      expect(outcome.body).toMatchObject({ outcome: "group" });
      const body = outcome.body as {
        reference: string;
        group: { registered: number; waitlisted: number };
      };
      expect(body.reference).toMatch(/^AIHQ-G-/);
      const [group] = await database.db
        .select()
        .from(registrationGroups)
        .where(eq(registrationGroups.reference, body.reference));
      expect(group).toMatchObject({ companyName: "Axiata Digital", ssmNumber: "199201012345" });
      const members = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.groupId, group!.id));
      expect(members.map((m) => m.email).sort()).toEqual([
        "daniel@example.my",
        "farah.hr@example.my",
      ]);
      expect(body.group.registered + body.group.waitlisted).toBe(2);
    });

    it("points at the attendee row that is wrong", async () => {
      const outcome = await post(
        valid({
          mode: "hrdc",
          phone: "+60 3-7800 1234",
          org: "Axiata Digital",
          role: "HR",
          "attendees.2.name": "Daniel Ong",
          "attendees.2.email": "nope",
          "attendees.2.role": "Analyst",
        }),
      );
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        fieldErrors: { "attendees.2.email": "Valid email is required" },
      });
    });

    it("answers odd input with a 4xx and stores nothing", async () => {
      const before = (await database.db.select().from(registrations)).length;
      for (const fields of [
        valid({ productId: "not-a-uuid" }),
        valid({ idempotencyKey: "short" }),
        valid({ mode: "bitcoin" }),
        valid({ productType: "car" }),
        valid({ name: "Aina\u0000" }),
        valid({ name: "x".repeat(100_000) }),
        valid({ productId: crypto.randomUUID() }),
        { name: "only a name" },
      ]) {
        const outcome = await post(fields);
        expect(outcome.status, JSON.stringify(fields).slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(outcome.status).toBeLessThan(500);
      }
      expect(await database.db.select().from(registrations)).toHaveLength(before);
    });

    it("limits registrations per address with 429, Retry-After and the values kept", async () => {
      const address = "198.51.100.23";
      for (let i = 0; i < 20; i++) {
        const accepted = await post(valid({ email: `limit${i}@example.my` }), address);
        expect(accepted.status, `post ${i + 1}`).toBe(200);
      }
      const before = (await database.db.select().from(registrations)).length;
      const refused = await post(valid({ email: "limit20@example.my", org: "Maxis" }), address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({
        status: "error",
        values: { email: "limit20@example.my", org: "Maxis" },
      });
      expect(await database.db.select().from(registrations)).toHaveLength(before);
      // Another address is not held back by this one.
      expect((await post(valid(), "198.51.100.24")).status).toBe(200);
    });

    it("writes nothing when the mails cannot be queued, and says so with the values kept", async () => {
      const single = valid({ org: "Maxis" });
      const group = valid({
        mode: "hrdc",
        name: "Farah Lim",
        email: "farah.tx@example.my",
        phone: "+60 3-7800 1234",
        org: "Axiata Digital",
        role: "HR Business Partner",
        ssmNumber: "199201012345",
        selfAttending: "on",
        "attendees.0.name": "Daniel Ong",
        "attendees.0.email": "daniel.tx@example.my",
        "attendees.0.role": "Data Analyst",
      });
      const count = async () => ({
        registrations: (await database.db.select().from(registrations)).length,
        groups: (await database.db.select().from(registrationGroups)).length,
        mails: (await database.db.select().from(emailOutbox)).length,
      });
      const before = await count();
      await database.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
      let answers;
      try {
        answers = [await post(single), await post(group)];
      } finally {
        await database.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
      }
      for (const [answer, fields] of [
        [answers[0]!, single],
        [answers[1]!, group],
      ] as const) {
        expect(answer.status).toBe(500);
        expect(answer.body).toMatchObject({
          status: "error",
          message: "There was a problem with your registration. Please try again.",
          values: { name: fields.name, email: fields.email, org: fields.org },
        });
      }
      expect(await count()).toEqual(before);
    });

    it("stores suspected spam for review: no seat, no mail, and says it was received", async () => {
      const fields = valid({ website: "http://spam.example" });
      const outcome = await post(fields);
      expect(outcome.body).toMatchObject({ status: "success", outcome: "received" });
      const [row] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.email, fields.email));
      expect(row!.spamReason).toBeTruthy();
      expect(row!.status).toBe("held");
      const mails = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.leadRef, `registration:${row!.id}`));
      expect(mails).toEqual([]);
    });
  });
}
