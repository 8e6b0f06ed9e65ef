import { ImageUp, Loader2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ACCEPTED_IMAGE_TYPES, uploadImage } from "../../features/admin/upload";
import { Button } from "../ui/button";
import { Input, Label } from "../ui/field";

/**
 * An image chosen by URL or uploaded (JPEG, PNG, WebP, 5 MB). The URL input
 * is what the form posts, so without JavaScript a URL can still be pasted;
 * with it, Upload fills the input and a preview shows what was chosen.
 */
export function ImageField({
  name,
  label,
  description,
  defaultValue,
  error,
  maxLength,
}: {
  name: string;
  label: string;
  description?: string;
  defaultValue?: string;
  error?: string | undefined;
  maxLength: number;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue ?? "");
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);
  const shownError = uploadError ?? error;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await uploadImage(file);
    setUploading(false);
    if (fileRef.current) fileRef.current.value = "";
    if (result.ok) {
      setValue(result.url);
      setPreviewBroken(false);
    } else {
      setUploadError(result.error);
    }
  }

  const describedBy = [description ? `${id}-description` : null, shownError ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div data-slot="image-field" className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {value && !previewBroken ? (
            <img
              src={value}
              alt=""
              width={64}
              height={64}
              className="size-full object-cover"
              onError={() => setPreviewBroken(true)}
            />
          ) : (
            <ImageUp aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <Input
            id={id}
            name={name}
            type="text"
            inputMode="url"
            placeholder="https://… or upload"
            value={value}
            maxLength={maxLength}
            onChange={(event) => {
              setValue(event.target.value);
              setPreviewBroken(false);
              setUploadError(null);
            }}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileRef}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
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
              {uploading ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <ImageUp aria-hidden="true" />
              )}
              {uploading ? "Uploading…" : "Upload image"}
            </Button>
            {value && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setValue("")}>
                <X aria-hidden="true" /> Remove
                <span className="sr-only"> {label.toLowerCase()}</span>
              </Button>
            )}
          </div>
        </div>
      </div>
      {description && (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <p
        id={`${id}-error`}
        role={shownError ? "alert" : undefined}
        className="min-h-5 text-sm font-medium text-destructive"
      >
        {shownError}
      </p>
    </div>
  );
}
