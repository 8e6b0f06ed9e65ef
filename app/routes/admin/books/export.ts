import type { Route } from "./+types/export";
import { booksExport } from "#app/features/books/admin/books.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** CSV of the book list's search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => booksExport(params));
