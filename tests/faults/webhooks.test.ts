import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveDatabases, withDatabase } from "#tests/security/live-server";
import { errorLogs } from "#tests/security/probe";
import { StripeStandIn } from "#tests/support/stripe-stand-in";
import { countMail, waitForDelivery } from "./support/audit";
import { loggedErrors, startFaultRig, type FaultRig } from "./support/fault-server";
import { recordResult } from "./support/report";
import type { Course } from "./support/submissions";
import { CONCURRENCY, QUICK } from "./support/scale";
import { judgeSessions, mailRows, registrationFacts, seatsHeld } from "./support/webhook-audit";
import {
  deliverForged,
  deliverScripts,
  fetchFormTokens,
  makeVisitors,
  newDeliveryLedger,
  ROLES,
  sentToCheckout,
  stripeEnv,
  submitAll,
  type PaidSession,
} from "./support/webhook-rush";

/**
 * Online payment under Stripe's delivery habits (docs/decisions/0039-online-payment.md):
 * visitors press Pay now on two small courses at once (half of each course's seats may wait on
 * a payment: invoice bookings fill the rest, and give one course a waiting list), pay on the
 * stand-in's Checkout page, and Stripe's signed webhooks arrive twice,
 * at the same moment, out of order (`async_payment_succeeded` before `completed`,
 * `completed` after `expired`) and after the hold lapsed (moved in the database, then settled
 * by one more registration on the course); forged deliveries come in between. Afterwards every
 * paid session is a paid seat, or refunded with a mail to the team when its seat had gone
 * (0 lost); nothing is recorded, invoiced or mailed twice and no course holds more than its
 * class (0 duplicated); every mail reaches the SMTP server once.
 */
const WAITLISTED_RUSH = QUICK ? 30 : 150;
/** Invoice bookings waiting for the crowded course once it is full. */
const WAITING = 10;
/**
 * Quick mode (CI) runs on one database: PostgreSQL when there is one, where deliveries run
 * as truly concurrent transactions and the row locks are what keeps them apart (PGlite runs
 * one transaction at a time, and each of its reads here restarts the server: 85 s).
 */
const databases = QUICK ? liveDatabases().slice(-1) : liveDatabases();

