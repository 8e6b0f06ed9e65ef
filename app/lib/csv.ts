/**
 * CSV for the back office's exports: UTF-8 with a byte-order
 * mark so Excel reads accents, RFC 4180 quoting, CRLF line ends, and cells
 * that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, CR)
 * neutralised by a leading apostrophe. Times are Malaysia's wall clock, phone
 * numbers (csvPhone) as dialled from Malaysia. csv-stringify does the quoting;
 * the casts below fix how each type is written. Pure: the routes stream the lines.
 */
import { stringify, type Options } from "csv-stringify/sync";
import { calendarDateKey, MALAYSIA_TIME_ZONE } from "#common/dates";
import { isPhoneNumber } from "#common/text-safety";

export type CsvValue = string | number | boolean | Date | null | undefined;

/** The byte-order mark that opens every export. */
export const CSV_BOM = "\uFEFF";

/** The line end RFC 4180 asks for. */
export const CSV_EOL = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe (CSV
 * injection). Ours rather than csv-stringify's `escape_formulas`, which also
 * rewrites full-width signs: the exports keep the bytes they always had.
 */
function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * An instant as the team reads it: Malaysia's wall-clock time, "2026-11-27 08:38:00", which
 * spreadsheets take for a date and time ("sv-SE" is the locale that writes ISO order).
 */
export function csvDateTime(value: Date): string {
  return value
    .toLocaleString("sv-SE", { timeZone: MALAYSIA_TIME_ZONE, hour12: false })
    .replace("T", " ");
}

/**
 * A phone number as people dial it from Malaysia, so a spreadsheet shows it as typed instead
 * of the apostrophe that neutralises a leading "+": "+60 12-345 6789" → "012-345 6789",
 * "+65 6812 4470" → "0065 6812 4470". Anything that is not phone-shaped is left to the usual
 * neutralising.
 */
export function csvPhone(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (!trimmed.startsWith("+") || !isPhoneNumber(trimmed)) return value;
  if (/^\+\s*60/.test(trimmed)) return trimmed.replace(/^\+\s*60[\s-]*/, "0");
  return trimmed.replace(/^\+\s*/, "00");
}

const OPTIONS: Options = {
  record_delimiter: CSV_EOL,
  // With its own record delimiter csv-stringify would stop quoting a lone
  // LF or CR, which a spreadsheet reads as a new row.
  quote_record_delimiter: true,
  cast: {
    string: neutraliseFormula,
    date: (value) => (Number.isNaN(value.getTime()) ? "" : csvDateTime(value)),
    // Numbers are never neutralised: -5 stays a number. NaN and ∞ are blank.
    number: (value) => (Number.isFinite(value) ? String(value) : ""),
    boolean: (value) => (value ? "true" : "false"),
  },
};

/** One cell's text: formula-neutralised, then quoted when it must be. */
export function csvCell(value: CsvValue): string {
  return stringify([[value]], { ...OPTIONS, eof: false });
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly CsvValue[]): string {
  return stringify([[...values]], OPTIONS);
}

/** A whole document in memory (small exports; large ones stream csvRow lines). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + stringify([[...header], ...rows.map((row) => [...row])], OPTIONS);
}

/** A file name safe for Content-Disposition, dated by Malaysia's calendar: "leads-2026-11-23.csv". */
export function csvFileName(base: string, date = new Date()): string {
  const safe = base.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "export";
  return `${safe}-${calendarDateKey(date)}.csv`;
}
