import type { Route } from "./+types/export";
import { postsExport } from "#app/features/blog/admin/posts.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** CSV of the posts list's search: blog content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => postsExport(params));
