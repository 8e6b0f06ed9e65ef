import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { markInvoicePaid } from "#app/features/invoices/invoice-payments.server";
import { issueInvoice } from "#app/features/invoices/issue-invoice.server";
import { addLedgerEntry, settleInvoice } from "#app/features/invoices/ledger.server";
import { migrateDatabase, openDatabase, type Database } from "#server/db/client";
import { setUpRuntime } from "./admin-helpers";
import { courseIn, seatIn } from "./invoice-fixtures";

/**
 * `npm run reconcile` as cron runs it: a process of its own on the database the server uses
 * (PGlite's DATA_DIR, or DATABASE_URL), judged by its exit status and what it prints.
 */

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function reconcile(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "reconcile", "--", ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Where the script finds the database, and a way to open it from the test meanwhile. */
interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

function targets(): { name: string; make: () => Promise<Target> }[] {
  const list = [
    {
      name: "pglite",
      make: async (): Promise<Target> => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-reconcile-"));
        return {
          name: "pglite",
          env: { DATA_DIR: dir },
          open: () => openDatabase({ pgliteDir: path.join(dir, "pglite") }),
          dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    list.push({
      name: "postgres",
      make: async (): Promise<Target> => {
        const name = `aihq_test_${crypto.randomBytes(6).toString("hex")}`;
        const template = inject("pgTemplate");
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
        await admin.end();
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-reconcile-"));
        return {
          name: "postgres",
          env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
          open: () => openDatabase({ databaseUrl: url.toString(), poolMax: 2 }),
          async dispose() {
            fs.rmSync(dir, { recursive: true, force: true });
            const cleanup = new pg.Client({ connectionString: serverUrl });
            await cleanup.connect();
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await cleanup.end();
          },
        };
      },
    });
  return list;
}

/** Opens the database, does `work` with the runtime on it, and closes it for the script. */
async function withDatabase<T>(target: Target, work: (db: Database["db"]) => Promise<T>) {
  const database = await target.open();
  await migrateDatabase(database);
  const restore = await setUpRuntime(database);
  try {
    return await work(database.db);
  } finally {
    restore();
    await database.close();
  }
}

const EXPORT_HEADER =
  "id,Type,Source,Amount,Fee,Net,Currency,Created (UTC),Available On (UTC),Description,Payment Intent ID";

for (const { name, make } of targets()) {
  describe(`npm run reconcile on ${name}`, () => {
    let target: Target;
    let invoiceId = "";
    let csvDir = "";
    const csv = (name: string, ...rows: string[]) => {
      const file = path.join(csvDir, name);
      fs.writeFileSync(file, [EXPORT_HEADER, ...rows].join("\r\n"));
      return file;
    };

    beforeAll(async () => {
      target = await make();
      csvDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-stripe-csv-"));
      // One seat paid by card in Checkout, RM 1,500.00 on 3 November.
      invoiceId = await withDatabase(target, async (db) => {
        const seat = await seatIn(db, await courseIn(db, 20), { name: "Tan Wei Ming" });
        const issued = await db.transaction((tx) =>
          issueInvoice(tx, { registrationId: seat.id }, new Date("2026-11-02T02:00:00Z")),
        );
        if (!issued.ok) throw new Error("not issued");
        await db.transaction((tx) =>
          markInvoicePaid(tx, seat.id, {
            method: "stripe",
            reference: "pi_paid",
            paidAt: new Date("2026-11-03T02:00:00Z"),
            amountSen: 150000,
            source: "payment:cli-test",
          }),
        );
        return issued.value.id;
      });
    }, 120_000);
    afterAll(async () => {
      await target?.dispose();
      if (csvDir) fs.rmSync(csvDir, { recursive: true, force: true });
    });

    it("exits 0 when all agrees, Stripe's export included", async () => {
      const file = csv(
        "agrees.csv",
        "txn_1,charge,ch_1,1500.00,43.80,1456.20,myr,2026-11-03 02:00,2026-11-05 00:00,Checkout,pi_paid",
      );
      const run = await reconcile(target.env, "--month", "2026-11", "--stripe-csv", file);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Month-end reconciliation (${name})`);
      expect(run.stdout).toMatch(/^2026-11 +1,500\.00 \(0\.00\) +1,500\.00 \(0\.00\)/m);
      expect(run.stdout).toContain("Nothing needs attention.");
      expect(run.stdout).toContain("Every charge and refund agrees with the ledger.");
    }, 120_000);

    it("exits 1 when Stripe's export and the ledger differ, naming the payment intent", async () => {
      const file = csv(
        "differs.csv",
        "txn_1,charge,ch_1,1500.00,43.80,1456.20,myr,2026-11-03 02:00,2026-11-05 00:00,Checkout,pi_paid",
        "txn_2,refund,re_1,-200.00,0.00,-200.00,myr,2026-11-04 02:00,2026-11-04 02:00,Refund,pi_paid",
      );
      const run = await reconcile(target.env, "--month", "2026-11", "--stripe-csv", file);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        "DIFF  pi_paid (AIHQ-INV-2026-000001): Stripe refunded RM 200.00, the ledger refunded RM 0.00",
      );
    }, 120_000);

    it("exits 1 while a ledger breaks, and 2 on a bad option or file", async () => {
      await withDatabase(target, (db) =>
        db.transaction(async (tx) => {
          await addLedgerEntry(tx, invoiceId, {
            kind: "refund",
            amountSen: 20000,
            source: "stripe-refund:cli-test",
            method: "stripe",
            reference: "pi_paid",
            occurredAt: new Date("2026-11-04T02:00:00Z"),
          });
          await settleInvoice(tx, invoiceId, new Date("2026-11-04T02:00:00Z"));
        }),
      );
      const run = await reconcile(target.env, "--month", "2026-11");
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        "BREAK  Invoice AIHQ-INV-2026-000001: RM 200.00 was refunded without a credit note.",
      );
      for (const args of [
        ["--month", "2026-13"],
        ["--months", "0"],
        ["--nonsense"],
        ["--stripe-csv", path.join(csvDir, "missing.csv")],
      ]) {
        const bad = await reconcile(target.env, ...args);
        expect(bad.code, args.join(" ")).toBe(2);
        expect(bad.stderr).toMatch(/^aihq: /);
      }
    }, 180_000);
  });
}
