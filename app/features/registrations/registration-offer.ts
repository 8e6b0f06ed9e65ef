import type { BookFormat } from "#app/features/books/book-format";
import type { RegistrationMode } from "./registration.schema";

/** What the page tells the registration form about the product (loader data, safe for the browser). */
export interface RegistrationOffer {
  productType: "masterclass" | "book";
  productId: string;
  title: string;
  /**
   * The stored price (MYR, "89.90"), for the dialog to show. Display only: the
   * registration snapshots the price from the database, never from the form.
   */
  price: string;
  /** A book's format: a paperback's order asks for a delivery address. */
  format?: BookFormat;
  /** The page's own path: where the form posts and where success returns. */
  path: string;
  modes: RegistrationMode[];
  /** Seats still free (courses only); 0 means new registrations join the waiting list. */
  seatsLeft: number | null;
  /** The course has started: registration is closed. */
  closed: boolean;
  formToken: string;
  /** For the form rendered by the server (no JavaScript): one key for that page view. */
  idempotencyKey: string;
  /** Online payment is on and the product has a price: self payment may choose Pay now. */
  payNow?: boolean;
}

/** 'N seats left' shows once few remain (a fifth of the class, at most ten). */
export function seatsNote(seatsLeft: number | null, classSize: number): string | null {
  if (seatsLeft === null) return null;
  if (seatsLeft <= 0) return "Fully booked";
  const few = Math.min(10, Math.max(1, Math.ceil(classSize / 5)));
  if (seatsLeft > few) return null;
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
}

/** A fresh key per opening of the dialog (base64url, 22 characters). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function isRegistrationMode(value: string | null, modes: readonly RegistrationMode[]) {
  return value !== null && (modes as readonly string[]).includes(value)
    ? (value as RegistrationMode)
    : null;
}
