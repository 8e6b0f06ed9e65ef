import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq, sql } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { emailOutbox, rateLimits } from "#server/db/schema";
import { FORM_TYPES, type FormType } from "#server/email/form-types";
import { insertSampleCatalogue, SAMPLE_IDS, sampleFormData } from "#server/email/samples";
import { registerLeadMails } from "#server/email/registry";
import { smtpTransport } from "#server/email/transport";
import { createMailWorker } from "#server/email/worker";
import { SEND_EMAIL_PATH, sendEmailEndpoint } from "#server/http/send-email";
import { startSmtpSink, type SmtpSink } from "./email-sink";
import { testDatabases } from "./test-db";

// As boot() does from the server build.
registerLeadMails(leadMails);

const TEAM = "team@aihq.test";
const KEY = "test-key-6f1c0a9e4b7d2c85a3e0f9b1d4c7a2e6";
const SCRIPT = `<script>alert("x")</script>`;
const ATTACK = `${SCRIPT}<img src=x onerror=alert(1)><b>bold</b> & "quotes"`;

/**
 * Every free-text field of every form type, filled with markup. E-mail
 * addresses, quiz answers (option ids), the quiz path, prices and the
 * callback's phone have formats of their own that markup cannot pass, and are
 * left as they are.
 */
function hostile<T extends FormType>(formType: T): Record<string, unknown> {
  const skip = new Set([
    "email",
    "answers",
    "path",
    "timestamp",
    "productPrice",
    "marketingOptIn",
    "productId",
    "productType",
    "programId",
    "grantId",
  ]);
  // The callback's phone has the form's format (digits, spaces, + - ( )): markup cannot pass it at all.
  if (formType === "contact_callback") skip.add("phone");
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
  const unset =
    formType === "ntw_registration"
      ? { programFormat: null, programLink: null, programDuration: null, programTrainer: null }
      : {};
  return poison({ ...structuredClone(sampleFormData[formType]), ...unset }, "") as Record<
    string,
    unknown
  >;
}

