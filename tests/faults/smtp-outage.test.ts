import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveDatabases, withDatabase } from "#tests/security/live-server";
import { countSubmissions, outboxRows, waitForDelivery } from "./support/audit";
import { fetchTokens, newLedger, sendBurst } from "./support/burst";
import { loggedErrors, startFaultRig, type FaultRig } from "./support/fault-server";
import { recordResult } from "./support/report";
import { BURST, CONCURRENCY, QUICK } from "./support/scale";
import { makeSubmissions, storedRows } from "./support/submissions";

/**
 * The SMTP server is down during the whole burst
 * and comes back after. The submissions are stored regardless; the mails
 * wait in the outbox, retried with the worker's back-off
 * (MAIL_RETRY_BASE_SECONDS=1 here, 30 s in production: real time, not
 * faked), and are delivered exactly once per recipient when the server is
 * back, none `failed`. Quick mode runs it on PGlite only.
 */
const databases = QUICK ? (["pglite"] as const) : liveDatabases();

for (const database of databases) {
  describe(`the SMTP server down for a burst, then back (${database})`, () => {
    let rig: FaultRig;
    beforeAll(async () => {
      rig = await startFaultRig(database);
    });
    afterAll(async () => {
      await rig?.stop();
    });

    it("delivers every mail exactly once after the outage, and fails none", async () => {
      const started = Date.now();
      const run = `smtp-${database}`;
      const submissions = makeSubmissions(run, BURST, rig.catalogue);
      const ledger = newLedger();
      await fetchTokens(rig.server, submissions, CONCURRENCY);
      await rig.sink.stop();
      await sendBurst(rig.server, submissions, ledger, { concurrency: CONCURRENCY });
      // Long enough for every mail to have failed and been rescheduled at least once.
      await new Promise((r) => setTimeout(r, 5_000));

      const during = await withDatabase(rig.server, async ({ db }) => ({
        stored: await storedRows(db, run),
        outbox: await outboxRows(db),
        attempts: await db.execute<{ tried: number; sent: number }>(sql`
          select count(*) filter (where attempts > 0)::int as tried,
                 count(*) filter (where status = 'sent')::int as sent
          from email_outbox
        `),
      }));
      const outageSeconds = (Date.now() - started) / 1000;
      await rig.sink.restart();
      const counts = countSubmissions(submissions, ledger, during.stored);
      const mail = await waitForDelivery(during.outbox, rig.sink, 600_000);
      const final = await withDatabase(rig.server, async ({ db }) => ({
        outbox: await outboxRows(db),
        attempts: await db.execute<{ max: number }>(
          sql`select max(attempts)::int as max from email_outbox`,
        ),
      }));
      const failed = final.outbox.filter((row) => row.status === "failed").length;
      recordResult({
        scenario: "4 SMTP outage",
        database,
        submissions: counts,
        mail: { ...mail, failed },
        notes: {
          errorsLogged: loggedErrors(rig.server),
          outageSeconds,
          mailsTriedDuringOutage: during.attempts.rows[0]?.tried,
          mailsSentDuringOutage: during.attempts.rows[0]?.sent,
          mostAttemptsOfOneMail: final.attempts.rows[0]?.max,
          statuses: Object.fromEntries(ledger.statuses),
        },
        seconds: (Date.now() - started) / 1000,
        quick: QUICK,
      });

      expect(ledger.serverErrors).toEqual([]);
      expect(counts).toMatchObject({ acknowledged: BURST, stored: BURST, duplicated: 0, lost: 0 });
      // The outage was real: mails were tried and none got through.
      expect(during.attempts.rows[0]?.tried).toBeGreaterThan(0);
      expect(during.attempts.rows[0]?.sent).toBe(0);
      expect(mail).toMatchObject({ missing: 0, duplicated: 0 });
      expect(failed).toBe(0);
      expect(final.outbox.filter((row) => row.status !== "sent")).toEqual([]);
    });
  });
}
