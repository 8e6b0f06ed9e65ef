import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { grantInquirySchema } from "#app/features/grants/grant-inquiry.schema";
import { GRANT_INQUIRY_FAILURE, GRANT_INQUIRY_SUCCESS } from "#app/features/grants/messages";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { FORBIDDEN_CHARACTERS_MESSAGE } from "#common/text-safety";
import { getToast } from "#app/lib/toast.server";
import {
  emailOutbox,
  grantInquiries,
  grants,
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

/** A token issued three seconds ago: old enough to pass the minimum fill time. */
const settledToken = () => issueFormToken(Date.now() - 3000);

const inquiry = {
  intent: "grant-inquiry",
  name: "Farah Abdullah",
  email: "farah@example.my",
  phone: "+60 12-987 6543",
  organization: "Syarikat Maju Digital Sdn Bhd",
  about_organization: "120 staff in logistics; we want Copilot training for operations.",
};

describe("grant inquiry schema", () => {
  const parse = (values: Record<string, unknown>) => grantInquirySchema.safeParse(values);
  const messages = (values: Record<string, unknown>) => {
    const result = parse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("says the spec's messages for the name and the e-mail", () => {
    expect(messages({})).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
    });
    expect(messages({ name: "A", email: "farah@" })).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
    });
  });

  it("leaves phone, organization, about and the grant optional", () => {
    const result = parse({ name: "Farah", email: "farah@example.my" });
    expect(result.success && result.data).toEqual({
      grantId: "",
      name: "Farah",
      email: "farah@example.my",
      phone: "",
      organization: "",
      about_organization: "",
      marketingOptIn: false,
    });
  });

  it("refuses a grant that is not an id, control characters and overlong text", () => {
    expect(messages({ ...inquiry, grantId: "1; drop table grants" })).toEqual({
      grantId: "Please choose a grant program from the list.",
    });
    expect(messages({ ...inquiry, name: "Far\u0000ah" })).toEqual({
      name: FORBIDDEN_CHARACTERS_MESSAGE,
    });
    expect(messages({ ...inquiry, about_organization: "x".repeat(5001) })).toEqual({
      about_organization: "Must be at most 5000 characters",
    });
  });
});

