import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { quizQuestions } from "#app/content/quiz-questions";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { QUIZ_SUCCESS_TOAST } from "#app/features/quiz/messages";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import {
  callbackRequests,
  emailOutbox,
  quizSubmissions,
  rateLimits,
  submissionFingerprints,
} from "#server/db/schema";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { registerLeadMails } from "#server/email/registry";
import {
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  type Outcome,
  type RouteModule,
} from "./admin-helpers";
import { markNotSpam } from "#server/leads/spam";
import { testDatabases } from "./test-db";

// As boot() does from the server build.
registerLeadMails(leadMails);

/** The quiz's answer to a stored submission: success, with the original site's toast. */
const QUIZ_STORED = {
  status: "success",
  toast: { id: expect.any(String), type: "success", title: QUIZ_SUCCESS_TOAST },
};

/** Post/redirect/get: a stored callback request answers with a redirect to /contact and the success toast. */
function expectCallbackSuccess(outcome: Outcome) {
  expect(outcome.status).toBe(302);
  expect(outcome.headers.get("Location")).toBe("/contact");
  expect(outcome.headers.get("Set-Cookie")).toMatch(/^aihq_toast=/);
}

/** A token issued three seconds ago: old enough to pass the minimum fill time. */
const settledToken = () => issueFormToken(Date.now() - 3000);

const callback = {
  fullName: "Nurul Aina Hassan",
  phone: "+60 12-345 6789",
  email: "aina@example.my",
  message: "Copilot training for 40 staff, please.",
};

function lowestAnswers(path: "individual" | "organization") {
  return Object.fromEntries(
    quizQuestions[path].map((question, index) => [String(index + 1), question.options[0]!.id]),
  );
}

