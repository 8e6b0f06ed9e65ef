import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { register } from "#app/features/registrations/register.server";
import { cancelRegistration } from "#app/features/registrations/manage-registration.server";
import {
  confirmGroupPayment,
  confirmPayment,
  undoPayment,
} from "#app/features/registrations/admin/payments.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import { issueInvoice } from "#app/features/invoices/issue-invoice.server";
import { issueCreditNote, markInvoicePaid } from "#app/features/invoices/invoice-payments.server";
import { invoicePdf } from "#app/features/invoices/invoice-attachment.server";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { books, emailOutbox, invoices, registrations } from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import { requireLeadMail } from "#server/email/registry";
import { adminActor, setUpRuntime } from "./admin-helpers";
import { pdfTextLines } from "./pdf-text";
import { courseIn, groupIn, seatIn, type SeatValues } from "./invoice-fixtures";
import { testDatabases } from "./test-db";
import { calendarDateKey } from "#common/dates";

registerLeadMails(leadMails);

const DAY = 86_400_000;
const unique = () => crypto.randomBytes(4).toString("hex");
const ENV = {
  MAIL_TO_TEAM: "team@aihq.test",
  SST_RATE: "8",
  INVOICE_SSM_NUMBER: "202301099999",
  INVOICE_SST_NUMBER: "W10-1808-32000001",
  INVOICE_TIN: "C12345678901",
  INVOICE_BANK_DETAILS: "Maybank 5140 1234 5678 | Account name: AIHQ Sdn. Bhd.",
};

function person(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    mode: "individual",
    productType: "masterclass",
    productId: "",
    name: "Tan Wei Ming",
    email: `tan.${unique()}@example.my`,
    phone: "",
    org: "",
    role: "",
    marketingOptIn: false,
    idempotencyKey: crypto.randomBytes(12).toString("base64url"),
    ...overrides,
  };
}

