/**
 * Reads CSV as RFC 4180 writes it: fields split by commas, records by CRLF (or a lone LF or
 * CR, as spreadsheets and Stripe's exports end lines), a field in double quotes may hold
 * commas, line breaks and doubled quotes. A leading byte-order mark is dropped. Pure; no
 * package in the project parses CSV (csv-stringify only writes it).
 */

export class CsvParseError extends Error {
  constructor(
    message: string,
    /** The 1-based line where the record that broke started. */
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
    this.name = "CsvParseError";
  }
}

/** Every record as its fields; blank lines are skipped. Throws CsvParseError on broken quoting. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  // Whether the current field was opened by a quote (and so may not take more text after it).
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    record.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === "")) records.push(record);
    record = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n" || (c === "\r" && source[i + 1] !== "\n")) line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      if (field !== "" || wasQuoted)
        throw new CsvParseError("A quote inside an unquoted field", recordLine);
      quoted = true;
      wasQuoted = true;
    } else if (c === ",") {
      endField();
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      if (wasQuoted) throw new CsvParseError("Text after a closing quote", recordLine);
      field += c;
    }
  }
  if (quoted) throw new CsvParseError("A quoted field is never closed", recordLine);
  if (field !== "" || wasQuoted || record.length > 0) endRecord();
  return records;
}

/**
 * The records under their header as objects keyed by `key(header)` (lower case by default).
 * A record with fewer fields than the header gets empty strings; extra fields are left out.
 */
export function parseCsvObjects(
  text: string,
  key: (header: string) => string = (header) => header.trim().toLowerCase(),
): { headers: string[]; rows: Record<string, string>[] } {
  const [header, ...records] = parseCsv(text);
  if (!header) return { headers: [], rows: [] };
  const headers = header.map(key);
  return {
    headers,
    rows: records.map((fields) =>
      Object.fromEntries(headers.map((name, i) => [name, fields[i] ?? ""])),
    ),
  };
}
