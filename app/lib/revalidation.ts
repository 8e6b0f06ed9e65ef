import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A form page's `shouldRevalidate`: a refused or failed submission changed
 * nothing, so the page's data need not be fetched again.
 */
export function revalidateUnlessRefused({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const status = (actionResult as { status?: unknown } | undefined)?.status;
  return status === "error" || status === "invalid" ? false : defaultShouldRevalidate;
}
