import { z } from "zod";
import { safeText } from "#app/lib/validation";

/** The sign-in form, shared by the page and its action; its text under the shared text rule. */
export const loginSchema = z.object({
  email: safeText(
    z
      .string({ message: "Enter your e-mail address" })
      .trim()
      .min(1, "Enter your e-mail address")
      .max(254, "Enter a valid e-mail address")
      .pipe(z.email({ message: "Enter a valid e-mail address" })),
  ),
  // Long enough for any passphrase, short enough that nobody can make us hash megabytes.
  // Compared, never shown: only characters that cannot be text are refused.
  password: safeText(
    z
      .string({ message: "Enter your password" })
      .min(1, "Enter your password")
      .max(1024, "Enter your password"),
    { check: "forbidden" },
  ),
  redirectTo: safeText(z.string().max(2048).optional()),
});

export type LoginInput = z.output<typeof loginSchema>;
