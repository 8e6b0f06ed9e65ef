import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueSpamDigest, SPAM_FOLDER_PATH } from "#app/features/leads/admin/spam-digest.server";
import { callbackRequests, emailOutbox, quizSubmissions } from "#server/db/schema";
import { renderEmail } from "#server/email/render";
import { testDatabases } from "./test-db";

// The team must not miss submissions held for review
// (docs/decisions/0018-spam-review-digest.md). One digest a Malaysian calendar day when any
// wait, none when none do, however many instances run the job at once.

const TEAM = "team@aihq.test";
const NOTICE = "2024-06-01";
// 23:30 in Malaysia on 11 March, then 00:30 on 12 March (UTC+8).
const LATE_ON_11TH = new Date("2026-03-11T15:30:00Z");
const EARLY_ON_12TH = new Date("2026-03-11T16:30:00Z");

for (const target of testDatabases()) {
  describe(`the daily review digest on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;

    const digests = () =>
      database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.formType, "spam_digest")))
        .orderBy(emailOutbox.createdAt);

    beforeAll(async () => {
      database = await target.open();
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it("sends nothing while nothing is held (a lead that is not spam does not count)", async () => {
      await database.db.insert(callbackRequests).values({
        fullName: "Real Caller",
        email: "real.caller@example.my",
        phone: "+60 12-345 6789",
        privacyNoticeVersion: NOTICE,
      });
      expect(await queueSpamDigest(LATE_ON_11TH, database.db, TEAM)).toBe(false);
      expect(await digests()).toHaveLength(0);
    });

    it("queues exactly one digest a day for the team when submissions are held, even when the job runs twice and concurrently", async () => {
      await database.db.insert(callbackRequests).values([
        {
          fullName: "Held Caller One",
          email: "held.one@example.my",
          phone: "+60 12-111 1111",
          privacyNoticeVersion: NOTICE,
          spamReason: "Sent 300 ms after the form was shown",
        },
        {
          fullName: "Held Caller Two",
          email: "held.two@example.my",
          phone: "+60 12-222 2222",
          privacyNoticeVersion: NOTICE,
          spamReason: "The hidden honeypot field was filled in",
        },
      ]);
      await database.db.insert(quizSubmissions).values({
        path: "individual",
        answers: { "1": "a" },
        name: "Held Quiz Taker",
        email: "held.quiz@example.my",
        jobRole: "Analyst",
        score: 60,
        band: "exploring",
        privacyNoticeVersion: NOTICE,
        spamReason: "The hidden honeypot field was filled in",
      });

      // Four instances at once, then a later run the same (Malaysian) day.
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => queueSpamDigest(LATE_ON_11TH, database.db, TEAM)),
      );
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(await queueSpamDigest(LATE_ON_11TH, database.db, TEAM)).toBe(false);

      const [digest, ...more] = await digests();
      expect(more).toHaveLength(0);
      expect(digest).toMatchObject({
        recipientRole: "team",
        toAddress: TEAM,
        status: "pending",
        formData: {
          day: "2026-03-11",
          total: 3,
          kinds: [
            { label: "Callbacks", count: 2 },
            { label: "Quiz results", count: 1 },
          ],
        },
      });

      // Counts and a link to the Spam folder; nobody's name, address or phone.
      const rendered = await renderEmail("spam_digest", "team", digest!.formData, {
        siteUrl: "https://aihq.example",
        receivedAt: LATE_ON_11TH,
        recommendations: [],
      });
      expect(rendered.subject).toBe("3 submissions wait in review (2026-03-11)");
      expect(rendered.text).toContain("Callbacks");
      expect(rendered.text).toContain("Quiz results");
      expect(rendered.html).toContain(`https://aihq.example${SPAM_FOLDER_PATH}`);
      for (const personal of [
        "Held Caller",
        "Held Quiz",
        "@example.my",
        "+60 12-",
        "ms after",
        "honeypot",
      ]) {
        expect(rendered.text).not.toContain(personal);
        expect(rendered.html).not.toContain(personal);
      }
    });

    it("sends the next digest on the next Malaysian day, not before", async () => {
      // 00:30 in Malaysia is still 11 March in UTC: the day is Malaysia's.
      const runs = await Promise.all([
        queueSpamDigest(EARLY_ON_12TH, database.db, TEAM),
        queueSpamDigest(EARLY_ON_12TH, database.db, TEAM),
      ]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      const all = await digests();
      expect(all.map((row) => (row.formData as { day: string }).day)).toEqual([
        "2026-03-11",
        "2026-03-12",
      ]);
    });
  });
}
