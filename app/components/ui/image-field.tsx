import { FileText, ImageUp, Loader2, X } from "lucide-react";
import { useRef, useState } from "react";
import type * as React from "react";
import { Button } from "./button";
import { Field, Input } from "./field";

export type UploadResult = { ok: true; url: string } | { ok: false; error: string };

/**
 * A hidden file input and the button that opens it: the file goes to
 * `onFile`, and the input is emptied after, so the same file can be chosen
 * again. While `uploading` the button is busy.
 */
export function UploadPicker({
  accept,
  uploading,
  icon,
  onFile,
  children,
}: {
  accept: readonly string[];
  uploading: boolean;
  icon?: React.ReactNode;
  onFile: (file: File | undefined) => Promise<void>;
  children: React.ReactNode;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  async function pick(input: HTMLInputElement) {
    await onFile(input.files?.[0]);
    input.value = "";
  }
  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept={accept.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void pick(event.currentTarget)}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={uploading}
        onClick={() => fileRef.current?.click()}
      >
        {uploading ? <Loader2 aria-hidden="true" className="animate-spin" /> : icon}
        {uploading ? "Uploading…" : children}
      </Button>
    </>
  );
}

/**
 * An image chosen by URL or uploaded. The URL input is what the form posts,
 * so without JavaScript a URL can still be pasted; with it, Upload fills the
 * input and a preview shows what was chosen. Where the file goes is the
 * caller's: `upload` sends it and answers the stored image's URL or a
 * sentence to show at the field.
 */
export function ImageField({
  name,
  label,
  description,
  defaultValue,
  error,
  maxLength,
  accept,
  upload,
  kind = "image",
  className,
}: {
  name: string;
  label: string;
  description?: React.ReactNode;
  defaultValue?: string | undefined;
  error?: string | undefined;
  maxLength: number;
  /** MIME types the file picker offers. */
  accept: readonly string[];
  upload: (file: File) => Promise<UploadResult>;
  /** A PDF (brochure) shows a document icon instead of a preview. */
  kind?: "image" | "pdf";
  className?: string | undefined;
}) {
  const UploadIcon = kind === "pdf" ? FileText : ImageUp;
  const [value, setValue] = useState(defaultValue ?? "");
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await upload(file);
    setUploading(false);
    if (result.ok) {
      setValue(result.url);
      setPreviewBroken(false);
    } else {
      setUploadError(result.error);
    }
  }

  return (
    <Field
      slot="image-field"
      label={label}
      description={description}
      error={uploadError ?? error}
      className={className}
    >
      {(control) => (
        <div className="flex gap-3">
          <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
            {kind === "image" && value && !previewBroken ? (
              <img
                src={value}
                alt=""
                width={64}
                height={64}
                className="size-full object-cover"
                onError={() => setPreviewBroken(true)}
              />
            ) : (
              <UploadIcon aria-hidden="true" className="size-6 text-muted-foreground" />
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <Input
              {...control}
              name={name}
              type="text"
              inputMode="url"
              placeholder={kind === "pdf" ? "https://… or upload a PDF" : "https://… or upload"}
              value={value}
              maxLength={maxLength}
              onChange={(event) => {
                setValue(event.target.value);
                setPreviewBroken(false);
                setUploadError(null);
              }}
            />
            <div className="flex flex-wrap gap-2">
              <UploadPicker
                accept={accept}
                uploading={uploading}
                icon={<UploadIcon aria-hidden="true" />}
                onFile={onFile}
              >
                {kind === "pdf" ? "Upload PDF" : "Upload image"}
              </UploadPicker>
              {value && (
                <Button type="button" variant="ghost" size="sm" onClick={() => setValue("")}>
                  <X aria-hidden="true" /> Remove
                  <span className="sr-only"> {label.toLowerCase()}</span>
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
    </Field>
  );
}
