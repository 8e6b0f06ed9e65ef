import { data, redirect } from "react-router";
import type { Route } from "./+types/brochure";
import { brochureUrl } from "#app/features/catalogue/brochures.server";
import { brochureUnavailable, isBrochureOwner } from "#app/features/catalogue/brochure-messages";

/**
 * `GET /api/brochures/{masterclass|grant}/{id}`: a fresh link to the brochure.
 * The button asks for JSON and opens the link in a new tab; a plain link
 * (no JavaScript) is redirected to it. A signed link is never cached.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const kind = params.kind;
  const url = isBrochureOwner(kind) ? await brochureUrl(kind, params.id) : null;
  if (!url) {
    const message = brochureUnavailable(isBrochureOwner(kind) ? kind : "masterclass");
    if (wantsJson) return data({ error: message }, { status: 404, headers });
    return new Response(message.description, {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (wantsJson) return data({ url }, { headers });
  return redirect(url, { status: 303, headers });
}
