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
import { Fragment, useState } from "react";
import type * as React from "react";
import { ImagePanel, LinkPanel } from "./rich-text-panels";

type Panel = "link" | "image";
type Chain = ReturnType<Editor["chain"]>;

/** One button of the toolbar: a command run on the selection, or a panel it opens. */
interface Tool {
  label: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  /** On at the cursor (pressed); a tool without it, or a panel, is not a toggle. */
  isActive?: (editor: Editor) => boolean;
  /** Undo and redo are greyed out when there is nothing to take back or do again. */
  isDisabled?: (editor: Editor) => boolean;
  action: ((chain: Chain) => Chain) | Panel;
}

/** A toggle: pressed while the selection is `node` (with `attributes`). */
function toggle(
  label: string,
  icon: Tool["icon"],
  [node, attributes]: [string, Record<string, unknown>?],
  action: (chain: Chain) => Chain,
): Tool {
  return { label, icon, isActive: (e) => e.isActive(node, attributes), action };
}

// The groups, in the order of the toolbar; a separator between two groups.
const TOOL_GROUPS: readonly (readonly Tool[])[] = [
  [
    toggle("Paragraph", Pilcrow, ["paragraph"], (c) => c.setParagraph()),
    toggle("Heading 2", Heading2, ["heading", { level: 2 }], (c) => c.toggleHeading({ level: 2 })),
    toggle("Heading 3", Heading3, ["heading", { level: 3 }], (c) => c.toggleHeading({ level: 3 })),
  ],
  [
    toggle("Bold", Bold, ["bold"], (c) => c.toggleBold()),
    toggle("Italic", Italic, ["italic"], (c) => c.toggleItalic()),
    toggle("Inline code", Code, ["code"], (c) => c.toggleCode()),
    { label: "Link", icon: Link2, isActive: (e) => e.isActive("link"), action: "link" },
  ],
  [
    toggle("Bulleted list", List, ["bulletList"], (c) => c.toggleBulletList()),
    toggle("Numbered list", ListOrdered, ["orderedList"], (c) => c.toggleOrderedList()),
    toggle("Quote", Quote, ["blockquote"], (c) => c.toggleBlockquote()),
    toggle("Code block", Code2, ["codeBlock"], (c) => c.toggleCodeBlock()),
    { label: "Divider", icon: Minus, action: (c) => c.setHorizontalRule() },
    { label: "Image", icon: ImagePlus, action: "image" },
  ],
  [
    { label: "Undo", icon: Undo2, isDisabled: (e) => !e.can().undo(), action: (c) => c.undo() },
    { label: "Redo", icon: Redo2, isDisabled: (e) => !e.can().redo(), action: (c) => c.redo() },
  ],
];

/** The editor's formatting buttons, and the link or image panel they open. */
export function Toolbar({ editor }: { editor: Editor }) {
  const [panel, setPanel] = useState<Panel | null>(null);
  // Per tool: [active, disabled], read again on each change of the editor's state.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOL_GROUPS.map((group) =>
        group.map((tool) => [tool.isActive?.(e), tool.isDisabled?.(e)] as const),
      ),
  });
  function use(action: Tool["action"]) {
    if (typeof action === "string") setPanel(panel === action ? null : action);
    else action(editor.chain().focus()).run();
  }
  return (
    <div className="border-b bg-muted/40">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 p-1"
      >
        {TOOL_GROUPS.map((group, g) => (
          <Fragment key={g}>
            {g > 0 && <Separator />}
            {group.map((tool, t) => {
              const [active, disabled] = state[g]![t]!;
              const { action } = tool;
              const opens = typeof action === "string";
              return (
                <ToolButton
                  key={tool.label}
                  tool={tool}
                  active={opens ? Boolean(active) || panel === action : active}
                  disabled={disabled}
                  onClick={() => use(action)}
                />
              );
            })}
          </Fragment>
        ))}
      </div>
      {panel === "link" && <LinkPanel editor={editor} onDone={() => setPanel(null)} />}
      {panel === "image" && <ImagePanel editor={editor} onDone={() => setPanel(null)} />}
    </div>
  );
}

function ToolButton({
  tool: { label, icon: Icon },
  active,
  disabled,
  onClick,
}: {
  tool: Tool;
  active?: boolean | undefined;
  disabled?: boolean | undefined;
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
