import { pageTitle } from "#common/business";

/** Every back-office page's meta: its title, and no search engine may index or follow it. */
export function adminMeta(title: string) {
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex, nofollow" }];
}
