import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveDatabases, postForm, withDatabase } from "#tests/security/live-server";
import { errorLogs } from "#tests/security/probe";
import { refundedCharge, stripeEvent, StripeStandIn } from "#tests/support/stripe-stand-in";
import { outboxRows, waitForDelivery } from "./support/audit";
import {
  alertMails,
  payForSeats,
  ringgit,
  seatMoney,
  signInAdmin,
  timesDelivered,
} from "./support/back-office";
import { loggedErrors, startFaultRig, type FaultRig } from "./support/fault-server";
import { recordResult } from "./support/report";
import { QUICK } from "./support/scale";
import type { Course } from "./support/submissions";
import { deliver, newDeliveryLedger, stripeEnv } from "./support/webhook-rush";

/**
 * Refunds as the team and Stripe make them (docs/decisions/0050-invoice-ledger.md), against the
 * built server over HTTP: an admin signed in clicks "Cancel and refund" ten times at once on a
 * seat paid online, and Stripe refunds a whole payment the team had already credited RM 100 of
 * by hand, telling the site twice and by two kinds of event. Afterwards Stripe made one refund,
 * each sen that went back has its credit note or an alert the team was mailed once, and no
 * answer was a fault.
 */
const CLICKS = 10;
/** The credit note issued by hand before Stripe's refund, in sen (RM 100). */
const BY_HAND_SEN = 10_000;
/** Quick mode (CI) runs on one database: PostgreSQL when there is one, as the webhook scenario. */
const databases = QUICK ? liveDatabases().slice(-1) : liveDatabases();

const statusCounts = (statuses: readonly number[]) =>
  Object.fromEntries(
    [...new Set(statuses)].sort().map((s) => [s, statuses.filter((t) => t === s).length]),
  );

