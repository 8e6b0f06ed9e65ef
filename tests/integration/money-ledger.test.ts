import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueManualCreditNote } from "#app/features/invoices/admin/credit-note.server";
import { ledgerBreaks } from "#app/features/invoices/ledger";
import { ledgerFigures } from "#app/features/invoices/ledger.server";
import { cancelAndRefund } from "#app/features/payments/refunds.server";
import { confirmPayment, undoPayment } from "#app/features/registrations/admin/payments.server";
import {
  books,
  emailOutbox,
  invoices,
  moneyAlerts,
  onlinePayments,
  registrations,
  tickets,
} from "#server/db/schema";
import { refundedCharge, stripeEvent } from "#tests/support/stripe-stand-in";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { adminActor, args, importRoute, request, run } from "./admin-helpers";
import { paymentWorld, referenceOf, type PaymentWorld } from "./payment-helpers";
import { testDatabases } from "./test-db";

// The money's invariant under any order of clicks and events: what Stripe collects is what the
// invoice says (SST included), refunds cannot double, every refund has its credit note, and
// anything an outside event would break is stored, flagged and mailed once.

const TOTAL_SEN = 161_892; // RM 1,499.00 and 8 % SST (RM 119.92)
const RUNS = Number(process.env.MONEY_RUNS ?? 12);

