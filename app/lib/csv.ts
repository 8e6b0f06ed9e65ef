/**
 * CSV for the back office's exports (issue 14 §8): UTF-8 with a byte-order
 * mark so Excel reads accents, RFC 4180 quoting, CRLF line ends, and cells
 * that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, CR)
 * neutralised by a leading apostrophe. Pure: the routes stream the lines.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** The byte-order mark that opens every export. */
export const CSV_BOM = "\uFEFF";

/** The line end RFC 4180 asks for. */
export const CSV_EOL = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text: formula-neutralised, then quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  else if (typeof value === "boolean") return value ? "true" : "false";
  else text = value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",") + CSV_EOL;
}

/** A whole document in memory (small exports; large ones stream csvRow lines). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join("");
}

/** A file name safe for Content-Disposition: "leads-2026-11-23.csv". */
export function csvFileName(base: string, date = new Date()): string {
  const safe = base.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "export";
  return `${safe}-${date.toISOString().slice(0, 10)}.csv`;
}
