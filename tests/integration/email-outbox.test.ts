import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customTrainingRequests, emailOutbox, masterclasses } from "#server/db/schema";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { NTW_DEFAULTS } from "#server/email/catalogue-facts";
import { FORM_TYPES, type FormType } from "#server/email/form-types";
import { enqueueFormEmails, FormDataError } from "#server/email/outbox";
import { registerLeadMails, requireLeadMail } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import { insertSampleCatalogue, sampleFormData } from "#server/email/samples";
import { devTransport, smtpTransport } from "#server/email/transport";
import {
  createMailWorker,
  messageIdFor,
  type MailWorker,
  type MailWorkerOptions,
} from "#server/email/worker";
import { startSmtpSink, type SmtpSink } from "./email-sink";
import { testDatabases } from "./test-db";

const TEAM = "team@aihq.test";
const FROM = "AIHQ <hello@aihq.com.my>";
const SITE = "https://aihq.test";
const silent = pino({ level: "silent" });
// As boot() does from the server build.
registerLeadMails(leadMails);

/** Text parts are wrapped at 78 columns and money has a no-break space: compare with spaces collapsed. */
const flat = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");

for (const target of testDatabases()) {
  describe(`e-mail outbox on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let sink: SmtpSink;
    const workers: MailWorker[] = [];

    function worker(overrides: Partial<MailWorkerOptions> = {}): MailWorker {
      const created = createMailWorker({
        database,
        transport: smtpTransport(sink.url),
        mailFrom: FROM,
        visitorReplyTo: TEAM,
        siteUrl: SITE,
        logger: silent,
        pollIntervalMs: 50,
        retryBaseMs: 20,
        retryMaxMs: 200,
        ...overrides,
      });
      workers.push(created);
      return created;
    }

    beforeAll(async () => {
      database = await target.open();
      await insertSampleCatalogue(database.db);
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink?.stop();
      await database?.dispose();
    });
    beforeEach(async () => {
      sink.messages.length = 0;
      await database.db.delete(emailOutbox);
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop(1000)));
    });

    it("queues nothing when the transaction rolls back", async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(customTrainingRequests).values({
            orgName: "Rolled Back Sdn Bhd",
            contactName: "A",
            email: "a@example.my",
            phone: "0123456789",
            teamSize: "10",
            focusArea: "AI",
            goals: "Goals of at least ten characters",
            privacyNoticeVersion: "2024-06-01",
          });
          await enqueueFormEmails(tx, "custom_training", sampleFormData.custom_training, {
            teamAddress: TEAM,
          });
          throw new Error("the record could not be saved");
        }),
      ).rejects.toThrow("the record could not be saved");
      const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
      expect(count?.n).toBe(0);
      const requests = await database.db.select().from(customTrainingRequests);
      expect(requests).toHaveLength(0);
    });

    it("refuses data that does not match the form type, before writing anything", async () => {
      const bad = { ...sampleFormData.contact_callback, email: "not-an-address" };
      const error = await enqueueFormEmails(database.db, "contact_callback", bad, {
        teamAddress: TEAM,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FormDataError);
      expect((error as FormDataError).issues[0]?.path).toEqual(["email"]);
      const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
      expect(count?.n).toBe(0);
    });

    it("sends committed mail at once: NOTIFY at commit wakes the worker, to the visitor and the team", async () => {
      // A poll interval of a minute: only the notification can make this fast.
      await worker({ pollIntervalMs: 60_000 }).start();
      const ids = await database.db.transaction((tx) =>
        enqueueFormEmails(tx, "contact_callback", sampleFormData.contact_callback, {
          teamAddress: TEAM,
        }),
      );
      expect(ids).toHaveLength(2);
      const received = await sink.waitFor(2, 5000);

      const visitor = received.find((m) => m.envelopeTo.includes("weiming.tan@example.my"));
      const team = received.find((m) => m.envelopeTo.includes(TEAM));
      expect(visitor?.subject).toBe("We will call you back within 1 working day");
      expect(visitor?.parsed.from?.text).toBe('"AIHQ" <hello@aihq.com.my>');
      expect(visitor?.parsed.replyTo?.value[0]?.address).toBe(TEAM);
      expect(visitor?.html).toContain("Tan Wei Ming");
      expect(flat(visitor?.text)).toContain("within 1 working day");
      expect(visitor?.parsed.headers.get("auto-submitted")).toBe("auto-generated");
      expect(team?.subject).toBe("Callback request: Tan Wei Ming, +60 12-345 6789");
      // The team replies straight to the visitor.
      expect(team?.parsed.replyTo?.value[0]).toEqual({
        name: "Tan Wei Ming",
        address: "weiming.tan@example.my",
      });
      expect(flat(team?.text)).toContain("Could you call me about ChatGPT training");

      // Stable Message-IDs: the row id in the sender's domain.
      expect(visitor?.messageId).toBe(`<${ids[0]}@aihq.com.my>`);
      expect(team?.messageId).toBe(`<${ids[1]}@aihq.com.my>`);
      await expect.poll(() => statuses(), { timeout: 3000 }).toEqual(["sent", "sent"]);
      const rows = await database.db.select().from(emailOutbox);
      for (const row of rows) {
        expect(row.messageId).toBe(`<${row.id}@aihq.com.my>`);
        expect(row.sentAt).toBeInstanceOf(Date);
        expect(row.attempts).toBe(1);
        expect(row.subject).toBeTruthy();
        expect(row.rawMessage).toBeNull();
      }
    });

    it("sends at start what a dead process left 'sending' when it is the sole worker (PGlite), and waits out the lease otherwise", async () => {
      const ids = await database.db.transaction((tx) =>
        enqueueFormEmails(tx, "contact_callback", sampleFormData.contact_callback, {
          teamAddress: TEAM,
        }),
      );
      // As a process killed mid-send leaves them: claimed, leased for minutes.
      await database.db
        .update(emailOutbox)
        .set({ status: "sending", attempts: 1, leaseExpiresAt: sql`now() + interval '5 minutes'` });
      const shared = worker();
      await shared.drain();
      expect(sink.messages).toHaveLength(0);
      await shared.stop(1000);

      await worker({ soleWorker: true }).start();
      const received = await sink.waitFor(2, 5000);
      expect(new Set(received.map((mail) => mail.messageId))).toEqual(
        new Set(ids.map((id) => messageIdFor(id, FROM))),
      );
    });

    it("renders and delivers every form type, with the right recipients and subjects", async () => {
      const expected: Record<FormType, { visitor: string; subject: RegExp; team: RegExp }> = {
        ai_quiz_completion: {
          visitor: "aisyah@petronas-digital.example.my",
          subject: /^Your AI Readiness result: Exploring \(56%\)$/,
          team: /^New quiz lead: Nurul Aisyah binti Kamal, Exploring \(56%\)$/,
        },
        contact_callback: {
          visitor: "weiming.tan@example.my",
          subject: /call you back/,
          team: /^Callback request: Tan Wei Ming/,
        },
        masterclass_individual: {
          visitor: "siti.rahman@example.my",
          subject: /^Registration received: ChatGPT Skill Boost Masterclass$/,
          team: /^New registration \(Individual payment\): Siti Rahman/,
        },
        masterclass_installment: {
          visitor: "rajesh.kumar@example.my",
          subject: /^Registration received: AI-Ready Leader Conference 2026$/,
          team: /^New registration \(Installment plan\): Rajesh Kumar/,
        },
        masterclass_hrdc: {
          visitor: "meiling.lim@example.my",
          subject: /^Registration received: HR Masterclass/,
          team: /^New registration \(HRDC claim\): Lim Mei Ling/,
        },
        ntw_registration: {
          visitor: "faizal@example.my",
          subject: /^You're registered: Generative AI for Everyday Work$/,
          team: /^NTW registration: Ahmad Faizal/,
        },
        grant_inquiry: {
          visitor: "farah.hassan@example.my",
          subject: /^We received your inquiry: SME Digitalisation Grant$/,
          team: /^Grant inquiry: Kedai Kopi Nusantara Sdn. Bhd., SME Digitalisation Grant$/,
        },
        custom_training: {
          visitor: "daniel.wong@example.my",
          subject: /^Request Received/,
          team: /^Custom training request: Malaysia Airports Holdings \(50-100\)/,
        },
      };
      for (const formType of FORM_TYPES) {
        await enqueueFormEmails(database.db, formType, sampleFormData[formType], {
          teamAddress: TEAM,
        });
      }
      expect(await worker().drain()).toBe(16);
      const received = await sink.waitFor(16);
      for (const formType of FORM_TYPES) {
        const mine = received.filter((m) => m.parsed.headers.get("x-aihq-form-type") === formType);
        expect(mine, formType).toHaveLength(2);
        const visitor = mine.find((m) => m.envelopeTo[0] === expected[formType].visitor);
        const team = mine.find((m) => m.envelopeTo[0] === TEAM);
        expect(visitor?.subject, formType).toMatch(expected[formType].subject);
        expect(team?.subject, formType).toMatch(expected[formType].team);
        for (const mail of [visitor, team]) {
          expect(mail?.html, formType).toMatch(/^<!DOCTYPE html/);
          expect(mail?.html, formType).toContain("AIHQ Sdn. Bhd.");
          expect(mail?.text.length, formType).toBeGreaterThan(100);
          expect(mail?.text, formType).not.toMatch(/<[a-z]/i);
        }
      }
      // What each form's mail promises, as the original site words it.
      const byType = (formType: FormType, to: string) =>
        received.find(
          (m) => m.parsed.headers.get("x-aihq-form-type") === formType && m.envelopeTo[0] === to,
        )!;
      expect(flat(byType("custom_training", "daniel.wong@example.my").text)).toContain(
        "within 2 business days",
      );
      expect(flat(byType("grant_inquiry", "farah.hassan@example.my").text)).toContain(
        "within 24 hours",
      );
      const ntw = flat(byType("ntw_registration", "faizal@example.my").text);
      for (const value of Object.values(NTW_DEFAULTS).slice(0, 2)) expect(ntw).toContain(value);
      expect(ntw).toContain("2 hours");
      expect(ntw).toContain(NTW_DEFAULTS.programTrainer);
      expect(ntw).toContain("Mar 24, 2026, 2:00 PM MYT");
      // The original NTW dialog sent the job role in the phone field.
      const ntwTeam = flat(byType("ntw_registration", TEAM).text);
      expect(ntwTeam).toContain("Job role: Operations Executive");
      expect(ntwTeam).not.toContain("Phone: Operations Executive");
      expect(flat(byType("masterclass_individual", "siti.rahman@example.my").text)).toContain(
        "RM 1,499.00",
      );
      expect(flat(byType("masterclass_hrdc", "meiling.lim@example.my").text)).toContain(
        "HRDC can cover up to 100%",
      );
      expect(flat(byType("masterclass_installment", "rajesh.kumar@example.my").text)).toContain(
        "installment schedule",
      );
    });

    it("stores the quiz result with the row and recommends upcoming programs at send time", async () => {
      const soon = (days: number) => new Date(Date.now() + days * 86_400_000);
      await database.db.delete(masterclasses);
      await database.db.insert(masterclasses).values([
        { slug: "past-class", title: "Past Class", date: soon(-3), price: "100.00", classSize: 10 },
        {
          slug: "prompting-basics",
          title: "Prompting Basics",
          date: soon(10),
          price: "499.00",
          classSize: 20,
          isHrdc: true,
        },
        {
          slug: "ai-for-hr",
          title: "AI for HR",
          date: soon(20),
          price: "0",
          classSize: 20,
          format: "physical",
        },
        {
          slug: "leaders-summit",
          title: "Leaders Summit",
          date: soon(30),
          endDate: soon(31),
          price: "2890.00",
          classSize: 200,
          type: "conference",
          isHrdc: true,
        },
        {
          slug: "data-analysis",
          title: "Data Analysis with AI",
          date: soon(40),
          price: "899.00",
          classSize: 20,
          isHrdc: true,
        },
      ]);
      const [visitorId] = await enqueueFormEmails(
        database.db,
        "ai_quiz_completion",
        sampleFormData.ai_quiz_completion,
        {
          teamAddress: TEAM,
        },
      );
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, visitorId!));
      const stored = row?.formData as {
        result?: { score: number; band: string; dimensions: unknown[] };
      };
      expect(stored.result).toMatchObject({ score: 56, band: "exploring" });
      expect(stored.result?.dimensions).toHaveLength(6);

      await worker().drain();
      const [mail] = (await sink.waitFor(2)).filter(
        (m) => m.envelopeTo[0] === "aisyah@petronas-digital.example.my",
      );
      expect(flat(mail?.text)).toContain("Readiness score: 56%");
      expect(flat(mail?.text)).toContain("Readiness band: Exploring");
      expect(flat(mail?.text)).toContain(
        "Workforce readiness (1 of 3): Curious, but without skills or guidance",
      );
      // Organisations see HRDC-claimable programs first; never a past one.
      expect(mail?.html).toContain(`${SITE}/shop/masterclasses/prompting-basics`);
      expect(mail?.html).toContain(`${SITE}/shop/masterclasses/leaders-summit`);
      expect(mail?.html).toContain(`${SITE}/shop/masterclasses/data-analysis`);
      expect(mail?.html).not.toContain("past-class");
      expect(flat(mail?.text)).toContain("RM 499.00");
    });

    it("falls back to the catalogue when no program is upcoming", async () => {
      await database.db.delete(masterclasses);
      await enqueueFormEmails(
        database.db,
        "ai_quiz_completion",
        sampleFormData.ai_quiz_completion,
        { teamAddress: TEAM },
      );
      await worker().drain();
      const [mail] = (await sink.waitFor(2)).filter((m) => m.envelopeTo[0] !== TEAM);
      expect(flat(mail?.text)).toContain("Our next programs are being scheduled");
      expect(mail?.html).toContain(`${SITE}/shop/masterclasses/custom`);
    });

    it("keeps every message readable without a mail server (dev transport)", async () => {
      const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-mail-"));
      try {
        const [id] = await enqueueFormEmails(
          database.db,
          "grant_inquiry",
          sampleFormData.grant_inquiry,
          { teamAddress: TEAM },
        );
        await worker({ transport: devTransport(mailDir) }).drain();
        const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
        expect(row?.status).toBe("sent");
        const file = fs.readFileSync(path.join(mailDir, `${id}.eml`), "utf8");
        expect(row?.rawMessage).toBe(file);
        expect(file).toContain(`Message-ID: <${id}@aihq.com.my>`);
        expect(file).toContain("To: farah.hassan@example.my");
        expect(file).toMatch(/Content-Type: text\/html/);
        expect(file).toMatch(/Content-Type: text\/plain/);
        expect(fs.readdirSync(mailDir).sort()).toEqual(
          (await database.db.select({ id: emailOutbox.id }).from(emailOutbox))
            .map((r) => `${r.id}.eml`)
            .sort(),
        );
        expect(sink.messages).toHaveLength(0);
      } finally {
        fs.rmSync(mailDir, { recursive: true, force: true });
      }
    });

    async function statuses() {
      const rows = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
      return rows.map((r) => r.status).sort();
    }
  });
}

describe("templates", () => {
  it("renders each form type for the visitor and the team, HTML and text", async () => {
    for (const formType of FORM_TYPES) {
      const parsed = requireLeadMail(formType).parse(sampleFormData[formType]);
      if (!parsed.success) throw new Error(`${formType}: the sample does not pass its schema`);
      for (const role of ["visitor", "team"] as const) {
        const mail = await renderEmail(formType, role, parsed.data, {
          siteUrl: SITE,
          receivedAt: new Date("2026-03-02T02:15:00Z"),
          recommendations: [],
        });
        expect(mail.subject.length, `${formType} ${role}`).toBeGreaterThan(10);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toContain('<meta name="viewport"');
        expect(mail.html).toContain("#0b1f3a");
        if (role === "team") expect(mail.text).toContain("Received: Mar 2, 2026, 10:15 AM MYT");
      }
    }
  });
});
