import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { AdminUser } from "#server/auth/sessions";
import { recordAudit } from "#server/audit";
import { firstRow } from "#server/db/rows";
import { invoices } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { notFound, ok, type Outcome } from "#common/outcome";
import { fromSen } from "#app/features/invoices/invoice-model";
import { enqueueInvoiceMail } from "#app/features/invoices/invoice-mail.server";
import { creditLeftSen, issueCreditNote } from "#app/features/invoices/invoice-payments.server";
import type { Invoice } from "#app/features/invoices/issue-invoice.server";
import type { CreditNoteForm } from "./credit-note.schema";

/** What the credit note page shows of the invoice it credits. */
export interface CreditableInvoice {
  number: string;
  buyer: string;
  company: string | null;
  email: string;
  total: string;
  status: Invoice["status"];
  /** Still to credit, in ringgit ("0.00" once fully credited). */
  left: string;
}

/** The invoice by its number, with what is left to credit; a 404 for anything else. */
export async function creditableInvoiceOr404(number: string): Promise<CreditableInvoice> {
  const db = getDb();
  const invoice = await firstRow(db, invoices, eq(invoices.number, number));
  if (!invoice || invoice.kind !== "invoice") {
    throw data("There is no such invoice.", { status: 404 });
  }
  return {
    number: invoice.number,
    buyer: invoice.buyerName,
    company: invoice.buyerCompany,
    email: invoice.buyerEmail,
    total: invoice.total,
    status: invoice.status,
    left: fromSen(await creditLeftSen(db, invoice)),
  };
}

/**
 * Issues a credit note by hand, in one transaction with its audit row and the
 * buyer's mail (the credit note's PDF attached): the rules, its number and the
 * cap on what is left are issueCreditNote's, shared with Stripe's refunds.
 */
export async function issueManualCreditNote(
  actor: AdminUser,
  number: string,
  form: CreditNoteForm,
): Promise<Outcome<Invoice, "not-found" | "conflict" | "invalid">> {
  return getDb().transaction(async (tx) => {
    const invoice = await firstRow(tx, invoices, eq(invoices.number, number));
    if (!invoice) return notFound("There is no such invoice.");
    const note = await issueCreditNote(tx, invoice.id, form);
    if (!note.ok) return note;
    await enqueueInvoiceMail(tx, note.value);
    await recordAudit(tx, actor, {
      action: "invoice.credit",
      targetType: "invoice",
      targetId: invoice.id,
      summary: `Credit note ${note.value.number} of RM ${form.amount} issued against ${number}`,
      details: { creditNote: note.value.number, amount: form.amount, reason: form.reason },
    });
    return ok(note.value);
  });
}
