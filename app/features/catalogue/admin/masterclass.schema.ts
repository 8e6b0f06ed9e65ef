import { z } from "zod";
import { isHttpUrl, isImageUrl } from "#app/features/blog/admin/post.schema";
import { fromMalaysiaLocal } from "#app/lib/malaysia-local-time";
import type { MasterclassContent } from "#common/masterclass-content";
import { invalid, refusalToast } from "#app/lib/action-result";
import { fieldErrorsOf, type FieldErrors, type FormValues } from "#app/lib/form";
import { MAX_NESTED_INDEX, unflattenForm } from "#app/lib/form-nesting";
import { slugify } from "#common/slug";
import { safeText } from "#app/lib/validation";
import { blankToEmpty, requiredText } from "./catalogue-form";
import { CANCELLATION_MAX_DAYS, DEFAULT_CANCELLATION_RULE } from "../cancellation-rule";

/**
 * The masterclass form of the back office (create and edit), shared by the
 * browser and the action. Field names are dotted paths ("agenda.2.title"),
 * unflattened on the server (app/lib/form-nesting.ts), so zod's issue paths
 * are the names of the inputs they belong to.
 */
export const MASTERCLASS_LIMITS = {
  title: 200,
  subtitle: 300,
  slug: 120,
  longText: 5_000,
  item: 300,
  listItems: 30,
  agendaRows: 80,
  rows: 20,
  url: 2_048,
  classSize: 10_000,
  price: 1_000_000,
} as const;

/** The back office's list views of courses, and its page size. */
export const MASTERCLASS_VIEWS = ["upcoming", "past", "drafts", "archived"] as const;
export type MasterclassView = (typeof MASTERCLASS_VIEWS)[number];
export const ADMIN_PAGE_SIZE = 50;

export const MASTERCLASS_STATUSES = ["draft", "published", "archived"] as const;
export type MasterclassStatus = (typeof MASTERCLASS_STATUSES)[number];

function text(max: number, label: string) {
  return z.preprocess(
    blankToEmpty,
    safeText(z.string().trim().max(max, `${label} must be at most ${max} characters`)),
  );
}

function link(label: string) {
  return text(MASTERCLASS_LIMITS.url, label).refine(
    (value) => value === "" || isHttpUrl(value),
    `${label} must be an https:// address`,
  );
}

function image(label: string) {
  return text(MASTERCLASS_LIMITS.url, label).refine(
    (value) => value === "" || isImageUrl(value),
    `${label} must be an https:// address or an uploaded image`,
  );
}

/** A brochure: an uploaded PDF ("brochures/….pdf") or an https:// address. */
export function isBrochureValue(value: string): boolean {
  return /^brochures\/[a-z0-9-]{1,80}\.pdf$/i.test(value) || isHttpUrl(value);
}

const blank = (row: Record<string, string>) => Object.values(row).every((value) => value === "");

/** A list of rows whose blank rows (an unused "add" row) are dropped after checking. */
function rows<T extends Record<string, string>>(row: z.ZodType<T>, max: number, label: string) {
  return z.preprocess(
    (value) => (value === undefined || value === "" ? [] : value),
    z
      .array(z.preprocess((item) => (item === "" ? {} : item), row))
      .max(max, `At most ${max} ${label}`)
      .transform((items) => items.filter((item) => !blank(item))),
  );
}

/**
 * A list of single lines (benefits, outcomes …), posted by ListEditor as
 * repeated fields. Blank rows are dropped first, so an item's index in an
 * error is its index among the filled rows, as ListEditor expects.
 */
function lines(label: string) {
  return z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined || value === "" ? [] : [value]).filter(
        (item) => typeof item !== "string" || item.trim() !== "",
      ),
    z
      .array(text(MASTERCLASS_LIMITS.item, label))
      .max(MASTERCLASS_LIMITS.listItems, `At most ${MASTERCLASS_LIMITS.listItems} items`),
  );
}

