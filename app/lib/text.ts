import { stripTags } from "#common/reading-time";

export const EXCERPT_LENGTH = 150;
export const META_DESCRIPTION_LENGTH = 160;

const ELLIPSIS = "…";

function isBlank(s: string | null | undefined): s is null | undefined {
  return s === null || s === undefined || s.trim() === "";
}

/**
 * At most `max` characters of `text`, plus "…" when something was cut. The
 * ellipsis is not counted, so "first 150 characters" means 150 characters of
 * content. The cut moves back to the last space when that space comes after
 * `minBoundary` (two thirds of `max` by default, i.e. 100 for 150), so words
 * are not split unless that would throw away too much text.
 */
export function truncate(
  text: string,
  max: number,
  minBoundary: number = Math.floor((max * 2) / 3),
): string {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`Invalid length: ${max}`);
  // Code points, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(text);
  if (chars.length <= max) return text;

  const head = chars.slice(0, max).join("");
  // If the first dropped character is whitespace the cut is already between words.
  const nextChar = chars[max] ?? "";
  let cut = head;
  if (!/\s/.test(nextChar)) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > minBoundary) cut = head.slice(0, lastSpace);
  }
  // Trailing separators look odd before an ellipsis ("word, …").
  return cut.replace(/[\s,;:.\-–—]+$/u, "") + ELLIPSIS;
}

/** The excerpt when it has text, else the start of the content. */
export function excerptFallback(excerpt: string | null | undefined, contentHtml: string): string {
  if (!isBlank(excerpt)) return excerpt.trim();
  return truncate(stripTags(contentHtml), EXCERPT_LENGTH);
}

/**
 * Meta description, else excerpt, else content. The length limit applies to
 * whichever is used: search engines cut longer descriptions mid-word anyway.
 */
export function metaDescriptionFallback(
  metaDescription: string | null | undefined,
  excerpt: string | null | undefined,
  contentHtml: string,
): string {
  const source = !isBlank(metaDescription)
    ? metaDescription
    : !isBlank(excerpt)
      ? excerpt
      : stripTags(contentHtml);
  return truncate(source.replace(/\s+/g, " ").trim(), META_DESCRIPTION_LENGTH);
}
