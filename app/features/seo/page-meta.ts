import type { MetaDescriptor } from "react-router";
import { business } from "#common/business";
import { canonicalMeta } from "./json-ld";
import { titleMeta } from "./title-meta";

export interface PageMetaInput {
  /** PUBLIC_URL or the request's origin (`siteOrigin`), from the loader. */
  origin: string;
  /**
   * The page's own path, fixed by the route rather than read from the URL, so
   * search and filter parameters, a trailing slash or a differently cased
   * address all share one canonical page.
   */
  path: string;
  /** Without the site suffix; the document title gets ' | AIHQ', share cards the bare title. */
  title: string;
  description: string;
}

/** Title, description, canonical link and Open Graph tags of a page that is not a product. */
export function pageMeta({ origin, path, title, description }: PageMetaInput): MetaDescriptor[] {
  return [
    ...titleMeta({ title, description }),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    ...canonicalMeta(origin, path),
  ];
}
