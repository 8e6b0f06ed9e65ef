import { eq } from "drizzle-orm";
import { lockRow } from "#server/db/rows";
import { books, registrations } from "#server/db/schema";
import type { Tx } from "#server/db/client";
import { contactColumns } from "#app/features/leads/contact-columns";
import { storeDelivery } from "#app/features/books/book-delivery.server";
import type { DeliveryAddress } from "#app/features/books/delivery-address";
import type { RegistrationInput } from "./registration.schema";
import { enqueueRegistrationMails } from "./registration-mails.server";
import { arrivalStatus, type LockedCourse } from "./seats.server";
import { holdDeadline } from "./booking-trust.server";
import { rememberClient } from "./unpaid-holds.server";
import { findByKey, unusedReference } from "./registration-lookup.server";
import { repeatOf, type RegistrationOutcome } from "./registration-outcome.server";

// Storing one registration, once register() has decided where it goes: held for
// review, placed in the course (seated, waitlisted or pending), or a book order.

function personOf(input: RegistrationInput) {
  return {
    ...contactColumns(input),
    email: input.email,
    idempotencyKey: input.idempotencyKey,
  };
}

/** Stored for a person to review: no seat, no mail (the team's digest lists it). */
export async function holdForReview(
  tx: Tx,
  course: LockedCourse,
  input: RegistrationInput,
  spamReason: string,
  now: Date,
): Promise<RegistrationOutcome> {
  const [row] = await tx
    .insert(registrations)
    .values({
      ...courseRowOf(input, course),
      status: "held",
      spamReason,
      reference: await unusedReference(tx, "AIHQ-R"),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { kind: "received", reference: row!.reference };
}

function courseRowOf(input: RegistrationInput, course: LockedCourse) {
  return {
    ...personOf(input),
    payment: input.mode,
    productType: "masterclass" as const,
    productId: course.id,
    productTitle: course.title,
    productPrice: input.mode === "ntw" ? "0.00" : course.price,
  };
}

export interface Placement {
  /** Pay now: a seat is held until then and mailed about once paid (the waiting list as usual). */
  paymentHoldUntil?: Date | null;
  /** Pay now could not hold a seat (too many held unpaid): told so with the confirmation link. */
  unpaidHoldRefused?: boolean;
  /** The visitor's client address, remembered for the day's lapsed-hold rule. */
  clientAddress?: string;
}

/**
 * Seats the registrant (or waitlists them). Past the address's allowance the
 * registration waits for its registrant's confirmation instead, holding no
 * seat: the mail carries the link, and the click places them as if they had
 * just arrived.
 */
export async function placeInCourse(
  tx: Tx,
  course: LockedCourse,
  input: RegistrationInput,
  now: Date,
  needsConfirmation: boolean,
  /** Who is mailed: the registrant and the team, or as the team's own entry asks. */
  mail: "both" | "visitor" | "none" = "both",
  { paymentHoldUntil = null, unpaidHoldRefused = false, clientAddress }: Placement = {},
): Promise<RegistrationOutcome> {
  const confirmBy = needsConfirmation ? holdDeadline(now, course.date) : null;
  const status = needsConfirmation ? "waitlisted" : await arrivalStatus(tx, course);
  const paymentHold = status === "registered" ? paymentHoldUntil : null;
  const [row] = await tx
    .insert(registrations)
    .values({
      ...courseRowOf(input, course),
      reference: await unusedReference(tx, "AIHQ-R"),
      status,
      confirmBy,
      paymentHoldUntil: paymentHold,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await rememberClient(tx, [row!.id], clientAddress);
  if (mail !== "none" && !paymentHold)
    await enqueueRegistrationMails(tx, row!, course, {
      recipients: confirmBy ? "visitor" : mail,
    });
  if (confirmBy)
    return {
      kind: "pending",
      reference: row!.reference,
      seatHeld: false,
      confirmBy: confirmBy.toISOString(),
      ...(unpaidHoldRefused ? { unpaidHoldRefused } : {}),
    };
  return { kind: status, reference: row!.reference };
}

/**
 * A book order, with its format (the book's now) and, for a paperback, the
 * delivery address the action checked; one is never stored without the other.
 */
export async function orderBook(
  tx: Tx,
  input: RegistrationInput,
  spamReason: string | null,
  address: DeliveryAddress | null,
): Promise<RegistrationOutcome> {
  // Serialises orders of one book, so a retried request finds the first one's row.
  const book = await lockRow(tx, books, eq(books.id, input.productId));
  if (!book) return { kind: "not-found" };
  const byKey = await findByKey(tx, input.idempotencyKey);
  if (byKey) return repeatOf(byKey, input);
  if (input.mode !== "individual") return { kind: "mode-not-offered" };
  if (book.format === "paperback" && !address) return { kind: "address-needed" };
  const [row] = await tx
    .insert(registrations)
    .values({
      ...personOf(input),
      reference: await unusedReference(tx, "AIHQ-R"),
      payment: "individual",
      productType: "book",
      productId: book.id,
      productTitle: book.title,
      productPrice: book.price,
      status: "registered",
      spamReason,
    })
    .returning();
  await storeDelivery(tx, row!.id, book.format, address);
  await enqueueRegistrationMails(tx, row!, null, { hold: spamReason !== null });
  return { kind: "registered", reference: row!.reference };
}
