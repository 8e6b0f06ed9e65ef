import type { AdminUser } from "#server/auth/sessions";
import { invalid, refusedWith } from "#app/lib/action-result";
import { fieldErrorsOf, formValues, type FieldErrors, type FormValues } from "#app/lib/form";
import { redirectWithToast } from "#app/lib/toast.server";
import { attendeesProblem, decodeUtf8, NOT_UTF8, parseAttendees } from "./attendee-paste";
import { addHrdcGroup, addWalkIn } from "./manual-booking.server";
import { ATTENDEES_TEXT_MAX, hrdcBookingSchema, walkInSchema } from "./manual-booking.schema";

/** A company's CSV file is a few KB; anything far larger is not one. */
export const ATTENDEES_FILE_MAX_BYTES = 200_000;

/**
 * The rows of an uploaded CSV file go after the pasted ones, into the same
 * text: a refusal gives them back in the text box, so nothing needs
 * uploading twice. Null (with the field's message) for a file that is no list.
 */
async function withUploadedRows(
  form: FormData,
  pasted: string,
): Promise<{ text: string } | { error: string }> {
  const file = form.get("attendeesFile");
  if (!(file instanceof File) || file.size === 0) return { text: pasted };
  if (file.size > ATTENDEES_FILE_MAX_BYTES)
    return { error: "That file is too large for a list of attendees: upload a CSV file." };
  const content = decodeUtf8(await file.arrayBuffer());
  if (content === null) return { error: NOT_UTF8 };
  if (content.includes("\u0000"))
    return { error: "That file is not a CSV file: save the sheet as CSV and upload it again." };
  const text = [pasted.trimEnd(), content.trim()].filter(Boolean).join("\n");
  if (text.length > ATTENDEES_TEXT_MAX) return { error: "That list is too long for one booking." };
  return { text };
}

/** The add-a-registration page's two forms: a walk-in, and an HRDC group with its list. */
export async function manualBookingAction(
  actor: AdminUser,
  course: { id: string; title: string },
  form: FormData,
) {
  const values = formValues(form);
  const done = (title: string) =>
    redirectWithToast(`/admin/registrations/${course.id}`, { type: "success", title });
  if (values.intent === "walk-in") {
    const parsed = walkInSchema.safeParse(values);
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error), values);
    const outcome = await addWalkIn(actor, course, parsed.data);
    if (!outcome.ok) return refusedWith(outcome, values, { status: 409 });
    return done(outcome.value);
  }
  const uploaded = await withUploadedRows(form, values.attendees ?? "");
  const text = "text" in uploaded ? uploaded.text : (values.attendees ?? "");
  const kept: FormValues = { ...values, intent: "hrdc-group", attendees: text };
  const parsed = hrdcBookingSchema.safeParse(kept);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if ("error" in uploaded) errors.attendeesFile = uploaded.error;
  const attendees = parseAttendees(text);
  const problem = attendeesProblem(attendees, kept.selfAttending === "on");
  if (problem) errors.attendees ??= problem;
  if (!parsed.success || Object.keys(errors).length > 0) return invalid(errors, kept);
  const outcome = await addHrdcGroup(actor, course, parsed.data, attendees.rows);
  if (!outcome.ok) return refusedWith(outcome, kept, { status: 409 });
  return done(outcome.value);
}
