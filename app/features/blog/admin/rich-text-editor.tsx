import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";
import type * as React from "react";
import { cn } from "#app/lib/cn";
import { ARTICLE_CLASSES } from "#app/features/blog/article-styles";
import { Toolbar } from "./rich-text-toolbar";

type ViewMode = "visual" | "source";
/** The editor's two views, and the names of their buttons. */
const VIEWS: readonly (readonly [ViewMode, string])[] = [
  ["visual", "Visual"],
  ["source", "HTML"],
];

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
  const [mode, setMode] = useState<ViewMode>("visual");
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

  // Each view takes over from the other what has been written so far.
  function show(next: ViewMode) {
    if (next === "source" && editor) setHtml(editor.isEmpty ? "" : editor.getHTML());
    if (next === "visual") editor?.commands.setContent(html, { emitUpdate: false });
    setMode(next);
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
            {VIEWS.map(([view, viewLabel]) => (
              <button
                key={view}
                type="button"
                aria-pressed={mode === view}
                onClick={() => show(view)}
                className="rounded px-2 py-1 aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              >
                {viewLabel}
              </button>
            ))}
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