/** The fields ListEditor posts as repeated values; the form reads them with getAll. */
export const MASTERCLASS_LISTS = ["benefits", "outcomes", "audience", "included"] as const;

/** A row that has anything in it needs this field. */
function needs<T extends Record<string, string>>(field: keyof T & string, message: string) {
  return (row: T, ctx: z.RefinementCtx) => {
    if (!blank(row) && row[field] === "") ctx.addIssue({ code: "custom", path: [field], message });
  };
}

/** Rows where a row with anything in it needs each field of `needed` (field: its message). */
function rowsNeeding<T extends Record<string, string>>(
  row: z.ZodType<T>,
  needed: Partial<Record<keyof T & string, string>>,
  label: string,
) {
  const checked = row.superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(needed)) {
      if (message) needs<T>(field as keyof T & string, message)(value, ctx);
    }
  });
  return rows(checked, MASTERCLASS_LIMITS.rows, label);
}

const person = {
  name: text(MASTERCLASS_LIMITS.item, "Name"),
  credentials: text(MASTERCLASS_LIMITS.longText, "Credentials"),
  photo: image("Photo"),
  linkedin: link("LinkedIn"),
};

const agendaRow = z
  .object({
    day: z.preprocess(
      blankToEmpty,
      z
        .string()
        .trim()
        .refine((value) => value === "" || /^[1-9]\d?$/.test(value), "Day must be a number from 1"),
    ),
    time: text(50, "Time"),
    title: text(MASTERCLASS_LIMITS.item, "Title"),
    description: text(MASTERCLASS_LIMITS.longText, "Description"),
  })
  .superRefine(needs("title", "Each agenda row needs a title"));

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

const money = z.preprocess(
  blankToEmpty,
  z
    .string()
    .trim()
    .min(1, "Price is required")
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter the price in MYR, for example 1500 or 1499.90")
    .refine((value) => Number(value) <= MASTERCLASS_LIMITS.price, "Price is too high"),
);

/** A whole number within bounds; blank takes the default (a form saved before the field existed). */
function wholeNumber(label: string, max: number, fallback: number) {
  return z.preprocess(
    blankToEmpty,
    z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{1,3}$/.test(value), `${label}: enter a whole number`)
      .transform((value) => (value === "" ? fallback : Number(value)))
      .refine((value) => value <= max, `${label} can be at most ${max}`),
  );
}

