import type { ShouldRevalidateFunctionArgs } from "react-router";
import { onlyDialogChanged } from "#common/registration-url";

/**
 * A product page's `shouldRevalidate`: opening or closing its registration dialog
 * (`?register=`) needs no new data; a post does (seats).
 */
export function revalidateUnlessDialogToggled({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && onlyDialogChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
