/**
 * The site-wide pieces of schema.org JSON-LD; the catalogue's event and
 * product blocks are built on these (`features/catalogue/structured-data.ts`).
 */
import { business } from "#common/business";

export type JsonLd = { [key: string]: string | number | JsonLd | JsonLd[] | string[] };

/** Search engines want absolute URLs; a value that is not a URL is kept as given. */
export function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** Us, as organiser or seller. */
export function organizationLd(origin: string): JsonLd {
  return { "@type": "Organization", name: business.name, url: origin };
}

const MYT_OFFSET_MS = 8 * 3_600_000;

/**
 * "2026-03-10T09:00:00+08:00": the instant in Malaysia's offset
 * (docs/decisions/0014-malaysia-time.md), which is how search engines show an
 * event's local time.
 */
export function isoInMalaysia(d: Date | string): string {
  const time = (d instanceof Date ? d : new Date(d)).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(d)}`);
  return new Date(time + MYT_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, "+08:00");
}

/** The canonical link and og:url of a page, from its path alone (no query string). */
export function canonicalMeta(origin: string, path: string) {
  const url = absoluteUrl(origin, path);
  return [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
  ];
}
