import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq, sql } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../../server/db/schema";
import { FORM_TYPES, type FormType } from "../../server/email/form-types";
import { sampleFormData } from "../../server/email/samples";
import { smtpTransport } from "../../server/email/transport";
import { createMailWorker } from "../../server/email/worker";
import { SEND_EMAIL_PATH, sendEmailEndpoint } from "../../server/http/send-email";
import { startSmtpSink, type SmtpSink } from "./email-sink";
import { testDatabases } from "./test-db";

const TEAM = "team@aihq.test";
const SCRIPT = `<script>alert("x")</script>`;
const ATTACK = `${SCRIPT}<img src=x onerror=alert(1)><b>bold</b> & "quotes"`;

/**
 * Every free-text field of every form type, filled with markup. E-mail
 * addresses, quiz answers (option ids), the quiz path and prices have formats
 * of their own that markup cannot pass, and are left as they are.
 */
function hostile<T extends FormType>(formType: T): Record<string, unknown> {
  const skip = new Set(["email", "answers", "path", "timestamp", "productPrice", "marketingOptIn"]);
  const poison = (value: unknown, key: string): unknown => {
    if (skip.has(key)) return value;
    // Phones and dates allow 40 and 64 characters: the script alone fits.
    const short = ["phone", "productDate", "programDate"].includes(key);
    if (typeof value === "string" || value === null) return `${key} ${short ? SCRIPT : ATTACK}`;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
    }
    return value;
  };
  // The NTW sample leaves these to their defaults; here they must be sent too.
  const unset = formType === "ntw_registration" ? { programFormat: null, programLink: null, programDuration: null, programTrainer: null } : {};
  return poison({ ...structuredClone(sampleFormData[formType]), ...unset }, "") as Record<string, unknown>;
}

