import { z } from "zod";
import { formText } from "#app/lib/validation";

/** Who a message to a course goes to: seats held (booked or offered), the waiting list, or both. */
export const MESSAGE_AUDIENCES = ["booked", "waiting", "both"] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<MessageAudience, string> = {
  booked: "Booked (seats held or offered)",
  waiting: "Waiting list",
  both: "Booked and waiting",
};

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5_000;

/**
 * "Message everyone on a course": the audience, a subject and the text. The
 * step says whether this post asks for the preview or sends what was previewed.
 */
export const courseMessageSchema = z.object({
  step: z.enum(["preview", "send"], { error: "Reload the page and try again." }),
  audience: z.enum(MESSAGE_AUDIENCES, { error: "Choose who gets the message." }),
  subject: formText(
    z
      .string()
      .trim()
      .min(1, "Give the message a subject.")
      .max(MESSAGE_SUBJECT_MAX, `At most ${MESSAGE_SUBJECT_MAX} characters.`),
    { lines: "one" },
  ),
  body: formText(
    z
      .string()
      .trim()
      .min(1, "Write the message.")
      .max(MESSAGE_BODY_MAX, `At most ${MESSAGE_BODY_MAX} characters.`),
    { lines: "many" },
  ),
});

export type CourseMessageForm = z.output<typeof courseMessageSchema>;
