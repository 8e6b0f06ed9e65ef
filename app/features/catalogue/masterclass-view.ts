import type {
  AgendaItem,
  Faq,
  MasterclassContent,
  MasterclassTestimonial,
  Trainer,
} from "#common/masterclass-content";
import { formatDateRange } from "#common/dates";
import { sessionTime } from "#common/masterclass-event";
import { formatLabel, PHYSICAL_LOCATION, type MasterclassFormat } from "./masterclass-labels";

// The session time rule is shared with the .ics route and the mails (server/), so it lives in common/.
export { TIME_TO_BE_ANNOUNCED } from "#common/masterclass-event";

/** The course's own fields that say when and where (never the content's free text). */
export interface CourseWhenWhere {
  format: MasterclassFormat;
  venue: string | null;
  date: Date | string;
  endDate: Date | string | null;
}

/** The Format row of Event Details: "In person at …", "Virtual (Zoom)", or the format alone. */
export function formatText(format: MasterclassFormat, venue: string | null): string {
  const where = venue?.trim();
  if (format === "physical") {
    return where ? `In person at ${where}` : `${formatLabel(format)} (${PHYSICAL_LOCATION})`;
  }
  return where ? `${formatLabel(format)} (${where})` : formatLabel(format);
}

/** The original site's defaults for a masterclass whose content leaves parts out. */
export const DEFAULT_PROBLEM =
  "AI tools are changing how work gets done, yet most professionals have had no structured training. Without it, teams stick to trial and error, miss the time savings AI can bring and take avoidable risks with data and accuracy.";
export const DEFAULT_ABOUT =
  "This program gives you a practical, hands-on grounding in using AI at work. Guided by an experienced trainer, you work through real examples from Malaysian workplaces and leave with skills, prompts and workflows you can apply straight away.";
export const DEFAULT_REQUIREMENTS = "No special requirements";
export const DEFAULT_TRAINER_NAME = "Expert Trainer";

export interface ResolvedContent {
  problem: string;
  about: string;
  benefits: string[];
  outcomes: string[];
  audience: string[];
  agenda: AgendaItem[];
  /** Several at a conference, otherwise the one trainer. */
  people: Trainer[];
  hasSpeakers: boolean;
  testimonials: MasterclassTestimonial[];
  included: string[];
  logistics: { date: string; time: string; format: string; requirements: string };
  faqs: Faq[];
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "")
    : [];
}

function list<T>(value: unknown, valid: (item: T) => boolean): T[] {
  return Array.isArray(value)
    ? (value as T[]).filter((item) => item !== null && typeof item === "object" && valid(item))
    : [];
}

/**
 * Fills in the original site's defaults. The content JSON comes from an editor, so
 * every field is checked rather than trusted.
 */
export function resolveContent(
  content: MasterclassContent | null | undefined,
  course: CourseWhenWhere,
): ResolvedContent {
  const c: MasterclassContent = content ?? {};
  const speakers = list<Trainer>(c.speakers, (t) => !!text(t.name));
  const trainer = c.trainer && text(c.trainer.name) ? c.trainer : { name: DEFAULT_TRAINER_NAME };
  const logistics = c.logistics;
  return {
    problem: text(c.problem) ?? DEFAULT_PROBLEM,
    about: text(c.about) ?? DEFAULT_ABOUT,
    benefits: texts(c.benefits),
    outcomes: texts(c.outcomes),
    audience: texts(c.target_audience),
    agenda: list<AgendaItem>(c.agenda, (item) => !!text(item.title)),
    people: speakers.length > 0 ? speakers : [trainer],
    hasSpeakers: speakers.length > 0,
    testimonials: list<MasterclassTestimonial>(
      c.testimonials,
      (t) => !!text(t.quote) && !!text(t.author),
    ),
    included: texts(c.included),
    logistics: {
      date: formatDateRange(course.date, course.endDate),
      time: sessionTime(course.date, course.endDate),
      format: formatText(course.format, course.venue),
      requirements: text(logistics?.requirements) ?? DEFAULT_REQUIREMENTS,
    },
    faqs: list<Faq>(c.faqs, (f) => !!text(f.question) && !!text(f.answer)),
  };
}
