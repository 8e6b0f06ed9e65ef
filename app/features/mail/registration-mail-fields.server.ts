import { z } from "zod";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { mailLine } from "#app/features/leads/fields";

/**
 * A required line of text in the data of a mail the back office sends (a
 * title, a date, a subject): trimmed, never blank, bounded, on one line.
 */
export const storedLine = (max: number) => mailLine(z.string().trim().min(1).max(max));

/**
 * Whom a mail about a course registration goes to and what it is about: the
 * fields every such mail's data starts with (the reminders, the feedback
 * request, a course's change or message).
 */
export const registrationMailFields = {
  name: storedLine(400),
  email: z.email(),
  reference: z.string().regex(REFERENCE_PATTERN),
  courseTitle: storedLine(800),
};

/** The course's slug, for the mails that link to its page. */
export const courseSlugField = z.string().regex(/^[a-z0-9-]{1,200}$/);
