import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSubmissions, halfWritten, outboxRows, waitForDelivery } from "./support/audit";
import { fetchTokens, newLedger, sendBurst } from "./support/burst";
import { loggedErrors, startFaultRig, type FaultRig } from "./support/fault-server";
import {
  postgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from "./support/private-postgres";
import { recordResult } from "./support/report";
import { BURST, CONCURRENCY, QUICK } from "./support/scale";
import { makeSubmissions, storedRows } from "./support/submissions";
import { withDatabase } from "#tests/security/live-server";

/**
 * PostgreSQL restarted in the middle of a burst, on
 * a private cluster of this test. /healthz turns 503 while the database is
 * down and 200 again after, the server reconnects by itself, and the
 * submissions made meanwhile wait for the database instead of failing: all
 * acknowledged, all stored once, no 5xx.
 */
const binaries = postgresBinaries();
if (!binaries)
  console.warn(
    "Skipping the PostgreSQL restart scenario: no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql",
  );

describe.skipIf(!binaries)("PostgreSQL restarted in the middle of a burst", () => {
  let cluster: PrivatePostgres;
  let rig: FaultRig;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    rig = await startFaultRig("postgres", {}, { databaseUrl: cluster.url });
  });
  afterAll(async () => {
    await rig?.stop();
    await cluster?.destroy();
  });

  it("answers 503 at /healthz while it is down, reconnects, and keeps every submission", async () => {
    const started = Date.now();
    const run = "pgrestart-postgres";
    const submissions = makeSubmissions(run, BURST, rig.catalogue);
    const ledger = newLedger();
    await fetchTokens(rig.server, submissions, CONCURRENCY);

    // /healthz as a load balancer sees it, every 100 ms: the sequence of distinct answers.
    const health: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const status = await fetch(`${rig.server.url}/healthz`, {
          signal: AbortSignal.timeout(5_000),
        }).then(
          (r) => r.status,
          () => 0,
        );
        if (health.at(-1) !== status) health.push(status);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const burst = sendBurst(rig.server, submissions, ledger, { concurrency: CONCURRENCY });
    while (ledger.acknowledged.size < BURST / 3) await new Promise((r) => setTimeout(r, 20));
    const stoppedAt = Date.now();
    await cluster.stop();
    // Down long enough for a health check to see it.
    const seenDown = Date.now() + 10_000;
    while (!health.includes(503) && Date.now() < seenDown)
      await new Promise((r) => setTimeout(r, 50));
    await cluster.start();
    const downSeconds = (Date.now() - stoppedAt) / 1000;
    await burst;
    const healthyAgain = Date.now() + 30_000;
    while (health.at(-1) !== 200 && Date.now() < healthyAgain)
      await new Promise((r) => setTimeout(r, 100));
    watching = false;
    await watcher;

    const snapshot = await withDatabase(rig.server, async ({ db }) => ({
      stored: await storedRows(db, run),
      outbox: await outboxRows(db),
    }));
    const counts = countSubmissions(submissions, ledger, snapshot.stored);
    const mail = await waitForDelivery(snapshot.outbox, rig.sink, 600_000);
    const final = await withDatabase(rig.server, ({ db }) => outboxRows(db));
    const failed = final.filter((row) => row.status === "failed").length;
    recordResult({
      scenario: "3 PostgreSQL restart",
      database: "postgres",
      submissions: counts,
      mail: { ...mail, failed },
      notes: {
        errorsLogged: loggedErrors(rig.server),
        health,
        databaseDownSeconds: downSeconds,
        unanswered: ledger.unanswered,
        statuses: Object.fromEntries(ledger.statuses),
      },
      seconds: (Date.now() - started) / 1000,
      quick: QUICK,
    });

    expect(health.slice(0, 1)).toEqual([200]);
    expect(health).toContain(503);
    expect(health.at(-1)).toBe(200);
    expect(ledger.serverErrors).toEqual([]);
    expect([...ledger.refused.values()]).toEqual([]);
    expect(counts).toMatchObject({ acknowledged: BURST, stored: BURST, duplicated: 0, lost: 0 });
    expect(halfWritten(snapshot.outbox)).toEqual([]);
    expect(mail).toMatchObject({ missing: 0, duplicated: 0 });
    expect(failed).toBe(0);
  });
});
