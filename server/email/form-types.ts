import { z, type ZodType } from "zod";
import { isCompleteAnswerSet } from "../../app/features/quiz/scoring";

/**
 * The e-mail function's form types, as both specs name them, and one zod
 * schema per type for its formData. The compatibility endpoint and our own
 * form actions validate with the same schemas before anything is queued, so
 * a template never meets data it cannot show.
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

/** The NTW defaults of shop.md §7, applied when the field is missing, null or blank. */
export const NTW_DEFAULTS = {
  programFormat: "Online",
  programLink: "Link will be sent closer to the event",
  programDuration: "2",
  programTrainer: "AIHQ Certified Trainer",
} as const;

// Limits: generous for real people, small enough that a row stays a few KB.
const LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  org: 200,
  role: 120,
  title: 300,
  shortText: 300,
  longText: 5000,
  id: 100,
  date: 64,
} as const;

// Control characters other than tab and newline have no place in a form
// value; in a subject line even a newline would be wrong.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One line of text: trimmed, inner whitespace (newlines too) collapsed to one space. */
const collapse = (value: string) => value.replace(CONTROL_CHARS, " ").replace(/\s+/g, " ").trim();
/** Several lines: keeps newlines, drops other control characters, trims. */
const tidyLines = (value: string) =>
  value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "").trim();

function requiredLine(max: number, message: string, min = 1) {
  return z
    .string({ message })
    .max(max, `Must be at most ${max} characters`)
    .transform(collapse)
    .refine((value) => value.length >= min, message);
}

function optionalLine(max: number) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? collapse(value) : "") || null);
}

function optionalLines(max: number) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? tidyLines(value) : "") || null);
}

function lineWithDefault(max: number, fallback: string) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? collapse(value) : "") || fallback);
}

function email(message: string) {
  return z
    .string({ message })
    .trim()
    .max(LIMITS.email, `Must be at most ${LIMITS.email} characters`)
    .pipe(z.email({ message }));
}

/** A price as the shop sends it: a number, or the decimal string PostgreSQL returns. */
const price = z
  .union([
    z.number().finite().nonnegative().max(10_000_000),
    z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, "Must be an amount such as 1499.00"),
  ])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

const marketingOptIn = z.boolean().optional();

// ---------------------------------------------------------------- quiz

const quizResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(["getting_started", "exploring", "building_momentum", "ready_to_lead"]),
  bandLabel: z.string().max(LIMITS.shortText),
  bandSummary: z.string().max(LIMITS.longText),
  dimensions: z
    .array(
      z.object({
        topic: z.string().max(LIMITS.shortText),
        answer: z.string().max(LIMITS.shortText),
        points: z.number().int().min(0),
        max: z.number().int().min(1),
      }),
    )
    .max(20),
});

const quizSchema = z
  .object({
    path: z.enum(["individual", "organization"], {
      message: "Path must be individual or organization",
    }),
    // Keyed by step number ("1", "2", …) with the chosen option's id.
    answers: z.record(
      z.string().regex(/^\d{1,2}$/, "Answer keys are step numbers"),
      z.string().max(LIMITS.id),
    ),
    leadData: z.object({
      name: requiredLine(LIMITS.name, "Name is required"),
      email: email("Valid email is required"),
      organization: optionalLine(LIMITS.org),
      jobRole: requiredLine(LIMITS.role, "Job role is required"),
    }),
    timestamp: z.iso
      .datetime({ offset: true, message: "Must be an ISO date and time" })
      .default(() => new Date().toISOString()),
    result: quizResultSchema.optional(),
    marketingOptIn,
  })
  .superRefine((data, ctx) => {
    if (data.path === "organization" && !data.leadData.organization) {
      ctx.addIssue({
        code: "custom",
        path: ["leadData", "organization"],
        message: "Organization is required",
      });
    }
    if (!isCompleteAnswerSet(data.path, data.answers)) {
      ctx.addIssue({
        code: "custom",
        path: ["answers"],
        message: "Every question of the path must be answered with one of its options",
      });
    }
  });

// ---------------------------------------------------------------- marketing site

const callbackSchema = z.object({
  fullName: requiredLine(LIMITS.name, "Full name is required"),
  phone: requiredLine(LIMITS.phone, "Phone number is required"),
  email: email("Valid email is required"),
  message: optionalLines(LIMITS.longText),
  marketingOptIn,
});

// ---------------------------------------------------------------- shop

type Mode = "individual" | "installment" | "hrdc";

/**
 * A catalogue row's id. Program, course and grant facts in a mail are always
 * the stored ones, looked up by this id (`catalogue-facts.ts`); any title,
 * price, date or link sent along with it is ignored (DECISIONS 15).
 */
const catalogueId = (message: string) =>
  z.string({ message }).trim().pipe(z.guid({ message }));

