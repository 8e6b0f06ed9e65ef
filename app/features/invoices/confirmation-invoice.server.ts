import { and, eq, ne } from "drizzle-orm";
import { countRows } from "#server/db/rows";
import type { Tx } from "#server/db/client";
import { registrationGroups, registrations } from "#server/db/schema";
import { invoiceMailPart, type InvoiceMailPart } from "./invoice-attachment.server";
import { issueInvoice, type InvoiceSource } from "./issue-invoice.server";

type Registration = typeof registrations.$inferSelect;
type Group = typeof registrationGroups.$inferSelect;

/**
 * The invoice a firm seat's confirmation carries, issued now if it has none: a self-paid
 * seat or book order's own; for an HRDC contact who booked only themselves, their group's.
 * Nothing for another mode, a seat still pending, waitlisted or held (issueInvoice refuses).
 */
export async function confirmationInvoice(
  tx: Tx,
  registration: Registration,
): Promise<InvoiceMailPart | undefined> {
  let source: InvoiceSource | null = null;
  if (registration.payment === "individual" && !registration.groupId)
    source = { registrationId: registration.id };
  else if (registration.groupId && (await bookedAlone(tx, registration)))
    source = { groupId: registration.groupId };
  return source ? partOf(tx, source) : undefined;
}

/** The invoice an HRDC booking's summary carries once the booking is confirmed. */
export async function groupInvoice(tx: Tx, group: Group): Promise<InvoiceMailPart | undefined> {
  return group.confirmedAt === null ? undefined : partOf(tx, { groupId: group.id });
}

async function partOf(tx: Tx, source: InvoiceSource): Promise<InvoiceMailPart | undefined> {
  const issued = await issueInvoice(tx, source);
  if (!issued.ok || issued.value.status === "void") return undefined;
  return invoiceMailPart(tx, issued.value);
}

/** An HRDC booking of the contact alone: no summary mail, so their own mail carries the invoice. */
async function bookedAlone(tx: Tx, registration: Registration): Promise<boolean> {
  const [group] = await tx
    .select({ hrEmail: registrationGroups.hrEmail })
    .from(registrationGroups)
    .where(eq(registrationGroups.id, registration.groupId!))
    .limit(1);
  if (!group || group.hrEmail.toLowerCase() !== registration.email.toLowerCase()) return false;
  const others = await countRows(
    tx,
    registrations,
    and(
      eq(registrations.groupId, registration.groupId!),
      ne(registrations.id, registration.id),
      ne(registrations.status, "cancelled"),
    ),
  );
  return others === 0;
}
