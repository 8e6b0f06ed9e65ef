import { data } from "react-router";
import type { Route } from "./+types/blog-view";
import { countPostView } from "#app/features/blog/public.server";

const MESSAGES = {
  404: "No such post",
  503: "The view could not be counted",
} as const;

/**
 * POST /api/blog-views/:slug: the post page counts its reader once it is on
 * screen (the page itself may come from the page cache, which must not
 * freeze the count). Other sites' pages are not readers; the answer is the
 * new count, which the page shows.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") {
    return data({ error: "Views are counted from this site's pages only" }, { status: 403 });
  }
  const result = await countPostView(params.slug, request);
  const headers = { "Cache-Control": "no-store" };
  if ("viewCount" in result) {
    return data({ viewCount: result.viewCount }, { status: result.status, headers });
  }
  return data({ error: MESSAGES[result.status] }, { status: result.status, headers });
}

/** Nothing to read here: views are counted by POST. */
export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