function masterclassSchema(mode: Mode) {
  return z
    .object({
      name: requiredLine(LIMITS.name, "Name is required", 2),
      email: email("Valid email is required"),
      phone: optionalLine(LIMITS.phone),
      org: optionalLine(LIMITS.org),
      role: optionalLine(LIMITS.role),
      productType: z.enum(["masterclass", "book"], { message: "Product type must be masterclass or book" }).default("masterclass"),
      productId: catalogueId("Product id must be the id of a masterclass or book"),
      // Replaced by the stored facts of productId before anything is queued.
      productTitle: lineWithDefault(LIMITS.title, ""),
      productPrice: price,
      productDate: optionalLine(LIMITS.date),
      marketingOptIn,
    })
    .superRefine((data, ctx) => {
      // shop.md §5: the extra rules of each payment mode, with its messages.
      const need = (field: "phone" | "org" | "role", min: number, message: string) => {
        if ((data[field]?.length ?? 0) < min) ctx.addIssue({ code: "custom", path: [field], message });
      };
      if (mode === "installment") need("phone", 5, "Phone number is required for installment");
      if (mode === "hrdc") {
        need("phone", 5, "Phone number is required for HRDC");
        need("org", 2, "Organization name is required");
        need("role", 2, "Job role is required");
      }
    });
}

const ntwSchema = z.object({
  name: requiredLine(LIMITS.name, "Name is required", 2),
  email: email("Valid email is required"),
  phone: optionalLine(LIMITS.phone),
  org: optionalLine(LIMITS.org),
  role: optionalLine(LIMITS.role),
  programId: catalogueId("Program id must be the id of a National Training Week program"),
  // These are replaced by the stored program's facts before anything is queued.
  programTitle: lineWithDefault(LIMITS.title, ""),
  programDate: optionalLine(LIMITS.date),
  programFormat: lineWithDefault(LIMITS.shortText, NTW_DEFAULTS.programFormat),
  programLink: lineWithDefault(LIMITS.longText, NTW_DEFAULTS.programLink),
  programDuration: lineWithDefault(LIMITS.shortText, NTW_DEFAULTS.programDuration),
  programTrainer: lineWithDefault(LIMITS.shortText, NTW_DEFAULTS.programTrainer),
  programDescription: optionalLines(LIMITS.longText),
  marketingOptIn,
});

const grantInquirySchema = z.object({
  name: requiredLine(LIMITS.name, "Name must be at least 2 characters", 2),
  email: email("Please enter a valid email address"),
  phone: optionalLine(LIMITS.phone),
  organization: optionalLine(LIMITS.org),
  about_organization: optionalLines(LIMITS.longText),
  // The spec sends an empty string when the inquiry is about no grant in particular.
  grantId: z.union([z.literal(""), z.null(), catalogueId("Grant id must be the id of a grant")]).optional().transform((value) => value || null),
  // Replaced by the stored grant's title (or null) before anything is queued.
  grantTitle: optionalLine(LIMITS.title),
  marketingOptIn,
});

const customTrainingSchema = z.object({
  orgName: requiredLine(LIMITS.org, "Organization name is required"),
  contactName: requiredLine(LIMITS.name, "Contact name is required"),
  email: email("Valid email is required"),
  phone: requiredLine(LIMITS.phone, "Phone number is required", 5),
  // A number or a range ("20-50"): kept as text, as the table stores it.
  teamSize: z
    .union([z.number().int().positive().max(1_000_000).transform(String), z.string()])
    .pipe(requiredLine(LIMITS.shortText, "Team size is required")),
  focusArea: requiredLine(LIMITS.shortText, "Focus area is required"),
  preferredDates: optionalLine(LIMITS.shortText),
  goals: z
    .string({ message: "Please describe your goals in more detail" })
    .max(LIMITS.longText, `Must be at most ${LIMITS.longText} characters`)
    .transform(tidyLines)
    .refine((value) => value.length >= 10, "Please describe your goals in more detail"),
  marketingOptIn,
});

export const formDataSchemas = {
  ai_quiz_completion: quizSchema,
  contact_callback: callbackSchema,
  masterclass_individual: masterclassSchema("individual"),
  masterclass_installment: masterclassSchema("installment"),
  masterclass_hrdc: masterclassSchema("hrdc"),
  ntw_registration: ntwSchema,
  grant_inquiry: grantInquirySchema,
  custom_training: customTrainingSchema,
} satisfies Record<FormType, ZodType>;

/** The validated formData of a type: trimmed, defaults applied, blanks as null. */
export type FormDataOf<T extends FormType> = z.output<(typeof formDataSchemas)[T]>;
/** What a caller may pass for a type (before defaults and normalisation). */
export type FormDataInput<T extends FormType> = z.input<(typeof formDataSchemas)[T]>;
export type QuizResultData = z.output<typeof quizResultSchema>;

/** The visitor's own address in a form's data: where the confirmation goes. */
export function visitorAddress<T extends FormType>(formType: T, data: FormDataOf<T>): string {
  if (formType === "ai_quiz_completion") {
    return (data as FormDataOf<"ai_quiz_completion">).leadData.email;
  }
  return (data as { email: string }).email;
}

/** The visitor's name in a form's data, for greetings and the team's Reply-To. */
export function visitorName<T extends FormType>(formType: T, data: FormDataOf<T>): string {
  switch (formType) {
    case "ai_quiz_completion":
      return (data as FormDataOf<"ai_quiz_completion">).leadData.name;
    case "contact_callback":
      return (data as FormDataOf<"contact_callback">).fullName;
    case "custom_training":
      return (data as FormDataOf<"custom_training">).contactName;
    default:
      return (data as { name: string }).name;
  }
}
