import type { Route } from "./+types/mail-export";
import { csvExport } from "../../features/backoffice/export/csv-export.server";
import { outboxExport } from "../../features/backoffice/mail/mail.server";

/** The outbox under its status tab as CSV (admins only: recipients are personal data). */
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "admin", outboxExport);
