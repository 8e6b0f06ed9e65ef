import type { registrations } from "#server/db/schema";
import type { Tx } from "#server/db/client";
import type { DeliveryAddress } from "#app/features/books/delivery-address";
import type { RegistrationInput } from "./registration.schema";

export type RegistrationOutcome =
  | { kind: "registered" | "waitlisted"; reference: string }
  /** Held for review (suspected spam): stored, no seat, no mail until a person decides. */
  | { kind: "received"; reference: string }
  /**
   * Waits for the registrant's click on the mailed link; `seatHeld` until `confirmBy`.
   * `unpaidHoldRefused`: Pay now was chosen but no seat could wait for the payment.
   */
  | {
      kind: "pending";
      reference: string;
      seatHeld: boolean;
      confirmBy: string;
      unpaidHoldRefused?: boolean;
    }
  /** The same submission again (its key): the answer it had, for the browser that sent it. */
  | { kind: "already"; reference: string; waitlisted: boolean }
  /**
   * Found by an address typed on the form, not by this submission: whoever typed it may be
   * anyone, so the public form tells them nothing of these and mails them their details.
   */
  | { kind: "on-file"; registrations: Registration[] }
  | { kind: "closed" }
  | { kind: "mode-not-offered" }
  | { kind: "not-found" }
  | { kind: "key-reused" }
  /** A paperback ordered without an address (its book became one since the page was shown). */
  | { kind: "address-needed" }
  | {
      kind: "group";
      reference: string;
      registered: number;
      waitlisted: number;
      skipped: number;
      /** The booker confirms by mail before the attendees are told; seats are held until then. */
      confirmBy: string;
      /** Seats held only until `confirmBy` (a large or repeated booking), not firm. */
      pending: boolean;
    };

export interface SubmissionOptions {
  spamReason?: string | null;
  now?: Date;
  /** Who sent it: counts their unconfirmed seats and the people they have us mail. */
  clientAddress?: string;
  /**
   * Entered by the team, who have spoken to the person: trusted, so firm at
   * once (no confirmation link, no address allowance, never held as spam),
   * the attendees mailed only if `mail`, the team not notified of its own
   * entry, and `record` (the audit entry) run in the same transaction
   * (docs/decisions/0036-manual-bookings.md).
   */
  backOffice?: {
    mail: boolean;
    record: (tx: Tx, outcome: RegistrationOutcome) => Promise<void>;
  };
  /** A paperback order's delivery address, checked by the action. */
  delivery?: DeliveryAddress | null;
  /** Pay now: a seat taken is held for the online payment until then (payments/checkout.server.ts). */
  paymentHoldUntil?: Date | null;
}

export type Registration = typeof registrations.$inferSelect;

/** A registration as just stored: registered, waitlisted, pending or held. */
export function outcomeOf(row: Registration): RegistrationOutcome {
  const found = already(row);
  if (found.kind !== "already") return found;
  return {
    kind: row.status === "waitlisted" ? "waitlisted" : "registered",
    reference: row.reference,
  };
}

export function already(row: Registration): RegistrationOutcome {
  if (row.status === "held") return { kind: "received", reference: row.reference };
  if (row.confirmBy && row.status !== "cancelled")
    return {
      kind: "pending",
      reference: row.reference,
      seatHeld: row.status !== "waitlisted",
      confirmBy: row.confirmBy.toISOString(),
    };
  return { kind: "already", reference: row.reference, waitlisted: row.status === "waitlisted" };
}

/**
 * A key names one dialog opening: the same key with another product or
 * address is not a retry (and must not reveal whose registration it was).
 */
export function repeatOf(row: Registration, input: RegistrationInput): RegistrationOutcome {
  const same =
    row.productId === input.productId && row.email.toLowerCase() === input.email.toLowerCase();
  return same ? already(row) : { kind: "key-reused" };
}
