import { describe, expect, it } from "vitest";
import { amountToSen, compareWithLedger, exportWindow, parseStripeExport } from "./stripe-balance";

// As the Dashboard's "Balance" export writes it (amounts in ringgit, times in UTC).
const DASHBOARD = [
  "id,Type,Source,Amount,Fee,Net,Currency,Created (UTC),Available On (UTC),Description,Payment Intent ID",
  'txn_1,charge,ch_1,"1,590.00",46.11,1543.89,myr,2026-11-03 02:00,2026-11-05 00:00,Checkout,pi_A',
  "txn_2,refund,re_1,-100.00,0.00,-100.00,myr,2026-11-10 03:00,2026-11-10 03:00,REFUND FOR CHARGE,pi_A",
  "txn_3,payout,po_1,-1443.89,0.00,-1443.89,myr,2026-11-12 00:00,2026-11-12 00:00,STRIPE PAYOUT,",
  "txn_4,charge,ch_2,530.00,15.67,514.33,myr,2026-11-20 09:15,2026-11-22 00:00,Checkout,pi_B",
].join("\r\n");

describe("parseStripeExport", () => {
  it("reads charges and refunds by payment intent, leaving payouts and fees out", () => {
    const { transactions, problems } = parseStripeExport(DASHBOARD);
    expect(problems).toEqual([]);
    expect(transactions.map((t) => [t.id, t.kind, t.amountSen, t.intent])).toEqual([
      ["txn_1", "charge", 159000, "pi_A"],
      ["txn_2", "refund", -10000, "pi_A"],
      ["txn_4", "charge", 53000, "pi_B"],
    ]);
    expect(transactions[0]!.created?.toISOString()).toBe("2026-11-03T02:00:00.000Z");
    expect(exportWindow(transactions)).toEqual({
      from: new Date("2026-11-03T02:00:00Z"),
      to: new Date("2026-11-20T09:15:00Z"),
    });
  });

  it("reads the reports API's columns, and matches by source without a payment intent", () => {
    const api = [
      "balance_transaction_id,created_utc,currency,gross,fee,net,reporting_category,source_id",
      "txn_9,2026-11-03 02:00:00,myr,25.00,1.00,24.00,charge,pi_C",
    ].join("\n");
    expect(parseStripeExport(api).transactions).toMatchObject([
      { id: "txn_9", kind: "charge", amountSen: 2500, intent: "pi_C" },
    ]);
  });

  it("names the lines it cannot read and refuses a file that is no balance export", () => {
    const bad =
      "id,Type,Source,Amount,Currency\ntxn_1,charge,ch_1,abc,myr\ntxn_2,refund,,-1.00,myr";
    expect(parseStripeExport(bad).problems).toEqual([
      'Line 2: the amount "abc" is not a number.',
      "Line 3: a refund without a payment intent or source.",
    ]);
    expect(parseStripeExport("name,email\na,b").problems[0]).toMatch(/not a balance-transactions/);
  });

  it("reads amounts exactly", () => {
    expect(amountToSen("1,500.00")).toBe(150000);
    expect(amountToSen("-0.05")).toBe(-5);
    expect(amountToSen("12.5")).toBe(1250);
    expect(amountToSen("1e3")).toBeNull();
  });
});

describe("compareWithLedger", () => {
  it("lists each intent whose charges or refunds differ, both ways", () => {
    const { transactions } = parseStripeExport(DASHBOARD);
    const differences = compareWithLedger(transactions, [
      { intent: "pi_A", collectedSen: 159000, refundedSen: 10000, invoiceNumbers: ["INV-1"] },
      { intent: "pi_B", collectedSen: 50000, refundedSen: 0, invoiceNumbers: ["INV-2"] },
      { intent: "pi_Z", collectedSen: 1000, refundedSen: 0, invoiceNumbers: ["INV-3"] },
    ]);
    expect(differences.map((d) => [d.intent, d.message])).toEqual([
      ["pi_B", "Stripe charged RM 530.00, the ledger collected RM 500.00"],
      ["pi_Z", "not in the Stripe export; Stripe charged RM 0.00, the ledger collected RM 10.00"],
    ]);
    expect(compareWithLedger(transactions, [])[0]!.message).toMatch(/^not in the ledger/);
  });

  it("flags a charge in another currency", () => {
    const { transactions } = parseStripeExport(
      "id,Type,Amount,Currency,Payment Intent ID\ntxn_1,charge,10.00,usd,pi_X",
    );
    expect(
      compareWithLedger(transactions, [
        { intent: "pi_X", collectedSen: 0, refundedSen: 0, invoiceNumbers: [] },
      ])[0]!.message,
    ).toBe("not in ringgit: txn_1 (usd)");
  });
});
