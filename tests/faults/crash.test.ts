import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { liveDatabases, withDatabase } from "#tests/security/live-server";
import {
  countSubmissions,
  halfWritten,
  outboxRows,
  settledOutbox,
  waitForDelivery,
} from "./support/audit";
import { fetchTokens, newLedger, sendBurst } from "./support/burst";
import { loggedErrors, startFaultRig, type FaultRig } from "./support/fault-server";
import { recordResult } from "./support/report";
import { BURST, CONCURRENCY, QUICK } from "./support/scale";
import { makeSubmissions, storedRows } from "./support/submissions";
import path from "node:path";

/**
 * `kill -9` of the server halfway through
 * a burst, then a restart on the same data. Every acknowledged submission is
 * in the database exactly once; visitors who got no answer send again (same
 * form) and are stored once too; every queued mail is delivered after the
 * restart. On PGlite (fsync off) this measures what survives a killed
 * process: everything acknowledged is expected to, as the writes are in the
 * operating system's cache, which a killed process does not take with it.
 *
 * A mail the server was handing to the SMTP server at the kill may be
 * delivered twice (at-least-once: the sink took it, the "sent" was never
 * written); the check allows a second copy only for those, recognisable by
 * their Message-ID.
 */
for (const database of liveDatabases()) {
  describe(`kill -9 in the middle of a burst, then a restart (${database})`, () => {
    let rig: FaultRig;
    beforeAll(async () => {
      rig = await startFaultRig(database);
    });
    afterAll(async () => {
      await rig?.stop();
    });

    it("keeps every acknowledged submission exactly once and delivers every queued mail", async () => {
      const started = Date.now();
      const run = `crash-${database}`;
      const submissions = makeSubmissions(run, BURST, rig.catalogue);
      const ledger = newLedger();
      await fetchTokens(rig.server, submissions, CONCURRENCY);
      const burst = sendBurst(rig.server, submissions, ledger, { concurrency: CONCURRENCY });

      while (ledger.acknowledged.size < BURST / 2) await new Promise((r) => setTimeout(r, 20));
      const acknowledgedBeforeKill = new Set(ledger.acknowledged);
      await rig.server.crash();

      // What the killed process left: read before the restart.
      const afterKill = await (async () => {
        const direct = rig.server.databaseUrl
          ? await openDatabase({ databaseUrl: rig.server.databaseUrl, poolMax: 1 })
          : await openDatabase({ pgliteDir: path.join(rig.server.dataDir, "pglite") });
        try {
          const sending = await direct.db.execute<{ id: string }>(
            sql`select id from email_outbox where status = 'sending'`,
          );
          const fsync = await direct.db.execute<{ fsync: string }>(sql`show fsync`);
          return {
            stored: await storedRows(direct.db, run),
            inFlight: new Set(sending.rows.map((row) => row.id)),
            fsync: fsync.rows[0]?.fsync ?? "?",
          };
        } finally {
          await direct.close();
        }
      })();
      const survived = [...acknowledgedBeforeKill].filter(
        (n) => (afterKill.stored.get(submissions[n]!.email) ?? 0) === 1,
      ).length;

      await rig.server.resume();
      await burst;

      const snapshot = await withDatabase(rig.server, async ({ db }) => ({
        stored: await storedRows(db, run),
        outbox: await outboxRows(db),
      }));
      const counts = countSubmissions(submissions, ledger, snapshot.stored);
      const mail = await waitForDelivery(snapshot.outbox, rig.sink, 600_000);
      // A mail in flight at the kill is sent again once its lease (60 s here) runs out.
      const final = await settledOutbox(
        () => withDatabase(rig.server, ({ db }) => outboxRows(db)),
        180_000,
      );
      const failed = final.filter((row) => row.status === "failed").length;
      recordResult({
        scenario: "2 kill -9",
        database,
        submissions: counts,
        mail: { ...mail, failed },
        notes: {
          errorsLogged: loggedErrors(rig.server),
          fsync: afterKill.fsync,
          acknowledgedBeforeKill: acknowledgedBeforeKill.size,
          acknowledgedBeforeKillAndOnDiskAfterIt: survived,
          mailsInFlightAtKill: afterKill.inFlight.size,
          unanswered: ledger.unanswered,
          resent: ledger.resent,
          statuses: Object.fromEntries(ledger.statuses),
        },
        seconds: (Date.now() - started) / 1000,
        quick: QUICK,
      });

      expect(survived).toBe(acknowledgedBeforeKill.size);
      expect(ledger.serverErrors).toEqual([]);
      expect([...ledger.refused.values()]).toEqual([]);
      expect(counts).toMatchObject({ acknowledged: BURST, stored: BURST, duplicated: 0, lost: 0 });
      expect(halfWritten(snapshot.outbox)).toEqual([]);
      expect(mail.missing).toBe(0);
      expect(mail.duplicatedIds.filter((id) => !afterKill.inFlight.has(id))).toEqual([]);
      expect(failed).toBe(0);
      expect(final.filter((row) => row.status !== "sent")).toEqual([]);
    });
  });
}
