import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCheckout } from "#app/features/payments/checkout.server";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import {
  books,
  invoices,
  registrationPayments,
  registrations,
  stripeEvents,
} from "#server/db/schema";
import { args, importRoute, request, run } from "./admin-helpers";
import { paymentWorld, referenceOf, type PaymentWorld } from "./payment-helpers";
import { testDatabases } from "./test-db";

for (const target of testDatabases()) {
  describe(`Pay now and the Stripe webhook on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let world: PaymentWorld;

    beforeAll(async () => {
      database = await target.open();
      world = await paymentWorld(database);
    });
    afterAll(async () => {
      await world?.close();
      await database?.dispose();
    });

    it("holds the seat and sends the visitor to a Checkout Session priced from the database", async () => {
      const course = await world.course({ price: "1499.00" });
      // A price in the form is ignored: only the stored one is charged.
      const answer = await world.register(course, { price: "1.00", amount: "1.00" });
      expect(answer.status).toBe(303);
      const location = answer.headers.get("Location");
      expect(location).toMatch(new RegExp(`^${world.standIn.url}/pay/cs_test_`));
      const reference = referenceOf(location, world);
      const row = await world.registrationOf(reference);
      expect(row.status).toBe("registered");
      const holdMinutes = (row.paymentHoldUntil!.getTime() - Date.now()) / 60_000;
      expect(holdMinutes).toBeGreaterThan(29);
      expect(holdMinutes).toBeLessThanOrEqual(30);

      const [sent] = world.standIn
        .created()
        .filter((r) => r.body.client_reference_id === reference);
      expect(sent!.body).toMatchObject({
        mode: "payment",
        currency: "myr",
        client_reference_id: reference,
        "line_items[0][price_data][unit_amount]": "149900",
        "line_items[0][price_data][currency]": "myr",
        "line_items[0][quantity]": "1",
        "metadata[registration_id]": row.id,
      });
      expect(sent!.body).not.toHaveProperty("payment_method_types[0]");
      expect(sent!.idempotencyKey).toBe(`checkout-${row.id}`);
      expect(sent!.body.success_url).toMatch(
        new RegExp(
          `^http://aihq.test/shop/payments/${reference}/done\\?expires=\\d+&sig=[^&]+&session_id=\\{CHECKOUT_SESSION_ID\\}$`,
        ),
      );
      // Stripe's minimum of 30 minutes, so the session may outlive the hold.
      const expiresAt = Number(sent!.body.expires_at) * 1000;
      expect(expiresAt).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);

      const [payment] = await world.paymentsOf(row.id);
      expect(payment).toMatchObject({ amount: "1499.00", currency: "myr", status: "open" });
      // No "registered" mail for a seat that is not paid yet.
      const mails = await world.mails();
      expect(
        mails.filter((m) => (m.formData as { reference?: string }).reference === reference),
      ).toEqual([]);
    });

    it("gives the same page again: the open session, and Stripe's idempotency for the same key", async () => {
      const course = await world.course();
      const answer = await world.register(course);
      const reference = referenceOf(answer.headers.get("Location"), world);
      const before = world.standIn.created().length;
      const again = await startCheckout(reference);
      expect(again).toEqual({ ok: true, value: { url: answer.headers.get("Location") } });
      expect(world.standIn.created().length).toBe(before);
      // The stand-in keeps Stripe's rule: the same key answers the same session.
      const row = await world.registrationOf(reference);
      const first = world.sessionFor(reference);
      const replay = await fetch(`${world.standIn.url}/v1/checkout/sessions`, {
        method: "POST",
        headers: {
          "Idempotency-Key": `checkout-${row.id}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "mode=payment",
      });
      expect(((await replay.json()) as { id: string }).id).toBe(first.id);
    });

    it("pays by invoice as before when the visitor chooses it, and never sends the waiting list to Checkout", async () => {
      const full = await world.course({ classSize: 1 });
      const invoice = await world.register(full, { pay: "invoice" });
      expect(invoice.status).toBe(200);
      expect(invoice.body).toMatchObject({ status: "success", outcome: "registered" });
      const before = world.standIn.created().length;
      const waiting = await world.register(full);
      expect(waiting.status).toBe(200);
      expect(waiting.body).toMatchObject({ status: "success", outcome: "waitlisted" });
      expect(world.standIn.created().length).toBe(before);
    });

    it("never sends someone typing a registrant's address to that registrant's payment", async () => {
      const course = await world.course();
      const email = `owner.${Date.now()}@example.my`;
      const owner = await world.register(course, { email });
      const reference = referenceOf(owner.headers.get("Location"), world);
      const before = world.standIn.created().length;
      const typed = await world.register(course, { email, name: "Someone Else" });
      expect(typed.status).toBe(200);
      expect(typed.headers.get("Location")).toBeNull();
      expect(typed.body).toMatchObject({ status: "success", outcome: "on-file" });
      expect(JSON.stringify(typed.body)).not.toContain(reference);
      expect(world.standIn.created().length).toBe(before);
    });

    it("answers Stripe being down with our payment page, the seat still held", async () => {
      const course = await world.course();
      world.standIn.failNext = 1;
      const answer = await world.register(course);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toMatch(
        /^\/shop\/payments\/AIHQ-R-[A-Z0-9]{6}\?expires=\d+&sig=/,
      );
    });

    it("refuses unsigned, forged and stale deliveries with 400 and stores nothing", async () => {
      const course = await world.course();
      const reference = referenceOf((await world.register(course)).headers.get("Location"), world);
      const session = world.standIn.pay(world.sessionFor(reference).id);
      const event = world.sessionEvent("checkout.session.completed", session);
      const missing = await world.deliver(event, {
        headers: { "Content-Type": "application/json" },
      });
      expect(missing.status).toBe(400);
      const forged = await world.deliver(event, { secret: "whsec_someone_else" });
      expect(forged.status).toBe(400);
      const stale = await world.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect(stale.status).toBe(400);
      const tampered = await world.deliver(event, {
        raw: JSON.stringify({ ...event, id: "evt_other" }),
      });
      expect(tampered.status).toBe(400);
      expect(
        await world.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)),
      ).toEqual([]);
      expect((await world.registrationOf(reference)).status).toBe("registered");
    });

    it("confirms the seat once paid, with its payment row and mail, once however often Stripe replays it", async () => {
      const course = await world.course();
      const reference = referenceOf((await world.register(course)).headers.get("Location"), world);
      const session = world.standIn.pay(world.sessionFor(reference).id);
      const event = world.sessionEvent("checkout.session.completed", session);
      const first = await world.deliver(event);
      expect(first).toEqual({ status: 200, json: { received: true, result: "handled" } });
      const replay = await world.deliver(event);
      expect(replay).toEqual({ status: 200, json: { received: true, result: "duplicate" } });

      const row = await world.registrationOf(reference);
      expect(row).toMatchObject({ status: "confirmed", paymentHoldUntil: null });
      const paid = await world.db
        .select()
        .from(registrationPayments)
        .where(eq(registrationPayments.registrationId, row.id));
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        amount: "1499.00",
        method: "card",
        reference: session.payment_intent,
      });
      const [payment] = await world.paymentsOf(row.id);
      expect(payment).toMatchObject({ status: "paid", paymentIntentId: session.payment_intent });
      const mails = (await world.mails()).filter(
        (m) => (m.formData as { reference?: string }).reference === reference,
      );
      expect(
        mails.map((m) => [m.recipientRole, (m.formData as { status?: string }).status]).sort(),
      ).toEqual([
        ["team", "confirmed"],
        ["visitor", "confirmed"],
      ]);
      // The invoice, issued at payment, is paid online and its receipt mailed once.
      const [invoice] = await world.db
        .select()
        .from(invoices)
        .where(eq(invoices.registrationId, row.id));
      expect(invoice).toMatchObject({
        kind: "invoice",
        status: "paid",
        total: "1499.00",
        paymentMethod: "card",
        paymentReference: session.payment_intent,
      });
      const receipts = (await world.mails()).filter(
        (m) =>
          m.formType === "invoice_document" &&
          (m.formData as { invoice?: { number?: string } }).invoice?.number === invoice!.number,
      );
      expect(receipts).toHaveLength(1);
    });

    it("keeps paid when events come out of order: async success before completed, expired after paid", async () => {
      const course = await world.course();
      const reference = referenceOf((await world.register(course)).headers.get("Location"), world);
      const session = world.standIn.pay(world.sessionFor(reference).id);
      expect(
        (
          await world.deliver(
            world.sessionEvent("checkout.session.async_payment_succeeded", session),
          )
        ).status,
      ).toBe(200);
      const unpaid = { ...session, payment_status: "unpaid" as const };
      await world.deliver(world.sessionEvent("checkout.session.completed", unpaid));
      await world.deliver(
        world.sessionEvent("checkout.session.expired", { ...session, status: "expired" }),
      );
      await world.deliver(world.sessionEvent("checkout.session.async_payment_failed", session));
      const row = await world.registrationOf(reference);
      expect(row.status).toBe("confirmed");
      const [payment] = await world.paymentsOf(row.id);
      expect(payment!.status).toBe("paid");
      const paid = await world.db
        .select()
        .from(registrationPayments)
        .where(eq(registrationPayments.registrationId, row.id));
      expect(paid).toHaveLength(1);
    });

    it("a book order paid online becomes paid, and the buyer is told", async () => {
      const [book] = await world.db
        .insert(books)
        .values({
          slug: "the-finance-ai-playbook",
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
        idempotencyKey: "book-order-key-0001",
        mode: "individual",
        name: "Aminah Reader",
        email: "aminah.reader@example.my",
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
      expect(sent!.body["line_items[0][price_data][unit_amount]"]).toBe("5900");
      const session = world.standIn.pay(world.sessionFor(reference).id);
      await world.deliver(world.sessionEvent("checkout.session.completed", session));
      expect((await world.registrationOf(reference)).status).toBe("confirmed");
      const mails = (await world.mails()).filter(
        (m) =>
          m.formType === "book_order_update" &&
          (m.formData as { reference: string }).reference === reference,
      );
      expect(mails.map((m) => (m.formData as { event: string }).event)).toEqual(["confirmed"]);
    });

    it("answers any malformed but signed body with 4xx, never 5xx", async () => {
      const bodies: unknown[] = [
        {},
        { id: "evt_1" },
        { id: "evt_2", type: "checkout.session.completed" },
        { id: "evt_3", type: "checkout.session.completed", data: { object: { id: 42 } } },
        { id: "evt_4\u0000", type: "charge.refunded", data: { object: {} } },
        {
          id: "evt_5",
          type: "checkout.session.completed",
          data: { object: { id: "cs_x\u0000", payment_status: "paid", expires_at: 1 } },
        },
        { id: "evt_6", type: ["array"], data: null },
        [],
        "text",
        null,
      ];
      for (const body of bodies) {
        const { status } = await world.deliver(body as object);
        expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(status, JSON.stringify(body)).toBeLessThan(500);
      }
      const huge = await world.deliver({ id: "evt_big", type: "x", pad: "a".repeat(300 * 1024) });
      expect(huge.status).toBe(413);
      // A signed event of a type we do not act on is stored and answered 200.
      const other = await world.deliver({
        id: "evt_other_type",
        type: "customer.created",
        data: { object: {} },
      });
      expect(other).toEqual({ status: 200, json: { received: true, result: "ignored" } });
    });

    it("refuses bad input on the Pay now form with 4xx", async () => {
      const course = await world.course();
      const probes: Record<string, string>[] = [
        { name: "Nurul\u0000Aina" },
        { productId: "not-a-uuid" },
        { mode: "bitcoin" },
        { email: ["a", "b"].join("\u0000") },
      ];
      for (const fields of probes) {
        const answer = await world.register(course, fields);
        expect(answer.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      const rows = await world.db
        .select()
        .from(registrations)
        .where(eq(registrations.productId, course.id));
      expect(rows).toEqual([]);
    });
  });
}
