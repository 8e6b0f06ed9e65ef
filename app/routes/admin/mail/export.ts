import type { Route } from "./+types/export";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";
import { outboxExport } from "#app/features/mail/mail.server";

/** The outbox under its status tab as CSV (admins only: recipients are personal data). */
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "admin", outboxExport);
