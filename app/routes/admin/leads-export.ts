import type { Route } from "./+types/leads-export";
import { requireRole } from "../../features/admin/auth.server";
import { parseLeadFilter } from "../../features/backoffice/leads/filters";
import {
  eachLead,
  LEAD_CSV_HEADER,
  leadCsvValues,
} from "../../features/backoffice/leads/leads.server";
import { logError } from "../../features/errors/log.server";
import { CSV_BOM, csvFileName, csvRow } from "../../lib/csv";

/**
 * The inbox's current filter as CSV (issue 14 §8), same URL parameters as
 * /admin/leads (`spam=1` for the Spam folder). Streamed chunk by chunk, so
 * 100,000 leads never sit in memory at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const filter = parseLeadFilter(params);
  const spam = params.get("spam") === "1";
  const encoder = new TextEncoder();
  const chunks = eachLead(filter, { spam });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(LEAD_CSV_HEADER)));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(
          encoder.encode(next.value.map((r) => csvRow(leadCsvValues(r))).join("")),
        );
      } catch (error) {
        logError(error, "Failed to export leads");
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(spam ? "leads-spam" : "leads")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
