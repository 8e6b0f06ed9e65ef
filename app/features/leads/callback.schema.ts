import { z } from "zod";
import { formText } from "../../lib/validation";
import { CALLBACK_LIMITS } from "./callback-limits";
import { checkbox } from "./fields";

export { CALLBACK_LIMITS };

/**
 * The callback request's field rules (spec §5), written once: the form's
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
    .regex(/^\+?[\d\s\-()]{6,}$/, "Please enter a valid phone number"),
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
 * Every text field goes through the shared text rule (formText).
 */
export const callbackSchema = z.object({
  fullName: formText(callbackRules.fullName),
  phone: formText(callbackRules.phone),
  email: formText(callbackRules.email),
  message: formText(callbackRules.message),
  marketingOptIn: checkbox,
});

export type CallbackInput = z.output<typeof callbackSchema>;
