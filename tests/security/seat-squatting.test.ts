import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmBooking } from "#app/features/registrations/confirm-booking.server";
import { settleLapsedOffers } from "#app/features/registrations/jobs.server";
import { cancelRegistration } from "#app/features/registrations/manage-registration.server";
import { seatsTaken } from "#app/features/registrations/seats.server";
import { registrations } from "#server/db/schema";
import { paymentWorld, referenceOf, type PaymentWorld } from "#tests/integration/payment-helpers";
import { testDatabases } from "#tests/integration/test-db";

const MINUTE = 60_000;

/**
 * Pay now squatting: seats held for payments that never come, from a few
 * addresses with made-up e-mails, against the Stripe stand-in. The trust
 * allowances are on, at their defaults.
 */
for (const target of testDatabases()) {
  describe(`seats held unpaid on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let world: PaymentWorld;

    beforeAll(async () => {
      database = await target.open();
      world = await paymentWorld(database, {
        MAX_UNCONFIRMED_SEATS: "5",
        MAX_UNPAID_HOLDS_PER_CLIENT: "3",
      });
    });
    afterAll(async () => {
      await world?.close();
      await database?.dispose();
    });

    const statusOf = async (reference: string) => (await world.registrationOf(reference)).status;
    const referenceIn = (answer: { body: unknown }) =>
      (answer.body as { reference: string }).reference;
    const toCheckout = (answer: { status: number; headers: Headers }) =>
      answer.status === 303 && (answer.headers.get("Location") ?? "").includes("/pay/");

    it("four addresses × 5 Pay now on 10 seats: at most half held unpaid, 3 per address; the next visitor gets a seat", async () => {
      const course = await world.course({ classSize: 10 });
      const answers: { address: string; answer: Awaited<ReturnType<PaymentWorld["register"]>> }[] =
        [];
      for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
        for (let n = 0; n < 5; n++)
          answers.push({ address, answer: await world.register(course, {}, address) });
      }
      const held = answers.filter(({ answer }) => toCheckout(answer));
      expect(held).toHaveLength(5);
      for (const address of new Set(answers.map((a) => a.address)))
        expect(held.filter((a) => a.address === address).length).toBeLessThanOrEqual(3);
      expect(await seatsTaken(world.db, course.id)).toBe(5);
      // None lost: the others are stored and told to confirm by mail, nothing charged.
      const refused = answers.filter(({ answer }) => !toCheckout(answer));
      expect(refused.map(({ answer }) => answer.status)).toEqual(Array<number>(15).fill(200));
      for (const { answer } of refused)
        expect(answer.body).toMatchObject({
          outcome: "pending",
          seatHeld: false,
          unpaidHoldRefused: true,
        });
      const stored = await world.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.productId, course.id));
      expect(stored).toHaveLength(20);

      // The next visitor paying by invoice has a seat at once.
      const invoice = await world.register(course, { pay: "invoice" }, "203.0.113.50");
      expect(invoice.body).toMatchObject({ outcome: "registered" });
      // One choosing Pay now is asked to confirm, and has a seat once the link is clicked.
      const payNow = await world.register(course, {}, "203.0.113.51");
      expect(payNow.body).toMatchObject({ outcome: "pending", unpaidHoldRefused: true });
      expect(await confirmBooking(referenceIn(payNow))).toMatchObject({ ok: true });
      expect(await statusOf(referenceIn(payNow))).toBe("registered");

      // A paid hold is firm: the unpaid ones may again take half of what is left for sale.
      const first = referenceOf(held[0]!.answer.headers.get("Location"), world);
      await world.deliver(
        world.sessionEvent(
          "checkout.session.completed",
          world.standIn.pay(world.sessionFor(first).id),
        ),
      );
      expect(await statusOf(first)).toBe("confirmed");
    });

    it("a freed seat is not offered back to the address that let its hold lapse the same day", async () => {
      const course = await world.course({ classSize: 2 });
      const squatter = "198.51.100.9";
      const hold = await world.register(course, {}, squatter);
      expect(toCheckout(hold)).toBe(true);
      const seated = await world.register(course, { pay: "invoice" }, "203.0.113.60");
      expect(seated.body).toMatchObject({ outcome: "registered" });
      // Full: the squatter's second e-mail waits, then an honest visitor behind it.
      const again = await world.register(course, { pay: "invoice" }, squatter);
      expect(again.body).toMatchObject({ outcome: "waitlisted" });
      const honest = await world.register(course, { pay: "invoice" }, "203.0.113.61");
      expect(honest.body).toMatchObject({ outcome: "waitlisted" });

      await settleLapsedOffers(new Date(Date.now() + 31 * MINUTE));
      expect(await statusOf(referenceOf(hold.headers.get("Location"), world))).toBe("cancelled");
      expect(await statusOf(referenceIn(again))).toBe("waitlisted");
      expect(await statusOf(referenceIn(honest))).toBe("offered");
    });

    it("nor to the e-mail that let it lapse, whatever address it comes back from", async () => {
      const course = await world.course({ classSize: 1 });
      const email = "lapsed.payer@example.my";
      const hold = await world.register(course, { email }, "198.51.100.10");
      expect(toCheckout(hold)).toBe(true);
      const first = await world.register(course, { pay: "invoice" }, "203.0.113.70");
      await settleLapsedOffers(new Date(Date.now() + 31 * MINUTE));
      expect(await statusOf(referenceIn(first))).toBe("offered");
      const back = await world.register(course, { email, pay: "invoice" }, "203.0.113.71");
      expect(back.body).toMatchObject({ outcome: "waitlisted" });
      const next = await world.register(course, { pay: "invoice" }, "203.0.113.72");
      expect(next.body).toMatchObject({ outcome: "waitlisted" });
      // The offer is turned down: the seat goes past the lapsed e-mail to the next in line.
      await cancelRegistration(referenceIn(first), new Date(Date.now() + 32 * MINUTE));
      expect(await statusOf(referenceIn(back))).toBe("waitlisted");
      expect(await statusOf(referenceIn(next))).toBe("offered");
      const offered = await world.db
        .select({ email: registrations.email })
        .from(registrations)
        .where(and(eq(registrations.productId, course.id), eq(registrations.status, "offered")));
      expect(offered.map((r) => r.email)).not.toContain(email);
    });
  });
}
