import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names; a later Tailwind utility wins over an earlier one of the
 * same kind (`h-10 … h-12` keeps `h-12`), so components can take overrides.
 *
 * tailwind-merge does this for every utility Tailwind has, at 8 KB (gzip) in
 * every page's first load, a sixth of the JavaScript budget. This resolves
 * the conflicts of the utilities this code base writes; `cn.test.ts` checks
 * it against tailwind-merge on every class list the pages render, so a
 * utility it does not know fails that test instead of shipping a wrong page.
 * An unknown utility is always kept, never dropped.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    merged = mergeClasses(joined);
    // Bounded: class lists built from data (never done today) cannot grow it without end.
    if (merges.size >= MAX_MERGES) merges.clear();
    merges.set(joined, merged);
  }
  return merged;
}

/**
 * Answers already worked out. Pages render the same few hundred class lists again and
 * again (a server render of home called this about 400 times, 1.5 ms of its CPU).
 */
const merges = new Map<string, string>();
const MAX_MERGES = 2000;

const SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
const SHADOWS = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)?$/;
const RADII = /^(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[.+\])?$/;
const DISPLAY = new Set(
  "block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-row flow-root grid inline-grid contents list-item hidden".split(
    " ",
  ),
);
const ALONE: Record<string, string> = {
  static: "position",
  fixed: "position",
  absolute: "position",
  relative: "position",
  sticky: "position",
  visible: "visibility",
  invisible: "visibility",
  collapse: "visibility",
  uppercase: "text-transform",
  lowercase: "text-transform",
  capitalize: "text-transform",
  "normal-case": "text-transform",
  italic: "font-style",
  "not-italic": "font-style",
  underline: "text-decoration",
  overline: "text-decoration",
  "line-through": "text-decoration",
  "no-underline": "text-decoration",
  "sr-only": "sr",
  "not-sr-only": "sr",
  grow: "grow",
  shrink: "shrink",
  border: "border-w",
  ring: "ring-w",
  shadow: "shadow",
  rounded: "rounded",
  outline: "outline-style",
  transition: "transition",
  truncate: "truncate",
};
/** Prefixes whose value is one property; the longest matching prefix names the group. */
const PREFIXES = [
  "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me",
  "w h size min-w min-h max-w max-h",
  "gap gap-x gap-y space-x space-y inset inset-x inset-y top right bottom left start end",
  "items justify justify-items justify-self self content place-items place-content place-self",
  "whitespace opacity z leading tracking overflow overflow-x overflow-y cursor aspect order",
  "grid-cols grid-rows col-span row-span col-start row-start basis grow shrink line-clamp",
  "transition duration ease delay animate translate-x translate-y scale rotate origin",
  "underline-offset decoration list pointer-events select fill stroke break",
  "ring-offset outline-offset backdrop-blur blur mix-blend scroll-mt scroll-pt",
]
  .join(" ")
  .split(" ")
  .sort((a, b) => b.length - a.length);
/** A group that also sets what these narrower groups set: a later one removes earlier narrower ones. */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["grow", "shrink", "basis"],
  "font-size": ["leading"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-tl", "rounded-tr"],
};

const isArbitraryLength = (value: string) => /^\[(\d|calc|length:)/.test(value);

/** The kind of utility a class is (without its variants), or null for one never merged. */
export function utilityGroup(utility: string): string | null {
  const name = utility.replace(/^-/, "");
  if (DISPLAY.has(name)) return "display";
  if (ALONE[name]) return ALONE[name]!;
  const [head, ...rest] = name.split("-");
  const value = rest.join("-");
  switch (head) {
    case "text": {
      const base = value.split("/")[0]!;
      if (SIZES.test(base) || isArbitraryLength(base)) return "font-size";
      if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      if (/^(ellipsis|clip)$/.test(value)) return "text-overflow";
      return "text-color";
    }
    case "bg": {
      if (/^(fixed|local|scroll)$/.test(value)) return "bg-attachment";
      if (/^(clip|origin)-/.test(value)) return `bg-${rest[0]}`;
      if (/^(bottom|center|left|right|top)(-|$)/.test(value)) return "bg-position";
      if (/^(no-)?repeat/.test(value)) return "bg-repeat";
      if (/^(auto|cover|contain)$/.test(value)) return "bg-size";
      if (/^(none|linear|radial|conic|\[url)/.test(value)) return "bg-image";
      return "bg-color";
    }
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(value)
        ? "object-fit"
        : "object-position";
    case "font":
      return /^(sans|serif|mono)$/.test(value) ? "font-family" : "font-weight";
    case "flex":
      if (/^(row|col)(-reverse)?$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "border": {
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return "border-style";
      if (/^(collapse|separate)$/.test(value)) return "border-collapse";
      const side = /^([xytrblse])(-|$)/.exec(value);
      const width = side ? value.slice(side[0].length) : value;
      if (width === "" || /^\d+$/.test(width) || isArbitraryLength(width)) {
        return side ? `border-w-${side[1]}` : "border-w";
      }
      return side ? null : "border-color";
    }
    case "ring":
      if (value === "inset") return "ring-inset";
      if (/^\d+$/.test(value) || isArbitraryLength(value)) return "ring-w";
      if (value.startsWith("offset-")) {
        return /^offset-\d+$/.test(value) ? "ring-offset-w" : "ring-offset-color";
      }
      return "ring-color";
    case "outline":
      if (/^(none|hidden|solid|dashed|dotted|double)$/.test(value)) return "outline-style";
      if (/^\d+$/.test(value) || isArbitraryLength(value)) return "outline-w";
      if (value.startsWith("offset-")) return "outline-offset";
      return "outline-color";
    case "shadow":
      return SHADOWS.test(value) ? "shadow" : "shadow-color";
    case "rounded": {
      const corner = /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/.exec(value);
      if (!corner) return RADII.test(value) ? "rounded" : null;
      return RADII.test(value.slice(corner[0].length)) ? `rounded-${corner[1]}` : null;
    }
  }
  for (const prefix of PREFIXES) {
    if (name === prefix || name.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}

/** Splits `sm:hover:!h-10` into its variants (`sm:hover:`), importance and utility. */
function parts(className: string): { variants: string; important: boolean; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) cut = i + 1;
  }
  let utility = className.slice(cut);
  let important = false;
  if (utility.startsWith("!")) [utility, important] = [utility.slice(1), true];
  if (utility.endsWith("!")) [utility, important] = [utility.slice(0, -1), true];
  return { variants: className.slice(0, cut), important, utility };
}

/** Keeps the last utility of each group (per variant), in the order given. */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const { variants, important, utility } = parts(className);
    const group = utilityGroup(utility);
    if (group === null) {
      kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? "!" : ""}`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const narrower of COVERS[group] ?? []) taken.add(scope + narrower);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