export const masterclassSchema = z
  .object({
    title: requiredText("Title", MASTERCLASS_LIMITS.title),
    subtitle: text(MASTERCLASS_LIMITS.subtitle, "Subtitle"),
    slug: text(MASTERCLASS_LIMITS.slug, "Slug").refine(
      (value) => value === "" || slugify(value) !== "",
      "Use letters or numbers in the slug, or leave it blank to make one from the title",
    ),
    type: z.enum(["masterclass", "conference"], { message: "Choose masterclass or conference" }),
    format: z.enum(["virtual", "physical"], { message: "Choose virtual or physical" }),
    startsAt: z.preprocess(
      blankToEmpty,
      z
        .string()
        .min(1, "Start date and time are required")
        .refine((value) => fromMalaysiaLocal(value) !== null, "Enter a valid date and time"),
    ),
    endsAt: z.preprocess(
      blankToEmpty,
      z
        .string()
        .refine(
          (value) => value === "" || fromMalaysiaLocal(value) !== null,
          "Enter a valid date and time",
        ),
    ),
    venue: text(MASTERCLASS_LIMITS.item, "Venue"),
    joinUrl: link("Joining link"),
    price: money,
    classSize: z.preprocess(
      blankToEmpty,
      z
        .string()
        .trim()
        .min(1, "Class size is required")
        .regex(/^\d{1,5}$/, "Enter a whole number of participants")
        .refine(
          (value) => Number(value) >= 1 && Number(value) <= MASTERCLASS_LIMITS.classSize,
          `Class size must be between 1 and ${MASTERCLASS_LIMITS.classSize}`,
        ),
    ),
    isHrdc: checkbox,
    isNtw: checkbox,
    cancelFullDays: wholeNumber(
      "Full refund",
      CANCELLATION_MAX_DAYS,
      DEFAULT_CANCELLATION_RULE.fullDays,
    ),
    cancelPartDays: wholeNumber("Share", CANCELLATION_MAX_DAYS, DEFAULT_CANCELLATION_RULE.partDays),
    cancelPartPercent: wholeNumber("Share", 100, DEFAULT_CANCELLATION_RULE.partPercent),
    heroImg: image("Hero image"),
    brochure: text(MASTERCLASS_LIMITS.url, "Brochure").refine(
      (value) => value === "" || isBrochureValue(value),
      "Upload a PDF or give an https:// address",
    ),
    problem: text(MASTERCLASS_LIMITS.longText, "The challenge"),
    about: text(MASTERCLASS_LIMITS.longText, "About"),
    benefits: lines("Benefit"),
    outcomes: lines("Outcome"),
    audience: lines("Audience"),
    included: lines("Included item"),
    agenda: rows(agendaRow, MASTERCLASS_LIMITS.agendaRows, "agenda rows"),
    trainer: z.preprocess(
      (value) => (value === undefined || value === "" ? {} : value),
      z.object(person).superRefine(needs("name", "The trainer needs a name")),
    ),
    speakers: rows(
      z.object(person).superRefine(needs("name", "Each speaker needs a name")),
      MASTERCLASS_LIMITS.rows,
      "speakers",
    ),
    testimonials: rowsNeeding(
      z.object({
        quote: text(MASTERCLASS_LIMITS.longText, "Quote"),
        author: text(MASTERCLASS_LIMITS.item, "Author"),
        role: text(MASTERCLASS_LIMITS.item, "Role"),
      }),
      {
        quote: "Each testimonial needs a quote and its author",
        author: "Each testimonial needs a quote and its author",
      },
      "testimonials",
    ),
    logistics: z.preprocess(
      (value) => (value === undefined || value === "" ? {} : value),
      z.object({ requirements: text(MASTERCLASS_LIMITS.longText, "Requirements") }),
    ),
    faqs: rowsNeeding(
      z.object({
        question: text(MASTERCLASS_LIMITS.item, "Question"),
        answer: text(MASTERCLASS_LIMITS.longText, "Answer"),
      }),
      { question: "Each answer needs its question", answer: "Each question needs its answer" },
      "questions",
    ),
  })
  .superRefine((form, ctx) => {
    const starts = fromMalaysiaLocal(form.startsAt);
    const ends = form.endsAt ? fromMalaysiaLocal(form.endsAt) : null;
    if (starts && ends && ends.getTime() < starts.getTime()) {
      ctx.addIssue({
        code: "custom",
        path: ["endsAt"],
        message: "The end must be after the start",
      });
    }
    if (form.cancelPartDays > form.cancelFullDays) {
      ctx.addIssue({
        code: "custom",
        path: ["cancelPartDays"],
        message: "The share ends nearer the start than the full refund: use fewer days",
      });
    }
  });

export type MasterclassForm = z.output<typeof masterclassSchema>;

/** The form's lists and rows as the `content` JSON the public page reads; empty parts left out. */
export function contentOf(form: MasterclassForm): MasterclassContent {
  const content: MasterclassContent = {};
  if (form.problem) content.problem = form.problem;
  if (form.about) content.about = form.about;
  if (form.benefits.length) content.benefits = form.benefits;
  if (form.outcomes.length) content.outcomes = form.outcomes;
  if (form.audience.length) content.target_audience = form.audience;
  if (form.included.length) content.included = form.included;
  if (form.agenda.length) {
    content.agenda = form.agenda.map((row) => ({
      ...(row.day ? { day: Number(row.day) } : {}),
      ...(row.time ? { time: row.time } : {}),
      title: row.title,
      ...(row.description ? { description: row.description } : {}),
    }));
  }
  const trainer = personOf(form.trainer);
  if (trainer) content.trainer = trainer;
  const speakers = form.speakers.map(personOf).filter((s) => s !== null);
  if (speakers.length) content.speakers = speakers;
  if (form.testimonials.length) {
    content.testimonials = form.testimonials.map((t) => ({
      quote: t.quote,
      author: t.author,
      ...(t.role ? { role: t.role } : {}),
    }));
  }
  if (form.logistics.requirements) {
    content.logistics = { requirements: form.logistics.requirements };
  }
  if (form.faqs.length) content.faqs = form.faqs;
  return content;
}

