/**
 * What a stored brochure value means. The original kept brochures in two
 * storage buckets ("brochures" and "grant-brochures"); ours live in one folder,
 * DATA_DIR/brochures, where a value "brochures/x.pdf" is the file "x.pdf" and
 * "grant-brochures/y.pdf" stays in its subfolder. A full http(s) value is a
 * brochure hosted elsewhere, used unchanged, as the original site did.
 */
export type BrochureLocation = { kind: "external"; url: string } | { kind: "file"; key: string };

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;
const MAX_SEGMENTS = 4;

/**
 * The file key of a brochure (a relative path inside the brochure folder), or
 * null for anything that could reach outside it or is not a PDF: "..", empty
 * or dot-first segments, backslashes, encoded characters, other extensions.
 */
export function brochureKey(value: string): string | null {
  const trimmed = value.trim().replace(/^\/+/, "");
  const relative = trimmed.startsWith("brochures/") ? trimmed.slice("brochures/".length) : trimmed;
  const segments = relative.split("/");
  if (segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.includes(".."))) return null;
  if (!/\.pdf$/i.test(relative)) return null;
  return relative;
}

/** Where a stored brochure value points, or null when it points nowhere we serve. */
export function locateBrochure(value: string | null | undefined): BrochureLocation | null {
  if (!value || !value.trim()) return null;
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return { kind: "external", url: new URL(trimmed).toString() };
    } catch {
      return null;
    }
  }
  const key = brochureKey(trimmed);
  return key ? { kind: "file", key } : null;
}

/** The URL path of a brochure file (each segment encoded), without its signature. */
export function brochureFilePath(key: string): string {
  return `/files/brochures/${key.split("/").map(encodeURIComponent).join("/")}`;
}
