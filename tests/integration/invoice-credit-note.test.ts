import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invoice } from "#app/features/invoices/issue-invoice.server";
import { invoiceFor as newInvoice } from "./invoice-fixtures";
import { auditLog, emailOutbox, invoices } from "#server/db/schema";
import {
  addEditor,
  args,
  flashToastOf,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { pdfTextLines } from "./pdf-text";
import { testDatabases } from "./test-db";

const EDITOR = { email: "credit-editor@aihq.test", password: "credit editor password 01" };

for (const target of testDatabases()) {
  describe(`a credit note by hand on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let admin: string;
    let editor: string;

    const invoiceFor = (name: string) => newInvoice(database.db, name);

    const path = (invoice: Invoice) => `/admin/invoices/${invoice.number}/credit-note`;
    const show = (invoice: Invoice, cookie?: string) =>
      run(page.loader, args(request(path(invoice), { cookie }), { number: invoice.number }));
    const post = (invoice: Invoice, form: Record<string, string>, cookie = admin) =>
      run(page.action, args(request(path(invoice), { cookie, form }), { number: invoice.number }));
    const notesOf = (invoice: Invoice) =>
      database.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoice.id));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      page = await importRoute("routes/admin/invoices/credit-note.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("needs a signed-in admin: signed out goes to sign in, an editor is refused, nothing issued", async () => {
      const invoice = await invoiceFor("Tan Wei Ming");
      const signedOut = await show(invoice);
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("Location")).toMatch(/^\/admin\/login/);
      expect((await show(invoice, editor)).status).toBe(403);
      const posted = await post(invoice, { amount: "100", reason: "Goodwill" }, editor);
      expect(posted.status).toBe(403);
      expect(await notesOf(invoice)).toHaveLength(0);
    });

    it("shows what is left, issues a numbered credit note, mails its PDF and records it", async () => {
      const invoice = await invoiceFor("Lim Mei Ling");
      const before = await show(invoice, admin);
      expect(before.body).toMatchObject({
        invoice: { number: invoice.number, total: "1500.00", left: "1500.00", status: "unpaid" },
      });
      const outcome = await post(invoice, {
        amount: "1,000.50",
        reason: "Refunded by bank transfer",
      });
      expect(outcome.status).toBe(302);
      const [note] = await notesOf(invoice);
      expect(note).toMatchObject({ kind: "credit_note", total: "-1000.50" });
      expect(note!.number).toMatch(/^AIHQ-CN-\d{4}-\d{6}$/);
      const toast = await flashToastOf(outcome.headers);
      expect(toast.title).toBe(`Credit note ${note!.number} issued`);
      const [mail] = await database.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, invoice.buyerEmail),
            eq(emailOutbox.formType, "invoice_document"),
          ),
        );
      expect(mail!.formData).toMatchObject({ invoice: { number: note!.number } });
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "invoice.credit"), eq(auditLog.targetId, invoice.id)));
      expect(audit!.summary).toContain(note!.number);
      const after = await show(invoice, admin);
      expect(after.body).toMatchObject({ invoice: { left: "499.50" } });

      // More than is left is refused at the amount; what was typed stays.
      const tooMuch = await post(invoice, { amount: "500", reason: "Second refund" });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toMatchObject({
        status: "invalid",
        fieldErrors: { amount: `At most 499.50 of invoice ${invoice.number} is left to credit.` },
        values: { amount: "500", reason: "Second refund" },
      });
      // The rest credits it in full: the invoice reads credited, and the page offers nothing more.
      expect((await post(invoice, { amount: "499.50", reason: "Balance" })).status).toBe(302);
      const [credited] = await database.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, invoice.id));
      expect(credited!.status).toBe("credited");
      const closed = await post(invoice, { amount: "1", reason: "Once more" });
      expect(closed.status).toBe(409);
      expect(await notesOf(invoice)).toHaveLength(2);

      // The credit note's own PDF says what it credits.
      const file = await importRoute("routes/admin/invoices/file.ts");
      const pdf = await run(
        file.loader,
        args(request(`/admin/invoices/${note!.number}.pdf`, { cookie: admin }), {
          file: `${note!.number}.pdf`,
        }),
      );
      const text = pdfTextLines(Buffer.from(await (pdf.body as Response).arrayBuffer()));
      expect(text.join("\n")).toContain(`Credit against invoice ${invoice.number}`);
    });

    it("bad input answers 400 at the field or 404, never a fault, and stores nothing", async () => {
      const invoice = await invoiceFor("Nurul Aina");
      for (const [form, field] of [
        [{ amount: "0", reason: "Nothing" }, "amount"],
        [{ amount: "-5", reason: "Negative" }, "amount"],
        [{ amount: "12.345", reason: "Three decimals" }, "amount"],
        [{ amount: "abc", reason: "Letters" }, "amount"],
        [{ amount: "100", reason: "" }, "reason"],
        [{ amount: "100", reason: "A\u0000NUL" }, "reason"],
        [{ amount: "100", reason: "x".repeat(501) }, "reason"],
      ] as const) {
        const outcome = await post(invoice, form);
        expect(outcome.status, JSON.stringify(form)).toBe(400);
        expect(outcome.body).toMatchObject({
          status: "invalid",
          fieldErrors: { [field]: expect.any(String) },
        });
      }
      const missing = await run(
        page.action,
        args(
          request("/admin/invoices/AIHQ-INV-2099-000001/credit-note", {
            cookie: admin,
            form: { amount: "1", reason: "x" },
          }),
          { number: "AIHQ-INV-2099-000001" },
        ),
      );
      expect(missing.status).toBe(404);
      expect(await notesOf(invoice)).toHaveLength(0);
    });
  });
}
