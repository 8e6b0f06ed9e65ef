import { z } from "zod";
import { formText } from "../../lib/validation";

export const CALLBACK_LIMITS = { fullName: 120, phone: 30, email: 254, message: 2000 } as const;

/**
 * The callback form; fullName, phone and email required, message optional
 * (spec §5). Every text field goes through the shared text rule (formText).
 */
export const callbackSchema = z.object({
  fullName: formText(
    z
      .string()
      .trim()
      .min(1, "Please enter your full name")
      .max(
        CALLBACK_LIMITS.fullName,
        `Please keep your name under ${CALLBACK_LIMITS.fullName} characters`,
      ),
  ),
  phone: formText(
    z
      .string()
      .trim()
      .min(1, "Please enter your phone number")
      .max(CALLBACK_LIMITS.phone, "Please enter a valid phone number")
      .regex(/^\+?[\d\s\-()]{6,}$/, "Please enter a valid phone number"),
  ),
  email: formText(
    z
      .string()
      .trim()
      .min(1, "Please enter your email address")
      .max(CALLBACK_LIMITS.email, "Please enter a valid email address")
      .pipe(z.email("Please enter a valid email address")),
  ),
  message: formText(
    z
      .string()
      .trim()
      .max(
        CALLBACK_LIMITS.message,
        `Please keep your message under ${CALLBACK_LIMITS.message} characters`,
      ),
  ),
  marketingOptIn: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

export type CallbackInput = z.output<typeof callbackSchema>;
