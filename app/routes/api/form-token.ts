import type { Route } from "./+types/form-token";
import { issueFormToken } from "#app/features/spam/form-guard.server";

/**
 * GET /api/form-token: a freshly signed render time for a form. Pages may
 * come from the page cache, where the token in the HTML is as old as the
 * cached copy; each form asks for its own once it is on screen, so the
 * "sent faster than anyone types" check still measures this visitor.
 */
export function loader(_: Route.LoaderArgs) {
  return Response.json(
    { token: issueFormToken() },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}
