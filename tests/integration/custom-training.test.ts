import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { customTrainingSchema } from "#app/features/leads/custom-training/custom-training.schema";
import {
  CUSTOM_TRAINING_FAILURE,
  CUSTOM_TRAINING_SUCCESS,
} from "#app/features/leads/custom-training/messages";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { FORBIDDEN_CHARACTERS_MESSAGE } from "#common/text-safety";
import { getToast } from "#app/lib/toast.server";
import {
  customTrainingRequests,
  emailOutbox,
  rateLimits,
  submissionFingerprints,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { markNotSpam } from "#server/leads/spam";
import {
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  type Outcome,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

// As boot() does from the server build.
registerLeadMails(leadMails);

const PATH = "/shop/masterclasses/custom";

/** A token issued three seconds ago: old enough to pass the minimum fill time. */
const settledToken = () => issueFormToken(Date.now() - 3000);

const requestForm = {
  orgName: "Bank Rakyat Digital",
  contactName: "Siti Aminah",
  email: "siti@example.my",
  phone: "+60 3-2345 6789",
  teamSize: "26-50 people",
  focusArea: "Microsoft 365 Copilot",
  preferredDates: "Any Tuesday in March",
  goals: "Our analysts should draft monthly reports with Copilot in half the time.",
};

describe("custom training schema", () => {
  const messages = (values: Record<string, unknown>) => {
    const result = customTrainingSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("says the spec's seven required-field messages, and preferred dates are optional", () => {
    expect(messages({})).toEqual({
      orgName: "Organization name is required",
      contactName: "Contact name is required",
      email: "Valid email is required",
      phone: "Phone number is required",
      teamSize: "Team size is required",
      focusArea: "Focus area is required",
      goals: "Please describe your goals in more detail",
    });
  });

  it("wants a phone of at least 5 characters, a valid e-mail and goals of at least 10", () => {
    expect(messages({ ...requestForm, phone: "1234", email: "siti@", goals: "AI please" })).toEqual(
      {
        phone: "Phone number is required",
        email: "Valid email is required",
        goals: "Please describe your goals in more detail",
      },
    );
    const ok = customTrainingSchema.safeParse({ ...requestForm, preferredDates: "" });
    expect(ok.success && ok.data.preferredDates).toBe("");
  });

  it("refuses control characters and overlong text at the field", () => {
    expect(messages({ ...requestForm, orgName: "Bank\u0000" })).toEqual({
      orgName: FORBIDDEN_CHARACTERS_MESSAGE,
    });
    expect(messages({ ...requestForm, goals: "g".repeat(5001) })).toEqual({
      goals: "Must be at most 5000 characters",
    });
  });
});

for (const target of testDatabases()) {
  describe(`custom training request on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let route: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, {
        FORM_RATE_LIMIT_PER_HOUR: "5",
        MAIL_TO_TEAM: "team@aihq.test",
      });
      route = await importRoute("routes/shop/custom-training.tsx");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(customTrainingRequests);
      await database.db.delete(emailOutbox);
      await database.db.delete(rateLimits);
      await database.db.delete(submissionFingerprints);
    });

    const count = async (table: typeof customTrainingRequests | typeof emailOutbox) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

    const post = (form: Record<string, string>, address?: string) =>
      run(route.action, args(request(PATH, { form }), {}, address));

    async function expectSuccess(outcome: Outcome) {
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe(`${PATH}?submitted=1#request`);
      const cookie = outcome.headers.get("Set-Cookie")!;
      const { toast } = await getToast(
        new Request("http://aihq.test/", { headers: { cookie: cookie.split(";")[0]! } }),
      );
      expect(toast).toMatchObject({ type: "success", ...CUSTOM_TRAINING_SUCCESS });
    }

    it("stores the request with its consent and queues the visitor's and the team's mail", async () => {
      await expectSuccess(
        await post({ ...requestForm, marketingOptIn: "on", formToken: settledToken() }),
      );
      const [row] = await database.db.select().from(customTrainingRequests);
      expect(row).toMatchObject({
        ...requestForm,
        marketingOptIn: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason: null,
      });
      const mails = await database.db.select().from(emailOutbox).orderBy(emailOutbox.recipientRole);
      expect(mails.map((m) => [m.formType, m.recipientRole, m.toAddress, m.status])).toEqual([
        ["custom_training", "visitor", requestForm.email, "pending"],
        ["custom_training", "team", "team@aihq.test", "pending"],
      ]);
      expect(mails.every((m) => m.leadRef === `custom_training:${row!.id}`)).toBe(true);
      expect(mails[1]!.formData).toMatchObject({
        goals: requestForm.goals,
        teamSize: "26-50 people",
      });
    });

    it("stores blank preferred dates as null and an unticked opt-in as false", async () => {
      await expectSuccess(
        await post({ ...requestForm, preferredDates: "  ", formToken: settledToken() }),
      );
      const [row] = await database.db.select().from(customTrainingRequests);
      expect(row).toMatchObject({ preferredDates: null, marketingOptIn: false });
    });

    it("the loader shows 'Request Received' after the redirect only", async () => {
      const after = await run(route.loader, args(request(`${PATH}?submitted=1`)));
      expect(after.body).toMatchObject({ submitted: true });
      const before = await run(route.loader, args(request(PATH)));
      expect(before.body).toMatchObject({ submitted: false });
    });

    it("refuses bad input with 400, a message per field and the values, storing nothing", async () => {
      const outcome = await post({ ...requestForm, contactName: "", goals: "Too short" });
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          contactName: "Contact name is required",
          goals: "Please describe your goals in more detail",
        },
        values: { orgName: requestForm.orgName, goals: "Too short" },
      });
      expect(await count(customTrainingRequests)).toBe(0);
      expect(await count(emailOutbox)).toBe(0);
    });

    it("answers 4xx, never 5xx, to odd bodies: NUL bytes, huge strings, files, JSON", async () => {
      for (const form of [
        { ...requestForm, goals: "Reports\u0000 in half the time please" },
        { ...requestForm, preferredDates: "d".repeat(100_000) },
        { ...requestForm, teamSize: "\u200b\u200b" },
      ]) {
        expect((await post(form)).status).toBe(400);
      }
      const multipart = new FormData();
      for (const [key, value] of Object.entries(requestForm)) multipart.set(key, value);
      multipart.set("phone", new File(["0123456"], "phone.txt"));
      const file = await run(
        route.action,
        args(new Request(`http://aihq.test${PATH}`, { method: "POST", body: multipart })),
      );
      expect(file.status).toBe(400);
      expect(file.body).toMatchObject({ fieldErrors: { phone: "Phone number is required" } });
      const json = await run(
        route.action,
        args(
          new Request(`http://aihq.test${PATH}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(requestForm),
          }),
        ),
      );
      expect(json.status).toBe(415);
      expect(await count(customTrainingRequests)).toBe(0);
    });

    it("stores suspected spam flagged, holds its mails and answers the same success", async () => {
      await expectSuccess(await post({ ...requestForm, website: "https://spam.example" }));
      await expectSuccess(
        await post({ ...requestForm, orgName: "Fast Co", formToken: issueFormToken() }),
      );
      const rows = await database.db
        .select()
        .from(customTrainingRequests)
        .orderBy(customTrainingRequests.orgName);
      expect(rows.map((row) => row.spamReason)).toEqual([
        expect.stringMatching(/honeypot/),
        expect.stringMatching(/^Sent \d+ ms after the form was shown$/),
      ]);
      const mails = await database.db.select().from(emailOutbox);
      expect(mails).toHaveLength(4);
      expect(mails.every((mail) => mail.status === "held")).toBe(true);
      expect(await markNotSpam(database.db, "custom_training", rows[0]!.id)).toBe(true);
    });

    it("stores the same request sent twice, or three times at once, once", async () => {
      const form = { ...requestForm, formToken: settledToken() };
      await expectSuccess(await post(form, "198.51.100.30"));
      const parallel = await Promise.all([1, 2, 3].map(() => post(form, "198.51.100.30")));
      for (const outcome of parallel) await expectSuccess(outcome);
      expect(await count(customTrainingRequests)).toBe(1);
      expect(await count(emailOutbox)).toBe(2);
      // Another client is another lead.
      await expectSuccess(await post(form, "198.51.100.31"));
      expect(await count(customTrainingRequests)).toBe(2);
    });

    it("limits requests per address with 429, Retry-After and the values", async () => {
      for (let i = 0; i < 5; i++) {
        await expectSuccess(
          await post({ ...requestForm, orgName: `Org ${i}`, formToken: settledToken() }),
        );
      }
      const refused = await post({ ...requestForm, orgName: "Org 6" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ status: "error", values: { orgName: "Org 6" } });
    });

    it("writes nothing when the mails cannot be queued: the request and its mails are one transaction", async () => {
      await database.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
      let outcome: Outcome;
      try {
        outcome = await post({ ...requestForm, formToken: settledToken() });
      } finally {
        await database.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
      }
      expect(outcome.status).toBe(500);
      expect(outcome.body).toMatchObject({
        status: "error",
        message: CUSTOM_TRAINING_FAILURE.description,
        values: { orgName: requestForm.orgName, goals: requestForm.goals },
      });
      expect(await count(customTrainingRequests)).toBe(0);
      await expectSuccess(await post({ ...requestForm, formToken: settledToken() }));
      expect(await count(customTrainingRequests)).toBe(1);
    });
  });
}
