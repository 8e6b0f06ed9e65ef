import { z } from "zod";
import { formLine, formPhone } from "#app/lib/validation";
import { checkbox, emailRule, limited, required } from "#app/features/leads/fields";

export const VISITOR_LIMITS = { name: 120, email: 254, phone: 40, org: 200, role: 120 } as const;

/**
 * The welcome dialog's fields: name and e-mail required,
 * phone, organisation and role optional. The same schema checks the dialog
 * in the browser and the /shop action on the server.
 */
export const visitorSchema = z.object({
  name: formLine(required(VISITOR_LIMITS.name, "Name is required")),
  email: formLine(emailRule("Valid email is required", VISITOR_LIMITS.email)),
  phone: formPhone(limited(VISITOR_LIMITS.phone)),
  org: formLine(limited(VISITOR_LIMITS.org)),
  role: formLine(limited(VISITOR_LIMITS.role)),
  marketingOptIn: checkbox,
});

export type VisitorInput = z.output<typeof visitorSchema>;
export type VisitorField = "name" | "email" | "phone" | "org" | "role";
