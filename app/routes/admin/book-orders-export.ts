import type { Route } from "./+types/book-orders-export";
import { bookOrdersExport } from "../../features/backoffice/book-orders/book-orders.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** The book orders list's current filter (`?status=&q=`) as CSV, buyers included: admins only. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", bookOrdersExport);