for (const target of testDatabases()) {
  describe(`POST ${SEND_EMAIL_PATH} on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let server: Server;
    let base: string;
    let sink: SmtpSink;

    beforeAll(async () => {
      database = await target.open();
      await insertSampleCatalogue(database.db);
      sink = await startSmtpSink();
      const app = express();
      const apiKey = () => KEY;
      app.use(
        sendEmailEndpoint({ db: () => database.db, teamAddress: () => TEAM, apiKey, limit: 1000 }),
      );
      // A second mount with a tiny limit, in its own bucket, for the 429 test.
      const limited = express();
      limited.use(
        sendEmailEndpoint({
          db: () => database.db,
          teamAddress: () => TEAM,
          apiKey,
          limit: 2,
          bucket: "send-email-test",
        }),
      );
      app.use("/limited", limited);
      // As deployed without SEND_EMAIL_API_KEY.
      const disabled = express();
      disabled.use(
        sendEmailEndpoint({
          db: () => database.db,
          teamAddress: () => TEAM,
          apiKey: () => undefined,
        }),
      );
      app.use("/disabled", disabled);
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
      await database.db.delete(rateLimits);
    });

    function post(
      body: unknown,
      init: {
        contentType?: string;
        raw?: string;
        prefix?: string;
        authorization?: string | null;
      } = {},
    ) {
      const authorization = init.authorization === undefined ? `Bearer ${KEY}` : init.authorization;
      return fetch(`${base}${init.prefix ?? ""}${SEND_EMAIL_PATH}`, {
        method: "POST",
        headers: {
          "content-type": init.contentType ?? "application/json",
          ...(authorization === null ? {} : { authorization }),
        },
        body: init.raw ?? JSON.stringify(body),
      });
    }

    async function deliver() {
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
    }

    it("does not exist without SEND_EMAIL_API_KEY (404), whatever is sent", async () => {
      for (const authorization of [null, `Bearer ${KEY}`, "Bearer "]) {
        const response = await post(
          { formType: "contact_callback", formData: sampleFormData.contact_callback },
          { prefix: "/disabled", authorization },
        );
        expect(response.status).toBe(404);
      }
      expect(await outboxCount()).toBe(0);
    });

    it("answers 401 without the bearer key or with a wrong one, and queues nothing", async () => {
      for (const authorization of [
        null,
        "",
        KEY,
        `Basic ${KEY}`,
        `Bearer ${KEY}x`,
        `Bearer ${KEY.slice(0, -1)}`,
        "Bearer public-anon-key",
      ]) {
        const response = await post(
          { formType: "contact_callback", formData: sampleFormData.contact_callback },
          { authorization },
        );
        expect(response.status, String(authorization)).toBe(401);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      }
      expect(await outboxCount()).toBe(0);
    });

    it("never mails a program fact or link from the request: the stored program is used", async () => {
      const phishing = {
        name: "Dear Customer",
        email: "victim@example.net",
        phone: null,
        org: null,
        role: null,
        programId: SAMPLE_IDS.ntwWithLink,
        programTitle: "Mandatory account re-verification",
        programLink: "https://phish.example/login",
        programTrainer: "Security Team",
        programDate: "2026-01-01T00:00:00Z",
        programDescription: "Sign in at https://phish.example/login within 24 hours.",
      };
      expect((await post({ formType: "ntw_registration", formData: phishing })).status).toBe(200);
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientRole, "visitor"));
      expect(row?.formData).toMatchObject({
        programTitle: "AI Tools for Small Business Owners",
        programLink: "https://meet.aihq.com.my/ntw-small-business",
        programTrainer: "Dr. Aina Rahim",
        programDate: "2026-03-25T06:00:00.000Z",
      });
      await deliver();
      const received = await sink.waitFor(2);
      for (const mail of received) {
        expect(mail.html).not.toMatch(/phish\.example|re-verification|Security Team/);
        expect(mail.text).not.toMatch(/phish\.example|re-verification|Security Team/);
      }
      const visitor = received.find((m) => m.envelopeTo[0] === "victim@example.net")!;
      expect(visitor.html).toContain('href="https://meet.aihq.com.my/ntw-small-business"');
      expect(visitor.html).toContain("AI Tools for Small Business Owners");
    });

    it("uses the stored title, price and date of a course and the stored title of a grant", async () => {
      const forged = {
        ...sampleFormData.masterclass_individual,
        productTitle: "Free iPhone",
        productPrice: "0",
        productDate: "2020-01-01",
      };
      expect((await post({ formType: "masterclass_individual", formData: forged })).status).toBe(
        200,
      );
      const grant = {
        ...sampleFormData.grant_inquiry,
        grantTitle: "Claim your refund at https://phish.example",
      };
      expect((await post({ formType: "grant_inquiry", formData: grant })).status).toBe(200);
      const general = {
        ...sampleFormData.grant_inquiry,
        grantId: "",
        grantTitle: "Claim your refund",
      };
      expect((await post({ formType: "grant_inquiry", formData: general })).status).toBe(200);
      const rows = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientRole, "team"));
      const data = rows.map((r) => r.formData);
      expect(data).toContainEqual(
        expect.objectContaining({
          productTitle: "ChatGPT Skill Boost Masterclass",
          productPrice: "1499.00",
          productDate: "2026-04-14T01:00:00.000Z",
        }),
      );
      expect(data).toContainEqual(
        expect.objectContaining({
          grantId: SAMPLE_IDS.grant,
          grantTitle: "SME Digitalisation Grant",
        }),
      );
      expect(data).toContainEqual(expect.objectContaining({ grantId: null, grantTitle: null }));
    });

    it("answers 400 for an id that matches nothing or is not an id, and queues nothing", async () => {
      const cases: [FormType, Record<string, unknown>, string][] = [
        [
          "ntw_registration",
          { ...sampleFormData.ntw_registration, programId: "00000000-0000-4000-8000-000000000000" },
          "formData.programId",
        ],
        [
          "ntw_registration",
          { ...sampleFormData.ntw_registration, programId: "../../etc" },
          "formData.programId",
        ],
        [
          "ntw_registration",
          { ...sampleFormData.ntw_registration, programId: undefined },
          "formData.programId",
        ],
        [
          "masterclass_hrdc",
          { ...sampleFormData.masterclass_hrdc, productId: SAMPLE_IDS.ntw },
          "formData.productId",
        ],
        [
          "masterclass_individual",
          { ...sampleFormData.masterclass_individual, productType: "book" },
          "formData.productId",
        ],
        [
          "grant_inquiry",
          { ...sampleFormData.grant_inquiry, grantId: SAMPLE_IDS.individual },
          "formData.grantId",
        ],
      ];
      for (const [formType, formData, path] of cases) {
        const response = await post({ formType, formData });
        expect(
          response.status,
          `${formType} ${String(formData.programId ?? formData.productId ?? formData.grantId)}`,
        ).toBe(400);
        const body = (await response.json()) as { issues: { path: string[] }[] };
        expect(body.issues.map((i) => i.path.join("."))).toContain(path);
      }
      expect(await outboxCount()).toBe(0);
    });

    it("answers 400 for a NUL byte or an unpaired surrogate anywhere in the body", async () => {
      const raw = (value: string) =>
        `{"formType":"contact_callback","formData":{"fullName":"${value}","phone":"+60 12-345 6789","email":"a@example.my"}}`;
      for (const value of ["\\ud800", "a\\u0000b", "\\udfff tail", "\\uffff"]) {
        const response = await post(null, { raw: raw(value) });
        expect(response.status, value).toBe(400);
        expect(await response.json()).toMatchObject({
          ok: false,
          error: "invalid_text",
          path: ["formData", "fullName"],
        });
      }
      expect(await outboxCount()).toBe(0);
    });

    it("caps visitor confirmations per recipient per day: past the cap the team is still told, the skip is recorded", async () => {
      for (let i = 0; i < 7; i++) {
        const formType = i % 2 ? "contact_callback" : "grant_inquiry";
        const formData =
          formType === "contact_callback"
            ? {
                ...sampleFormData.contact_callback,
                fullName: `Sender ${i}`,
                email: "Victim@Example.net",
              }
            : { ...sampleFormData.grant_inquiry, name: `Sender ${i}`, email: "victim@example.net" };
        expect((await post({ formType, formData })).status).toBe(200);
      }
      const rows = await database.db.select().from(emailOutbox);
      const visitor = rows.filter((r) => r.recipientRole === "visitor");
      expect(rows.filter((r) => r.recipientRole === "team" && r.status === "pending")).toHaveLength(
        7,
      );
      expect(visitor.filter((r) => r.status === "pending")).toHaveLength(5);
      const skipped = visitor.filter((r) => r.status === "skipped");
      expect(skipped).toHaveLength(2);
      expect(skipped[0]?.skipReason).toMatch(/Daily limit of 5 confirmations/);
      await deliver();
      const received = await sink.waitFor(12);
      expect(
        received.filter((m) => m.envelopeTo[0]?.toLowerCase() === "victim@example.net"),
      ).toHaveLength(5);
      // Skipped rows are never picked up by a worker.
      const after = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.status, "skipped"));
      expect(after).toHaveLength(2);
    });

    async function outboxCount() {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
      return row?.n ?? 0;
    }

    it("queues the visitor's and the team's mail and answers {ok: true, id}", async () => {
      const response = await post({
        formType: "contact_callback",
        formData: sampleFormData.contact_callback,
      });
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
      const missing = await post({
        formType: "contact_callback",
        formData: { fullName: "Only a name" },
      });
      expect(missing.status).toBe(400);
      const missingBody = (await missing.json()) as {
        ok: false;
        error: string;
        issues: { path: string[]; message: string }[];
      };
      expect(missingBody.error).toBe("invalid_form_data");
      expect(missingBody.issues.map((i) => i.path.join("."))).toEqual(
        expect.arrayContaining(["formData.phone", "formData.email"]),
      );

      const wrongTypes = await post({
        formType: "ai_quiz_completion",
        formData: {
          path: "alien",
          answers: "all of them",
          leadData: { name: 42, email: ["x"] },
          timestamp: 1,
        },
      });
      expect(wrongTypes.status).toBe(400);
      const paths = ((await wrongTypes.json()) as { issues: { path: string[] }[] }).issues.map(
        (i) => i.path.join("."),
      );
      expect(paths).toEqual(
        expect.arrayContaining([
          "formData.path",
          "formData.answers",
          "formData.leadData.name",
          "formData.leadData.email",
          "formData.timestamp",
        ]),
      );

      const noFormData = await post({ formType: "grant_inquiry" });
      expect(noFormData.status).toBe(400);

      const spec = await post({
        formType: "masterclass_hrdc",
        formData: { ...sampleFormData.masterclass_hrdc, org: "", role: null },
      });
      const specIssues = ((await spec.json()) as { issues: { path: string[]; message: string }[] })
        .issues;
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
      const form = await post(null, {
        contentType: "application/x-www-form-urlencoded",
        raw: "formType=contact_callback",
      });
      expect(form.status).toBe(415);
      const text = await post(null, {
        contentType: "text/plain",
        raw: JSON.stringify({ formType: "contact_callback" }),
      });
      expect(text.status).toBe(415);
      const broken = await post(null, { raw: '{"formType": "contact_callback", ' });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ ok: false, error: "invalid_json" });
      expect(await outboxCount()).toBe(0);
    });

    it("answers 413 for a 1 MB body", async () => {
      const huge = {
        formType: "contact_callback",
        formData: { ...sampleFormData.contact_callback, message: "x".repeat(1024 * 1024) },
      };
      const response = await post(huge);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ ok: false, error: "payload_too_large" });
      // Just under the endpoint's limit, the schema's own limit on the field still applies.
      const long = await post({
        formType: "contact_callback",
        formData: { ...sampleFormData.contact_callback, message: "x".repeat(6000) },
      });
      expect(long.status).toBe(400);
      expect(await outboxCount()).toBe(0);
    });

    it("ignores a quiz result sent by the client: the mail carries our own score", async () => {
      const forged = {
        ...sampleFormData.ai_quiz_completion,
        result: {
          score: 100,
          band: "ready_to_lead",
          bandLabel: "Genius",
          bandSummary: "Forged",
          dimensions: [],
        },
      };
      expect((await post({ formType: "ai_quiz_completion", formData: forged })).status).toBe(200);
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientRole, "visitor"));
      expect(
        (row?.formData as { result: { score: number; bandLabel: string } }).result,
      ).toMatchObject({
        score: 56,
        bandLabel: "Exploring",
      });
    });

    it("limits requests per client address (429 with Retry-After)", async () => {
      const send = () =>
        post(
          { formType: "contact_callback", formData: sampleFormData.contact_callback },
          { prefix: "/limited" },
        );
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
      await deliver();
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
      const customTraining = team.find(
        (m) => m.parsed.headers.get("x-aihq-form-type") === "custom_training",
      )!;
      for (const field of [
        "orgName",
        "contactName",
        "phone",
        "teamSize",
        "focusArea",
        "preferredDates",
        "goals",
      ]) {
        expect(customTraining.html).toContain(`${field} &lt;script&gt;`);
      }
      // Program facts are the stored ones: the poisoned values never reach a mail.
      const ntw = team.find(
        (m) => m.parsed.headers.get("x-aihq-form-type") === "ntw_registration",
      )!;
      for (const field of [
        "programTitle",
        "programFormat",
        "programLink",
        "programDuration",
        "programTrainer",
      ]) {
        expect(ntw.html).not.toContain(`${field} &lt;script&gt;`);
      }
      expect(ntw.html).toContain("Generative AI for Everyday Work");
    });
  });
}
