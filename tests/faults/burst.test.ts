import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveDatabases, withDatabase } from "#tests/security/live-server";
import { errorLogs } from "#tests/security/probe";
import {
  countSubmissions,
  halfWritten,
  outboxRows,
  waitForDelivery,
  type OutboxRow,
} from "./support/audit";
import { fetchTokens, newLedger, sendBurst } from "./support/burst";
import { loggedErrors, startFaultRig, type FaultRig } from "./support/fault-server";
import { recordResult } from "./support/report";
import { BURST, CONCURRENCY, QUICK } from "./support/scale";
import { makeSubmissions, storedRows } from "./support/submissions";

/**
 * A burst of lead and registration submissions from
 * 50 connections at once. Every one is stored exactly once, none is answered
 * with a 5xx, no course takes more registrations than its class size (the
 * rest are waitlisted), and every mail is delivered once.
 */
for (const database of liveDatabases()) {
  describe(`a burst of ${BURST} submissions at ${CONCURRENCY} connections (${database})`, () => {
    let rig: FaultRig;
    beforeAll(async () => {
      rig = await startFaultRig(database);
    });
    afterAll(async () => {
      await rig?.stop();
    });

    it("stores every submission once, answers no 5xx, oversells no course, delivers every mail once", async () => {
      const started = Date.now();
      const run = `burst-${database}`;
      const submissions = makeSubmissions(run, BURST, rig.catalogue);
      const ledger = newLedger();
      await fetchTokens(rig.server, submissions, CONCURRENCY);
      const burstStarted = Date.now();
      await sendBurst(rig.server, submissions, ledger, { concurrency: CONCURRENCY });
      const burstSeconds = (Date.now() - burstStarted) / 1000;

      const snapshot = await withDatabase(rig.server, async ({ db }) => ({
        stored: await storedRows(db, run),
        outbox: await outboxRows(db),
        spam: await db.execute<{ n: number }>(sql`
          select count(*)::int as n from leads where spam and email like ${`%@${run}.faults.test`}
        `),
      }));
      const counts = countSubmissions(submissions, ledger, snapshot.stored);
      const mail = await waitForDelivery(snapshot.outbox, rig.sink, 600_000);

      const final = await withDatabase(rig.server, async ({ db }) => ({
        outbox: await outboxRows(db),
        seats: await db.execute<{
          id: string;
          class_size: number;
          held: number;
          waitlisted: number;
        }>(sql`
          select m.id, m.class_size,
            count(*) filter (where r.status in ('registered', 'confirmed', 'offered'))::int as held,
            count(*) filter (where r.status = 'waitlisted')::int as waitlisted
          from masterclasses m join registrations r on r.product_id = m.id
          group by m.id, m.class_size
        `),
      }));
      const finalMail = {
        ...mail,
        failed: final.outbox.filter((r) => r.status === "failed").length,
      };
      recordResult({
        scenario: "1 burst",
        database,
        submissions: counts,
        mail: finalMail,
        notes: {
          errorsLogged: loggedErrors(rig.server),
          burstSeconds,
          submissionsPerSecond: Math.round(BURST / burstSeconds),
          statuses: Object.fromEntries(ledger.statuses),
          courses: final.seats.rows,
          flaggedAsSpam: Number(snapshot.spam.rows[0]?.n ?? 0),
        },
        seconds: (Date.now() - started) / 1000,
        quick: QUICK,
      });

      expect(ledger.serverErrors).toEqual([]);
      expect([...ledger.refused.values()]).toEqual([]);
      expect(counts).toMatchObject({ acknowledged: BURST, stored: BURST, duplicated: 0, lost: 0 });
      expect(Number(snapshot.spam.rows[0]?.n ?? 0)).toBe(0);
      expect(halfWritten(snapshot.outbox)).toEqual([]);
      for (const course of final.seats.rows) {
        expect(course.held, `course ${course.id}`).toBeLessThanOrEqual(course.class_size);
      }
      // The burst was big enough to fill the courses and waitlist the rest.
      expect(final.seats.rows.some((course) => course.waitlisted > 0)).toBe(true);
      expect(finalMail).toMatchObject({ missing: 0, duplicated: 0, failed: 0 });
      expect(final.outbox.filter((row: OutboxRow) => row.status !== "sent")).toEqual([]);
      expect(errorLogs(rig.server).map((line) => line.msg)).toEqual([]);
    });
  });
}
