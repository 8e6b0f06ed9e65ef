/**
 * The e-mail function's form types, as both specs name them: the names an
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

export function isFormType(value: unknown): value is FormType {
  return typeof value === "string" && (FORM_TYPES as readonly string[]).includes(value);
}
