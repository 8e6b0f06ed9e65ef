import type { Route } from "./+types/blog-export";
import { postsExport } from "../../features/blog/admin/posts.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** CSV of the posts list's search: blog content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => postsExport(params));
