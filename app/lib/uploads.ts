import type { UploadResult } from "../components/ui/image-field";

/**
 * What the admin upload endpoints accept, shared by the server (the judge)
 * and the back office's forms, whose checks only spare a pointless round trip.
 */
export const MAX_BROCHURE_BYTES = 20 * 1024 * 1024;
export const BROCHURE_UPLOAD_ENDPOINT = "/files/brochures";
export const BROCHURE_TOO_LARGE = "Brochures can be at most 20 MB. Try a smaller PDF.";
export const BROCHURE_NOT_PDF = "Upload a PDF file.";
export const BROCHURE_ACTIVE_CONTENT =
  "This PDF contains JavaScript, automatic actions, attachments or encryption, which a brochure may not carry. Save it as a plain PDF (for example with Print to PDF) and upload that.";
export const BROCHURE_POLYGLOT =
  "This file is not a plain PDF: it also contains web page code. Export the brochure as a PDF again and upload that.";
export const BROCHURE_UNREADABLE =
  "This PDF could not be checked (part of it is damaged or unreadable). Save it as a PDF again and upload that.";

/** Sends a file to an upload endpoint; the answer is the stored value or a sentence for the field. */
export async function sendUpload(
  endpoint: string,
  file: File,
  fallbackType: string,
): Promise<UploadResult> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body: file,
      headers: { "Content-Type": file.type || fallbackType },
      credentials: "same-origin",
    });
    const body = (await response.json().catch(() => ({}))) as { url?: unknown; error?: unknown };
    if (response.ok && typeof body.url === "string") return { ok: true, url: body.url };
    return {
      ok: false,
      error: typeof body.error === "string" ? body.error : "The upload failed. Please try again.",
    };
  } catch {
    return { ok: false, error: "The upload failed: check your connection and try again." };
  }
}

/** Uploads a brochure PDF; the answer's `url` is the value to store (`brochures/<name>.pdf`). */
export async function uploadBrochure(file: File): Promise<UploadResult> {
  if (file.type && file.type !== "application/pdf") return { ok: false, error: BROCHURE_NOT_PDF };
  if (file.size > MAX_BROCHURE_BYTES) return { ok: false, error: BROCHURE_TOO_LARGE };
  return sendUpload(BROCHURE_UPLOAD_ENDPOINT, file, "application/pdf");
}
