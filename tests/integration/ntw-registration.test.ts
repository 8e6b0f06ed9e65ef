import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { NTW_SUCCESS } from "#app/features/ntw/messages";
import { ntwRegistrationSchema } from "#app/features/ntw/ntw-registration.schema";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { fieldErrorsOf } from "#app/lib/form";
import {
  emailOutbox,
  ntwPrograms,
  ntwRegistrations,
  rateLimits,
  submissionFingerprints,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { markNotSpam } from "#server/leads/spam";
import { args, importRoute, request, run, setUpRuntime, type RouteModule } from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

/** The page script's answer to a registration that stands: success, the original site's toast. */
const REGISTERED = {
  status: "success",
  toast: { id: expect.any(String), type: "success", ...NTW_SUCCESS },
};

/** A token issued three seconds ago: old enough to pass the minimum fill time. */
const settledToken = () => issueFormToken(Date.now() - 3000);

const person = {
  name: "Nurul Aina Hassan",
  email: "aina.ntw@example.my",
  role: "HR Executive",
  org: "Maju Jaya Sdn Bhd",
};

describe("the NTW form's schema", () => {
  it("says what the spec says at each field", () => {
    const result = ntwRegistrationSchema.safeParse({
      programId: "00000000-0000-4000-8000-000000000000",
      name: "A",
      email: "nope",
      role: "x",
      org: " ",
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      name: "Name is required",
      email: "Valid email is required",
      role: "Job role is required",
      org: "Company name is required",
    });
  });
});

for (const target of testDatabases()) {
  describe(`NTW registration on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let ntw: RouteModule;
    let programId: string;
    const post = (form: Record<string, string>, address?: string) =>
      run(ntw.action, args(request(`/shop/ntw?register=${programId}`, { form }), {}, address));
    const count = async (table: typeof ntwRegistrations | typeof emailOutbox) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, {
        FORM_RATE_LIMIT_PER_HOUR: "20",
        MAIL_TO_TEAM: "team@aihq.test",
      });
      ntw = await importRoute("routes/shop/ntw.tsx");
      const [program] = await database.db
        .insert(ntwPrograms)
        .values({
          title: "ChatGPT for HR Professionals",
          description: "Screen, write and plan with AI.",
          date: new Date("2030-03-12T01:00:00Z"),
          format: "",
          link: null,
          duration: "",
          trainerName: null,
        })
        .returning({ id: ntwPrograms.id });
      programId = program!.id;
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(ntwRegistrations);
      await database.db.delete(emailOutbox);
      await database.db.delete(rateLimits);
      await database.db.delete(submissionFingerprints);
    });

    it("stores the registration with the program's snapshot and queues both mails with the spec's defaults", async () => {
      const outcome = await post({
        ...person,
        programId,
        marketingOptIn: "on",
        formToken: settledToken(),
        via: "dialog",
        // Whatever a caller sends about the program is ignored.
        programTitle: "Win a prize",
      });
      expect(outcome.body).toEqual(REGISTERED);
      const [row] = await database.db.select().from(ntwRegistrations);
      expect(row).toMatchObject({
        programId,
        programTitle: "ChatGPT for HR Professionals",
        programDate: new Date("2030-03-12T01:00:00Z"),
        userName: person.name,
        userEmail: person.email,
        userPhone: null,
        userOrg: person.org,
        userRole: person.role,
        status: "registered",
        marketingOptIn: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason: null,
      });
      const mails = await database.db.select().from(emailOutbox).orderBy(emailOutbox.recipientRole);
      expect(mails.map((mail) => [mail.recipientRole, mail.toAddress, mail.status])).toEqual([
        ["visitor", person.email, "pending"],
        ["team", "team@aihq.test", "pending"],
      ]);
      expect(mails.every((mail) => mail.leadRef === `ntw:${row!.id}`)).toBe(true);
      expect(mails[0]!.formType).toBe("ntw_registration");
      expect(mails[0]!.formData).toMatchObject({
        programTitle: "ChatGPT for HR Professionals",
        programFormat: "Online",
        programLink: "Link will be sent closer to the event",
        programDuration: "2",
        programTrainer: "AIHQ Certified Trainer",
        role: person.role,
        org: person.org,
      });
    });

    it("without JavaScript answers with post/redirect/get and the success toast", async () => {
      const outcome = await post({ ...person, programId, formToken: settledToken() });
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe("/shop/ntw?registered#registered");
      expect(outcome.headers.get("Set-Cookie")).toMatch(/^aihq_toast=/);
      expect(await count(ntwRegistrations)).toBe(1);
    });

    it("refuses bad input with the spec's messages and the values, storing nothing", async () => {
      const outcome = await post({
        programId,
        name: "A",
        email: "nope",
        role: "",
        org: "X",
        formToken: settledToken(),
      });
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          name: "Name is required",
          email: "Valid email is required",
          role: "Job role is required",
          org: "Company name is required",
        },
        values: { name: "A", email: "nope", org: "X" },
      });
      expect(await count(ntwRegistrations)).toBe(0);
      expect(await count(emailOutbox)).toBe(0);
    });

    it("answers wrong types, NUL bytes, huge strings and unknown programs with 4xx, never 5xx", async () => {
      const bad: Record<string, string>[] = [
        { ...person, programId: "not-a-uuid" },
        { ...person, programId, name: "Ai\u0000na" },
        { ...person, programId, org: "\u0000" },
        { ...person, programId, email: "x".repeat(100_000) },
        { ...person, programId, role: "r".repeat(1_000_000) },
        { ...person, programId: "00000000-0000-4000-8000-000000000000" },
        {},
      ];
      for (const form of bad) {
        const outcome = await post({ ...form, formToken: settledToken() });
        expect(outcome.status, JSON.stringify(Object.keys(form))).toBeGreaterThanOrEqual(400);
        expect(outcome.status).toBeLessThan(500);
      }
      const json = await run(
        ntw.action,
        args(
          new Request("http://aihq.test/shop/ntw", {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: "http://aihq.test" },
            body: JSON.stringify({ ...person, programId: 42 }),
          }),
        ),
      );
      expect(json.status).toBe(415);
      expect(await count(ntwRegistrations)).toBe(0);
      expect(await count(emailOutbox)).toBe(0);
    });

    it("stores a double click once, and the same e-mail again for the same program is the registration that stands", async () => {
      const form = { ...person, programId, formToken: settledToken(), via: "dialog" };
      const answers = await Promise.all([post(form), post(form), post(form)]);
      for (const answer of answers) expect(answer.body).toEqual(REGISTERED);
      expect(await count(ntwRegistrations)).toBe(1);
      expect(await count(emailOutbox)).toBe(2);
      // Another name, the same address in another case, from another client: still one place.
      const again = await post(
        { ...form, name: "Aina H.", email: person.email.toUpperCase() },
        "198.51.100.9",
      );
      expect(again.body).toEqual(REGISTERED);
      // Both at once, differently written: the program row lock makes them take turns.
      await Promise.all([
        post({ ...form, email: "twin@example.my", name: "Twin One" }, "198.51.100.10"),
        post({ ...form, email: "Twin@example.my", name: "Twin Two" }, "198.51.100.11"),
      ]);
      expect(await count(ntwRegistrations)).toBe(2);
      expect(await count(emailOutbox)).toBe(4);
    });

    it("stores suspected spam with its reason, holds its mails, and answers like any registration", async () => {
      const attempts: Record<string, string>[] = [
        { website: "https://spam.example", formToken: settledToken(), email: "a1@example.my" },
        { email: "a2@example.my" },
        { formToken: issueFormToken(Date.now() - 100), email: "a3@example.my" },
      ];
      for (const extra of attempts) {
        const outcome = await post({ ...person, programId, via: "dialog", ...extra });
        expect(outcome.body).toEqual(REGISTERED);
      }
      const rows = await database.db
        .select()
        .from(ntwRegistrations)
        .orderBy(ntwRegistrations.userEmail);
      expect(rows.map((row) => row.spamReason)).toEqual([
        expect.stringMatching(/honeypot/),
        expect.stringMatching(/token was missing/),
        expect.stringMatching(/^Sent \d+ ms/),
      ]);
      const mails = await database.db.select().from(emailOutbox);
      expect(mails).toHaveLength(6);
      expect(mails.every((mail) => mail.status === "held")).toBe(true);
      expect(await markNotSpam(database.db, "ntw", rows[0]!.id)).toBe(true);
      const released = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.leadRef, `ntw:${rows[0]!.id}`));
      expect(released.map((mail) => mail.status)).toEqual(["pending", "pending"]);
    });

    it("limits registrations per address with 429, Retry-After and the values kept", async () => {
      let refused;
      for (let i = 0; i < 21; i++) {
        refused = await post(
          { ...person, email: `n${i}@example.my`, programId, formToken: settledToken() },
          "198.51.100.77",
        );
      }
      expect(refused!.status).toBe(429);
      expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused!.body).toMatchObject({ status: "error", values: { email: "n20@example.my" } });
      expect(await count(ntwRegistrations)).toBe(20);
    });

    it("writes nothing when the mails cannot be queued", async () => {
      // A program deleted between the lock and the mail cannot happen; a broken outbox can.
      await database.db.execute(sql`alter table email_outbox add constraint no_rows check (false)`);
      try {
        const outcome = await post({ ...person, programId, formToken: settledToken() });
        expect(outcome.status).toBe(500);
        expect(outcome.body).toMatchObject({
          status: "error",
          message: "There was a problem with your registration. Please try again.",
          values: { name: person.name, email: person.email },
        });
        expect(await count(ntwRegistrations)).toBe(0);
      } finally {
        await database.db.execute(sql`alter table email_outbox drop constraint no_rows`);
      }
    });

    it("the page's loader never sends the joining link, and opens the form only for a real program", async () => {
      const page = await run(ntw.loader, args(request(`/shop/ntw?register=${programId}`)));
      const body = page.body as { programs: object[]; registerId: string | null };
      expect(body.registerId).toBe(programId);
      expect(body.programs.every((program) => !("link" in program))).toBe(true);
      for (const register of ["nope", "\u0000", "x".repeat(5000)]) {
        const other = await run(
          ntw.loader,
          args(request(`/shop/ntw?register=${encodeURIComponent(register)}`)),
        );
        expect((other.body as { registerId: string | null }).registerId).toBeNull();
      }
    });
  });
}
