import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Loader2,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { ACCEPTED_IMAGE_TYPES } from "#common/images";
import { ARTICLE_CLASSES } from "#app/features/blog/article-styles";
import { uploadImage } from "./upload";

type Panel = null | "link" | "image";

/**
 * The post body: a Tiptap editor (headings, lists, links, images, quotes,
 * code) and an HTML source view. Whatever it produces is sanitised again on
 * the server when saved and when shown. Before JavaScript runs, and when the
 * source view is chosen, it is a plain textarea with the same name, so the
 * form always posts `name`.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  rows,
  error,
  maxLength,
}: {
  name: string;
  label: string;
  defaultValue: string;
  rows: number;
  error?: string | undefined;
  maxLength: number;
}) {
  const id = useId();
  const [html, setHtml] = useState(defaultValue);
  const [mode, setMode] = useState<"visual" | "source">("visual");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto", "tel"],
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: defaultValue,
    // The server renders the textarea; the editor mounts in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class: cn(
          ARTICLE_CLASSES,
          "min-h-[var(--editor-min-height)] px-4 py-3 text-base outline-none",
        ),
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });

  const visual = editor !== null && mode === "visual";
  const minHeight = `${rows * 1.75}rem`;

  function showSource() {
    if (editor) setHtml(editor.isEmpty ? "" : editor.getHTML());
    setMode("source");
  }

  function showVisual() {
    editor?.commands.setContent(html, { emitUpdate: false });
    setMode("visual");
  }

  return (
    <div
      data-slot="rich-text-editor"
      className="space-y-1.5"
      style={{ "--editor-min-height": minHeight } as React.CSSProperties}
    >
      <div className="flex items-center justify-between gap-2">
        <label
          htmlFor={visual ? undefined : `${id}-source`}
          id={`${id}-label`}
          className="text-sm font-medium"
        >
          {label}
        </label>
        {editor && (
          <div
            role="group"
            aria-label="Editor view"
            className="inline-flex rounded-md border p-0.5 text-xs font-semibold"
          >
            <button
              type="button"
              aria-pressed={mode === "visual"}
              onClick={showVisual}
              className="rounded px-2 py-1 aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              Visual
            </button>
            <button
              type="button"
              aria-pressed={mode === "source"}
              onClick={showSource}
              className="rounded px-2 py-1 aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              HTML
            </button>
          </div>
        )}
      </div>
      <div
        className={cn(
          "overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40",
          error && "border-destructive",
        )}
      >
        {visual ? (
          <>
            <Toolbar editor={editor} />
            {/* Long articles scroll inside the editor, so the toolbar and Save stay in reach. */}
            <EditorContent editor={editor} className="max-h-[65vh] overflow-y-auto" />
            <input type="hidden" name={name} value={html} />
          </>
        ) : (
          <textarea
            id={`${id}-source`}
            name={name}
            rows={rows}
            maxLength={maxLength}
            value={html}
            onChange={(event) => setHtml(event.target.value)}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="block w-full resize-y bg-transparent px-3 py-2 font-mono text-sm outline-none"
          />
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {visual
          ? "Headings, lists, links, images, quotes and code. Scripts and styles are removed when saved."
          : "HTML source. Only safe tags are kept when saved (no scripts, styles or event handlers)."}
      </p>
      <p
        id={`${id}-error`}
        role={error ? "alert" : undefined}
        className="min-h-5 text-sm font-medium text-destructive"
      >
        {error}
      </p>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      code: e.isActive("code"),
      link: e.isActive("link"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="border-b bg-muted/40">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex items-center gap-0.5 overflow-x-auto p-1 sm:flex-wrap"
      >
        <ToolButton
          label="Paragraph"
          active={state.paragraph}
          onClick={() => chain().setParagraph().run()}
          icon={Pilcrow}
        />
        <ToolButton
          label="Heading 2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
          icon={Heading2}
        />
        <ToolButton
          label="Heading 3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
          icon={Heading3}
        />
        <Separator />
        <ToolButton
          label="Bold"
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
          icon={Bold}
        />
        <ToolButton
          label="Italic"
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
          icon={Italic}
        />
        <ToolButton
          label="Inline code"
          active={state.code}
          onClick={() => chain().toggleCode().run()}
          icon={Code}
        />
        <ToolButton
          label="Link"
          active={state.link || panel === "link"}
          onClick={() => setPanel(panel === "link" ? null : "link")}
          icon={Link2}
        />
        <Separator />
        <ToolButton
          label="Bulleted list"
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
          icon={List}
        />
        <ToolButton
          label="Numbered list"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
          icon={ListOrdered}
        />
        <ToolButton
          label="Quote"
          active={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
          icon={Quote}
        />
        <ToolButton
          label="Code block"
          active={state.codeBlock}
          onClick={() => chain().toggleCodeBlock().run()}
          icon={Code2}
        />
        <ToolButton
          label="Divider"
          onClick={() => chain().setHorizontalRule().run()}
          icon={Minus}
        />
        <ToolButton
          label="Image"
          active={panel === "image"}
          onClick={() => setPanel(panel === "image" ? null : "image")}
          icon={ImagePlus}
        />
        <Separator />
        <ToolButton
          label="Undo"
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
          icon={Undo2}
        />
        <ToolButton
          label="Redo"
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
          icon={Redo2}
        />
      </div>
      {panel === "link" && <LinkPanel editor={editor} onDone={() => setPanel(null)} />}
      {panel === "image" && <ImagePanel editor={editor} onDone={() => setPanel(null)} />}
    </div>
  );
}

function ToolButton({
  label,
  icon: Icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded text-foreground transition-colors hover:bg-background disabled:opacity-40 aria-pressed:bg-primary/10 aria-pressed:text-primary"
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-border" />;
}

/** Enter in a panel field must apply the panel, not submit the whole post form. */
function onEnter(action: () => void) {
  return (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      action();
    }
    if (event.key === "Escape") event.stopPropagation();
  };
}

function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
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
        <label htmlFor={id} className="sr-only">
          Link address
        </label>
        <Input
          ref={inputRef}
          id={id}
          type="url"
          placeholder="https://example.com"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={onEnter(apply)}
          aria-invalid={error ? true : undefined}
          className="h-9"
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

function ImagePanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadImage(file);
    setBusy(false);
    if (fileRef.current) fileRef.current.value = "";
    if (result.ok) {
      setSrc(result.url);
      if (!alt) setAlt(file.name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " "));
    } else {
      setError(result.error);
    }
  }

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
        <label htmlFor={`${id}-src`} className="sr-only">
          Image address
        </label>
        <Input
          id={`${id}-src`}
          type="text"
          inputMode="url"
          placeholder="Image address or upload"
          value={src}
          onChange={(event) => {
            setSrc(event.target.value);
            setError(null);
          }}
          onKeyDown={onEnter(insert)}
          className="h-9"
        />
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
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => fileRef.current?.click()}
        >
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? "Uploading…" : "Upload"}
        </Button>
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="sr-only">
          Alternative text
        </label>
        <Input
          id={`${id}-alt`}
          type="text"
          placeholder="Describe the image (alt text)"
          value={alt}
          maxLength={300}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={onEnter(insert)}
          className="h-9"
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
