/**
 * Nested form values from flat field names: "agenda.2.title" → agenda[2].title.
 * The names are the same dotted paths zod reports its issues under
 * (fieldErrorsOf joins the path with "."), so a message lands at the very
 * input that caused it, and a refused form can be rebuilt from its flat values.
 */
export type Nested = string | Nested[] | { [key: string]: Nested };

/** More rows than any editor offers: a crafted "rows.999999.x" is refused, not allocated. */
export const MAX_NESTED_INDEX = 200;
const MAX_DEPTH = 4;

const INDEX = /^(0|[1-9]\d{0,3})$/;
const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;

type Container = Nested[] | { [key: string]: Nested };

function isContainer(value: Nested | undefined): value is Container {
  return typeof value === "object" && value !== null;
}

/**
 * Builds the nested object, or returns null when a name cannot be a form
 * path (unknown shape, an index past MAX_NESTED_INDEX, a segment that is
 * both a list and a field). Holes in lists become empty strings, which the
 * schemas treat as blank rows.
 */
export function unflattenForm(values: Record<string, string>): Record<string, Nested> | null {
  const root: { [key: string]: Nested } = {};
  for (const [name, value] of Object.entries(values)) {
    const segments = name.split(".");
    if (segments.length > MAX_DEPTH || !KEY.test(segments[0]!)) return null;
    let container: Container = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const last = i === segments.length - 1;
      const nextIsIndex = !last && INDEX.test(segments[i + 1]!);
      if (Array.isArray(container)) {
        if (!INDEX.test(segment) || Number(segment) >= MAX_NESTED_INDEX) return null;
      } else if (!KEY.test(segment) || Object.hasOwn(Object.prototype, segment)) {
        return null;
      }
      const slot = segment as keyof typeof container & string;
      const current: Nested | undefined = (container as Record<string, Nested | undefined>)[slot];
      if (last) {
        if (isContainer(current)) return null;
        (container as Record<string, Nested>)[slot] = value;
        continue;
      }
      if (current === undefined) {
        const created: Container = nextIsIndex ? [] : {};
        (container as Record<string, Nested>)[slot] = created;
        container = created;
      } else if (isContainer(current) && Array.isArray(current) === nextIsIndex) {
        container = current;
      } else {
        return null;
      }
    }
  }
  fillHoles(root);
  return root;
}

function fillHoles(value: Nested): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === undefined) value[i] = "";
      else fillHoles(value[i]!);
    }
  } else if (isContainer(value)) {
    for (const child of Object.values(value)) fillHoles(child);
  }
}
