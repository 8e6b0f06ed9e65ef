import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/field";
import { UploadButton, useFileUpload } from "#app/components/ui/file-upload";
import { ACCEPTED_IMAGE_TYPES } from "#common/images";
import { uploadImage } from "./upload";

// The rich-text toolbar's panels: a link's address, and an image (uploaded or by address).

/**
 * A panel's field, its label for screen readers only. Enter applies the panel (`onEnter`)
 * rather than submitting the whole post form.
 */
function PanelInput({
  id,
  label,
  onValue,
  onEnter,
  ...props
}: Omit<React.ComponentProps<typeof Input>, "onChange" | "onKeyDown"> & {
  id: string;
  label: string;
  onValue: (value: string) => void;
  onEnter: () => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        {...props}
        id={id}
        onChange={(event) => onValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          }
          if (event.key === "Escape") event.stopPropagation();
        }}
        className="h-9"
      />
    </>
  );
}

/** A field's setter that also clears the panel's refusal: editing the field answers it. */
function clearingError(set: (value: string) => void, setError: (error: null) => void) {
  return (value: string) => {
    set(value);
    setError(null);
  };
}

export function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(
    () => (editor.getAttributes("link").href as string | undefined) ?? "",
  );
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  function apply() {
    const value = href.trim();
    if (value === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return onDone();
    }
    const withScheme = /^(https?:|mailto:|tel:|\/|#)/i.test(value) ? value : `https://${value}`;
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+|\/[^\s]*|#[^\s]*)$/i.test(withScheme)) {
      return setError("Enter a web address (https://…), mailto: or tel: link");
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: withScheme }).run();
    onDone();
  }

  return (
    <div className="flex flex-wrap items-start gap-2 border-t p-2">
      <div className="min-w-48 flex-1">
        <PanelInput
          ref={inputRef}
          id={id}
          label="Link address"
          type="url"
          placeholder="https://example.com"
          value={href}
          onValue={clearingError(setHref, setError)}
          onEnter={apply}
          aria-invalid={error ? true : undefined}
        />
        {error && (
          <p role="alert" className="mt-1 text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="button" size="sm" onClick={apply}>
        Apply
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
          onDone();
        }}
      >
        Remove link
      </Button>
    </div>
  );
}

export function ImagePanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const upload = useFileUpload(uploadImage, (url, file) => {
    setSrc(url);
    if (!alt) setAlt(file.name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " "));
  });
  const { uploadError: error, setUploadError: setError, uploading: busy } = upload;

  function insert() {
    const value = src.trim();
    if (!/^(https?:\/\/|\/(?!\/))\S+$/i.test(value)) {
      return setError("Upload an image or enter its https:// address");
    }
    editor.chain().focus().setImage({ src: value, alt: alt.trim() }).run();
    onDone();
  }

  return (
    <div className="grid gap-2 border-t p-2 sm:grid-cols-[1fr_1fr_auto]">
      <div className="flex gap-2">
        <PanelInput
          id={`${id}-src`}
          label="Image address"
          type="text"
          inputMode="url"
          placeholder="Image address or upload"
          value={src}
          onValue={clearingError(setSrc, setError)}
          onEnter={insert}
        />
        <UploadButton upload={upload} accept={ACCEPTED_IMAGE_TYPES} label="Upload" />
      </div>
      <div>
        <PanelInput
          id={`${id}-alt`}
          label="Alternative text"
          type="text"
          placeholder="Describe the image (alt text)"
          value={alt}
          maxLength={300}
          onValue={setAlt}
          onEnter={insert}
        />
      </div>
      <Button type="button" size="sm" onClick={insert} disabled={busy}>
        Insert image
      </Button>
      {error && (
        <p role="alert" className="text-xs font-medium text-destructive sm:col-span-3">
          {error}
        </p>
      )}
    </div>
  );
}