for (const target of testDatabases()) {
  describe(`invoices on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let courseId: string;

    const course = (days = 30) => courseIn(database.db, days);
    const seat = (values: SeatValues = {}) => seatIn(database.db, courseId, values);
    const group = (confirmed = true) => groupIn(database.db, courseId, confirmed);

    const issue = (source: Parameters<typeof issueInvoice>[1], now?: Date) =>
      database.db.transaction((tx) => issueInvoice(tx, source, now));
    const invoiceOf = async (registrationId: string) =>
      (
        await database.db.select().from(invoices).where(eq(invoices.registrationId, registrationId))
      )[0];
    const payment = {
      amount: "1500.00",
      method: "bank_transfer" as const,
      reference: "MBB123",
      paidOn: "2026-11-20",
    };

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, ENV);
      courseId = await course();
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("numbers 30 parallel issues 1 to 30, no gap, no duplicate; a rolled-back issue gives its number back", async () => {
      const rows = await Promise.all(Array.from({ length: 31 }, () => seat()));
      const at = new Date("2031-03-01T04:00:00Z");
      const outcomes = await Promise.all(
        rows.slice(0, 30).map((row) => issue({ registrationId: row.id }, at)),
      );
      const numbers = outcomes.map((o) => (o.ok ? o.value.sequence : -1)).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(new Set(outcomes.map((o) => o.ok && o.value.number)).size).toBe(30);
      await expect(
        database.db.transaction(async (tx) => {
          await issueInvoice(tx, { registrationId: rows[30]!.id }, at);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      const next = await issue({ registrationId: rows[30]!.id }, at);
      expect(next.ok && next.value.number).toBe("AIHQ-INV-2031-000031");
    }, 60_000);

    it("a self-paid seat is invoiced at its confirmation: unpaid, due before the course, the PDF attached and linked", async () => {
      const soon = await course(5);
      const outcome = await register(person({ productId: soon }));
      expect(outcome.kind).toBe("registered");
      const [row] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.productId, soon));
      const invoice = (await invoiceOf(row!.id))!;
      expect(invoice).toMatchObject({
        kind: "invoice",
        status: "unpaid",
        buyerName: "Tan Wei Ming",
        subtotal: "1500.00",
        tax: "120.00",
        total: "1620.00",
        currency: "MYR",
      });
      expect(invoice.number).toMatch(/^AIHQ-INV-\d{4}-\d{6}$/);
      // Due in 14 days, but the course starts in 5: due dates are Malaysian days, so compare with
      // the Malaysian day (the UTC one lags it by a day from 16:00 UTC).
      expect(invoice.dueOn! <= calendarDateKey(new Date(Date.now() + 5 * DAY))).toBe(true);
      const [mail] = await database.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, row!.email), eq(emailOutbox.recipientRole, "visitor")),
        );
      const rendered = await renderEmail(
        requireLeadMail(mail!.formType),
        "visitor",
        mail!.formData,
        {
          siteUrl: "https://aihq.test",
          receivedAt: new Date(),
          recommendations: [],
        },
      );
      const pdf = rendered.attachments.find((a) => a.contentType === "application/pdf");
      expect(pdf).toMatchObject({ filename: `invoice-${invoice.number}.pdf`, encoding: "base64" });
      expect(rendered.attachments.some((a) => a.filename.endsWith(".ics"))).toBe(true);
      expect(rendered.text).toContain(`Your invoice ${invoice.number} is attached`);
      expect(rendered.text).toMatch(
        new RegExp(`/invoices/${invoice.number}\\.pdf\\?expires=\\d+&sig=`),
      );
      const lines = pdfTextLines(Buffer.from(pdf!.content, "base64"));
      expect(lines).toContain("Invoice");
      expect(lines).toContain(`No.: ${invoice.number}`);
    });

    it("issuing twice gives the same invoice; other modes, waitlisted, pending and spam seats get none", async () => {
      const row = await seat();
      const first = await issue({ registrationId: row.id });
      const again = await issue({ registrationId: row.id });
      expect(first.ok && again.ok && again.value.id === first.value.id).toBe(true);
      for (const values of [
        { payment: "installment" as const },
        { payment: "ntw" as const },
        { status: "waitlisted" as const },
        { confirmBy: new Date(Date.now() + DAY) },
        { status: "held" as const, spamReason: "honeypot" },
      ]) {
        const refusedRow = await seat(values);
        const outcome = await issue({ registrationId: refusedRow.id });
        expect(outcome).toMatchObject({ ok: false, reason: "not-invoiceable" });
      }
      expect(await issue({ registrationId: crypto.randomUUID() })).toMatchObject({
        ok: false,
        reason: "not-found",
      });
    });

    it("a book order is invoiced with its confirmation", async () => {
      const [book] = await database.db
        .insert(books)
        .values({
          slug: `book-${unique()}`,
          title: "Prompting at Work",
          author: "Dr. Aisyah",
          price: "89.90",
          format: "ebook",
        })
        .returning();
      expect((await register(person({ productType: "book", productId: book!.id }))).kind).toBe(
        "registered",
      );
      const [order] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.productId, book!.id));
      const invoice = (await invoiceOf(order!.id))!;
      expect(invoice.lines).toEqual([
        expect.objectContaining({
          description: "Book: Prompting at Work",
          quantity: 1,
          unitPrice: "89.90",
          tax: "7.19",
        }),
      ]);
      expect(invoice.total).toBe("97.09");
    });

    it("an HRDC booking is invoiced to the employer once confirmed: one line per seated attendee", async () => {
      const pending = await group(false);
      expect(await issue({ groupId: pending.group.id })).toMatchObject({
        ok: false,
        reason: "not-invoiceable",
      });
      const { group: g, members } = await group();
      const issued = await issue({ groupId: g.id });
      if (!issued.ok) throw new Error(issued.message);
      expect(issued.value).toMatchObject({
        buyerCompany: "Sunway Berhad",
        buyerSsm: "197601000123",
        buyerName: "Nurul Aina",
        subtotal: "3000.00",
        total: "3240.00",
        groupId: g.id,
        registrationId: null,
      });
      expect(issued.value.lines.map((line) => line.description)).toEqual([
        expect.stringMatching(/participant Ravi Kumar$/),
        expect.stringMatching(/participant Lim Mei Ling$/),
      ]);
      // A member's own issue is refused: the group carries it.
      expect(await issue({ registrationId: members[0]!.id })).toMatchObject({ ok: false });
      // Paying the whole group pays its invoice, and mails one receipt to the contact.
      const actor = await adminActor(database.db);
      expect(
        (
          await confirmGroupPayment(actor, courseId, g.id, {
            ...payment,
            amount: "3240.00",
            method: "hrdc",
          })
        ).ok,
      ).toBe(true);
      const [paid] = await database.db.select().from(invoices).where(eq(invoices.groupId, g.id));
      expect(paid).toMatchObject({
        status: "paid",
        paymentMethod: "hrdc",
        paymentReference: "MBB123",
      });
      const receipts = await database.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.formType, "invoice_document"), eq(emailOutbox.toAddress, g.hrEmail)),
        );
      expect(receipts).toHaveLength(1);
    });

    it("a recorded payment makes the invoice a receipt, mailed; undoing it makes it owed again", async () => {
      const row = await seat();
      const issued = await issue({ registrationId: row.id });
      if (!issued.ok) throw new Error("not issued");
      const actor = await adminActor(database.db);
      // The invoice asks RM 1,620.00 (RM 1,500.00 and 8 % SST): the whole of it pays it.
      expect(
        (await confirmPayment(actor, courseId, row.id, { ...payment, amount: "1620.00" })).ok,
      ).toBe(true);
      const paid = (await invoiceOf(row.id))!;
      expect(paid).toMatchObject({
        status: "paid",
        paymentMethod: "bank_transfer",
        paymentReference: "MBB123",
      });
      expect(paid.paidAt?.toISOString()).toBe("2026-11-20T04:00:00.000Z");
      const [receipt] = await database.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.formType, "invoice_document"), eq(emailOutbox.toAddress, row.email)),
        );
      const rendered = await renderEmail(
        requireLeadMail("invoice_document"),
        "visitor",
        receipt!.formData,
        {
          siteUrl: "https://aihq.test",
          receivedAt: new Date(),
          recommendations: [],
        },
      );
      expect(rendered.subject).toBe(`Receipt ${paid.number}`);
      const text = pdfTextLines(Buffer.from(rendered.attachments[0]!.content, "base64"));
      expect(text).toContain("Receipt");
      expect(text).toContain("PAID on Nov 20, 2026");
      expect(text.some((line) => line.includes("Paid by Bank transfer (ref. MBB123)"))).toBe(true);
      expect((await undoPayment(actor, courseId, row.id, "Bounced")).ok).toBe(true);
      expect(await invoiceOf(row.id)).toMatchObject({
        status: "unpaid",
        paymentMethod: null,
        paidAt: null,
      });
      // The webhook's call: idempotent, issues when none exists.
      const online = await seat();
      const marked = await database.db.transaction((tx) =>
        markInvoicePaid(tx, online.id, {
          method: "stripe",
          reference: "pi_123",
          paidAt: new Date(),
          amountSen: "owed",
          source: "test-payment:pi_123",
        }),
      );
      expect(marked.ok && marked.value.changed && marked.value.invoice.status).toBe("paid");
      const twice = await database.db.transaction((tx) =>
        markInvoicePaid(tx, online.id, {
          method: "stripe",
          reference: "pi_123",
          paidAt: new Date(),
          amountSen: "owed",
          source: "test-payment:pi_123",
        }),
      );
      expect(twice.ok && twice.value.changed).toBe(false);
    });

    it("cancelling an unpaid invoiced seat voids its invoice, which keeps its number", async () => {
      const row = await seat();
      const issued = await issue({ registrationId: row.id });
      if (!issued.ok) throw new Error("not issued");
      expect((await cancelRegistration(row.reference)).ok).toBe(true);
      const voided = (await invoiceOf(row.id))!;
      expect(voided).toMatchObject({ status: "void", number: issued.value.number });
      expect(voided.voidedAt).not.toBeNull();
      expect(pdfTextLines(await invoicePdf(database.db, voided))).toContain(
        "VOID: this invoice was cancelled and is not payable.",
      );
    });

    it("credit notes have their own series, a negative total, and a full credit marks the invoice credited", async () => {
      const row = await seat();
      const issued = await issue({ registrationId: row.id });
      if (!issued.ok) throw new Error("not issued");
      const credit = (amount: string, reason = "Refund of a cancelled seat") =>
        database.db.transaction((tx) => issueCreditNote(tx, issued.value.id, { amount, reason }));
      const first = await credit("540.00");
      if (!first.ok) throw new Error(first.message);
      expect(first.value).toMatchObject({
        kind: "credit_note",
        total: "-540.00",
        subtotal: "-500.00",
        tax: "-40.00",
        creditedInvoiceId: issued.value.id,
        reason: "Refund of a cancelled seat",
      });
      expect(first.value.number).toMatch(/^AIHQ-CN-\d{4}-\d{6}$/);
      expect(await credit("2000.00")).toMatchObject({ ok: false, reason: "invalid" });
      expect(await credit("0")).toMatchObject({ ok: false, reason: "invalid" });
      expect(await credit("10.00", " ")).toMatchObject({ ok: false, reason: "invalid" });
      const rest = await credit("1080.00");
      expect(rest.ok && rest.value.sequence).toBe(first.value.sequence + 1);
      expect(await invoiceOf(row.id)).toBeDefined();
      const [original] = await database.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, issued.value.id));
      expect(original!.status).toBe("credited");
      expect(await credit("1.00")).toMatchObject({ ok: false, reason: "conflict" });
      const text = pdfTextLines(await invoicePdf(database.db, first.value));
      expect(text).toContain("Credit note");
      expect(text).toContain(`Credits invoice: ${issued.value.number}`);
    });

    it("the PDF shows the seller's registrations, the buyer, lines, SST, total, how to pay and a verification link", async () => {
      const row = await seat({ name: "Farid Hassan" });
      const issued = await issue({ registrationId: row.id });
      if (!issued.ok) throw new Error("not issued");
      const text = pdfTextLines(await invoicePdf(database.db, issued.value));
      for (const line of [
        "AIHQ Sdn. Bhd.",
        "Company no. (SSM): 202301099999",
        "SST registration no.: W10-1808-32000001",
        "TIN: C12345678901",
        "Invoice",
        `No.: ${issued.value.number}`,
        "Farid Hassan",
        "Subtotal",
        "SST (8%)",
        "Total (MYR)",
        "How to pay",
        "Maybank 5140 1234 5678",
        `Please quote ${issued.value.number} with your payment.`,
      ])
        expect(text, line).toContain(line);
      expect(text.some((line) => line.includes("1,620.00"))).toBe(true);
      expect(text.some((line) => line.startsWith("Verify this document at http"))).toBe(true);
    });
  });
}
