import { z } from "zod";
import { fieldErrorsOf, type FieldErrors, type FormValues } from "#app/lib/form";
import { formLine, formPhone } from "#app/lib/validation";
import { checkbox, emailRule, limited, required } from "#app/features/leads/fields";
import { parseDeliveryAddress } from "#app/features/books/delivery-address";

import {
  BOOK_FORMAT_FIELD,
  MAX_GROUP_ATTENDEES,
  REGISTRATION_MODES,
  type RegistrationMode,
} from "./registration-options";

export {
  MAX_GROUP_ATTENDEES,
  MODE_LABELS,
  REGISTRATION_MODES,
  type RegistrationMode,
} from "./registration-options";

/**
 * Field rules of a masterclass (or book) registration, written once for the
 * mail data (`registration-mail-data.server.ts`) and the shop's forms to come.
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
  productTime: limited(120),
};

/**
 * The extra rules of each payment mode, with the original site's messages, as
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
  // The original relabelled the phone field 'Job Role' in NTW mode; ours asks for the role
  // in that place and keeps the original's messages.
  if (mode === "ntw") {
    need("role", 2, "Job role is required");
    need("org", 2, "Company name is required");
  }
}

/** A registrant's own fields, as the public form and the team's booking forms ask them. */
export const registrantFields = {
  name: formLine(registrationRules.name),
  email: formLine(registrationRules.email),
  phone: formPhone(registrationRules.phone),
  org: formLine(registrationRules.org),
  role: formLine(registrationRules.role),
};

/** checkRegistrationMode on a form's registrant fields, where an empty field is a missing one. */
export function checkRegistrantMode(
  mode: RegistrationMode,
  data: { phone: string; org: string; role: string },
  ctx: z.RefinementCtx,
): void {
  checkRegistrationMode(
    mode,
    { phone: data.phone || null, org: data.org || null, role: data.role || null },
    ctx,
  );
}

/**
 * One opening of the dialog: a double click or a retried request carries the
 * same key and finds the registration it already made.
 */
export const idempotencyKey = z
  .string({ message: "Please reopen the registration form and try again." })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "Please reopen the registration form and try again.");

/**
 * The registration dialog (masterclasses and books), for the client's checks
 * and the action alike. Which modes a course offers, its seats and whether it
 * is still open are the server's to decide.
 */
export const registrationFormSchema = z
  .object({
    mode: z.enum(REGISTRATION_MODES, { message: "Please choose how you will pay" }),
    productType: z.enum(["masterclass", "book"], { message: "Unknown product" }),
    productId: z.string({ message: "Unknown product" }).trim().pipe(z.guid("Unknown product")),
    ...registrantFields,
    marketingOptIn: checkbox,
    idempotencyKey,
  })
  .superRefine((data, ctx) => checkRegistrantMode(data.mode, data, ctx));

export type RegistrationInput = z.output<typeof registrationFormSchema>;

/** Field rules of a National Training Week registration. */
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

/** Most staff one HRDC booking may register at once (and never more than the seats left). */

const attendeeRules = {
  name: required(120, "Attendee name is required", 2),
  email: emailRule("Valid email is required"),
  role: required(120, "Job role is required", 2),
};

export const attendeeSchema = z.object({
  name: formLine(attendeeRules.name),
  email: formLine(attendeeRules.email),
  role: formLine(attendeeRules.role),
});

export type AttendeeInput = z.output<typeof attendeeSchema>;

const ATTENDEE_FIELD = /^attendees\.(\d{1,2})\.(name|email|role)$/;

/** The group part of a posted HRDC form, before validation: rows left entirely blank are dropped. */
export function collectGroup(values: Record<string, string>) {
  const rows = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(values)) {
    const match = ATTENDEE_FIELD.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? {};
    row[match[2]!] = value;
    rows.set(index, row);
  }
  return {
    ssmNumber: values.ssmNumber ?? "",
    selfAttending: values.selfAttending === "on",
    rows: [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .filter(([, row]) => Object.values(row).some((v) => v.trim() !== ""))
      .map(([index, row]) => ({
        index,
        name: row.name ?? "",
        email: row.email ?? "",
        role: row.role ?? "",
      })),
  };
}

/**
 * The extra part of an HRDC booking (after `collectGroup`): the company's SSM
 * number, whether the person filling the form attends, and one row per
 * colleague, posted as `attendees.N.name|email|role`.
 */
export const hrdcGroupSchema = z
  .object({
    ssmNumber: formLine(limited(40)),
    selfAttending: z.boolean(),
    rows: z
      .array(attendeeSchema.extend({ index: z.number().int().min(0).max(99) }))
      .max(MAX_GROUP_ATTENDEES, `At most ${MAX_GROUP_ATTENDEES} attendees per booking`),
  })
  .superRefine((group, ctx) => {
    if (!group.selfAttending && group.rows.length === 0) {
      ctx.addIssue({ code: "custom", path: ["attendees"], message: "Add at least one attendee" });
    }
    const seen = new Set<string>();
    group.rows.forEach((row, position) => {
      const email = row.email.toLowerCase();
      if (seen.has(email)) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", position, "email"],
          message: "This attendee is already in the list",
        });
      }
      seen.add(email);
    });
  });

export type HrdcGroupInput = z.output<typeof hrdcGroupSchema>;

/** Field errors of the group part, keyed as the form names its fields (`attendees.N.email`). */
export function groupFieldErrors(
  error: z.ZodError,
  group: ReturnType<typeof collectGroup>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second, third] = issue.path;
    let key = issue.path.join(".") || "attendees";
    if (first === "rows") {
      const row = typeof second === "number" ? group.rows[second] : undefined;
      key = row && typeof third === "string" ? `attendees.${row.index}.${third}` : "attendees";
    }
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Whether a posted registration is an HRDC course booking, which carries its attendees. */
export const isGroupBooking = (values: { mode?: string; productType?: string }) =>
  values.mode === "hrdc" && values.productType === "masterclass";

/**
 * The whole form's check, as the action makes it: the fields, then an HRDC
 * course booking's company and attendees, or a paperback's delivery address.
 * The dialog runs it in the browser before sending.
 */
export function checkRegistration(values: FormValues): FieldErrors | null {
  const parsed = registrationFormSchema.safeParse(values);
  const rawGroup = collectGroup(values);
  const group = isGroupBooking(values) ? hrdcGroupSchema.safeParse(rawGroup) : null;
  const address =
    values.productType === "book" && values[BOOK_FORMAT_FIELD] === "paperback"
      ? parseDeliveryAddress(values)
      : null;
  if (parsed.success && (!group || group.success) && (!address || address.ok)) return null;
  return {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
    ...(group && !group.success ? groupFieldErrors(group.error, rawGroup) : {}),
    ...(address && !address.ok ? address.fieldErrors : {}),
  };
}
