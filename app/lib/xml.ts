/** Escaping for the XML we write (RSS, sitemap). */

// Characters XML 1.0 forbids outright; a pasted control character must not break the feed.
// eslint-disable-next-line no-control-regex
export const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
