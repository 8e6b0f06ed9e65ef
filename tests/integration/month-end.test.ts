import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDashboard, type AdminDashboard } from "#app/features/dashboard/dashboard.server";
import { issueCreditNote, markInvoicePaid } from "#app/features/invoices/invoice-payments.server";
import { issueInvoice, type Invoice } from "#app/features/invoices/issue-invoice.server";
import { addLedgerEntry, settleInvoice } from "#app/features/invoices/ledger.server";
import { MONEY_ALERTS_PATH, raiseMoneyAlert } from "#app/features/invoices/money-alert.server";
import { ATTENTION_HREF, type AttentionItem } from "#app/features/invoices/month-end";
import { monthFigures } from "#app/features/invoices/reconcile.server";
import type { InvoiceRow, InvoiceTotals } from "#app/features/invoices/admin/invoice-list";
import type { Db } from "#server/db/client";
import { auditLog, moneyAlerts, registrationPayments, registrations } from "#server/db/schema";
import {
  addEditor,
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { courseIn, groupIn, seatIn } from "./invoice-fixtures";
import { testDatabases } from "./test-db";

const EDITOR = { email: "month-end-editor@aihq.test", password: "month end editor password 1" };

/** A self-paid seat invoiced at `at` (SST 6 %: RM 1,500.00 + RM 90.00). */
async function invoiceAt(db: Db, name: string, at: string, values = {}) {
  const seat = await seatIn(db, await courseIn(db, 20), { name, ...values });
  const issued = await db.transaction((tx) =>
    issueInvoice(tx, { registrationId: seat.id }, new Date(at)),
  );
  if (!issued.ok) throw new Error("not issued");
  return { seat, invoice: issued.value };
}

async function pay(
  db: Db,
  registrationId: string,
  sen: number,
  at: string,
  stripe: string | null = null,
) {
  const paid = await db.transaction((tx) =>
    markInvoicePaid(tx, registrationId, {
      method: stripe ? "stripe" : "bank_transfer",
      reference: stripe,
      paidAt: new Date(at),
      amountSen: sen,
      source: `payment:test-${crypto.randomUUID()}`,
    }),
  );
  if (!paid.ok) throw new Error("not paid");
}

async function refund(db: Db, invoice: Invoice, sen: number, at: string, intent: string) {
  await db.transaction(async (tx) => {
    await addLedgerEntry(tx, invoice.id, {
      kind: "refund",
      amountSen: sen,
      source: `stripe-refund:test-${crypto.randomUUID()}`,
      method: "stripe",
      reference: intent,
      occurredAt: new Date(at),
    });
    await settleInvoice(tx, invoice.id, new Date(at));
  });
}

/** Reads a CSV the way a spreadsheet tool would: Python's csv module, BOM and all. */
function pythonCsv(text: string): string[][] {
  const file = path.join(os.tmpdir(), `invoices-${crypto.randomUUID()}.csv`);
  fs.writeFileSync(file, text);
  try {
    const out = execFileSync("python3", [
      "-c",
      "import csv,json,sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding='utf-8-sig', newline='')))))",
      file,
    ]);
    return JSON.parse(out.toString()) as string[][];
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** A ZIP's names as `unzip -l` and Python's zipfile list them, and one file read back. */
function readZip(bytes: Uint8Array, member: string) {
  const file = path.join(os.tmpdir(), `invoices-${crypto.randomUUID()}.zip`);
  fs.writeFileSync(file, bytes);
  try {
    const listed = execFileSync("unzip", ["-l", file]).toString();
    const names = JSON.parse(
      execFileSync("python3", [
        "-c",
        "import json,sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps(z.namelist()))",
        file,
      ]).toString(),
    ) as string[];
    const content = execFileSync("unzip", ["-p", file, member]);
    return { listed, names, content };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

for (const target of testDatabases()) {
  describe(`month-end on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let csv: RouteModule;
    let zip: RouteModule;
    let admin: string;
    let editor: string;
    const inv: Record<string, Invoice> = {};
    const seats: Record<string, string> = {};

    const get = (module: RouteModule, url: string, cookie?: string) =>
      run(module.loader, args(request(url, { cookie })));
    const listOf = async (url: string) =>
      (await get(page, url, admin)).body as {
        rows: InvoiceRow[];
        total: number;
        totals: InvoiceTotals;
        attention: AttentionItem[];
      };
    const resolve = (key: string, cookie = admin) =>
      run(
        page.action,
        args(request("/admin/invoices?attention=1", { cookie, form: { intent: "resolve", key } })),
      );

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { SST_RATE: "6" });
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      page = await importRoute("routes/admin/invoices/index.tsx");
      csv = await importRoute("routes/admin/invoices/export.ts");
      zip = await importRoute("routes/admin/invoices/zip.ts");
      const db = database.db;

      // 00:30 on 1 October in Kuala Lumpur, still 30 September in UTC: an October invoice.
      const one = await invoiceAt(db, "Tan Wei Ming", "2026-09-30T16:30:00Z");
      await pay(db, one.seat.id, 159000, "2026-10-02T03:00:00Z", "pi_one");
      // September: part paid by bank transfer, RM 1,090.00 still owed.
      const two = await invoiceAt(db, "Lim Mei Ling", "2026-09-15T02:00:00Z");
      await pay(db, two.seat.id, 50000, "2026-09-20T03:00:00Z");
      // Paid by card, RM 530.00 refunded with its credit note.
      const three = await invoiceAt(db, "Ravi Kumar", "2026-10-05T02:00:00Z", {
        org: '=HYPERLINK("http://evil.example")',
      });
      await pay(db, three.seat.id, 159000, "2026-10-05T02:10:00Z", "pi_three");
      await refund(db, three.invoice, 53000, "2026-10-20T02:00:00Z", "pi_three");
      const note = await db.transaction((tx) =>
        issueCreditNote(
          tx,
          three.invoice.id,
          { amount: "530.00", reason: "Refund of one day" },
          new Date("2026-10-20T02:00:00Z"),
        ),
      );
      if (!note.ok) throw new Error("no credit note");
      // Paid by card, then RM 100.00 refunded in Stripe's Dashboard without a credit note.
      const four = await invoiceAt(db, "Nurul Aina", "2026-10-06T02:00:00Z");
      await pay(db, four.seat.id, 159000, "2026-10-06T02:10:00Z", "pi_four");
      await refund(db, four.invoice, 10000, "2026-10-21T02:00:00Z", "pi_four");
      // A Checkout session the site never created: an alert of no invoice.
      await db.transaction((tx) =>
        raiseMoneyAlert(tx, {
          key: "test:unknown-session",
          summary: "Stripe paid RM 25.00 for a Checkout session this site never created.",
          differenceSen: 2500,
        }),
      );
      Object.assign(inv, {
        one: one.invoice,
        two: two.invoice,
        three: three.invoice,
        four: four.invoice,
        note: note.value,
      });
      Object.assign(seats, { one: one.seat.id, two: two.seat.id, three: three.seat.id });
    }, 240_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("adds up each Malaysian month from the ledger, with the SST inside each amount", async () => {
      const [october, september] = await monthFigures(database.db, ["2026-10", "2026-09"]);
      expect(september).toEqual({
        month: "2026-09",
        invoices: 1,
        invoiced: { sen: 159000, sstSen: 9000 },
        collected: { sen: 50000, sstSen: 2830 },
        refunded: { sen: 0, sstSen: 0 },
        credited: { sen: 0, sstSen: 0 },
        open: { sen: 109000, sstSen: 6170 },
      });
      expect(october).toEqual({
        month: "2026-10",
        invoices: 3,
        invoiced: { sen: 477000, sstSen: 27000 },
        collected: { sen: 477000, sstSen: 27000 },
        // 530.00 of which 30.00 SST, and 100.00 of which 5.66.
        refunded: { sen: 63000, sstSen: 3566 },
        // The credit note's own SST: 530.00 = 500.00 + 30.00.
        credited: { sen: 53000, sstSen: 3000 },
        open: { sen: 10000, sstSen: 566 },
      });
    });

    it("lists what needs attention: open alerts, then ledgers that break", async () => {
      expect(ATTENTION_HREF).toBe(MONEY_ALERTS_PATH);
      const { attention, rows } = await listOf("/admin/invoices?attention=1");
      expect(attention.map((item) => [item.kind, item.sen, item.invoice?.number ?? null])).toEqual([
        ["alert", 2500, null],
        ["break", 10000, inv.four!.number],
      ]);
      expect(attention[1]!.summary).toBe(
        `Invoice ${inv.four!.number}: RM 100.00 was refunded without a credit note.`,
      );
      // The list holds the invoices among them.
      expect(rows.map((row) => row.number)).toEqual([inv.four!.number]);
    });

    it("filters by Malaysian month, status and buyer, and totals what it lists", async () => {
      const october = await listOf("/admin/invoices?month=2026-10");
      expect(october.rows.map((row) => row.number).sort()).toEqual(
        [inv.one!, inv.three!, inv.four!, inv.note!].map((i) => i.number).sort(),
      );
      expect(october.totals).toEqual({
        documents: 4,
        totalSen: 477000 - 53000,
        sstSen: 27000 - 3000,
        collectedSen: 159000 + 106000 + 149000,
        owedSen: 10000,
      });
      const september = await listOf("/admin/invoices?month=2026-09");
      expect(september.rows.map((row) => row.number)).toEqual([inv.two!.number]);
      expect(september.rows[0]!.owedSen).toBe(109000);
      const unpaid = await listOf("/admin/invoices?month=2026-10&status=unpaid");
      expect(unpaid.rows.map((row) => row.number)).toEqual([inv.four!.number]);
      const buyer = await listOf("/admin/invoices?q=mei+ling");
      expect(buyer.rows.map((row) => row.number)).toEqual([inv.two!.number]);
      const odd = await get(page, "/admin/invoices?month=2026-13&attention=yes", admin);
      expect(odd.status).toBe(200);
      expect((odd.body as { total: number }).total).toBe(5);
    });

    it("exports the filtered list as CSV, formulas neutralised", async () => {
      const outcome = await get(csv, "/admin/invoices.csv?month=2026-10", admin);
      expect(outcome.status).toBe(200);
      const response = outcome.body as Response;
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(/filename="invoices-.*\.csv"/);
      const [header, ...rows] = pythonCsv(await response.text());
      expect(header).toEqual(
        expect.arrayContaining(["Number", "SST", "Total", "Collected", "Owed"]),
      );
      const column = (name: string) => header!.indexOf(name);
      expect(rows).toHaveLength(4);
      const four = rows.find((row) => row[column("Number")] === inv.four!.number)!;
      expect([four[column("Total")], four[column("Refunded")], four[column("Owed")]]).toEqual([
        "1590",
        "100",
        "100",
      ]);
      const three = rows.find((row) => row[column("Number")] === inv.three!.number)!;
      expect(three[column("Company")]).toBe('\'=HYPERLINK("http://evil.example")');
      const note = rows.find((row) => row[column("Number")] === inv.note!.number)!;
      expect([note[column("Total")], note[column("Credits invoice")]]).toEqual([
        "-530",
        inv.three!.number,
      ]);
    });

    it("zips the filtered invoices' PDFs and their UBL JSON", async () => {
      const pdfs = await get(zip, "/admin/invoices.pdf.zip?month=2026-10", admin);
      expect(pdfs.status).toBe(200);
      const pdfResponse = pdfs.body as Response;
      expect(pdfResponse.headers.get("Content-Type")).toBe("application/zip");
      const pdfZip = readZip(
        new Uint8Array(await pdfResponse.arrayBuffer()),
        `${inv.four!.number}.pdf`,
      );
      expect(pdfZip.names.sort()).toEqual(
        [inv.one!, inv.three!, inv.four!, inv.note!].map((i) => `${i.number}.pdf`).sort(),
      );
      expect(pdfZip.listed).toContain(`${inv.note!.number}.pdf`);
      expect(pdfZip.content.subarray(0, 5).toString()).toBe("%PDF-");

      const ubl = await get(zip, "/admin/invoices.ubl.zip?month=2026-09", admin);
      const ublZip = readZip(
        new Uint8Array(await (ubl.body as Response).arrayBuffer()),
        `${inv.two!.number}.ubl.json`,
      );
      expect(ublZip.names).toEqual([`${inv.two!.number}.ubl.json`]);
      const json = JSON.parse(ublZip.content.toString()) as { Invoice: [{ ID: [{ _: string }] }] };
      expect(json.Invoice[0].ID[0]._).toBe(inv.two!.number);

      // Nothing matches: back to the list with why, not an empty file.
      const none = await get(zip, "/admin/invoices.pdf.zip?month=2020-01", admin);
      expect(none.status).toBe(302);
      expect(none.headers.get("Location")).toBe("/admin/invoices?month=2020-01");
    });

    it("shows this month's money, what needs attention and who attended unpaid on the dashboard", async () => {
      const db = database.db;
      const now = new Date("2026-10-25T04:00:00Z");
      // Came and paid; came and owes RM 1,090.00; an instalment seat with no payment at all.
      for (const id of [seats.one!, seats.two!])
        await db.update(registrations).set({ attendedAt: now }).where(eq(registrations.id, id));
      const course = await courseIn(db, -1);
      const instalment = await seatIn(db, course, {
        name: "Siti Aminah",
        payment: "installment",
        attendedAt: now,
      });
      // NTW seats are free; a group whose invoice is unpaid owes for both who came.
      await seatIn(db, course, { name: "Free Person", payment: "ntw", attendedAt: now });
      const { group, members } = await groupIn(db, course);
      // Issued in November: October's figures stay as they were.
      await db.transaction((tx) =>
        issueInvoice(tx, { groupId: group.id }, new Date("2026-11-02T02:00:00Z")),
      );
      for (const member of members.slice(0, 2))
        await db
          .update(registrations)
          .set({ attendedAt: now })
          .where(eq(registrations.id, member.id));
      // A recorded payment without an invoice is paid too.
      const paidSeat = await seatIn(db, course, {
        name: "Paid Walk-in",
        payment: "installment",
        attendedAt: now,
      });
      await db.insert(registrationPayments).values({
        registrationId: paidSeat.id,
        amount: "1500.00",
        method: "cash",
        paidOn: "2026-10-25",
      });

      const dashboard = (await loadDashboard(db, "admin", now)) as AdminDashboard;
      expect(dashboard.money).toMatchObject({
        month: "2026-10",
        collected: { sen: 477000 },
        refunded: { sen: 63000 },
        owed: { sen: 10000 },
        attention: 2,
        attentionInvoices: 1,
      });
      const unpaid = dashboard.money.attendedUnpaid;
      expect(unpaid.rows.map((row) => [row.name, row.owedSen]).sort()).toEqual(
        [
          ["Lim Mei Ling", 109000],
          ["Lim Mei Ling", 318000],
          ["Ravi Kumar", 318000],
          ["Siti Aminah", null],
        ].sort(),
      );
      expect(unpaid.total).toBe(4);
      expect(unpaid.rows.find((row) => row.name === "Ravi Kumar")!.href).toBe(
        `/admin/hrdc/${group.id}`,
      );
      expect(unpaid.rows.find((row) => row.name === "Siti Aminah")!.href).toBe(
        `/admin/registrations/${course}`,
      );
      expect(instalment.id).toBeTruthy();
    });

    it("marks what needs attention resolved, once, audited; a stale key is 404", async () => {
      const { attention } = await listOf("/admin/invoices?attention=1");
      const [alert, broken] = attention as [AttentionItem, AttentionItem];
      const done = await resolve(broken.key);
      expect(done.status).toBe(302);
      expect(done.headers.get("Location")).toBe("/admin/invoices?attention=1");
      // Stored as a resolved alert under the break's key: not listed again while it stays so.
      const [stored] = await database.db
        .select()
        .from(moneyAlerts)
        .where(eq(moneyAlerts.key, broken.key));
      expect(stored).toMatchObject({ resolvedBy: "editor@aihq.test", differenceSen: 10000 });
      expect(stored!.resolvedAt).toBeInstanceOf(Date);
      expect((await resolve(alert.key)).status).toBe(302);
      expect((await listOf("/admin/invoices?attention=1")).attention).toEqual([]);
      expect((await listOf("/admin/invoices?attention=1")).rows).toEqual([]);
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "money.resolve")));
      expect(audits.map((a) => a.summary).sort()).toEqual(
        [`Marked resolved: ${broken.summary}`, `Marked resolved: ${alert.summary}`].sort(),
      );
      expect((await resolve(alert.key)).status).toBe(409);
      expect((await resolve(`ledger:${inv.one!.id}:overpaid:100`)).status).toBe(404);
      expect((await resolve("ledger:not-a-uuid:overpaid:1")).status).toBe(404);
      expect((await resolve("")).status).toBe(400);
    });

    it("is for admins only: an editor gets 403, nobody signed in goes to the login", async () => {
      for (const [module, url] of [
        [page, "/admin/invoices"],
        [csv, "/admin/invoices.csv"],
        [zip, "/admin/invoices.pdf.zip"],
        [zip, "/admin/invoices.ubl.zip"],
      ] as const) {
        const anonymous = await get(module, url);
        expect(anonymous.status, url).toBe(302);
        expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
        expect((await get(module, url, editor)).status, url).toBe(403);
      }
      expect((await resolve("test:unknown-session", editor)).status).toBe(403);
    });
  });
}