for (const target of testDatabases()) {
  describe(`grant inquiry on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let route: RouteModule;
    let grantId: string;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, {
        FORM_RATE_LIMIT_PER_HOUR: "5",
        MAIL_TO_TEAM: "team@aihq.test",
      });
      route = await importRoute("routes/shop/grants.tsx");
      const [grant] = await database.db
        .insert(grants)
        .values({
          title: "HRD Corp Claimable AI Training",
          category: "HRDC",
          benefits: ["Course fees paid from your HRD Corp levy"],
        })
        .returning({ id: grants.id });
      grantId = grant!.id;
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(grantInquiries);
      await database.db.delete(emailOutbox);
      await database.db.delete(rateLimits);
      await database.db.delete(submissionFingerprints);
    });

    const count = async (table: typeof grantInquiries | typeof emailOutbox) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

    const post = (form: Record<string, string>, address?: string) =>
      run(route.action, args(request("/shop/grants", { form }), {}, address));

    async function expectSuccess(outcome: Outcome, id: string | null = grantId) {
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe(
        `/shop/grants?inquired=${id ?? "1"}#inquiry-confirmation`,
      );
      const cookie = outcome.headers.get("Set-Cookie")!;
      const { toast } = await getToast(
        new Request("http://aihq.test/", { headers: { cookie: cookie.split(";")[0]! } }),
      );
      expect(toast).toMatchObject({ type: "success", ...GRANT_INQUIRY_SUCCESS });
    }

    it("stores the inquiry with the stored grant title and consent, and queues both mails", async () => {
      const outcome = await post({
        ...inquiry,
        grantId,
        // A title sent along is never used
        // (docs/decisions/0015-mail-function-not-public.md).
        grantTitle: "Free money for everyone",
        marketingOptIn: "on",
        formToken: settledToken(),
      });
      await expectSuccess(outcome);
      const [row] = await database.db.select().from(grantInquiries);
      expect(row).toMatchObject({
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        organization: inquiry.organization,
        aboutOrganization: inquiry.about_organization,
        grantId,
        grantTitle: "HRD Corp Claimable AI Training",
        marketingOptIn: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason: null,
      });
      expect(row!.consentedAt).toBeInstanceOf(Date);
      const mails = await database.db.select().from(emailOutbox).orderBy(emailOutbox.recipientRole);
      expect(mails.map((m) => [m.formType, m.recipientRole, m.toAddress, m.status])).toEqual([
        ["grant_inquiry", "visitor", inquiry.email, "pending"],
        ["grant_inquiry", "team", "team@aihq.test", "pending"],
      ]);
      expect(mails.every((m) => m.leadRef === `grant_inquiry:${row!.id}`)).toBe(true);
      expect(mails[0]!.formData).toMatchObject({
        grantId,
        grantTitle: "HRD Corp Claimable AI Training",
      });
    });

    it("keeps optional fields empty as null and an opt-in left unticked as false", async () => {
      await expectSuccess(
        await post({
          intent: "grant-inquiry",
          grantId,
          name: "Lee Wei",
          email: "lee@example.my",
          formToken: settledToken(),
        }),
      );
      const [row] = await database.db.select().from(grantInquiries);
      expect(row).toMatchObject({
        phone: null,
        organization: null,
        aboutOrganization: null,
        marketingOptIn: false,
      });
    });

    it("keeps an inquiry about a grant removed meanwhile, without a grant", async () => {
      const outcome = await post({
        ...inquiry,
        grantId: "00000000-0000-4000-8000-000000000000",
        formToken: settledToken(),
      });
      await expectSuccess(outcome, null);
      const [row] = await database.db.select().from(grantInquiries);
      expect(row).toMatchObject({ grantId: null, grantTitle: null });
      expect(await count(emailOutbox)).toBe(2);
    });

    it("refuses bad input with 400, a message per field and the values, storing nothing", async () => {
      const outcome = await post({ ...inquiry, grantId, name: "F", email: "nope" });
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          name: "Name must be at least 2 characters",
          email: "Please enter a valid email address",
        },
        values: { name: "F", email: "nope", organization: inquiry.organization, grantId },
      });
      expect(await count(grantInquiries)).toBe(0);
      expect(await count(emailOutbox)).toBe(0);
    });

    it("answers 4xx, never 5xx, to odd bodies: NUL bytes, huge strings, files, no intent, JSON", async () => {
      const odd: Record<string, string>[] = [
        { ...inquiry, grantId, name: "Farah\u0000" },
        { ...inquiry, grantId, about_organization: "x".repeat(200_000) },
        { ...inquiry, grantId: "../../etc/passwd" },
        { ...inquiry, intent: "something-else", grantId },
        { ...inquiry, grantId, email: "\ud800@example.my" },
      ];
      for (const form of odd) {
        const outcome = await post(form);
        expect(outcome.status).toBe(400);
      }
      // A file where text belongs is no text: the field's own message.
      const multipart = new FormData();
      for (const [key, value] of Object.entries({ ...inquiry, grantId })) multipart.set(key, value);
      multipart.set("name", new File(["x"], "name.txt"));
      const file = await run(
        route.action,
        args(
          new Request("http://aihq.test/shop/grants", {
            method: "POST",
            headers: { Origin: "http://aihq.test" },
            body: multipart,
          }),
        ),
      );
      expect(file.status).toBe(400);
      expect(file.body).toMatchObject({
        fieldErrors: { name: "Name must be at least 2 characters" },
      });
      const json = await run(
        route.action,
        args(
          new Request("http://aihq.test/shop/grants", {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: "http://aihq.test" },
            body: JSON.stringify(inquiry),
          }),
        ),
      );
      expect(json.status).toBe(415);
      expect(await count(grantInquiries)).toBe(0);
    });

    it("stores suspected spam flagged, holds its mails and answers the same success", async () => {
      await expectSuccess(await post({ ...inquiry, grantId, website: "https://spam.example" }));
      await expectSuccess(await post({ ...inquiry, grantId, name: "No Token" }));
      const rows = await database.db.select().from(grantInquiries).orderBy(grantInquiries.name);
      expect(rows.map((row) => row.spamReason)).toEqual([
        expect.stringMatching(/honeypot/),
        expect.stringMatching(/token was missing/),
      ]);
      const mails = await database.db.select().from(emailOutbox);
      expect(mails).toHaveLength(4);
      expect(mails.every((mail) => mail.status === "held")).toBe(true);
      expect(await markNotSpam(database.db, "grant_inquiry", rows[0]!.id)).toBe(true);
      const released = await database.db.select().from(emailOutbox);
      expect(released.filter((mail) => mail.status === "pending")).toHaveLength(2);
    });

    it("stores the same inquiry sent twice, or three times at once, once", async () => {
      const form = { ...inquiry, grantId, formToken: settledToken() };
      await expectSuccess(await post(form, "198.51.100.20"));
      const parallel = await Promise.all([1, 2, 3].map(() => post(form, "198.51.100.20")));
      for (const outcome of parallel) await expectSuccess(outcome);
      expect(await count(grantInquiries)).toBe(1);
      expect(await count(emailOutbox)).toBe(2);
    });

    it("limits inquiries per address with 429, Retry-After and the values", async () => {
      for (let i = 0; i < 5; i++) {
        await expectSuccess(
          await post({ ...inquiry, grantId, name: `Visitor ${i}`, formToken: settledToken() }),
        );
      }
      const refused = await post({ ...inquiry, grantId, name: "Visitor 6" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ status: "error", values: { name: "Visitor 6" } });
      expect(await count(grantInquiries)).toBe(5);
    });

    it("writes nothing when the mails cannot be queued: the lead and its mails are one transaction", async () => {
      await database.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
      let outcome: Outcome;
      try {
        outcome = await post({ ...inquiry, grantId, formToken: settledToken() });
      } finally {
        await database.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
      }
      expect(outcome.status).toBe(500);
      expect(outcome.body).toMatchObject({
        status: "error",
        message: GRANT_INQUIRY_FAILURE.description,
        values: { name: inquiry.name, email: inquiry.email },
      });
      expect(await count(grantInquiries)).toBe(0);
      expect(await count(emailOutbox)).toBe(0);
      // Nothing half-written: the same inquiry goes through once the outbox is back.
      await expectSuccess(await post({ ...inquiry, grantId, formToken: settledToken() }));
      expect(await count(grantInquiries)).toBe(1);
    });

    it("opens the form of a known grant from ?inquire= and confirms from ?inquired=", async () => {
      const page = await run(
        route.loader,
        args(request(`/shop/grants?inquire=${grantId}&inquired=${grantId}`)),
      );
      expect(page.body).toMatchObject({ inquire: grantId, confirmed: { grantId } });
      const unknown = await run(route.loader, args(request("/shop/grants?inquire=nope")));
      expect(unknown.body).toMatchObject({ inquire: null, confirmed: null });
    });
  });
}
