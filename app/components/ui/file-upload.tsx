import { Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import type * as React from "react";
import { Button } from "./button";

/** Where an upload went: the stored file's address, or the sentence to show at the field. */
export type UploadResult = { ok: true; url: string } | { ok: false; error: string };

/**
 * A file picked and sent with `upload`: whether it is on its way, the sentence of a refusal,
 * and `onUploaded` with the stored file's address. The picker is reset after each file, so
 * the same file can be picked again.
 */
export function useFileUpload(
  upload: (file: File) => Promise<UploadResult>,
  onUploaded: (url: string, file: File) => void,
) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await upload(file);
    setUploading(false);
    if (fileRef.current) fileRef.current.value = "";
    if (result.ok) onUploaded(result.url, file);
    else setUploadError(result.error);
  }

  return { fileRef, uploading, uploadError, setUploadError, onFile };
}

/**
 * The upload button and the hidden file input behind it; a spinner while the file is sent.
 * `icon` is what the button shows otherwise.
 */
export function UploadButton({
  upload,
  accept,
  icon,
  label,
}: {
  upload: ReturnType<typeof useFileUpload>;
  accept: readonly string[];
  icon?: React.ReactNode;
  label: string;
}) {
  const { fileRef, uploading, onFile } = upload;
  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept={accept.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={uploading}
        onClick={() => fileRef.current?.click()}
      >
        {uploading ? <Loader2 aria-hidden="true" className="animate-spin" /> : icon}
        {uploading ? "Uploading…" : label}
      </Button>
    </>
  );
}
