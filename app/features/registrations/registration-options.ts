import { optionsOf } from "#common/options";

/**
 * The registration modes and limits the shop's pages show, without zod: the
 * registration form is in the first load of every course and book page, its
 * schema (`registration.schema.ts`) loads only when the visitor sends it.
 */

/**
 * The modes of a registration: NTW is free, the others paid
 * off-line (docs/decisions/0008-payments-out-of-scope.md).
 */
export const { values: REGISTRATION_MODES, labels: MODE_LABELS } = optionsOf({
  individual: "Self Payment",
  installment: "Installment Plan",
  hrdc: "HRDC Claim",
  ntw: "National Training Week",
});
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** Attendees one HRDC group booking may name. */
export const MAX_GROUP_ATTENDEES = 20;

/**
 * The form field that tells the browser's check a paperback is ordered. The
 * action never reads it: it asks the database for the book's format.
 */
export const BOOK_FORMAT_FIELD = "bookFormat";