for (const database of databases) {
  describe(`Stripe webhooks replayed, concurrent, out of order, late and forged (${database})`, () => {
    const standIn = new StripeStandIn();
    let rig: FaultRig;
    beforeAll(async () => {
      await standIn.start();
      rig = await startFaultRig(database, stripeEnv(standIn));
    });
    afterAll(async () => {
      await rig?.stop();
      await standIn.stop();
    });

    it("ends every paid session as a paid seat or a refund, once, and never oversells", async () => {
      const started = Date.now();
      const run = `webhooks-${database}`;
      // The smaller course gets a waiting list; the larger is filled exactly.
      const [crowded, full] = rig.catalogue.courses as [Course, Course];
      const visitors = makeVisitors(run, [
        { course: crowded, count: WAITLISTED_RUSH, pay: "now" },
        { course: full, count: full.classSize, pay: "now" },
      ]);
      // At most half of a course's seats for sale wait on a payment at once: invoice bookings
      // then fill the rest, and give the crowded course its waiting list.
      const held = (course: Course) => Math.ceil(course.classSize / 2);
      const fillers = makeVisitors(`${run}-fill`, [
        { course: crowded, count: crowded.classSize - held(crowded) + WAITING, pay: "invoice" },
        { course: full, count: full.classSize - held(full), pay: "invoice" },
      ]);
      // One more registration per course after the holds lapsed, to settle them.
      const latecomers = makeVisitors(`${run}-settle`, [
        { course: crowded, count: 1, pay: "invoice" },
        { course: full, count: 1, pay: "invoice" },
      ]);
      await fetchFormTokens(rig.server, [...visitors, ...fillers, ...latecomers]);
      await submitAll(rig.server, visitors, CONCURRENCY);
      await submitAll(rig.server, fillers, CONCURRENCY);

      const checkout = sentToCheckout(standIn, visitors);
      const sessions: PaidSession[] = checkout.map(({ visitor, session }, i) => ({
        visitor,
        session,
        role: ROLES[i % ROLES.length]!,
        reference: session.client_reference_id ?? "",
      }));
      for (const paid of sessions) {
        if (paid.role === "abandoned") continue;
        standIn.pay(paid.session.id, paid.role === "async-first" ? "unpaid" : "paid");
      }
      const late = sessions.filter((paid) => paid.role === "late");
      // The holds of the late payers lapse while they are on Stripe's page.
      await withDatabase(rig.server, async ({ db }) => {
        for (const paid of late)
          await db.execute(sql`
            update registrations set payment_hold_until = now() - interval '1 minute'
            where reference = ${paid.reference}
          `);
      });
      await submitAll(rig.server, latecomers, 2);

      const ledger = newDeliveryLedger();
      const forgedOn = sessions.filter((p) => p.role === "abandoned" || p.role === "replay");
      await Promise.all(forgedOn.map((paid) => deliverForged(rig.server, paid.session, ledger)));
      const deliveriesStarted = Date.now();
      await deliverScripts(rig.server, sessions, ledger, 20);
      const deliverySeconds = (Date.now() - deliveriesStarted) / 1000;

      const snapshot = await withDatabase(rig.server, async ({ db }) => ({
        facts: await registrationFacts(db, run),
        mails: await mailRows(db),
        seats: await seatsHeld(db, [crowded.id, full.id]),
        forgedStored: await db.execute<{ n: number }>(sql`
          select count(*)::int as n from stripe_events
          where id in (${sql.join(
            ledger.forgedIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        `),
      }));
      const mail = await waitForDelivery(snapshot.mails, rig.sink, 300_000);
      const finalMails = await withDatabase(rig.server, async ({ db }) => mailRows(db));
      const outcomes = judgeSessions(sessions, snapshot.facts, finalMails, standIn);
      const finalMail = countMail(finalMails, rig.sink);
      const abandoned = sessions
        .filter((paid) => paid.role === "abandoned")
        .map((paid) => snapshot.facts.get(paid.reference));
      const sessionsPer = (courseId: string) =>
        checkout.filter(({ visitor }) => visitor.course.id === courseId).length;

      recordResult({
        scenario: "6 webhooks",
        database,
        submissions: {
          sent: outcomes.paid,
          acknowledged: ledger.acknowledged.size,
          stored: outcomes.seated + outcomes.refunded,
          duplicated: outcomes.duplicated.length,
          lost: outcomes.lost.length,
          serverErrors: ledger.serverErrors.length,
          refused: ledger.refused.length,
          storedUnacknowledged: 0,
        },
        mail: { ...mail, failed: finalMail.failed },
        notes: {
          errorsLogged: loggedErrors(rig.server),
          visitors: visitors.length,
          sentToCheckout: { crowded: sessionsPer(crowded.id), full: sessionsPer(full.id) },
          seated: outcomes.seated,
          refunded: outcomes.refunded,
          retakenOrRefunded: late.length,
          forged: Object.fromEntries(ledger.forged),
          webhookResults: Object.fromEntries(ledger.results),
          lost: outcomes.lost.slice(0, 10),
          duplicated: outcomes.duplicated.slice(0, 10),
          courses: snapshot.seats,
          deliverySeconds,
        },
        seconds: (Date.now() - started) / 1000,
        quick: QUICK,
      });

      // Half of each course's seats went to Checkout; the rest of the rush was asked to
      // confirm by mail: back to the course page with the toast.
      expect(sessionsPer(crowded.id)).toBe(held(crowded));
      expect(sessionsPer(full.id)).toBe(held(full));
      const toCourse = visitors.filter(
        (v) => v.status === 302 && v.location?.includes(v.course.slug),
      );
      expect(toCourse.length + checkout.length).toBe(visitors.length);
      expect(fillers.every((v) => v.status === 302)).toBe(true);
      expect(latecomers.map((v) => v.status)).toEqual([302, 302]);
      expect(ledger.serverErrors).toEqual([]);
      expect(ledger.refused).toEqual([]);
      expect([...ledger.forged.keys()]).toEqual([400]);
      expect(Number(snapshot.forgedStored.rows[0]?.n ?? 0)).toBe(0);
      // A forged "paid" changed nothing: the abandoned seats are still held, unpaid.
      for (const row of abandoned) {
        expect(row).toMatchObject({ status: "registered", payments: [{ status: "open" }] });
        expect(row?.paymentRows).toBe(0);
      }
      expect(outcomes).toMatchObject({ lost: [], duplicated: [] });
      // The crowded course's late payers found their seats offered to the waiting list; on the
      // full one a single latecomer took one freed seat and the other late payers took theirs back.
      const lateOn = (courseId: string) =>
        late.filter((paid) => paid.visitor.course.id === courseId).length;
      expect(outcomes.refunded).toBe(lateOn(crowded.id) + 1);
      expect(outcomes.seated).toBe(outcomes.paid - outcomes.refunded);
      for (const course of snapshot.seats)
        expect(course.held).toBeLessThanOrEqual(course.classSize);
      expect(finalMail).toMatchObject({ missing: 0, duplicated: 0, failed: 0 });
      expect(finalMails.filter((row) => row.status !== "sent")).toEqual([]);
      expect(errorLogs(rig.server).map((line) => line.msg)).toEqual([]);
    });
  });
}
