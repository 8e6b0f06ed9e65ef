import sanitizeHtml from "sanitize-html";

/**
 * Post HTML comes from admins, but is sanitised on save and again on render
 * (docs/decisions/0006-editable-blog-categories.md): a stolen admin session
 * must not become stored XSS.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title"],
    th: ["scope"],
    "*": [],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  transformTags: {
    // External links open safely; http images are upgraded (no mixed content on an https page).
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
        : attribs,
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        src: (attribs.src ?? "").replace(/^http:\/\//i, "https://"),
        loading: "lazy",
        decoding: "async",
      },
    }),
  },
};

// transformTags adds loading/decoding; allow them through the attribute filter.
(options.allowedAttributes as Record<string, string[]>).img?.push("loading", "decoding");

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
