import type { MetaDescriptor } from "react-router";
import { pageTitle } from "#common/business";
import type { PageTexts } from "./page-heads";

/**
 * The document title (with the site suffix) and the description: the tags
 * every public page has. A module of its own because a static page's meta
 * runs in the browser too, which needs none of page-meta.ts's canonical and
 * JSON-LD helpers.
 */
export function titleMeta({ title, description }: PageTexts): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "description", content: description }];
}