for (const database of databases) {
  describe(`refunds clicked at once and refunds from Stripe after a credit note (${database})`, () => {
    const standIn = new StripeStandIn();
    let rig: FaultRig;
    let cookie: string;
    let course: Course;
    beforeAll(async () => {
      await standIn.start();
      rig = await startFaultRig(database, stripeEnv(standIn));
      cookie = await signInAdmin(rig.server);
      course = rig.catalogue.courses[0]!;
    });
    afterAll(async () => {
      await rig?.stop();
      await standIn.stop();
    });

    it(`${CLICKS} parallel "Cancel and refund" clicks make one refund at Stripe, one credit note and no 5xx`, async () => {
      const started = Date.now();
      const [seat] = await payForSeats(rig.server, standIn, `refund-clicks-${database}`, course, 1);
      const { totalSen, session } = seat!;
      const before = await withDatabase(rig.server, async ({ db }) =>
        seatMoney(db, seat!.reference),
      );
      expect(before).toMatchObject({ status: "confirmed", creditNotesSen: [] });

      // Each click is its own rendering of the form, with its own refund key.
      const answers = await Promise.all(
        Array.from({ length: CLICKS }, async () => {
          const response = await postForm(
            rig.server,
            `/admin/registrations/${course.id}`,
            {
              intent: "cancel-refund",
              registrationId: before.registrationId,
              amount: ringgit(totalSen),
              refundKey: crypto.randomBytes(12).toString("base64url"),
            },
            { cookie },
          );
          return { status: response.status, text: (await response.text()).slice(0, 300) };
        }),
      );
      const statuses = answers.map((a) => a.status);
      const refunds = standIn.refunds.filter((r) => r.payment_intent === session.payment_intent);
      // One read (on PGlite each read restarts the server); the outbox rows are then awaited at
      // the sink.
      const { after, mails } = await withDatabase(rig.server, async ({ db }) => ({
        after: await seatMoney(db, seat!.reference),
        mails: await outboxRows(db),
      }));
      const mail = await waitForDelivery(mails, rig.sink, 60_000);
      const serverErrors = answers.filter((a) => a.status >= 500);

      recordResult({
        scenario: "7 refund clicks",
        database,
        submissions: {
          sent: CLICKS,
          acknowledged: statuses.filter((s) => s === 302).length,
          stored: after.ledgerRefundsSen.length,
          duplicated: Math.max(0, refunds.length - 1, after.creditNotesSen.length - 1),
          lost: after.payment.refundedSen === totalSen ? 0 : 1,
          serverErrors: serverErrors.length,
          refused: statuses.filter((s) => s >= 400 && s < 500).length,
          storedUnacknowledged: 0,
        },
        mail: { ...mail, failed: mails.filter((row) => row.status === "failed").length },
        notes: {
          errorsLogged: loggedErrors(rig.server),
          statuses: statusCounts(statuses),
          refundsAtStripe: refunds.map((r) => r.amount),
          creditNotesSen: after.creditNotesSen,
          serverErrors: serverErrors.map((a) => `${a.status} ${a.text}`),
        },
        seconds: (Date.now() - started) / 1000,
        quick: QUICK,
      });

      expect(serverErrors).toEqual([]);
      // One click refunds and cancels; the others are told a refund is under way or done.
      expect(statuses.filter((s) => s === 302)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 302).every((s) => s === 409)).toBe(true);
      expect(refunds.map((r) => r.amount)).toEqual([totalSen]);
      expect(after).toMatchObject({
        status: "cancelled",
        invoice: { status: "credited" },
        creditNotesSen: [totalSen],
        payment: { status: "refunded", refundedSen: totalSen },
        ledgerRefundsSen: [totalSen],
        alerts: [],
      });
      expect(mail).toMatchObject({ missing: 0, duplicated: 0 });
      expect(mails.filter((row) => row.status === "failed")).toEqual([]);
      expect(errorLogs(rig.server).map((line) => line.msg)).toEqual([]);
    });

    it("a Stripe refund after a credit note by hand is recorded in full, flagged once and mailed once", async () => {
      const started = Date.now();
      const [seat] = await payForSeats(
        rig.server,
        standIn,
        `refund-after-note-${database}`,
        course,
        1,
      );
      const { totalSen, session } = seat!;
      const intent = session.payment_intent!;
      const before = await withDatabase(rig.server, async ({ db }) =>
        seatMoney(db, seat!.reference),
      );
      const number = before.invoice.number;
      expect(before.invoice.totalSen).toBe(totalSen);

      const byHand = await postForm(
        rig.server,
        `/admin/invoices/${number}/credit-note`,
        { amount: ringgit(BY_HAND_SEN), reason: "Goodwill discount" },
        { cookie },
      );
      expect(byHand.status, (await byHand.text()).slice(0, 300)).toBe(302);

      // Stripe refunds the whole payment (its Dashboard), and says so: the same
      // `charge.refunded` twice at once beside `refund.created`, then another `charge.refunded`.
      const ledger = newDeliveryLedger();
      const charged = stripeEvent("charge.refunded", refundedCharge(intent, totalSen, totalSen));
      const created = stripeEvent("refund.created", {
        id: `re_dash_${crypto.randomBytes(8).toString("hex")}`,
        object: "refund",
        payment_intent: intent,
        amount: totalSen,
        currency: "myr",
        status: "succeeded",
      });
      await Promise.all(
        [charged, charged, created].map((event) => deliver(rig.server, event, ledger)),
      );
      const again = stripeEvent("charge.refunded", refundedCharge(intent, totalSen, totalSen));
      await deliver(rig.server, again, ledger);

      const { after, mails, alerted } = await withDatabase(rig.server, async ({ db }) => ({
        after: await seatMoney(db, seat!.reference),
        mails: await outboxRows(db),
        alerted: await alertMails(db, number),
      }));
      const mail = await waitForDelivery(mails, rig.sink, 60_000);
      const alertDeliveries = timesDelivered(alerted, rig.sink);
      const credited = after.creditNotesSen.reduce((sum, sen) => sum + sen, 0);
      const refundedInLedger = after.ledgerRefundsSen.reduce((sum, sen) => sum + sen, 0);

      recordResult({
        scenario: "8 refund after credit note",
        database,
        submissions: {
          sent: 4,
          acknowledged: 4 - ledger.refused.length - ledger.serverErrors.length,
          stored: after.ledgerRefundsSen.length,
          duplicated: Math.max(0, after.alerts.length - 1, alerted.length - 1),
          lost: Math.abs(totalSen - refundedInLedger) + Math.abs(totalSen - credited) > 0 ? 1 : 0,
          serverErrors: ledger.serverErrors.length,
          refused: ledger.refused.length,
          storedUnacknowledged: 0,
        },
        mail: { ...mail, failed: mails.filter((row) => row.status === "failed").length },
        notes: {
          errorsLogged: loggedErrors(rig.server),
          webhookResults: Object.fromEntries(ledger.results),
          alerts: after.alerts,
          alertMailDeliveries: alertDeliveries,
          creditNotesSen: after.creditNotesSen,
          ledgerRefundsSen: after.ledgerRefundsSen,
          serverErrors: ledger.serverErrors,
          refused: ledger.refused,
        },
        seconds: (Date.now() - started) / 1000,
        quick: QUICK,
      });

      expect(ledger.serverErrors).toEqual([]);
      expect(ledger.refused).toEqual([]);
      // Nothing lost: the whole refund is in the ledger once, and the paper covers the invoice.
      expect(after).toMatchObject({
        status: "cancelled",
        invoice: { status: "credited" },
        payment: { status: "refunded", refundedSen: totalSen },
      });
      expect(refundedInLedger).toBe(totalSen);
      expect([...after.creditNotesSen].sort((a, b) => a - b)).toEqual(
        [BY_HAND_SEN, totalSen - BY_HAND_SEN].sort((a, b) => a - b),
      );
      expect(credited).toBe(after.invoice.totalSen);
      // What went back beyond the credit left is flagged once, and the team mailed once.
      expect(after.alerts).toHaveLength(1);
      expect(after.alerts[0]?.differenceSen).toBe(BY_HAND_SEN);
      expect(alerted.map((row) => row.to)).toEqual(["team@aihq.test"]);
      expect(alertDeliveries).toEqual([1]);
      expect(mail).toMatchObject({ missing: 0, duplicated: 0 });
      expect(mails.filter((row) => row.status === "failed")).toEqual([]);
      expect(errorLogs(rig.server).map((line) => line.msg)).toEqual([]);
    });
  });
}
