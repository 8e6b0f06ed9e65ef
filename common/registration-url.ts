/**
 * The search parameters that only open a dialog (registration, grant inquiry) on the page; without
 * JavaScript they render its form in the page, with a per-load key (so the page cache leaves them).
 */
export const DIALOG_PARAMS = ["register", "inquire"] as const;

function withoutDialogParams(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of DIALOG_PARAMS) params.delete(name);
  params.sort();
  return `${url.pathname}?${params.toString()}`;
}

/**
 * True when a navigation only opened or closed a dialog (`?register=`), so the
 * page's data need not be fetched again: the dialog opens at once, whatever the
 * server's load. An unchanged URL is a revalidation (live updates), never a
 * dialog change: it must fetch.
 */
export function onlyDialogChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.href === nextUrl.href) return false;
  return withoutDialogParams(currentUrl) === withoutDialogParams(nextUrl);
}

/**
 * A page that renders a form in place of a dialog for browsers without
 * JavaScript: the server must send it whole, as a lazily loaded form would
 * otherwise stay a loading placeholder (only a script can swap it in).
 */
export function rendersFormInPage(url: URL): boolean {
  return DIALOG_PARAMS.some((name) => url.searchParams.has(name));
}