for (const target of testDatabases()) {
  describe(`POST ${SEND_EMAIL_PATH} on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let server: Server;
    let base: string;
    let sink: SmtpSink;

    beforeAll(async () => {
      database = await target.open();
      sink = await startSmtpSink();
      const app = express();
      app.use(sendEmailEndpoint({ db: () => database.db, teamAddress: () => TEAM, limit: 1000 }));
      // A second mount with a tiny limit, in its own bucket, for the 429 test.
      const limited = express();
      limited.use(sendEmailEndpoint({ db: () => database.db, teamAddress: () => TEAM, limit: 2, bucket: "send-email-test" }));
      app.use("/limited", limited);
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      await sink?.stop();
      await database?.dispose();
    });
    beforeEach(async () => {
      sink.messages.length = 0;
      await database.db.delete(emailOutbox);
    });

    function post(body: unknown, init: { contentType?: string; raw?: string; prefix?: string } = {}) {
      return fetch(`${base}${init.prefix ?? ""}${SEND_EMAIL_PATH}`, {
        method: "POST",
        headers: { "content-type": init.contentType ?? "application/json" },
        body: init.raw ?? JSON.stringify(body),
      });
    }

    async function outboxCount() {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
      return row?.n ?? 0;
    }

    it("queues the visitor's and the team's mail and answers {ok: true, id}", async () => {
      const response = await post({ formType: "contact_callback", formData: sampleFormData.contact_callback });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { ok: boolean; id: string; ids: string[] };
      expect(body.ok).toBe(true);
      expect(body.ids).toHaveLength(2);
      expect(body.id).toBe(body.ids[0]);
      const rows = await database.db.select().from(emailOutbox);
      expect(rows.map((r) => [r.recipientRole, r.toAddress]).sort()).toEqual([
        ["team", TEAM],
        ["visitor", "weiming.tan@example.my"],
      ]);
      expect(rows.find((r) => r.id === body.id)?.recipientRole).toBe("visitor");
    });

    it("accepts every form type of both specs", async () => {
      for (const formType of FORM_TYPES) {
        const response = await post({ formType, formData: sampleFormData[formType] });
        expect(response.status, formType).toBe(200);
      }
      expect(await outboxCount()).toBe(FORM_TYPES.length * 2);
    });

    it("answers 400 with zod's issues for missing fields and wrong types, and queues nothing", async () => {
      const missing = await post({ formType: "contact_callback", formData: { fullName: "Only a name" } });
      expect(missing.status).toBe(400);
      const missingBody = (await missing.json()) as { ok: false; error: string; issues: { path: string[]; message: string }[] };
      expect(missingBody.error).toBe("invalid_form_data");
      expect(missingBody.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["formData.phone", "formData.email"]));

      const wrongTypes = await post({
        formType: "ai_quiz_completion",
        formData: { path: "alien", answers: "all of them", leadData: { name: 42, email: ["x"] }, timestamp: 1 },
      });
      expect(wrongTypes.status).toBe(400);
      const paths = ((await wrongTypes.json()) as { issues: { path: string[] }[] }).issues.map((i) => i.path.join("."));
      expect(paths).toEqual(
        expect.arrayContaining(["formData.path", "formData.answers", "formData.leadData.name", "formData.leadData.email", "formData.timestamp"]),
      );

      const noFormData = await post({ formType: "grant_inquiry" });
      expect(noFormData.status).toBe(400);

      const spec = await post({ formType: "masterclass_hrdc", formData: { ...sampleFormData.masterclass_hrdc, org: "", role: null } });
      const specIssues = ((await spec.json()) as { issues: { path: string[]; message: string }[] }).issues;
      expect(specIssues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["formData.org", "Organization name is required"],
        ["formData.role", "Job role is required"],
      ]);
      expect(await outboxCount()).toBe(0);
    });

    it("answers 400 for an unknown formType", async () => {
      for (const formType of ["newsletter", "", 7, null, undefined]) {
        const response = await post({ formType, formData: sampleFormData.contact_callback });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { issues: { path: string[] }[] };
        expect(body.issues[0]?.path).toEqual(["formType"]);
      }
      expect(await outboxCount()).toBe(0);
    });

    it("answers 415 for a body that is not JSON, and 400 for broken JSON", async () => {
      const form = await post(null, { contentType: "application/x-www-form-urlencoded", raw: "formType=contact_callback" });
      expect(form.status).toBe(415);
      const text = await post(null, { contentType: "text/plain", raw: JSON.stringify({ formType: "contact_callback" }) });
      expect(text.status).toBe(415);
      const broken = await post(null, { raw: '{"formType": "contact_callback", ' });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ ok: false, error: "invalid_json" });
      expect(await outboxCount()).toBe(0);
    });

    it("answers 413 for a 1 MB body", async () => {
      const huge = { formType: "contact_callback", formData: { ...sampleFormData.contact_callback, message: "x".repeat(1024 * 1024) } };
      const response = await post(huge);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ ok: false, error: "payload_too_large" });
      // Just under the endpoint's limit, the schema's own limit on the field still applies.
      const long = await post({ formType: "contact_callback", formData: { ...sampleFormData.contact_callback, message: "x".repeat(6000) } });
      expect(long.status).toBe(400);
      expect(await outboxCount()).toBe(0);
    });

    it("ignores a quiz result sent by the client: the mail carries our own score", async () => {
      const forged = {
        ...sampleFormData.ai_quiz_completion,
        result: { score: 100, band: "ready_to_lead", bandLabel: "Genius", bandSummary: "Forged", dimensions: [] },
      };
      expect((await post({ formType: "ai_quiz_completion", formData: forged })).status).toBe(200);
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipientRole, "visitor"));
      expect((row?.formData as { result: { score: number; bandLabel: string } }).result).toMatchObject({
        score: 56,
        bandLabel: "Exploring",
      });
    });

    it("limits requests per client address (429 with Retry-After)", async () => {
      const send = () => post({ formType: "contact_callback", formData: sampleFormData.contact_callback }, { prefix: "/limited" });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await refused.json()).toMatchObject({ ok: false, error: "rate_limited" });
      expect(await outboxCount()).toBe(4);
    });

    it("escapes HTML and scripts in every string field of every form type in the delivered mail", async () => {
      for (const formType of FORM_TYPES) {
        const response = await post({ formType, formData: hostile(formType) });
        expect(response.status, `${formType}: ${await response.clone().text()}`).toBe(200);
      }
      const worker = createMailWorker({
        database,
        transport: smtpTransport(sink.url),
        mailFrom: "AIHQ <hello@aihq.com.my>",
        siteUrl: "https://aihq.test",
        logger: pino({ level: "silent" }),
      });
      try {
        await worker.drain();
      } finally {
        await worker.stop();
      }
      const received = await sink.waitFor(FORM_TYPES.length * 2);
      for (const mail of received) {
        const label = `${mail.parsed.headers.get("x-aihq-form-type") as string} to ${mail.envelopeTo[0]}`;
        expect(mail.html, label).not.toMatch(/<script|<img|<b>bold|onerror=alert\(1\)>/i);
        expect(mail.html, label).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
        expect(mail.html, label).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;");
        expect(mail.html, label).toContain("&lt;img src=x onerror=alert(1)&gt;");
        // Plain text is not HTML: the visitor's text appears as typed.
        expect(mail.text, label).toContain('<script>alert("x")</script>');
        // A subject is a header, not markup; it must stay on one line.
        expect(mail.subject, label).not.toMatch(/[\r\n]/);
      }
      // Each poisoned field reached the team's notification (so it was escaped, not dropped).
      const team = received.filter((m) => m.envelopeTo[0] === TEAM);
      const customTraining = team.find((m) => m.parsed.headers.get("x-aihq-form-type") === "custom_training")!;
      for (const field of ["orgName", "contactName", "phone", "teamSize", "focusArea", "preferredDates", "goals"]) {
        expect(customTraining.html).toContain(`${field} &lt;script&gt;`);
      }
      const ntw = team.find((m) => m.parsed.headers.get("x-aihq-form-type") === "ntw_registration")!;
      for (const field of ["programTitle", "programFormat", "programLink", "programDuration", "programTrainer"]) {
        expect(ntw.html).toContain(`${field} &lt;script&gt;`);
      }
    });
  });
}
