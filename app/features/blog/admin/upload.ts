import type { UploadResult } from "#app/components/ui/image-field";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "#common/images";
import { sendUpload } from "#app/lib/uploads";

/**
 * Image uploads from the blog admin (featured, share and in-article
 * images). The server (server/uploads/images.ts) is the judge: it checks the
 * session, the origin, the size and the real type from the file's bytes;
 * these checks only spare a pointless round trip.
 */
export const UPLOAD_ENDPOINT = "/uploads/images";

export async function uploadImage(file: File): Promise<UploadResult> {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, error: "Upload a JPEG, PNG or WebP image." };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return { ok: false, error: "Images can be at most 5 MB. Try a smaller or compressed image." };
  }
  return sendUpload(UPLOAD_ENDPOINT, file, "application/octet-stream");
}

/** An ImageField's picker and upload for the back office's images. */
export const IMAGE_UPLOAD = { accept: ACCEPTED_IMAGE_TYPES, upload: uploadImage } as const;
