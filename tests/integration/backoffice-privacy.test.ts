import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  callbackRequests,
  certificates,
  customTrainingRequests,
  emailOutbox,
  grantInquiries,
  leadEvents,
  leads,
  ntwRegistrations,
  quizSubmissions,
  registrationGroups,
  registrations,
  visitors,
} from "#server/db/schema";
import {
  addEditor,
  args,
  importRoute,
  request,
  type RouteModule,
  run,
  setUpRuntime,
  signIn,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

const EDITOR = { email: "content@aihq.test", password: "content editor password" };
const NOTICE = "2024-06-01";
const PERSON = "Siti.Aminah@Example.my";
const OTHER = "someone.else@example.my";

for (const target of testDatabases()) {
  describe(`personal data (PDPA) on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let admin: string;
    let editor: string;
    let page: RouteModule;
    let exporter: RouteModule;
    let dataDir: string;
    const mailDir = () => path.join(dataDir, "mail");

    async function seed(email: string, name: string) {
      const db = database.db;
      const [group] = await db
        .insert(registrationGroups)
        .values({
          reference: `AIHQ-G-${crypto.randomBytes(3).toString("hex")}`,
          masterclassTitle: "AI for HR",
          companyName: "Grab Holdings",
          ssmNumber: "201901234567",
          hrName: name,
          hrEmail: email,
          hrPhone: "+60 3-1234 5678",
          privacyNoticeVersion: NOTICE,
        })
        .returning();
      const [registration] = await db
        .insert(registrations)
        .values({
          reference: `AIHQ-R-${crypto.randomBytes(3).toString("hex")}`,
          name,
          email,
          phone: "+60 12-345 6789",
          org: "Grab",
          role: "HR lead",
          payment: "hrdc",
          productType: "masterclass",
          productId: crypto.randomUUID(),
          productTitle: "AI for HR",
          productPrice: "1500.00",
          groupId: group!.id,
          privacyNoticeVersion: NOTICE,
        })
        .returning();
      const [callback] = await db
        .insert(callbackRequests)
        .values({
          fullName: name,
          email,
          phone: "+60 12-345 6789",
          message: "Call me about Copilot",
          privacyNoticeVersion: NOTICE,
        })
        .returning();
      await db.insert(quizSubmissions).values({
        path: "organization",
        answers: { "1": "a" },
        name,
        email,
        organization: "Grab",
        jobRole: "CTO",
        score: 70,
        band: "building_momentum",
        privacyNoticeVersion: NOTICE,
      });
      await db.insert(ntwRegistrations).values({
        programTitle: "NTW: prompts",
        userName: name,
        userEmail: email,
        userPhone: "0123",
        userOrg: "Grab",
        userRole: "HR",
        privacyNoticeVersion: NOTICE,
      });
      await db.insert(grantInquiries).values({
        name,
        email,
        phone: "0123",
        organization: "Grab",
        aboutOrganization: "Ride hailing",
        grantTitle: "HRDC grant",
        privacyNoticeVersion: NOTICE,
      });
      await db.insert(customTrainingRequests).values({
        orgName: "Grab",
        contactName: name,
        email,
        phone: "0123",
        teamSize: "11-50",
        focusArea: "Copilot",
        preferredDates: "March",
        goals: "Everyone writes better prompts",
        privacyNoticeVersion: NOTICE,
      });
      await db.insert(visitors).values({
        name,
        email,
        phone: "0123",
        org: "Grab",
        role: "HR",
        privacyNoticeVersion: NOTICE,
      });
      const mails = await db
        .insert(emailOutbox)
        .values([
          {
            formType: "contact_callback",
            formData: { fullName: name, email },
            recipientRole: "visitor",
            toAddress: email,
            status: "sent",
            subject: "We received your request",
            rawMessage: `To: ${email}\r\nSubject: We received your request\r\n\r\nHello ${name}`,
            leadRef: `callback:${callback!.id}`,
          },
          {
            // The team's subject names the visitor and their phone, as the callback mail's does.
            formType: "contact_callback",
            formData: { fullName: name, email },
            recipientRole: "team",
            toAddress: "team@aihq.test",
            status: "pending",
            subject: `Callback request: ${name}, +60 12-345 6789`,
            leadRef: `callback:${callback!.id}`,
          },
        ])
        .returning({ id: emailOutbox.id, rawMessage: emailOutbox.rawMessage });
      // The dev mailbox's copy of the sent mail.
      fs.mkdirSync(mailDir(), { recursive: true });
      fs.writeFileSync(path.join(mailDir(), `${mails[0]!.id}.eml`), mails[0]!.rawMessage!);
      // A note the team wrote on the callback lead, naming the person.
      const [lead] = await db.select().from(leads).where(eq(leads.sourceId, callback!.id));
      await db.insert(leadEvents).values({
        leadId: lead!.id,
        status: "contacted",
        note: `Spoke to ${name} on ${email}; wants a quote`,
        actorEmail: "editor@aihq.test",
      });
      return { registration: registration!, group: group!, mailIds: mails.map((m) => m.id) };
    }

    beforeAll(async () => {
      database = await target.open();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-privacy-"));
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test", DATA_DIR: dataDir });
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      page = await importRoute("routes/admin/privacy/index.tsx");
      exporter = await importRoute("routes/admin/privacy/export.ts");
    }, 60_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("finds, exports and erases everything about one address (any case), keeping counts, money, dates and references", async () => {
      const { registration, group, mailIds } = await seed(PERSON, "Siti Aminah");
      const other = await seed(OTHER, "Someone Else");
      await database.db.insert(certificates).values({
        id: `AIHQ-PDPA${crypto.randomBytes(3).toString("hex").toUpperCase()}`,
        holderName: "Siti Aminah",
        program: "AI for HR",
        issuedOn: "2026-10-01",
        email: PERSON,
      });
      const lookup = PERSON.toLowerCase();

      const found = await run(
        page.loader,
        args(request(`/admin/privacy?email=${encodeURIComponent(lookup)}`, { cookie: admin })),
      );
      const person = (found.body as { person: Record<string, unknown> }).person;
      expect(person).toMatchObject({
        total: 9,
        certificates: 1,
        mails: 2,
        outboxRecipientCount: 1,
        counts: {
          callback: 1,
          quiz: 1,
          registration: 1,
          registration_group: 1,
          ntw: 1,
          grant_inquiry: 1,
          custom_training: 1,
          visitor: 1,
        },
      });

      const exported = await run(
        exporter.loader,
        args(
          request(`/admin/privacy/export?email=${encodeURIComponent(lookup)}`, { cookie: admin }),
        ),
      );
      const response = exported.body as Response;
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="personal-data-/,
      );
      const json = (await response.json()) as {
        records: Record<string, Record<string, unknown>[]>;
        certificates: Record<string, unknown>[];
        notes: { note: string | null }[];
        total: number;
      };
      expect(json.notes).toEqual([
        expect.objectContaining({
          status: "contacted",
          note: `Spoke to Siti Aminah on ${PERSON}; wants a quote`,
        }),
      ]);
      expect(json.total).toBe(9);
      expect(json.certificates).toEqual([
        expect.objectContaining({ holderName: "Siti Aminah", program: "AI for HR" }),
      ]);
      expect(json.records.callback![0]).toMatchObject({
        fullName: "Siti Aminah",
        message: "Call me about Copilot",
      });
      expect(json.records.registration![0]).toMatchObject({
        reference: registration.reference,
        phone: "+60 12-345 6789",
      });
      expect(JSON.stringify(json)).not.toContain(OTHER);

      // Erasing needs the address typed again.
      const unconfirmed = await run(
        page.action,
        args(
          request("/admin/privacy", {
            cookie: admin,
            form: { intent: "erase", email: lookup, confirm: "x@y.z" },
          }),
        ),
      );
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body).toEqual({
        status: "invalid",
        fieldErrors: { confirm: "Type the address again to confirm the erasure." },
        values: { intent: "erase", email: lookup, confirm: "x@y.z" },
      });
      const counts = async () =>
        Promise.all(
          [
            callbackRequests,
            quizSubmissions,
            registrations,
            registrationGroups,
            ntwRegistrations,
            grantInquiries,
            customTrainingRequests,
            visitors,
            emailOutbox,
            leads,
          ].map(
            async (t) =>
              (await database.db.select({ n: sql<number>`count(*)::int` }).from(t))[0]!.n,
          ),
        );
      const before = await counts();

      const erased = await run(
        page.action,
        args(
          request("/admin/privacy", {
            cookie: admin,
            form: { intent: "erase", email: lookup, confirm: lookup },
          }),
        ),
      );
      expect(erased.status).toBe(302);
      expect(await counts()).toEqual(before);

      const [reg] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, registration.id));
      expect(reg).toMatchObject({
        name: "Erased",
        email: `erased+${registration.id}@invalid`,
        phone: null,
        org: null,
        role: null,
        reference: registration.reference,
        productPrice: "1500.00",
        productTitle: "AI for HR",
        status: "registered",
      });
      expect(reg!.createdAt).toEqual(registration.createdAt);
      const [grp] = await database.db
        .select()
        .from(registrationGroups)
        .where(eq(registrationGroups.id, group.id));
      expect(grp).toMatchObject({
        hrName: "Erased",
        hrEmail: `erased+${group.id}@invalid`,
        reference: group.reference,
        ssmNumber: null,
      });
      const [cb] = await database.db
        .select()
        .from(callbackRequests)
        .where(sql`${callbackRequests.email} LIKE 'erased+%'`);
      expect(cb).toMatchObject({ fullName: "Erased", message: null });

      // Nothing of the person is left anywhere (their name or address), the other person untouched.
      const everything = JSON.stringify(
        await Promise.all(
          [
            callbackRequests,
            quizSubmissions,
            registrations,
            registrationGroups,
            ntwRegistrations,
            grantInquiries,
            customTrainingRequests,
            visitors,
            emailOutbox,
            leads,
            leadEvents,
          ].map((t) => database.db.select().from(t)),
        ),
      );
      expect(everything.toLowerCase()).not.toContain(lookup);
      expect(everything).not.toContain("Siti Aminah");
      expect(everything).toContain("Someone Else");
      expect(everything).toContain(OTHER);
      // The leads index follows by trigger.
      const indexRows = await database.db.select().from(leads).where(eq(leads.name, "Erased"));
      expect(indexRows).toHaveLength(8);
      // The unsent mail about the person is not sent any more.
      const mails = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.status, "skipped"));
      expect(mails).toHaveLength(1);
      // Subjects, raw messages and the dev mailbox's files of the person's mails are gone.
      const personMails = await database.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, mailIds))
        .orderBy(emailOutbox.recipientRole);
      expect(personMails.map((m) => [m.subject, m.rawMessage])).toEqual([
        ["(personal data erased)", null],
        ["(personal data erased)", null],
      ]);
      expect(fs.existsSync(path.join(mailDir(), `${mailIds[0]}.eml`))).toBe(false);
      expect(fs.existsSync(path.join(mailDir(), `${other.mailIds[0]}.eml`))).toBe(true);
      const [otherTeamMail] = await database.db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, other.mailIds[1]!));
      expect(otherTeamMail!.subject).toBe("Callback request: Someone Else, +60 12-345 6789");
      // Notes on the person's leads are cleared; the status history stays.
      const events = await database.db.select().from(leadEvents);
      expect(
        events.map((e) => [e.status, e.note?.includes("Someone Else") ?? null]).sort(),
      ).toEqual([
        ["contacted", null],
        ["contacted", true],
      ]);

      const audit = await database.db.select().from(auditLog);
      expect(audit.map((a) => a.action).sort()).toEqual(["privacy.erase", "privacy.export"]);
      expect(JSON.stringify(audit).toLowerCase()).not.toContain(lookup);
      expect(JSON.stringify(audit)).not.toContain("Siti");

      const after = await run(
        page.loader,
        args(request(`/admin/privacy?email=${encodeURIComponent(lookup)}`, { cookie: admin })),
      );
      expect((after.body as { person: { total: number } }).person.total).toBe(0);
    });

    it("roles: an editor gets 403; nobody signed in is sent to sign-in or 401; another origin 403", async () => {
      for (const [mod, url] of [
        [page, "/admin/privacy?email=a%40b.my"],
        [exporter, "/admin/privacy/export?email=a%40b.my"],
      ] as const) {
        expect((await run(mod.loader, args(request(url, { cookie: editor })))).status).toBe(403);
        const anonymous = await run(mod.loader, args(request(url)));
        expect(anonymous.status).toBe(302);
        expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
      }
      const form = { intent: "erase", email: OTHER, confirm: OTHER };
      expect(
        (await run(page.action, args(request("/admin/privacy", { cookie: editor, form })))).status,
      ).toBe(403);
      expect((await run(page.action, args(request("/admin/privacy", { form })))).status).toBe(401);
      expect(
        (
          await run(
            page.action,
            args(
              request("/admin/privacy", { cookie: admin, form, origin: "https://evil.example" }),
            ),
          )
        ).status,
      ).toBe(403);
      const [still] = await database.db.select().from(visitors).where(eq(visitors.email, OTHER));
      expect(still!.name).toBe("Someone Else");
    });
  });
}
