import {
  attendeeSchema,
  MAX_GROUP_ATTENDEES,
} from "#app/features/registrations/registration.schema";

// The attendees a company e-mailed, pasted (or read from its CSV file) as one
// person a line: name, e-mail, role, separated by commas or tabs (a
// spreadsheet's copy). Parsed the same in the browser, for the preview, and
// on the server, which stores nothing while a row is wrong.

export interface PastedRow {
  /** The line of the text it came from, counted from 1, as the preview names it. */
  line: number;
  name: string;
  email: string;
  role: string;
  /** What is wrong with this row; empty when it can be saved. */
  errors: string[];
}

export interface PastedAttendees {
  rows: PastedRow[];
  /** About the list as a whole (empty, too long). */
  problem: string | null;
}

/**
 * Excel's plain "CSV" is saved in the computer's old code page (Windows-1252 here), not
 * UTF-8: read as UTF-8, "José" becomes "Jos\uFFFD", which would be stored and printed on
 * the certificate. Such a file is refused, saying how to save it right.
 */
export const NOT_UTF8 =
  "This file is not UTF-8. In Excel choose File › Save As › CSV UTF-8, then upload it again.";
const UNREADABLE_ROW =
  "Some characters could not be read (shown as \uFFFD): the list came from a file that is not UTF-8. In Excel choose File › Save As › CSV UTF-8, then upload it again.";

/** A file's text when it is UTF-8 (its byte-order mark dropped), or null when it is not. */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return null;
  }
}

/** One line's cells: tab separated when it has a tab, else comma separated with CSV quotes. */
export function splitLine(line: string): string[] {
  if (line.includes("\t")) return line.split("\t").map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === ",") {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** A first line that names the columns (as a spreadsheet's export has) is not a person. */
function isHeader(cells: string[]): boolean {
  return !cells.some((cell) => cell.includes("@")) && /e-?mail/i.test(cells.join(" "));
}

export function parseAttendees(text: string): PastedAttendees {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const rows: PastedRow[] = [];
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    if (raw.trim() === "") return;
    const cells = splitLine(raw);
    if (rows.length === 0 && isHeader(cells)) return;
    const [name = "", email = "", role = "", ...extra] = cells;
    const errors: string[] = [];
    if (raw.includes("\uFFFD")) errors.push(UNREADABLE_ROW);
    if (extra.some((cell) => cell !== ""))
      errors.push("Too many columns: give name, e-mail and role only.");
    const parsed = attendeeSchema.safeParse({ name, email, role });
    if (!parsed.success) errors.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
    const key = email.trim().toLowerCase();
    const earlier = seen.get(key);
    if (key && earlier !== undefined) errors.push(`The same e-mail as line ${earlier}.`);
    else if (key) seen.set(key, index + 1);
    rows.push({
      line: index + 1,
      name: parsed.success ? parsed.data.name : name,
      email: parsed.success ? parsed.data.email : email,
      role: parsed.success ? parsed.data.role : role,
      errors,
    });
  });
  const problem =
    rows.length > MAX_GROUP_ATTENDEES
      ? `At most ${MAX_GROUP_ATTENDEES} attendees per booking; this list has ${rows.length}.`
      : null;
  return { rows, problem };
}

/** The message at the attendees field when the list cannot be saved, or null. */
export function attendeesProblem(parsed: PastedAttendees, contactAttends: boolean): string | null {
  if (parsed.problem) return parsed.problem;
  const wrong = parsed.rows.filter((row) => row.errors.length > 0).length;
  if (wrong > 0)
    return `${wrong === 1 ? "1 row needs" : `${wrong} rows need`} fixing (marked below). Nothing was saved.`;
  if (parsed.rows.length === 0 && !contactAttends)
    return "Add at least one attendee: name, e-mail, role on each line.";
  return null;
}
