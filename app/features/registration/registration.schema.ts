import type { z } from "zod";
import { emailRule, limited, required } from "../leads/fields";

/** The payment modes of a masterclass registration (DECISIONS 8). */
export type RegistrationMode = "individual" | "installment" | "hrdc";

/**
 * Field rules of a masterclass (or book) registration, written once for the
 * mail data (`registration-mail.server.tsx`) and the shop's forms to come.
 * Limits: generous for real people, small enough that a row stays a few KB.
 */
export const registrationRules = {
  name: required(120, "Name is required", 2),
  email: emailRule("Valid email is required"),
  phone: limited(40),
  org: limited(200),
  role: limited(120),
  productTitle: limited(300),
  productDate: limited(64),
};

/**
 * shop.md §5: the extra rules of each payment mode, with its messages, as
 * issues at the fields. For the mail data and the form alike.
 */
export function checkRegistrationMode(
  mode: RegistrationMode,
  data: { phone: string | null; org: string | null; role: string | null },
  ctx: z.RefinementCtx,
): void {
  const need = (field: "phone" | "org" | "role", min: number, message: string) => {
    if ((data[field]?.length ?? 0) < min) ctx.addIssue({ code: "custom", path: [field], message });
  };
  if (mode === "installment") need("phone", 5, "Phone number is required for installment");
  if (mode === "hrdc") {
    need("phone", 5, "Phone number is required for HRDC");
    need("org", 2, "Organization name is required");
    need("role", 2, "Job role is required");
  }
}

/** Field rules of a National Training Week registration (shop.md §2, §3). */
export const ntwRules = {
  name: required(120, "Name is required", 2),
  email: emailRule("Valid email is required"),
  phone: limited(40),
  org: limited(200),
  role: limited(120),
  programTitle: limited(300),
  programDate: limited(64),
  programFormat: limited(300),
  programLink: limited(5000),
  programDuration: limited(300),
  programTrainer: limited(300),
  programDescription: limited(5000),
};
