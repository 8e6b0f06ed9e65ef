import type { HeadersFunction } from "react-router";

/**
 * A form page's `headers`: a refused submission (429) says when to try again, to browsers
 * without JavaScript too, whose page is the action's answer itself.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
