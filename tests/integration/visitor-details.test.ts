import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { VISITOR_SUCCESS } from "#app/features/leads/visitors/messages";
import { visitorSchema } from "#app/features/leads/visitors/visitor.schema";
import { fieldErrorsOf } from "#app/lib/form";
import { emailOutbox, rateLimits, submissionFingerprints, visitors } from "#server/db/schema";
import { markNotSpam } from "#server/leads/spam";
import { args, importRoute, request, run, setUpRuntime, type RouteModule } from "./admin-helpers";
import { testDatabases } from "./test-db";

/** The dialog's answer to a save: success, with the original site's toast. */
const SAVED = {
  status: "success",
  toast: { id: expect.any(String), type: "success", ...VISITOR_SUCCESS },
};

const settledToken = () => issueFormToken(Date.now() - 3000);

const visitor = {
  name: "Lim Mei Ling",
  email: "meiling@example.my",
  phone: "+60 12-888 1234",
  org: "Petaling Analytics",
  role: "Data Analyst",
};

describe("the visitor dialog's schema", () => {
  it("needs a name and a valid e-mail, and nothing else", () => {
    const missing = visitorSchema.safeParse({ name: " ", email: "" });
    expect(fieldErrorsOf(missing.error!)).toEqual({
      name: "Name is required",
      email: "Valid email is required",
    });
    const minimal = visitorSchema.safeParse({ name: "Mei", email: "mei@example.my" });
    expect(minimal.data).toMatchObject({ phone: "", org: "", role: "", marketingOptIn: false });
  });
});

for (const target of testDatabases()) {
  describe(`visitor details on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let shop: RouteModule;
    const post = (form: Record<string, string>, address?: string) =>
      run(shop.action, args(request("/shop?index", { form }), {}, address));
    const rows = () => database.db.select().from(visitors).orderBy(visitors.email);

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { FORM_RATE_LIMIT_PER_HOUR: "10" });
      shop = await importRoute("routes/shop/index.tsx");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(visitors);
      await database.db.delete(rateLimits);
      await database.db.delete(submissionFingerprints);
    });

    it("stores the visitor with the consent choice, notice version and time", async () => {
      const before = Date.now();
      const outcome = await post({ ...visitor, marketingOptIn: "on", formToken: settledToken() });
      expect(outcome.body).toEqual(SAVED);
      const [row] = await rows();
      expect(row).toMatchObject({
        ...visitor,
        marketingOptIn: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason: null,
      });
      expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // No mail: the original site's welcome dialog only saves.
      expect((await database.db.select().from(emailOutbox)).length).toBe(0);
    });

    it("keeps empty optional fields as null", async () => {
      await post({ name: "Mei", email: "mei@example.my", formToken: settledToken() });
      const [row] = await rows();
      expect(row).toMatchObject({ phone: null, org: null, role: null, marketingOptIn: false });
    });

    it("upserts by e-mail, whatever its case: one row with the latest details and consent", async () => {
      await post({ ...visitor, marketingOptIn: "on", formToken: settledToken() });
      const first = (await rows())[0]!;
      await post({
        name: "Mei Ling Lim",
        email: "  MeiLing@Example.MY ",
        role: "Head of Data",
        formToken: settledToken(),
      });
      const all = await rows();
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        id: first.id,
        name: "Mei Ling Lim",
        email: "meiling@example.my",
        phone: null,
        org: null,
        role: "Head of Data",
        marketingOptIn: false,
      });
      expect(all[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
      // A row stored in another case before (by anything else) is found, not duplicated.
      await database.db.insert(visitors).values({
        name: "Old",
        email: "Old.Case@Example.my",
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
      await post({ name: "New", email: "old.case@example.my", formToken: settledToken() });
      const again = await rows();
      expect(again).toHaveLength(2);
      expect(again.find((row) => row.name === "New")?.email).toBe("Old.Case@Example.my");
    });

    it("stores a double click once, and parallel saves of one address in two cases as one row", async () => {
      const form = { ...visitor, formToken: settledToken() };
      const answers = await Promise.all([post(form), post(form), post(form)]);
      for (const answer of answers) expect(answer.body).toEqual(SAVED);
      const [claims] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(submissionFingerprints);
      expect(claims!.n).toBe(1);
      await Promise.all([
        post({ name: "A", email: "pair@example.my", formToken: settledToken() }, "198.51.100.1"),
        post({ name: "B", email: "PAIR@example.my", formToken: settledToken() }, "198.51.100.2"),
      ]);
      expect(await rows()).toHaveLength(2);
    });

    it("refuses bad input with 4xx and the values, never 5xx, storing nothing", async () => {
      const invalid = await post({ name: "", email: "nope", phone: "0123", formToken: "x" });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        status: "invalid",
        fieldErrors: { name: "Name is required", email: "Valid email is required" },
        values: { email: "nope", phone: "0123" },
      });
      const bad: Record<string, string>[] = [
        { ...visitor, name: "Mei\u0000" },
        { ...visitor, email: "a@b.my\u0000" },
        { ...visitor, org: "o".repeat(1_000_000) },
        { ...visitor, phone: "1".repeat(41) },
        { ...visitor, name: "\u200b\u200b" },
      ];
      for (const form of bad) {
        const outcome = await post(form);
        expect(outcome.status).toBe(400);
      }
      const json = await run(
        shop.action,
        args(
          new Request("http://aihq.test/shop?index", {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: "http://aihq.test" },
            body: JSON.stringify({ name: ["x"], email: 5 }),
          }),
        ),
      );
      expect(json.status).toBe(415);
      expect(await rows()).toHaveLength(0);
    });

    it("stores suspected spam flagged, and 'Not spam' clears it", async () => {
      const outcome = await post({ ...visitor, website: "https://spam.example" });
      expect(outcome.body).toEqual(SAVED);
      const [row] = await rows();
      expect(row!.spamReason).toMatch(/honeypot/);
      expect(await markNotSpam(database.db, "visitor", row!.id)).toBe(true);
      expect((await rows())[0]!.spamReason).toBeNull();
    });

    it("limits saves per address with 429 and Retry-After, keeping the values", async () => {
      let refused;
      for (let i = 0; i < 11; i++) {
        refused = await post(
          { ...visitor, email: `v${i}@example.my`, formToken: settledToken() },
          "198.51.100.50",
        );
      }
      expect(refused!.status).toBe(429);
      expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused!.body).toMatchObject({ status: "error", values: { email: "v10@example.my" } });
      expect(await rows()).toHaveLength(10);
    });
  });
}