function personOf(p: { name: string; credentials: string; photo: string; linkedin: string }) {
  if (!p.name) return null;
  return {
    name: p.name,
    ...(p.credentials ? { credentials: p.credentials } : {}),
    ...(p.photo ? { photo: p.photo } : {}),
    ...(p.linkedin ? { linkedin: p.linkedin } : {}),
  };
}

/**
 * Fields of the form that are not masterclass data: which button was pressed, and the
 * answer of the confirm step (notify the people booked, or save without mailing them).
 */
const CONTROL_FIELDS = new Set(["intent", "answer"]);

/**
 * The submitted form as flat dotted values (the repeated list fields spread
 * to "benefits.0", "benefits.1" …): what a refused form is rebuilt from, and
 * what `unflattenForm` turns into the schema's input.
 */
export function flatMasterclassValues(formData: FormData): Record<string, string> {
  const lists = new Set<string>(MASTERCLASS_LISTS);
  const flat: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== "string" || lists.has(key) || CONTROL_FIELDS.has(key)) continue;
    flat[key] = value;
  }
  for (const list of MASTERCLASS_LISTS) {
    formData
      .getAll(list)
      .filter((value): value is string => typeof value === "string")
      .slice(0, MASTERCLASS_LIMITS.listItems * 2)
      .forEach((value, index) => (flat[`${list}.${index}`] = value));
  }
  return flat;
}

/** The items of a list ("benefits") or rows of a row list ("agenda") in flat values, in order. */
export function listFromValues(values: Readonly<Record<string, string>>, name: string): string[] {
  const items: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const match = new RegExp(`^${name}\\.(\\d+)$`).exec(key);
    if (match && Number(match[1]) < MAX_NESTED_INDEX) items[Number(match[1])] = value;
  }
  return Array.from(items, (item) => item ?? "");
}

export function rowsFromValues(
  values: Readonly<Record<string, string>>,
  name: string,
): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (const [key, value] of Object.entries(values)) {
    const match = new RegExp(`^${name}\\.(\\d+)\\.([A-Za-z]+)$`).exec(key);
    if (!match || Number(match[1]) >= MAX_NESTED_INDEX) continue;
    const row = (rows[Number(match[1])] ??= {});
    row[match[2]!] = value;
  }
  return Array.from(rows, (row) => row ?? {});
}

export type ParsedMasterclass =
  | { success: true; data: MasterclassForm; values: Record<string, string> }
  | { success: false; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { success: false; malformed: true };

/** The posted form, checked: the data, or a message per field with the values sent. */
export function parseMasterclassForm(formData: FormData): ParsedMasterclass {
  const values = flatMasterclassValues(formData);
  const nested = unflattenForm(values);
  if (!nested) return { success: false, malformed: true };
  const result = masterclassSchema.safeParse(nested);
  if (result.success) return { success: true, data: result.data, values };
  return { success: false, fieldErrors: fieldErrorsOf(result.error), values };
}

/** A refused save (create or edit): the messages at the fields, and the toast that says so. */
export function refusedMasterclass(fieldErrors: FieldErrors, values: FormValues) {
  return invalid(fieldErrors, values, {
    toast: refusalToast("Check the highlighted fields.", "Masterclass not saved"),
  });
}
