/**
 * The site-wide pieces of schema.org JSON-LD; the catalogue's event and
 * product blocks are built on these (`features/catalogue/structured-data.ts`).
 */
import { business } from "../../content/business";

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
