import type { Route } from "./+types/orders-export";
import { bookOrdersExport } from "#app/features/books/admin/book-orders-export.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** The book orders list's current filter (`?status=&q=`) as CSV, buyers included: admins only. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", bookOrdersExport);
