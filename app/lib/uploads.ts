import type { UploadResult } from "#app/components/ui/image-field";
import {
  BROCHURE_NOT_PDF,
  BROCHURE_TOO_LARGE,
  BROCHURE_UPLOAD_ENDPOINT,
  MAX_BROCHURE_BYTES,
} from "#common/upload-limits";

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
