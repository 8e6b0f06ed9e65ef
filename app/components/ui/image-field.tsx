import { FileText, ImageUp, X } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { Button } from "./button";
import { Field, Input } from "./field";
import { UploadButton, useFileUpload, type UploadResult } from "./file-upload";

export type { UploadResult } from "./file-upload";

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
  const [previewBroken, setPreviewBroken] = useState(false);
  const picker = useFileUpload(upload, (url) => {
    setValue(url);
    setPreviewBroken(false);
  });
  const { uploadError, setUploadError } = picker;

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
              <UploadButton
                upload={picker}
                accept={accept}
                icon={<UploadIcon aria-hidden="true" />}
                label={kind === "pdf" ? "Upload PDF" : "Upload image"}
              />
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
