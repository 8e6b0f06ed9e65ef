import { useEditorState, type Editor } from "@tiptap/react";
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
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { ImagePanel, LinkPanel } from "./rich-text-panels";

type Panel = null | "link" | "image";

/** The editor's formatting buttons, and the link or image panel they open. */
export function Toolbar({ editor }: { editor: Editor }) {
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
        className="flex flex-wrap items-center gap-0.5 p-1"
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
