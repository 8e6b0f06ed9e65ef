import { guardOf, isOneOf } from "#common/options";

/**
 * The e-mail function's form types, as the original site named them: the names an
 * integration may send to `/functions/v1/send-email` and that outbox rows
 * carry. The server owns this contract; the app's lead modules fill it
 * (`registry.ts`), and registration fails unless every name has its module,
 * so the endpoint can never silently lose a form type.
 */
export const FORM_TYPES = [
  "ai_quiz_completion",
  "contact_callback",
  "masterclass_individual",
  "masterclass_installment",
  "masterclass_hrdc",
  "ntw_registration",
  "grant_inquiry",
  "custom_training",
] as const;

export type FormType = (typeof FORM_TYPES)[number];

export const isFormType = guardOf(FORM_TYPES);

/**
 * Mails the server sends of its own accord (the back office's set-password
 * links, certificates to their holders, a book order confirmed or
 * cancelled, the team's daily digest of submissions held for review, a course's change
 * or a message from the team to the people booked on it, an invoice, receipt or credit note). They go through the same outbox and worker, but are not part
 * of the endpoint's contract: `/functions/v1/send-email` refuses them.
 */
export const INTERNAL_MAIL_TYPES = [
  "admin_set_password",
  "certificate_issued",
  "book_order_update",
  "spam_digest",
  "course_change",
  "course_message",
  "course_reminder",
  "payment_reminder",
  "feedback_request",
  "online_payment",
  "invoice_document",
  "money_alert",
] as const;

export type InternalMailType = (typeof INTERNAL_MAIL_TYPES)[number];

/** Every mail type an outbox row may carry: the endpoint's form types and the internal ones. */
export type MailType = FormType | InternalMailType;

export function isMailType(value: unknown): value is MailType {
  return isFormType(value) || isOneOf(INTERNAL_MAIL_TYPES, value);
}
