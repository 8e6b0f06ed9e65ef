import { certificates } from "#server/db/schema";
import { getDb } from "#server/runtime";
import {
  newestFirstChunks,
  type CsvColumn,
  type CsvExport,
  type KeysetRow,
} from "#app/features/backoffice/export/csv-export.server";
import {
  certificateColumns,
  certificateWhere,
  withExpiry,
  type CertificateListRow,
} from "./certificate-queries.server";
import { parseCertificateFilter, todayInMalaysia } from "./certificates.schema";

type CertificateExportRow = CertificateListRow & KeysetRow;

const CERTIFICATE_CSV_COLUMNS: CsvColumn<CertificateExportRow>[] = [
  { header: "Certificate ID", value: (c) => c.id },
  { header: "Holder", value: (c) => c.holderName },
  { header: "E-mail", value: (c) => c.email },
  { header: "Program", value: (c) => c.program },
  { header: "Issued on", value: (c) => c.issuedOn },
  { header: "Expires on", value: (c) => c.expiresOn },
  { header: "Status", value: (c) => (c.expired ? "expired" : c.status) },
  { header: "Revoked at", value: (c) => c.revokedAt },
  { header: "Created", value: (c) => c.createdAt },
];

/** The list's current filter (`status`, `q`) as CSV, newest first by keyset. */
export function certificatesExport(params: URLSearchParams): CsvExport<CertificateExportRow> {
  const where = certificateWhere(parseCertificateFilter(params));
  const today = todayInMalaysia();
  const db = getDb();
  const rows = newestFirstChunks(db, certificates, certificateColumns, where, "text");
  return {
    name: "certificates",
    columns: CERTIFICATE_CSV_COLUMNS,
    chunks: (async function* () {
      for await (const chunk of rows) yield chunk.map((row) => withExpiry(row, today));
    })(),
  };
}
