import type { Route } from "./+types/books-export";
import { booksExport } from "../../features/backoffice/catalogue/books.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** CSV of the book list's search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => booksExport(params));
