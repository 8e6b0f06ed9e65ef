import type { MetaDescriptor } from "react-router";
import { pageTitle } from "#common/business";

/**
 * The head of a page search engines should not list (not found, a personal
 * link): its title and `noindex`. Its own module, so a page's browser code
 * does not take the other meta helpers with it.
 */
export function unlistedMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}