for (const target of testDatabases()) {
  describe(`money agrees with its paper on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let world: PaymentWorld;

    beforeAll(async () => {
      database = await target.open();
      world = await paymentWorld(database, { SST_RATE: "8" });
    });
    afterAll(async () => {
      await world?.close();
      await database?.dispose();
    });

    /** A seat paid online, its webhook delivered: the reference, intent and invoice. */
    async function paidSeat() {
      const course = await world.course();
      const answer = await world.register(course);
      expect(answer.status).toBe(303);
      const reference = referenceOf(answer.headers.get("Location"), world);
      const session = world.standIn.pay(world.sessionFor(reference).id);
      const completed = world.sessionEvent("checkout.session.completed", session);
      expect((await world.deliver(completed)).status).toBe(200);
      const row = await world.registrationOf(reference);
      const [invoice] = await world.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.registrationId, row.id), eq(invoices.kind, "invoice")));
      return { course, reference, row, session, completed, invoice: invoice! };
    }

    const alertsOf = (invoiceId: string) =>
      world.db.select().from(moneyAlerts).where(eq(moneyAlerts.invoiceId, invoiceId));

    const currentInvoice = async (id: string) =>
      (await world.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

    it("Checkout asks for the invoice's total with SST, and the receipt says so", async () => {
      const { session, invoice } = await paidSeat();
      const created = world.standIn.requests.find(
        (r) => r.path === "/v1/checkout/sessions" && r.method === "POST",
      );
      expect(created?.body).toMatchObject({
        "line_items[0][price_data][unit_amount]": String(TOTAL_SEN),
      });
      expect(session.amount_total).toBe(TOTAL_SEN);
      expect(invoice).toMatchObject({ total: "1618.92", tax: "119.92", status: "paid" });
      const figures = await ledgerFigures(world.db, invoice);
      expect(figures).toEqual({
        totalSen: TOTAL_SEN,
        creditedSen: 0,
        collectedSen: TOTAL_SEN,
        refundedSen: 0,
      });
    });

    it("a book paid online: Checkout, the invoice and the receipt say the same total with SST", async () => {
      const [book] = await world.db
        .insert(books)
        .values({
          slug: `ledger-book-${crypto.randomBytes(4).toString("hex")}`,
          title: "The Finance AI Playbook",
          author: "Aisha Tan",
          description: "How finance teams put AI to work.",
          price: "59.00",
          format: "ebook",
        })
        .returning();
      const page = await importRoute("routes/shop/book.tsx");
      const form = {
        productType: "book",
        productId: book!.id,
        idempotencyKey: `book-${crypto.randomBytes(8).toString("hex")}`,
        mode: "individual",
        name: "Aminah Reader",
        email: `aminah.${crypto.randomBytes(4).toString("hex")}@example.my`,
        phone: "",
        org: "",
        role: "",
        formToken: issueFormToken(Date.now() - 3000),
        via: "dialog",
        pay: "now",
      };
      const path = `/shop/books/${book!.slug}`;
      const answer = await run(page.action, args(request(path, { form }), { slug: book!.slug }));
      expect(answer.status).toBe(303);
      const reference = referenceOf(answer.headers.get("Location"), world);
      const [sent] = world.standIn
        .created()
        .filter((r) => r.body.client_reference_id === reference);
      // RM 59.00 and 8 % SST (RM 4.72).
      expect(sent!.body["line_items[0][price_data][unit_amount]"]).toBe("6372");
      const session = world.standIn.pay(world.sessionFor(reference).id);
      expect(session.amount_total).toBe(6372);
      await world.deliver(world.sessionEvent("checkout.session.completed", session));
      const row = await world.registrationOf(reference);
      expect(row.status).toBe("confirmed");
      const [invoice] = await world.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.registrationId, row.id), eq(invoices.kind, "invoice")));
      expect(invoice).toMatchObject({ total: "63.72", tax: "4.72", status: "paid" });
      expect(await ledgerFigures(world.db, invoice!)).toMatchObject({ collectedSen: 6372 });
      const receipt = (await world.mails()).find(
        (m) =>
          m.formType === "invoice_document" &&
          (m.formData as { invoice: { number: string } }).invoice.number === invoice!.number,
      );
      expect(receipt?.formData).toMatchObject({ total: "63.72" });
    });

    it("a session paid for another amount or currency, or one never created, confirms nothing and alerts once", async () => {
      const course = await world.course();
      const answer = await world.register(course);
      const reference = referenceOf(answer.headers.get("Location"), world);
      const session = world.standIn.pay(world.sessionFor(reference).id);
      const cheap = { ...session, amount_total: 1 };
      expect(
        (await world.deliver(world.sessionEvent("checkout.session.completed", cheap))).status,
      ).toBe(200);
      expect(
        (await world.deliver(world.sessionEvent("checkout.session.completed", cheap))).status,
      ).toBe(200);
      const usd = { ...session, currency: "usd" };
      await world.deliver(world.sessionEvent("checkout.session.completed", usd));
      expect((await world.registrationOf(reference)).status).toBe("registered");
      const forged = { ...session, id: `cs_test_${crypto.randomBytes(8).toString("hex")}` };
      await world.deliver(world.sessionEvent("checkout.session.completed", forged));
      const alerts = await world.db.select().from(moneyAlerts);
      const mine = alerts.filter((a) => JSON.stringify(a.details).includes(session.id));
      expect(mine).toHaveLength(2); // RM 0.01 (once, though delivered twice) and USD
      expect(alerts.some((a) => a.key === `unknown-session:${forged.id}`)).toBe(true);
      const alertMails = (await world.mails()).filter((m) => m.formType === "money_alert");
      expect(alertMails.length).toBe(alerts.length);
      // The real payment still confirms the seat.
      await world.deliver(world.sessionEvent("checkout.session.completed", session));
      expect((await world.registrationOf(reference)).status).toBe("confirmed");
    });

    it("a refund amount beyond the money column is a 400, not a 500", async () => {
      const refund = {
        id: `re_${crypto.randomBytes(6).toString("hex")}`,
        payment_intent: "pi_x",
        amount: 10_000_000_000,
        status: "succeeded",
      };
      expect((await world.deliver(stripeEvent("refund.created", refund))).status).toBe(400);
    });

    it("ten parallel Cancel and refund clicks make one refund, and no answer is a fault", async () => {
      const { course, row, invoice, session } = await paidSeat();
      const actor = await adminActor(world.db);
      const before = world.standIn.refunds.length;
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          cancelAndRefund(actor, course.id, {
            intent: "cancel-refund",
            registrationId: row.id,
            amount: "1618.92",
            refundKey: `form-${i}-${crypto.randomBytes(4).toString("hex")}`,
          }),
        ),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.reason === "conflict")).toBe(
        true,
      );
      const asked = world.standIn.refunds.slice(before);
      expect(asked.map((r) => r.amount)).toEqual([TOTAL_SEN]);
      expect((await world.registrationOf(row.reference)).status).toBe("cancelled");
      const notes = await world.db
        .select()
        .from(invoices)
        .where(eq(invoices.creditedInvoiceId, invoice.id));
      expect(notes.map((n) => n.total)).toEqual(["-1618.92"]);
      expect((await currentInvoice(invoice.id)).status).toBe("credited");
      // Stripe's own event of the same refund changes nothing more.
      const charge = refundedCharge(session.payment_intent!, TOTAL_SEN, TOTAL_SEN);
      await world.deliver(stripeEvent("charge.refunded", charge));
      expect(await ledgerFigures(world.db, invoice)).toMatchObject({ refundedSen: TOTAL_SEN });
    });

    it("a refund made in Stripe's Dashboard cancels the seat, voids its payment, revokes the ticket and credits the invoice", async () => {
      const { row, session, invoice } = await paidSeat();
      const charge = refundedCharge(session.payment_intent!, TOTAL_SEN, TOTAL_SEN);
      expect((await world.deliver(stripeEvent("charge.refunded", charge))).status).toBe(200);
      const after = await world.registrationOf(row.reference);
      expect(after.status).toBe("cancelled");
      const [payment] = await world.paymentsOf(row.id);
      expect(payment).toMatchObject({ status: "refunded", amountRefunded: "1618.92" });
      const live = await world.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.registrationId, row.id), isNull(tickets.revokedAt)));
      expect(live).toHaveLength(0);
      expect((await currentInvoice(invoice.id)).status).toBe("credited");
      expect(ledgerBreaks(await ledgerFigures(world.db, invoice))).toEqual([]);
    });

    it("a Stripe refund after a credit note by hand is recorded, credited for what was left, flagged and mailed once", async () => {
      const { row, session, invoice } = await paidSeat();
      const actor = await adminActor(world.db);
      const manual = await issueManualCreditNote(actor, invoice.number, {
        amount: "100.00",
        reason: "Goodwill discount",
      });
      expect(manual.ok).toBe(true);
      const charge = refundedCharge(session.payment_intent!, TOTAL_SEN, TOTAL_SEN);
      const event = stripeEvent("charge.refunded", charge);
      await world.deliver(event);
      await world.deliver(stripeEvent("charge.refunded", charge)); // Stripe says it again
      const notes = await world.db
        .select()
        .from(invoices)
        .where(eq(invoices.creditedInvoiceId, invoice.id));
      expect(notes.map((n) => n.total).sort()).toEqual(["-100.00", "-1518.92"]);
      const alerts = await alertsOf(invoice.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ differenceSen: 10_000 });
      const mailed = (await world.mails()).filter(
        (m) => m.formType === "money_alert" && JSON.stringify(m.formData).includes(invoice.number),
      );
      expect(mailed).toHaveLength(1);
      expect((await world.registrationOf(row.reference)).status).toBe("cancelled");
    });

    it("any sequence of payments by invoice, undone payments and credit notes derives the right status", async () => {
      const actor = await adminActor(world.db);
      type Step =
        { kind: "pay"; share: number } | { kind: "undo" } | { kind: "credit"; share: number };
      const step: fc.Arbitrary<Step> = fc.oneof(
        fc.record({
          kind: fc.constant("pay" as const),
          share: fc.double({ min: 0.1, max: 1.1, noNaN: true }),
        }),
        fc.record({ kind: fc.constant("undo" as const) }),
        fc.record({
          kind: fc.constant("credit" as const),
          share: fc.double({ min: 0.05, max: 1.1, noNaN: true }),
        }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
          const course = await world.course();
          const answer = await world.register(course, { pay: "invoice" });
          const reference = (answer.body as { reference: string }).reference;
          const row = await world.registrationOf(reference);
          const [invoice] = await world.db
            .select()
            .from(invoices)
            .where(and(eq(invoices.registrationId, row.id), eq(invoices.kind, "invoice")));
          expect(invoice!.total).toBe("1618.92");
          for (const s of steps) {
            const amount =
              "share" in s ? (Math.max(1, Math.round(TOTAL_SEN * s.share)) / 100).toFixed(2) : "";
            if (s.kind === "pay")
              await confirmPayment(actor, course.id, row.id, {
                amount,
                method: "bank_transfer",
                reference: "MBB-1",
                paidOn: "2026-11-20",
              });
            else if (s.kind === "undo") await undoPayment(actor, course.id, row.id, "Bounced");
            else
              await issueManualCreditNote(actor, invoice!.number, { amount, reason: "Adjusted" });
          }
          const now = await currentInvoice(invoice!.id);
          const figures = await ledgerFigures(world.db, now);
          expect(figures.refundedSen).toBe(0);
          expect(figures.creditedSen).toBeLessThanOrEqual(figures.totalSen);
          const owed = figures.totalSen - figures.creditedSen - figures.collectedSen;
          const expected =
            figures.creditedSen >= figures.totalSen ? "credited" : owed <= 0 ? "paid" : "unpaid";
          expect(now.status).toBe(expected);
          // What the seat's standing payment says agrees with the ledger's payments.
          const seat = await world.registrationOf(reference);
          if (figures.collectedSen === 0) expect(seat.status).not.toBe("confirmed");
        }),
        { numRuns: RUNS },
      );
    });

    it("any sequence of refunds, credit notes and replayed events keeps the ledger's invariant", async () => {
      const actor = await adminActor(world.db);
      type Step =
        | { kind: "office"; share: number; parallel: number }
        | { kind: "dashboard"; share: number; order: "refund-first" | "charge-first" }
        | { kind: "credit"; share: number }
        | { kind: "replay"; pick: number };
      const step: fc.Arbitrary<Step> = fc.oneof(
        fc.record({
          kind: fc.constant("office" as const),
          share: fc.double({ min: 0.05, max: 1.2, noNaN: true }),
          parallel: fc.integer({ min: 1, max: 4 }),
        }),
        fc.record({
          kind: fc.constant("dashboard" as const),
          share: fc.double({ min: 0.05, max: 1, noNaN: true }),
          order: fc.constantFrom("refund-first" as const, "charge-first" as const),
        }),
        fc.record({
          kind: fc.constant("credit" as const),
          share: fc.double({ min: 0.01, max: 1.1, noNaN: true }),
        }),
        fc.record({ kind: fc.constant("replay" as const), pick: fc.nat() }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
          const { course, row, session, completed, invoice } = await paidSeat();
          const intent = session.payment_intent!;
          const delivered: object[] = [completed];
          let dashboardSen = 0;
          const statuses: number[] = [];
          const refundedNow = async () =>
            (
              await world.db
                .select()
                .from(onlinePayments)
                .where(eq(onlinePayments.registrationId, row.id))
            )[0]!;
          const before = world.standIn.refunds.length;
          for (const s of steps) {
            if (s.kind === "office") {
              const amount = (Math.max(1, Math.round(TOTAL_SEN * s.share)) / 100).toFixed(2);
              await Promise.all(
                Array.from({ length: s.parallel }, (_, i) =>
                  cancelAndRefund(actor, course.id, {
                    intent: "cancel-refund",
                    registrationId: row.id,
                    amount,
                    refundKey: `k${i}-${crypto.randomBytes(4).toString("hex")}`,
                  }),
                ),
              );
            } else if (s.kind === "dashboard") {
              const payment = await refundedNow();
              const left =
                Math.round(Number(payment.amount) * 100) -
                Math.round(Number(payment.amountRefunded) * 100);
              const amount = Math.min(left, Math.max(1, Math.round(TOTAL_SEN * s.share)));
              if (amount <= 0) continue;
              dashboardSen += amount;
              const total = Math.round(Number(payment.amountRefunded) * 100) + amount;
              const refund = stripeEvent("refund.created", {
                id: `re_dash_${crypto.randomBytes(6).toString("hex")}`,
                payment_intent: intent,
                amount,
                status: "succeeded",
              });
              const charge = stripeEvent(
                "charge.refunded",
                refundedCharge(intent, TOTAL_SEN, total),
              );
              const order = s.order === "refund-first" ? [refund, charge] : [charge, refund];
              for (const e of order) {
                delivered.push(e);
                statuses.push((await world.deliver(e)).status);
              }
            } else if (s.kind === "credit") {
              const amount = (Math.max(1, Math.round(TOTAL_SEN * s.share)) / 100).toFixed(2);
              await issueManualCreditNote(actor, invoice.number, { amount, reason: "Adjusted" });
            } else {
              const again = delivered[s.pick % delivered.length]!;
              statuses.push((await world.deliver(again)).status);
            }
          }
          expect(statuses.every((status) => status < 500)).toBe(true);
          const payment = await refundedNow();
          const ours = world.standIn.refunds
            .slice(before)
            .filter((r) => r.payment_intent === intent)
            .reduce((sum, r) => sum + r.amount, 0);
          const refundedSen = Math.round(Number(payment.amountRefunded) * 100);
          // Stripe was asked for exactly what the ledger says went back (beside the Dashboard's).
          expect(ours + dashboardSen).toBe(refundedSen);
          const figures = await ledgerFigures(world.db, await currentInvoice(invoice.id));
          expect(figures.refundedSen).toBe(refundedSen);
          expect(figures.refundedSen).toBeLessThanOrEqual(figures.collectedSen);
          expect(figures.creditedSen).toBeLessThanOrEqual(figures.totalSen);
          // Every sen refunded has its credit note; what breaks otherwise is owed back by hand.
          const breaks = ledgerBreaks(figures).filter((b) => b.code !== "overpaid");
          expect(breaks).toEqual([]);
          const status = (await currentInvoice(invoice.id)).status;
          if (figures.creditedSen >= figures.totalSen) expect(status).toBe("credited");
          else if (
            figures.totalSen - figures.creditedSen <=
            figures.collectedSen - figures.refundedSen
          )
            expect(status).toBe("paid");
          const seat = await world.registrationOf(row.reference);
          if (refundedSen === TOTAL_SEN) expect(seat.status).toBe("cancelled");
        }),
        { numRuns: RUNS },
      );
      const held = await world.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.status, "cancelled"));
      expect(held.length).toBeGreaterThan(0);
      expect(await world.db.select().from(emailOutbox)).not.toHaveLength(0);
    });
  });
}
