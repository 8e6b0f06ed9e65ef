import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import type { BookOrderRow } from "#app/features/books/admin/book-orders";
import { register } from "#app/features/registrations/register.server";
import { upsertAdmin } from "#server/auth/admin-users";
import {
  adminUsers,
  auditLog,
  books,
  emailOutbox,
  leads,
  masterclasses,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import {
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const EDITOR = { email: "books-editor@aihq.test", password: "books editor password 0123" };
const NOTICE = "2024-06-01";
const ADDRESS = {
  recipientName: "Daniel Tan",
  addressLine1: "12 Jalan Ampang",
  addressLine2: null,
  postcode: "50450",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur" as const,
  deliveryPhone: "012-345 6789",
};

interface ListBody {
  rows: BookOrderRow[];
  total: number;
  pages: number;
  statusCounts: Record<string, number>;
}

for (const target of testDatabases()) {
  describe(`back-office book orders on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let csv: RouteModule;
    let admin: string;
    let editor: string;
    let book: typeof books.$inferSelect;

    /** An order placed as the public Buy Now dialog places it (register, productType "book"). */
    async function order(name = "Daniel Tan", spamReason: string | null = null) {
      const email = `buyer.${crypto.randomBytes(4).toString("hex")}@example.my`;
      const outcome = await register(
        {
          mode: "individual",
          productType: "book",
          productId: book.id,
          name,
          email,
          phone: "",
          org: "",
          role: "",
          marketingOptIn: false,
          idempotencyKey: crypto.randomBytes(12).toString("base64url"),
        },
        { spamReason, delivery: ADDRESS },
      );
      expect(outcome.kind).toBe("registered");
      const [row] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.email, email));
      await database.db.delete(emailOutbox);
      return row!;
    }

    const post = (form: Record<string, string>, cookie = admin, url = "/admin/book-orders") =>
      run(page.action, args(request(url, { cookie, form })));
    const list = async (query = "", cookie = admin) =>
      (await run(page.loader, args(request(`/admin/book-orders${query}`, { cookie }))))
        .body as ListBody;
    const rowOf = async (id: string) =>
      (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
    const auditOf = (action: string, targetId: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
    const mailsTo = (address: string) =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
    const render = (mail: typeof emailOutbox.$inferSelect) =>
      renderEmail(mail.formType, "visitor", mail.formData, {
        siteUrl: "http://aihq.test",
        receivedAt: new Date(),
        recommendations: [],
      });

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      await upsertAdmin(database.db, EDITOR);
      await database.db
        .update(adminUsers)
        .set({ role: "editor" })
        .where(eq(adminUsers.email, EDITOR.email));
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      page = await importRoute("routes/admin/books/orders.tsx");
      csv = await importRoute("routes/admin/books/orders-export.ts");
      const [inserted] = await database.db
        .insert(books)
        .values({
          slug: `book-${crypto.randomBytes(4).toString("hex")}`,
          title: "The AI-Ready Organisation",
          author: "AIHQ",
          price: "89.00",
        })
        .returning();
      book = inserted!;
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("confirm payment: awaiting payment → paid, the buyer's mail queued, audited; twice is refused", async () => {
      const o = await order();
      const outcome = await post({ intent: "confirm", orderId: o.id });
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe("/admin/book-orders");
      expect((await rowOf(o.id)).status).toBe("confirmed");

      const all = await mailsTo(o.email);
      // The order's mail, and the receipt of its invoice (issued now if it had none).
      expect(all).toHaveLength(2);
      const receipt = all.find((m) => m.formType === "invoice_document");
      expect(receipt!.formData).toMatchObject({ invoice: { document: "receipt" } });
      const mails = all.filter((m) => m !== receipt);
      expect(mails[0]).toMatchObject({
        formType: "book_order_update",
        recipientRole: "visitor",
        status: "pending",
        leadRef: `registration:${o.id}`,
      });
      expect(mails[0]!.formData).toMatchObject({ event: "confirmed", reference: o.reference });
      // The team made the change: nothing to tell them.
      expect(await mailsTo("team@aihq.test")).toHaveLength(0);
      const rendered = await render(mails[0]!);
      expect(rendered.subject).toBe(
        "Book order confirmed, payment received: The AI-Ready Organisation",
      );
      expect(rendered.text).toContain("Your order is confirmed, Daniel Tan");
      expect(rendered.text).toContain(o.reference);
      expect(rendered.text.replace(/\s+/g, " ")).toContain("Price: RM 89.00");

      const audit = await auditOf("book-order.confirm", o.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.summary).toBe(
        `Confirmed the payment of book order ${o.reference} (The AI-Ready Organisation)`,
      );
      // No buyer's name in the audit log.
      expect(audit[0]!.summary).not.toContain("Daniel");

      const again = await post({ intent: "confirm", orderId: o.id });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        status: "error",
        message: `${o.reference} is already paid.`,
      });
      expect(await mailsTo(o.email)).toHaveLength(2);
    });

    it("cancel: a paid order is cancelled and the buyer told; a cancelled order can be neither confirmed nor cancelled again", async () => {
      const o = await order("Siti Aminah");
      expect((await post({ intent: "confirm", orderId: o.id })).status).toBe(302);
      await database.db.delete(emailOutbox);

      const outcome = await post(
        { intent: "cancel", orderId: o.id },
        admin,
        "/admin/book-orders?status=confirmed&q=Siti",
      );
      expect(outcome.status).toBe(302);
      // Back to the list as it was filtered.
      expect(outcome.headers.get("Location")).toBe("/admin/book-orders?status=confirmed&q=Siti");
      const cancelled = await rowOf(o.id);
      expect(cancelled.status).toBe("cancelled");
      expect(cancelled.cancelledAt).not.toBeNull();
      const mails = await mailsTo(o.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.formData).toMatchObject({ event: "cancelled" });
      const rendered = await render(mails[0]!);
      expect(rendered.subject).toBe("Book order cancelled: The AI-Ready Organisation");
      expect(rendered.text).toContain("refund");
      expect(await auditOf("book-order.cancel", o.id)).toHaveLength(1);

      const confirm = await post({ intent: "confirm", orderId: o.id });
      expect(confirm.status).toBe(409);
      expect(confirm.body).toMatchObject({
        message: `Only an order awaiting payment can be confirmed; ${o.reference} is cancelled.`,
      });
      const cancelAgain = await post({ intent: "cancel", orderId: o.id });
      expect(cancelAgain.status).toBe(409);
      expect(cancelAgain.body).toMatchObject({ message: `${o.reference} is already cancelled.` });
      expect(await mailsTo(o.email)).toHaveLength(1);
      expect((await rowOf(o.id)).status).toBe("cancelled");
    });

    it("cancels an order awaiting payment too", async () => {
      const o = await order();
      expect((await post({ intent: "cancel", orderId: o.id })).status).toBe(302);
      expect((await rowOf(o.id)).status).toBe("cancelled");
      expect((await mailsTo(o.email))[0]!.formData).toMatchObject({ event: "cancelled" });
    });

    it("refuses a suspected-spam order, a course registration and bad input, changing nothing", async () => {
      const spam = await order("Spam Bot", "honeypot");
      const refused = await post({ intent: "confirm", orderId: spam.id });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: `${spam.reference} is suspected spam: mark it 'Not spam' in the Spam folder first.`,
      });
      expect((await rowOf(spam.id)).status).toBe("registered");

      // A masterclass registration is not a book order: this page cannot confirm it.
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: `course-${crypto.randomBytes(4).toString("hex")}`,
          title: "A Course",
          date: new Date(Date.now() + 10 * 86_400_000),
          price: "900.00",
          classSize: 5,
        })
        .returning();
      const [seat] = await database.db
        .insert(registrations)
        .values({
          reference: "AIHQ-R-BKQ2ZX",
          name: "Course Person",
          email: "course.person@example.my",
          payment: "individual",
          productType: "masterclass",
          productId: course!.id,
          productTitle: course!.title,
          productPrice: "900.00",
          privacyNoticeVersion: NOTICE,
        })
        .returning();
      const notBook = await post({ intent: "confirm", orderId: seat!.id });
      expect(notBook.status).toBe(404);
      expect((await rowOf(seat!.id)).status).toBe("registered");

      const bad = await post({ intent: "ship", orderId: "not-an-id" });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          orderId: "Choose an order from the list.",
          courier: "Enter the courier, like Pos Laju or J&T Express.",
          trackingNumber: "Enter the tracking number from the courier's receipt.",
        },
      });
      const unknown = await post({ intent: "refund", orderId: spam.id });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        fieldErrors: { intent: "Choose confirm payment, ship, delivered or cancel." },
      });
      expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
    });

    it("lists book orders only, newest first, paged on the server, searched by name, e-mail or reference and filtered by status", async () => {
      const first = await order("Farah Lim");
      const second = await order("Gopal Nair");
      await post({ intent: "confirm", orderId: second.id });

      const all = await list();
      expect(all.rows.every((r) => r.bookTitle === "The AI-Ready Organisation")).toBe(true);
      expect(all.rows.map((r) => r.reference)).not.toContain("AIHQ-R-BKQ2ZX");
      expect(all.rows[0]!.reference).toBe(second.reference);
      expect(all.total).toBe(all.rows.length);
      // Each order carries its lead, for the link to the lead's page.
      const [lead] = await database.db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.kind, "registration"), eq(leads.sourceId, first.id)));
      expect(all.rows.find((r) => r.id === first.id)?.leadId).toBe(lead!.id);

      expect((await list(`?q=${first.reference.toLowerCase()}`)).rows.map((r) => r.id)).toEqual([
        first.id,
      ]);
      expect((await list("?q=gopal")).rows.map((r) => r.id)).toEqual([second.id]);
      expect((await list(`?q=${encodeURIComponent(first.email)}`)).rows.map((r) => r.id)).toEqual([
        first.id,
      ]);
      // A LIKE wildcard typed in the search is taken literally.
      expect((await list("?q=%25")).rows).toEqual([]);

      const paid = await list("?status=confirmed");
      expect(paid.rows.map((r) => r.status)).toEqual(paid.rows.map(() => "confirmed"));
      expect(paid.rows.map((r) => r.id)).toContain(second.id);
      expect(paid.statusCounts.confirmed).toBe(paid.total);
      // An unknown status is "any", never an error.
      expect((await list("?status=lost")).total).toBe(all.total);

      // 30 more orders: two pages of 25 (plus what the other tests placed).
      await database.db.insert(registrations).values(
        Array.from({ length: 30 }, (_, n) => ({
          reference: `AIHQ-R-PG${"ABCDEFGHJKMNPQRSTUVWXYZ234567"[n]}${"23456789"[n % 8]}Z${"QX"[n % 2]}`,
          name: `Paged Buyer ${n}`,
          email: `paged.${n}@example.my`,
          payment: "individual" as const,
          productType: "book" as const,
          productId: book.id,
          productTitle: book.title,
          productPrice: book.price,
          privacyNoticeVersion: NOTICE,
          createdAt: new Date(Date.now() - (n + 1) * 3_600_000),
        })),
      );
      const one = await list("?q=Paged");
      expect(one.total).toBe(30);
      expect(one.pages).toBe(2);
      expect(one.rows).toHaveLength(25);
      const two = await list("?q=Paged&page=2");
      expect(two.rows).toHaveLength(5);
      expect(two.rows.at(-1)!.name).toBe("Paged Buyer 29");
    });

    it("exports the current filter as CSV", async () => {
      const o = await order("Csv Buyer");
      const outcome = await run(
        csv.loader,
        args(request(`/admin/book-orders.csv?q=${o.reference}`, { cookie: admin })),
      );
      const response = outcome.body as Response;
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /book-orders-\d{4}-\d{2}-\d{2}\.csv/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      // UTF-8 with a byte-order mark, so Excel opens it (text() would drop the mark).
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(
        text.startsWith("Reference,Ordered at,Book,Format,Price (MYR),Status,Name,E-mail"),
      ).toBe(true);
      const lines = text.trim().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(o.reference);
      expect(lines[1]).toContain("Awaiting payment");
      expect(lines[1]).toContain("Csv Buyer");
    });

    it("admins only: an editor gets 403 from the list, its actions and its export; no session is sent to sign in", async () => {
      const o = await order();
      const loader = await run(
        page.loader,
        args(request("/admin/book-orders", { cookie: editor })),
      );
      expect(loader.status).toBe(403);
      const action = await post({ intent: "confirm", orderId: o.id }, editor);
      expect(action.status).toBe(403);
      expect((await rowOf(o.id)).status).toBe("registered");
      const exported = await run(
        csv.loader,
        args(request("/admin/book-orders.csv", { cookie: editor })),
      );
      expect(exported.status).toBe(403);
      const anonymous = await run(page.loader, args(request("/admin/book-orders")));
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
      expect(
        (
          await run(
            page.action,
            args(request("/admin/book-orders", { form: { intent: "confirm", orderId: o.id } })),
          )
        ).status,
      ).toBe(401);
      expect(await mailsTo(o.email)).toHaveLength(0);
    });
  });
}
