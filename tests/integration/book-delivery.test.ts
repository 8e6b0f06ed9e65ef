import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { leadKindLabel } from "#app/features/leads/admin/filters";
import { changeLeadStatus } from "#app/features/leads/admin/lead-changes.server";
import { listLeads } from "#app/features/leads/admin/leads.server";
import { getLeadDetail } from "#app/features/leads/admin/lead-detail.server";
import { leadFieldRows } from "#app/features/leads/admin/lead-fields";
import { erasePerson } from "#app/features/privacy/erasure.server";
import {
  auditLog,
  bookOrderDeliveries,
  leads,
  books,
  emailOutbox,
  rateLimits,
  registrations,
  submissionFingerprints,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import {
  adminActor,
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";
import { ADDRESS, orderForm, renderMail } from "./book-delivery-helpers";

registerLeadMails(leadMails);

for (const target of testDatabases()) {
  describe(`book delivery on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let bookPage: RouteModule;
    let orders: RouteModule;
    let csv: RouteModule;
    let admin: string;
    let paperback: typeof books.$inferSelect;
    let ebook: typeof books.$inferSelect;

    const form = orderForm;
    const buy = (book: typeof books.$inferSelect, fields: Record<string, string>) =>
      run(
        bookPage.action,
        args(request(`/shop/books/${book.slug}`, { form: fields }), { slug: book.slug }),
      );
    const orderOf = async (email: string) =>
      (await database.db.select().from(registrations).where(eq(registrations.email, email)))[0];
    const deliveryOf = async (id: string) =>
      (
        await database.db
          .select()
          .from(bookOrderDeliveries)
          .where(eq(bookOrderDeliveries.registrationId, id))
      )[0];
    const post = (fields: Record<string, string>) =>
      run(orders.action, args(request("/admin/book-orders", { cookie: admin, form: fields })));
    const mailsTo = (address: string) =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
    const render = renderMail;
    const auditOf = (action: string, targetId: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

    /** A paperback ordered on the public page, address and all. */
    async function orderPaperback() {
      const fields = form(paperback, ADDRESS);
      const outcome = await buy(paperback, fields);
      expect(outcome.status).toBe(302);
      const order = (await orderOf(fields.email))!;
      expect(order).toBeDefined();
      return order;
    }

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      bookPage = await importRoute("routes/shop/book.tsx");
      orders = await importRoute("routes/admin/books/orders.tsx");
      csv = await importRoute("routes/admin/books/orders-export.ts");
      const tag = crypto.randomBytes(4).toString("hex");
      const [paper] = await database.db
        .insert(books)
        .values({
          slug: `paper-${tag}`,
          title: "The AI-Ready Organisation",
          author: "AIHQ",
          price: "89.90",
        })
        .returning();
      const [digital] = await database.db
        .insert(books)
        .values({
          slug: `ebook-${tag}`,
          title: "Write Clearly, Work Faster",
          author: "AIHQ",
          price: "49.90",
          format: "ebook",
        })
        .returning();
      paperback = paper!;
      ebook = digital!;
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
      await database.db.delete(rateLimits);
      await database.db.delete(submissionFingerprints);
    });

    it("a paperback ordered without an address is refused at each field, values kept, nothing stored", async () => {
      const fields = form(paperback, { postcode: "5045", state: "Singapore" });
      const outcome = await buy(paperback, fields);
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          recipientName: "Enter the name of the person receiving the book",
          addressLine1: "Enter the street address",
          postcode: "Enter the 5-digit postcode",
          city: "Enter the town or city",
          state: "Choose the state",
          deliveryPhone: "Enter a phone number for the courier",
        },
        values: { postcode: "5045", name: "Daniel Tan" },
      });
      expect(await orderOf(fields.email)).toBeUndefined();
      expect(await database.db.select().from(emailOutbox)).toHaveLength(0);

      const foreign = await buy(
        paperback,
        form(paperback, { ...ADDRESS, deliveryPhone: "+65 6123 4567" }),
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({
        fieldErrors: {
          deliveryPhone: "Enter a Malaysian phone number, like 012-345 6789 or +60 3-1234 5678",
        },
      });
    });

    it("a paperback with its address is stored with the order, and both mails show it", async () => {
      const order = await orderPaperback();
      expect(order).toMatchObject({ productType: "book", status: "registered" });
      expect(await deliveryOf(order.id)).toMatchObject({
        format: "paperback",
        recipientName: "Aisyah Rahman",
        addressLine1: "Unit 3-2, Menara Aurora",
        addressLine2: "Jalan Ampang",
        postcode: "50450",
        city: "Kuala Lumpur",
        state: "W.P. Kuala Lumpur",
        phone: "012-345 6789",
        shippedAt: null,
      });
      const [buyer] = await mailsTo(order.email);
      const toBuyer = await render(buyer!);
      expect(toBuyer.subject).toBe("Book order received: The AI-Ready Organisation");
      const text = toBuyer.text.replace(/\s+/g, " ");
      expect(text).toContain("Format: Paperback");
      expect(text).toContain(
        "Aisyah Rahman Unit 3-2, Menara Aurora Jalan Ampang 50450 Kuala Lumpur W.P. Kuala Lumpur",
      );
      const [team] = await mailsTo("team@aihq.test");
      const toTeam = await render(team!);
      expect(toTeam.subject).toBe("New book order: Daniel Tan, The AI-Ready Organisation");
      expect(toTeam.text).toContain("50450 Kuala Lumpur");
    });

    it("an e-book asks for no address and has no shipping steps", async () => {
      const fields = form(ebook);
      expect((await buy(ebook, fields)).status).toBe(302);
      const order = (await orderOf(fields.email))!;
      expect(await deliveryOf(order.id)).toMatchObject({ format: "ebook", addressLine1: null });
      const text = (await render((await mailsTo(order.email))[0]!)).text;
      expect(text).toContain("Format: E-book");
      expect(text).not.toContain("Deliver to");

      expect((await post({ intent: "confirm", orderId: order.id })).status).toBe(302);
      const ship = await post({
        intent: "ship",
        orderId: order.id,
        courier: "Pos Laju",
        trackingNumber: "ER123456789MY",
      });
      expect(ship.status).toBe(409);
      expect(ship.body).toMatchObject({
        message: `${order.reference} is an e-book: it is not shipped.`,
      });
      expect((await deliveryOf(order.id))?.shippedAt).toBeNull();
    });

    it("shipping an unpaid order is refused; paid → shipped mails the tracking; → delivered; each step audited, none skipped", async () => {
      const order = await orderPaperback();
      await database.db.delete(emailOutbox);
      const parcel = { courier: "poslaju", trackingNumber: "ER123456789MY" };

      const unpaid = await post({ intent: "ship", orderId: order.id, ...parcel });
      expect(unpaid.status).toBe(409);
      expect(unpaid.body).toMatchObject({
        message: `${order.reference} is not paid yet: confirm its payment before shipping it.`,
      });
      const early = await post({ intent: "deliver", orderId: order.id });
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({
        message: `Only a shipped order can be marked delivered; ${order.reference} is awaiting payment.`,
      });
      expect(await mailsTo(order.email)).toHaveLength(0);

      expect((await post({ intent: "confirm", orderId: order.id })).status).toBe(302);
      // The order's own mail (the invoice's receipt travels apart).
      const confirmed = await render(
        (await mailsTo(order.email)).find((m) => m.formType === "book_order_update")!,
      );
      expect(confirmed.text).toContain("We post the paperback");
      await database.db.delete(emailOutbox);

      const badTracking = await post({
        intent: "ship",
        orderId: order.id,
        courier: "Pos Laju",
        trackingNumber: "ER 1234<script>",
      });
      expect(badTracking.status).toBe(400);
      expect(badTracking.body).toMatchObject({
        fieldErrors: { trackingNumber: "A tracking number has only letters, digits and dashes." },
        values: { courier: "Pos Laju" },
      });

      const shipped = await post({ intent: "ship", orderId: order.id, ...parcel });
      expect(shipped.status).toBe(302);
      expect(await deliveryOf(order.id)).toMatchObject({
        courier: "Pos Laju",
        trackingNumber: "ER123456789MY",
        shippedAt: expect.any(Date),
        deliveredAt: null,
      });
      const mails = await mailsTo(order.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        formType: "book_order_update",
        leadRef: `registration:${order.id}`,
      });
      const mail = await render(mails[0]!);
      expect(mail.subject).toBe("Book order shipped: The AI-Ready Organisation");
      expect(mail.text).toContain("ER123456789MY");
      expect(mail.text).toContain("https://tracking.pos.com.my/tracking/ER123456789MY");
      expect(mail.html).toContain('href="https://tracking.pos.com.my/tracking/ER123456789MY"');
      const [shipAudit] = await auditOf("book-order.ship", order.id);
      expect(shipAudit!.summary).toBe(
        `Shipped book order ${order.reference} (The AI-Ready Organisation) by Pos Laju, tracking ER123456789MY`,
      );

      const twice = await post({ intent: "ship", orderId: order.id, ...parcel });
      expect(twice.status).toBe(409);
      const cancel = await post({ intent: "cancel", orderId: order.id });
      expect(cancel.status).toBe(409);

      expect((await post({ intent: "deliver", orderId: order.id })).status).toBe(302);
      expect((await deliveryOf(order.id))?.deliveredAt).toBeInstanceOf(Date);
      expect(await auditOf("book-order.deliver", order.id)).toHaveLength(1);
      expect(await auditOf("book-order.confirm", order.id)).toHaveLength(1);

      const listed = (
        await run(
          orders.loader,
          args(request(`/admin/book-orders?q=${order.reference}`, { cookie: admin })),
        )
      ).body as {
        rows: { status: string; delivery: { address: string[] } }[];
        statusCounts: Record<string, number>;
      };
      expect(listed.rows[0]).toMatchObject({
        status: "delivered",
        delivery: { address: expect.arrayContaining(["50450 Kuala Lumpur"]) },
      });
      // The tracking number finds the order too.
      const byTracking = (
        await run(
          orders.loader,
          args(request("/admin/book-orders?q=ER123456789MY", { cookie: admin })),
        )
      ).body as { rows: unknown[] };
      expect(byTracking.rows).toHaveLength(1);
    });

    it("an unknown courier's buyer gets the number without a link", async () => {
      const order = await orderPaperback();
      await post({ intent: "confirm", orderId: order.id });
      await database.db.delete(emailOutbox);
      const shipped = await post({
        intent: "ship",
        orderId: order.id,
        courier: "Lalamove",
        trackingNumber: "LLM-2026-0042",
      });
      expect(shipped.status).toBe(302);
      const mail = await render((await mailsTo(order.email))[0]!);
      expect(mail.text).toContain("LLM-2026-0042");
      expect(mail.html).not.toContain("Track your parcel");
    });

    it("the CSV has the format, address, status, courier and tracking number", async () => {
      const order = await orderPaperback();
      await post({ intent: "confirm", orderId: order.id });
      await post({
        intent: "ship",
        orderId: order.id,
        courier: "J&T",
        trackingNumber: "JT0001234567",
      });
      const outcome = await run(
        csv.loader,
        args(request(`/admin/book-orders.csv?q=${order.reference}`, { cookie: admin })),
      );
      const text = await (outcome.body as Response).text();
      const [header] = text.split("\r\n");
      expect(header).toBe(
        "Reference,Ordered at,Book,Format,Price (MYR),Status,Name,E-mail,Phone,Organisation,Delivery address,Recipient's phone,Courier,Tracking number,Shipped at,Delivered at,Cancelled at,Suspected spam",
      );
      expect(text).toContain(",Paperback,");
      expect(text).toContain(",Shipped,");
      expect(text).toContain(
        '"Aisyah Rahman\nUnit 3-2, Menara Aurora\nJalan Ampang\n50450 Kuala Lumpur\nW.P. Kuala Lumpur"',
      );
      expect(text).toContain(",J&T Express,JT0001234567,");
    });

    it("is labelled 'Book order' in the leads inbox and the audit log", async () => {
      const order = await orderPaperback();
      const { rows } = await listLeads({
        kind: "registration",
        status: null,
        q: order.email,
        from: null,
        to: null,
        page: 1,
      });
      expect(rows).toHaveLength(1);
      expect(leadKindLabel(rows[0]!)).toBe("Book order");
      const [lead] = await database.db.select().from(leads).where(eq(leads.sourceId, order.id));
      const actor = await adminActor(database.db);
      expect(
        await changeLeadStatus(actor, { id: lead!.id, from: "new", to: "contacted", note: null }),
      ).toBe("changed");
      const [audit] = await auditOf("lead.status", lead!.id);
      expect(audit!.summary).toBe("Marked a book order as contacted");
      // The lead's page lists the order's format and where it goes.
      const detail = (await getLeadDetail(lead!.id, database.db))!;
      const fields = leadFieldRows(detail.lead.kind, detail.source!);
      expect(fields).toContainEqual({ label: "Format", value: "Paperback" });
      expect(fields).toContainEqual({
        label: "Delivery address",
        value:
          "Aisyah Rahman\nUnit 3-2, Menara Aurora\nJalan Ampang\n50450 Kuala Lumpur\nW.P. Kuala Lumpur",
      });
    });

    it("PDPA erasure empties the delivery address and phone; the format and tracking stay", async () => {
      const order = await orderPaperback();
      await post({ intent: "confirm", orderId: order.id });
      await post({
        intent: "ship",
        orderId: order.id,
        courier: "GDEX",
        trackingNumber: "GD12345678",
      });
      await erasePerson(await adminActor(database.db), order.email, database.db, "/nonexistent");
      expect(await deliveryOf(order.id)).toMatchObject({
        format: "paperback",
        recipientName: null,
        addressLine1: null,
        addressLine2: null,
        postcode: null,
        city: null,
        state: null,
        phone: null,
        courier: "GDEX",
        trackingNumber: "GD12345678",
      });
    });
  });
}
