import { data } from "react-router";

/** The encodings an HTML form (and the quiz dialog's FormData fetch) sends. */
export const FORM_CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
] as const;

export const UNSUPPORTED_FORM_MESSAGE =
  "Send the form as application/x-www-form-urlencoded or multipart/form-data";
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please try again.";

/** The media type of a request, lower-cased and without parameters ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * The body of a form post. Anything else (JSON, text, no body type) is a
 * 415 and a body that does not parse as its declared type (a multipart body
 * without its boundary, cut off, malformed) a 400, thrown as a response so
 * the action stops there: `request.formData()` would throw a TypeError that
 * React Router answers with 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (!(FORM_CONTENT_TYPES as readonly string[]).includes(type)) {
    throw data(UNSUPPORTED_FORM_MESSAGE, {
      status: 415,
      statusText: "Unsupported Media Type",
      headers: { "Accept-Post": FORM_CONTENT_TYPES.join(", "), "Cache-Control": "no-store" },
    });
  }
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, {
      status: 400,
      statusText: "Bad Request",
      headers: { "Cache-Control": "no-store" },
    });
  }
}