for (const target of testDatabases()) {
  describe(`lead forms on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let contact: RouteModule;
    let quiz: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, {
        FORM_RATE_LIMIT_PER_HOUR: "5",
        MAIL_TO_TEAM: "team@aihq.test",
      });
      contact = await importRoute("routes/site/contact.tsx");
      quiz = await importRoute("routes/api/quiz.ts");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(callbackRequests);
      await database.db.delete(quizSubmissions);
      await database.db.delete(emailOutbox);
      await database.db.delete(rateLimits);
      await database.db.delete(submissionFingerprints);
    });

    const count = async (
      table: typeof callbackRequests | typeof quizSubmissions | typeof emailOutbox,
    ) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

    it("stores a callback request with its consent and queues the visitor's and the team's mail", async () => {
      const outcome = await run(
        contact.action,
        args(
          request("/contact", {
            form: { ...callback, marketingOptIn: "on", formToken: settledToken() },
          }),
        ),
      );
      expectCallbackSuccess(outcome);
      const [row] = await database.db.select().from(callbackRequests);
      expect(row).toMatchObject({
        fullName: "Nurul Aina Hassan",
        email: "aina@example.my",
        marketingOptIn: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
      const mails = await database.db.select().from(emailOutbox).orderBy(emailOutbox.recipientRole);
      expect(mails.map((mail) => [mail.formType, mail.recipientRole, mail.toAddress])).toEqual([
        ["contact_callback", "visitor", "aina@example.my"],
        ["contact_callback", "team", "team@aihq.test"],
      ]);
    });

    it("refuses bad input with a message per field and the values, storing nothing", async () => {
      const outcome = await run(
        contact.action,
        args(
          request("/contact", {
            form: { fullName: "Aina", phone: "", email: "nope", formToken: settledToken() },
          }),
        ),
      );
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          phone: "Please enter your phone number",
          email: "Please enter a valid email address",
        },
        values: { fullName: "Aina", email: "nope" },
      });
      expect(await count(callbackRequests)).toBe(0);
      expect(await count(emailOutbox)).toBe(0);
    });

    it("stores suspected spam with its reason, holds its mails, and answers like any lead", async () => {
      const attempts: [Record<string, string>, RegExp][] = [
        [{ website: "https://spam.example", formToken: settledToken() }, /honeypot/],
        [{}, /token was missing/],
        // An autofilled form sent within 200 ms of loading: a person in a hurry, or a bot.
        [{ formToken: issueFormToken(Date.now() - 150) }, /^Sent \d+ ms after the form was shown$/],
        [{ formToken: "1700000000000.forged" }, /forged/],
      ];
      let n = 0;
      for (const [extra] of attempts) {
        const outcome = await run(
          contact.action,
          args(request("/contact", { form: { ...callback, message: `Attempt ${++n}`, ...extra } })),
        );
        expectCallbackSuccess(outcome);
      }
      const rows = await database.db
        .select()
        .from(callbackRequests)
        .orderBy(callbackRequests.message);
      expect(rows).toHaveLength(4);
      rows.forEach((row, i) => expect(row.spamReason).toMatch(attempts[i]![1]));
      const mails = await database.db.select().from(emailOutbox);
      expect(mails).toHaveLength(8);
      expect(mails.every((mail) => mail.status === "held")).toBe(true);
    });

    it("sends a held lead's mails once a person says it is not spam", async () => {
      await run(contact.action, args(request("/contact", { form: { ...callback, website: "x" } })));
      const [lead] = await database.db.select().from(callbackRequests);
      expect(await markNotSpam(database.db, "callback", lead!.id)).toBe(true);
      const [after] = await database.db.select().from(callbackRequests);
      expect(after?.spamReason).toBeNull();
      const mails = await database.db.select().from(emailOutbox);
      expect(mails.map((mail) => mail.status)).toEqual(["pending", "pending"]);
      expect(mails.every((mail) => mail.leadRef === `callback:${lead!.id}`)).toBe(true);
      // Only once, and only for a lead that was marked.
      expect(await markNotSpam(database.db, "callback", lead!.id)).toBe(false);
    });

    it("a normal fill is a trusted lead with its mails due at once", async () => {
      await run(
        contact.action,
        args(request("/contact", { form: { ...callback, formToken: settledToken() } })),
      );
      const [lead] = await database.db.select().from(callbackRequests);
      expect(lead?.spamReason).toBeNull();
      const mails = await database.db.select().from(emailOutbox);
      expect(mails.map((mail) => mail.status)).toEqual(["pending", "pending"]);
    });

    it("stores a quiz whose honeypot was filled as spam, with its mails held", async () => {
      const outcome = await run(
        quiz.action,
        args(
          request("/api/quiz", {
            form: {
              path: "individual",
              answers: JSON.stringify(lowestAnswers("individual")),
              name: "Bot",
              email: "bot@example.my",
              jobRole: "Crawler",
              website: "https://spam.example",
            },
          }),
        ),
      );
      expect(outcome.body).toEqual(QUIZ_STORED);
      const [row] = await database.db.select().from(quizSubmissions);
      expect(row?.spamReason).toMatch(/honeypot/);
      const mails = await database.db.select().from(emailOutbox);
      expect(mails.map((mail) => mail.status)).toEqual(["held", "held"]);
    });

    it("limits submissions per address, and an office behind another address is not affected", async () => {
      let n = 0;
      const submit = (address: string) =>
        run(
          contact.action,
          args(
            request("/contact", {
              form: { ...callback, message: `Request ${++n}`, formToken: settledToken() },
            }),
            {},
            address,
          ),
        );
      for (let i = 0; i < 5; i++) expectCallbackSuccess(await submit("198.51.100.1"));
      const refused = await submit("198.51.100.1");
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.body).toMatchObject({
        status: "error",
        values: { fullName: callback.fullName, message: "Request 6" },
        message: expect.stringMatching(
          /too many times .* Please try again in (\d+ minutes?|an hour)/,
        ),
      });
      expectCallbackSuccess(await submit("198.51.100.2"));
      expect(await count(callbackRequests)).toBe(6);
    });

    it("stores the same callback request sent twice (or five times at once) once, and answers success every time", async () => {
      const form = { ...callback, formToken: settledToken() };
      const send = (address = "198.51.100.7") =>
        run(contact.action, args(request("/contact", { form }), {}, address));
      expectCallbackSuccess(await send());
      expectCallbackSuccess(await send());
      // Three more at once: with the two above, the address's whole hourly allowance here (5).
      const parallel = await Promise.all(Array.from({ length: 3 }, () => send()));
      for (const outcome of parallel) expectCallbackSuccess(outcome);
      expect(await count(callbackRequests)).toBe(1);
      expect(await count(emailOutbox)).toBe(2);
      await database.db.delete(rateLimits);
      // Another client, or the same client with a changed message, is another lead.
      expectCallbackSuccess(await send("198.51.100.8"));
      await run(
        contact.action,
        args(
          request("/contact", { form: { ...form, message: "Also Excel." } }),
          {},
          "198.51.100.7",
        ),
      );
      expect(await count(callbackRequests)).toBe(3);
      // Ten minutes later the same request is new again.
      await database.db.execute(
        sql`update submission_fingerprints set created_at = created_at - interval '11 minutes'`,
      );
      expectCallbackSuccess(await send());
      expect(await count(callbackRequests)).toBe(4);
      expect(await count(emailOutbox)).toBe(8);
    });

    it("stores a quiz sent twice once", async () => {
      const form = {
        path: "individual",
        answers: JSON.stringify(lowestAnswers("individual")),
        name: "Kavitha Raj",
        email: "kavitha@example.my",
        jobRole: "Analyst",
      };
      for (let i = 0; i < 2; i++) {
        expect((await run(quiz.action, args(request("/api/quiz", { form })))).body).toEqual(
          QUIZ_STORED,
        );
      }
      expect(await count(quizSubmissions)).toBe(1);
      expect(await count(emailOutbox)).toBe(2);
    });

    it("scores a quiz on the server, stores it and queues the result mail with that score", async () => {
      const outcome = await run(
        quiz.action,
        args(
          request("/api/quiz", {
            form: {
              path: "organization",
              answers: JSON.stringify(lowestAnswers("organization")),
              name: "Farah Aziz",
              email: "farah@example.my",
              organization: "Maju Logistics",
              jobRole: "HR Director",
              // A forged score from the client is ignored.
              score: "100",
            },
          }),
        ),
      );
      expect(outcome.body).toEqual(QUIZ_STORED);
      const [row] = await database.db.select().from(quizSubmissions);
      expect(row).toMatchObject({
        path: "organization",
        score: 0,
        band: "getting_started",
        organization: "Maju Logistics",
        marketingOptIn: false,
      });
      const [visitorMail] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientRole, "visitor"));
      expect(visitorMail?.toAddress).toBe("farah@example.my");
      expect(visitorMail?.formData).toMatchObject({
        result: { score: 0, band: "getting_started" },
      });
    });

    it("takes the page's own quiz form (no JavaScript) and answers with a redirect back", async () => {
      const fields = Object.fromEntries(
        Object.entries(lowestAnswers("individual")).map(([step, option]) => [
          `answers.${step}`,
          option,
        ]),
      );
      const post = (extra: Record<string, string>) =>
        run(
          quiz.action,
          args(
            request("/api/quiz", {
              form: {
                path: "individual",
                ...fields,
                name: "Aisyah Rahman",
                jobRole: "Owner",
                returnTo: "/shop/masterclasses?type=conference",
                ...extra,
              },
            }),
          ),
        );

      // Refused: back to the questions with the answers kept, the reason in the flash toast.
      const refused = await post({ email: "aisyah@localhost" });
      expect(refused.status).toBe(302);
      const back = new URL(refused.headers.get("Location") ?? "", "http://x");
      expect(back.pathname).toBe("/shop/masterclasses");
      expect(back.searchParams.get("type")).toBe("conference");
      expect(back.searchParams.get("quiz")).toBe("individual");
      expect(back.searchParams.get("answers.1")).toBe(fields["answers.1"]);
      expect(back.searchParams.has("email")).toBe(false);
      expect(refused.headers.get("Set-Cookie")).toMatch(/^aihq_toast=/);
      expect(await count(quizSubmissions)).toBe(0);

      const stored = await post({ email: "aisyah@example.my" });
      expect(stored.status).toBe(302);
      expect(stored.headers.get("Location")).toBe("/shop/masterclasses?type=conference&quiz=done");
      expect(stored.headers.get("Set-Cookie")).toMatch(/^aihq_toast=/);
      const [row] = await database.db.select().from(quizSubmissions);
      expect(row).toMatchObject({ path: "individual", score: 0, email: "aisyah@example.my" });
    });

    it("never sends the page's form to another site", async () => {
      for (const returnTo of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
        const outcome = await run(
          quiz.action,
          args(
            request("/api/quiz", {
              form: {
                path: "individual",
                answers: JSON.stringify(lowestAnswers("individual")),
                name: "Kavitha Raj",
                email: "kavitha@example.my",
                jobRole: "Analyst",
                returnTo,
              },
            }),
          ),
        );
        // Not a page of ours: the answer is the dialog's JSON, no redirect anywhere.
        expect(outcome.status).toBe(200);
        expect(outcome.body).toEqual(QUIZ_STORED);
      }
    });

    it("refuses an incomplete quiz or a lead without the organization on that path", async () => {
      const answers = lowestAnswers("organization");
      delete answers["6"];
      const incomplete = await run(
        quiz.action,
        args(
          request("/api/quiz", {
            form: {
              path: "organization",
              answers: JSON.stringify(answers),
              name: "A",
              email: "a@b.my",
              organization: "X",
              jobRole: "Y",
            },
          }),
        ),
      );
      expect(incomplete.status).toBe(400);
      const noOrganization = await run(
        quiz.action,
        args(
          request("/api/quiz", {
            form: {
              path: "organization",
              answers: JSON.stringify(lowestAnswers("organization")),
              name: "A",
              email: "a@b.my",
              jobRole: "Y",
            },
          }),
        ),
      );
      expect(noOrganization.status).toBe(400);
      expect(noOrganization.body).toMatchObject({
        status: "invalid",
        fieldErrors: { organization: "Organization is required" },
        values: { name: "A", email: "a@b.my", jobRole: "Y" },
      });
      expect(Object.keys((noOrganization.body as { fieldErrors: object }).fieldErrors)).toEqual([
        "organization",
      ]);
      expect(await count(quizSubmissions)).toBe(0);
      expect(await count(emailOutbox)).toBe(0);
    });
  });
}
