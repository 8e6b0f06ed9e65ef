import { z } from "zod";
import { isPhoneNumber, PHONE_MESSAGE } from "#common/text-safety";
import { formLine, formLines } from "#app/lib/validation";
import { CALLBACK_LIMITS } from "./callback-limits";
import { checkbox } from "./fields";

export { CALLBACK_LIMITS };

/**
 * The callback request's field rules, written once: the form's
 * schema below and the mail data's (`callback-mail.server.tsx`) are both
 * built from them, so the form and the send-email endpoint agree on every
 * limit and message.
 */
export const callbackRules = {
  fullName: z
    .string()
    .trim()
    .min(1, "Please enter your full name")
    .max(
      CALLBACK_LIMITS.fullName,
      `Please keep your name under ${CALLBACK_LIMITS.fullName} characters`,
    ),
  phone: z
    .string()
    .trim()
    .min(1, "Please enter your phone number")
    .max(CALLBACK_LIMITS.phone, "Please enter a valid phone number")
    // The one phone rule of the public forms (app/lib/text-safety.ts), here in the
    // rule itself so the send-email endpoint's mail data gets it too.
    .refine(isPhoneNumber, PHONE_MESSAGE),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(CALLBACK_LIMITS.email, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  message: z
    .string()
    .trim()
    .max(
      CALLBACK_LIMITS.message,
      `Please keep your message under ${CALLBACK_LIMITS.message} characters`,
    ),
};

/**
 * The callback form; fullName, phone and email required, message optional.
 * Every text field goes through the shared text rule: one line each (formLine),
 * the message on several lines (formLines).
 */
export const callbackSchema = z.object({
  fullName: formLine(callbackRules.fullName),
  phone: formLine(callbackRules.phone),
  email: formLine(callbackRules.email),
  message: formLines(callbackRules.message),
  marketingOptIn: checkbox,
});

export type CallbackInput = z.output<typeof callbackSchema>;
