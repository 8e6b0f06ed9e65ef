import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CancelMoneyNote, type CancelMoneyView } from "#app/features/payments/cancel-money";
import { confirmPayment } from "#app/features/registrations/admin/payments.server";
import { listAttendees } from "#app/features/registrations/admin/registrations.server";
import { cancelAndRefund } from "#app/features/payments/refunds.server";
import { registrationLinkPath } from "#app/features/registrations/registration-links.server";
import { formatMYR } from "#common/money";
import { renderEmail } from "#server/email/render";
import { emailOutbox, invoices, moneyAlerts, onlinePayments } from "#server/db/schema";
import { adminActor, args, importRoute, request, run, type RouteModule } from "./admin-helpers";
import { paymentWorld, referenceOf, type PaymentWorld } from "./payment-helpers";
import { testDatabases } from "./test-db";

const DAY = 86_400_000;
const rm = (sen: number) => formatMYR((sen / 100).toFixed(2));
/** A mail's plain text with its spaces (no-break ones too) made plain. */
const plain = (text: string) => text.replace(/\s+/g, " ");
const toSen = (amount: string) => Math.round(Number(amount) * 100);

for (const target of testDatabases()) {
  describe(`a paid seat cancelled by its registrant on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let world: PaymentWorld;
    let link: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      world = await paymentWorld(database);
      link = await importRoute("routes/shop/registration-link.tsx");
    });
    afterAll(async () => {
      await world?.close();
      await database?.dispose();
    });

    /** A course `days` ahead (rule 14 / 50 % / 7), with a seat paid online through Checkout. */
    async function paidOnline(days: number) {
      const course = await world.course({
        price: "1899.00",
        date: new Date(Date.now() + days * DAY),
      });
      const answer = await world.register(course);
      const reference = referenceOf(answer.headers.get("Location"), world);
      const session = world.standIn.pay(world.sessionFor(reference).id);
      await world.deliver(world.sessionEvent("checkout.session.completed", session));
      const row = await world.registrationOf(reference);
      expect(row.status).toBe("confirmed");
      const [payment] = await world.paymentsOf(row.id);
      return { course, row, session, paidSen: toSen(payment!.amount) };
    }

    function cancelPath(reference: string, courseDate: Date) {
      return registrationLinkPath("cancel", reference, courseDate);
    }

    async function cancelPage(reference: string, courseDate: Date) {
      const page = await run(
        link.loader,
        args(request(cancelPath(reference, courseDate)), { reference, intent: "cancel" }),
      );
      expect(page.status).toBe(200);
      return (page.body as { money: CancelMoneyView | null }).money;
    }

    function confirmCancel(reference: string, courseDate: Date, refundSen?: number) {
      return run(
        link.action,
        args(
          request(cancelPath(reference, courseDate), {
            form: refundSen === undefined ? {} : { refundSen: String(refundSen) },
          }),
          { reference, intent: "cancel" },
        ),
      );
    }

    const refundsAsked = (intent: string) =>
      world.standIn.requests.filter(
        (r) => r.path === "/v1/refunds" && r.body.payment_intent === intent,
      );

    async function creditNotesOf(registrationId: string) {
      return world.db
        .select({ total: invoices.total, number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.registrationId, registrationId), eq(invoices.kind, "credit_note")));
    }

    async function teamCancelMail(reference: string) {
      const mails = await world.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientRole, "team"));
      return mails.filter((m) => {
        const data = m.formData as { reference?: string; status?: string };
        return data.reference === reference && data.status === "cancelled";
      });
    }

    const text = (view: CancelMoneyView, done = false) =>
      renderToStaticMarkup(createElement(CancelMoneyNote, { view, done }))
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'");

    it("20 days before: the page promises everything back; a double submit is one full refund", async () => {
      const { course, row, session, paidSen } = await paidOnline(20);
      const money = (await cancelPage(row.reference, course.date))!;
      expect(money).toMatchObject({ how: "card", refundSen: paidSen, paid: rm(paidSen) });
      expect(text(money)).toContain(
        `You paid ${rm(paidSen)}. Cancelling now refunds ${rm(paidSen)} to your card within 5–10 working days.`,
      );
      expect(text(money)).toContain(
        "This course's rule: Full refund until 14 days before the start, 50% until 7 days before, then none.",
      );

      const [first, second] = await Promise.all([
        confirmCancel(row.reference, course.date, money.refundSen),
        confirmCancel(row.reference, course.date, money.refundSen),
      ]);
      expect([first.status, second.status]).toEqual([302, 302]);
      const asked = refundsAsked(session.payment_intent!);
      expect(asked).toHaveLength(1);
      expect(asked[0]!.body.amount).toBe(String(paidSen));
      expect((await world.registrationOf(row.reference)).status).toBe("cancelled");
      const [payment] = await world.paymentsOf(row.id);
      expect(payment).toMatchObject({ status: "refunded", refundClaimedAt: null });
      expect((await creditNotesOf(row.id)).map((n) => toSen(n.total))).toEqual([-paidSen]);

      // Once more, later: already cancelled, nothing asked of Stripe.
      await confirmCancel(row.reference, course.date, money.refundSen);
      expect(refundsAsked(session.payment_intent!)).toHaveLength(1);

      const team = await teamCancelMail(row.reference);
      expect(team).toHaveLength(1);
      expect((team[0]!.formData as { money: unknown }).money).toMatchObject({
        paid: (paidSen / 100).toFixed(2),
        refund: (paidSen / 100).toFixed(2),
        refundTo: "card",
      });
      // The cancelled page keeps saying what went back.
      const after = (await cancelPage(row.reference, course.date))!;
      expect(text(after, true)).toContain(
        `You paid ${rm(paidSen)}. ${rm(paidSen)} is being refunded to your card`,
      );
    });

    it("10 days before: half goes back to the card, with its credit note, and the team is told", async () => {
      const { course, row, session, paidSen } = await paidOnline(10);
      const half = Math.round(paidSen / 2);
      const money = (await cancelPage(row.reference, course.date))!;
      expect(money.refundSen).toBe(half);
      expect(text(money)).toContain(
        `You paid ${rm(paidSen)}. Cancelling now refunds ${rm(half)} to your card within 5–10 working days.`,
      );
      expect(text(money)).toContain(
        "Cancelling 10 days before the course starts gives back 50% of the payment",
      );
      const answer = await confirmCancel(row.reference, course.date, money.refundSen);
      expect(answer.status).toBe(302);
      const asked = refundsAsked(session.payment_intent!);
      expect(asked.map((r) => r.body.amount)).toEqual([String(half)]);
      expect((await world.registrationOf(row.reference)).status).toBe("cancelled");
      const [payment] = await world.paymentsOf(row.id);
      expect(payment).toMatchObject({ status: "partially_refunded" });
      expect(toSen(payment!.amountRefunded)).toBe(half);
      expect((await creditNotesOf(row.id)).map((n) => toSen(n.total))).toEqual([-half]);
      const [team] = await teamCancelMail(row.reference);
      expect((team!.formData as { money: unknown }).money).toMatchObject({
        paid: (paidSen / 100).toFixed(2),
        refund: (half / 100).toFixed(2),
        refundTo: "card",
        rule: expect.stringContaining("50% of the payment"),
      });
      // As the team and she read them.
      const ctx = { siteUrl: "http://aihq.test", receivedAt: new Date(), recommendations: [] };
      const teamText = (await renderEmail(team!.formType, "team", team!.formData, ctx)).text;
      expect(plain(teamText)).toContain(
        plain(`Paid ${rm(paidSen)} (Card via Stripe · ${session.payment_intent}); `) +
          `${plain(rm(half))} was refunded to the card through Stripe, with its credit note.`,
      );
      const [visitor] = (await world.mails()).filter(
        (m) =>
          m.recipientRole === "visitor" &&
          (m.formData as { reference?: string; status?: string }).reference === row.reference &&
          (m.formData as { status?: string }).status === "cancelled",
      );
      const herText = (await renderEmail(visitor!.formType, "visitor", visitor!.formData, ctx))
        .text;
      expect(plain(herText)).toContain(
        plain(`You paid ${rm(paidSen)}. ${rm(half)} is refunded to your card`),
      );
    });

    it("3 days before: nothing goes back, and the page says so before the click", async () => {
      const { course, row, session, paidSen } = await paidOnline(3);
      const money = (await cancelPage(row.reference, course.date))!;
      expect(money.refundSen).toBe(0);
      expect(text(money)).toContain(
        `You paid ${rm(paidSen)}. Cancelling now refunds nothing. Cancelling 3 days before the course starts gives no refund (less than 7 days before).`,
      );
      await confirmCancel(row.reference, course.date, 0);
      expect(refundsAsked(session.payment_intent!)).toHaveLength(0);
      expect((await world.registrationOf(row.reference)).status).toBe("cancelled");
      expect(await creditNotesOf(row.id)).toHaveLength(0);
      const [team] = await teamCancelMail(row.reference);
      expect((team!.formData as { money: unknown }).money).toMatchObject({ refund: "0.00" });
    });

    it("a refund shown before the day turned is not made: she is shown the new one", async () => {
      const { course, row, session, paidSen } = await paidOnline(10);
      const answer = await confirmCancel(row.reference, course.date, paidSen);
      expect(answer.status).toBe(302);
      expect(refundsAsked(session.payment_intent!)).toHaveLength(0);
      expect((await world.registrationOf(row.reference)).status).toBe("confirmed");
    });

    it("Stripe down: nothing is cancelled and she can try again", async () => {
      const { course, row, session } = await paidOnline(20);
      const money = (await cancelPage(row.reference, course.date))!;
      world.standIn.failNext = 5;
      await confirmCancel(row.reference, course.date, money.refundSen);
      world.standIn.failNext = 0;
      expect((await world.registrationOf(row.reference)).status).toBe("confirmed");
      const [payment] = await world.paymentsOf(row.id);
      expect(payment).toMatchObject({ status: "paid", refundClaimedAt: null });
      await confirmCancel(row.reference, course.date, money.refundSen);
      expect((await world.registrationOf(row.reference)).status).toBe("cancelled");
      const made = world.standIn.refunds.filter((r) => r.payment_intent === session.payment_intent);
      expect(made).toHaveLength(1);
    });

    it("paid by bank transfer: the refund is owed, with its credit note and an alert to the team", async () => {
      const course = await world.course({
        price: "1899.00",
        date: new Date(Date.now() + 10 * DAY),
      });
      const answer = await world.register(course, { pay: "invoice" });
      const reference = (answer.body as { reference: string }).reference;
      const row = await world.registrationOf(reference);
      const [invoice] = await world.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.registrationId, row.id), eq(invoices.kind, "invoice")));
      const actor = await adminActor(world.db);
      const paid = await confirmPayment(actor, course.id, row.id, {
        amount: invoice!.total,
        method: "bank_transfer",
        reference: "MBB-778",
        paidOn: new Date().toISOString().slice(0, 10),
      });
      expect(paid.ok).toBe(true);
      const paidSen = toSen(invoice!.total);
      const half = Math.round(paidSen / 2);

      const money = (await cancelPage(reference, course.date))!;
      expect(money).toMatchObject({ how: "manual", refundSen: half });
      expect(text(money)).toContain(
        `You paid ${rm(paidSen)}. Cancelling now refunds ${rm(half)} by bank transfer: our team contacts you within 1 working day to pay it back, and e-mails you the credit note.`,
      );
      await Promise.all([
        confirmCancel(reference, course.date, half),
        confirmCancel(reference, course.date, half),
      ]);
      expect((await world.registrationOf(reference)).status).toBe("cancelled");
      const notes = await creditNotesOf(row.id);
      expect(notes.map((n) => toSen(n.total))).toEqual([-half]);
      const alerts = await world.db
        .select()
        .from(moneyAlerts)
        .where(eq(moneyAlerts.registrationId, row.id));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ differenceSen: half, invoiceId: invoice!.id });
      expect(alerts[0]!.summary).toContain(`${rm(half)} of the ${rm(paidSen)} paid`);
      expect(alerts[0]!.summary).toContain("to be paid back by bank transfer");
      expect(alerts[0]!.summary).toContain(`Credit note ${notes[0]!.number}`);
      const alertMails = (await world.mails()).filter(
        (m) =>
          m.formType === "money_alert" &&
          (m.formData as { reference?: string }).reference === reference,
      );
      expect(alertMails).toHaveLength(1);
      const [team] = await teamCancelMail(reference);
      expect((team!.formData as { money: unknown }).money).toMatchObject({
        paid: (paidSen / 100).toFixed(2),
        paidBy: "Bank transfer · MBB-778",
        refund: (half / 100).toFixed(2),
        refundTo: "bank",
      });
      // No Stripe anywhere near it.
      expect(
        await world.db
          .select()
          .from(onlinePayments)
          .where(eq(onlinePayments.registrationId, row.id)),
      ).toHaveLength(0);
    });

    it("the back office offers the rule's amount first; its Cancel and refund of a bank-paid seat is owed with a credit note, and the row keeps showing it", async () => {
      const course = await world.course({
        price: "1899.00",
        date: new Date(Date.now() + 9 * DAY),
        cancelFullDays: 30,
        cancelPartDays: 5,
        cancelPartPercent: 25,
      });
      const answer = await world.register(course, { pay: "invoice" });
      const reference = (answer.body as { reference: string }).reference;
      const row = await world.registrationOf(reference);
      const [invoice] = await world.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.registrationId, row.id), eq(invoices.kind, "invoice")));
      const actor = await adminActor(world.db);
      await confirmPayment(actor, course.id, row.id, {
        amount: invoice!.total,
        method: "bank_transfer",
        reference: "MBB-990",
        paidOn: new Date().toISOString().slice(0, 10),
      });
      const paidSen = toSen(invoice!.total);
      const quarter = Math.round(paidSen / 4);
      const before = (await listAttendees(course.id)).find((a) => a.id === row.id)!;
      expect(before.refundDue).toMatchObject({ sen: quarter });
      expect(before.money).toMatchObject({ how: "manual", paidSen, byRule: true });

      // The team gives back a little more than the rule: its amount wins.
      const done = await cancelAndRefund(actor, course.id, {
        intent: "cancel-refund",
        registrationId: row.id,
        amount: "600.00",
        refundKey: "form-key-bank",
      });
      expect(done).toMatchObject({ ok: true });
      expect(done.ok && done.value).toContain(
        `${formatMYR("600.00")} to pay back by bank transfer`,
      );
      expect((await creditNotesOf(row.id)).map((n) => n.total)).toEqual(["-600.00"]);
      // The team's own action is not mailed back to it as an alert.
      expect(
        await world.db.select().from(moneyAlerts).where(eq(moneyAlerts.registrationId, row.id)),
      ).toHaveLength(0);
      const after = (await listAttendees(course.id)).find((a) => a.id === row.id)!;
      expect(after.status).toBe("cancelled");
      expect(after.money).toMatchObject({ paidSen, owedBackSen: 60_000, refundedSen: 0 });
      expect(after.money?.payment).toMatchObject({ method: "bank_transfer", reference: "MBB-990" });
      const [team] = await teamCancelMail(reference);
      expect((team!.formData as { money: unknown }).money).toMatchObject({
        refund: "600.00",
        refundTo: "bank",
      });
    });

    it("a seat refunded in full online still shows on the course page as paid and refunded", async () => {
      const { course, row, paidSen } = await paidOnline(20);
      const money = (await cancelPage(row.reference, course.date))!;
      await confirmCancel(row.reference, course.date, money.refundSen);
      const after = (await listAttendees(course.id)).find((a) => a.id === row.id)!;
      expect(after.status).toBe("cancelled");
      // Its payment row was voided by the refund; the money is still there to see.
      expect(after.paid).toBeNull();
      expect(after.money).toMatchObject({ how: "card", paidSen, refundedSen: paidSen });
      expect(after.money?.payment.reference).toMatch(/^pi_/);
    });
  });
}
