import type { CsvColumn, CsvExport } from "#app/features/backoffice/export/csv-export.server";
import { leadKindLabel, LEAD_STATUS_LABELS, parseLeadFilter } from "./filters";
import { eachLead, type LeadListRow } from "./leads.server";

const LEAD_CSV_COLUMNS: CsvColumn<LeadListRow>[] = [
  { header: "Received", value: (row) => row.createdAt },
  { header: "Type", value: (row) => leadKindLabel(row) },
  { header: "Status", value: (row) => LEAD_STATUS_LABELS[row.status] },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Organisation", value: (row) => row.organisation },
  { header: "Subject", value: (row) => row.subject },
  { header: "Lead ID", value: (row) => row.id },
];

/** The inbox's filter as CSV, same URL parameters as /admin/leads (`spam=1`: the Spam folder). */
export function leadsExport(params: URLSearchParams): CsvExport<LeadListRow> {
  const spam = params.get("spam") === "1";
  return {
    name: spam ? "leads-spam" : "leads",
    columns: LEAD_CSV_COLUMNS,
    chunks: eachLead(parseLeadFilter(params), { spam }),
  };
}
