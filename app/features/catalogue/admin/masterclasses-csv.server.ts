import type { Db } from "#server/db/client";
import { getDb } from "#server/runtime";
import {
  offsetChunks,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import {
  masterclassRows,
  masterclassView,
  masterclassWhere,
  type MasterclassRow,
} from "./masterclass-list.server";

const MASTERCLASS_CSV_COLUMNS: CsvColumn<MasterclassRow>[] = [
  { header: "Title", value: (m) => m.title },
  { header: "Starts", value: (m) => m.date },
  { header: "Ends", value: (m) => m.endDate },
  { header: "Type", value: (m) => m.type },
  { header: "Format", value: (m) => m.format },
  { header: "Status", value: (m) => m.status },
  { header: "Class size", value: (m) => m.classSize },
  { header: "Seats sold", value: (m) => m.seatsSold },
  { header: "Registrations", value: (m) => m.registrations },
  { header: "Slug", value: (m) => m.slug },
  { header: "Course ID", value: (m) => m.id },
];

/** A view and its search (`view`, `q`) as CSV; registrations are counts, never the people. */
export function masterclassesExport(
  params: URLSearchParams,
  db: Db = getDb(),
): CsvExport<MasterclassRow> {
  const view = masterclassView(params);
  const where = masterclassWhere(view, (params.get("q") ?? "").slice(0, 200), new Date());
  return {
    name: `masterclasses-${view}`,
    columns: MASTERCLASS_CSV_COLUMNS,
    chunks: offsetChunks((limit, offset) => masterclassRows(db, view, where, limit, offset)),
  };
}
