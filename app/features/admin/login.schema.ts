import { z } from "zod";

/** The sign-in form, shared by the page and its action. */
export const loginSchema = z.object({
  email: z
    .string({ message: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(254, "Enter a valid e-mail address")
    .pipe(z.email({ message: "Enter a valid e-mail address" })),
  // Long enough for any passphrase, short enough that nobody can make us hash megabytes.
  password: z
    .string({ message: "Enter your password" })
    .min(1, "Enter your password")
    .max(1024, "Enter your password"),
  redirectTo: z.string().max(2048).optional(),
});

export type LoginInput = z.output<typeof loginSchema>;
