import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvFileName, csvPhone, csvRow, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and empties null and undefined", () => {
    expect(csvCell("Siti Aminah")).toBe("Siti Aminah");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2026-01-05T01:00:00Z"))).toBe("2026-01-05 09:00:00");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Grab, Malaysia")).toBe('"Grab, Malaysia"');
    expect(csvCell('The "AI" team')).toBe('"The ""AI"" team"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    // A lone CR or LF starts a new row in a spreadsheet just as CRLF does.
    expect(csvCell("a\rb")).toBe('"a\rb"');
    expect(csvRow(["a\nb", "c"])).toBe('"a\nb",c\r\n');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+60123456789")).toBe("'+60123456789");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    // Only the first character counts; numbers stay numbers.
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(-5)).toBe("-5");
  });
});

describe("csvRow and toCsv", () => {
  it("ends every record with CRLF and opens the document with a BOM", () => {
    expect(csvRow(["a", null, "b,c"])).toBe('a,,"b,c"\r\n');
    const doc = toCsv(["Name", "Email"], [["Ádám", "a@example.my"]]);
    expect(doc.startsWith(CSV_BOM)).toBe(true);
    expect(doc).toBe("\uFEFFName,Email\r\nÁdám,a@example.my\r\n");
  });

  it("names files safely", () => {
    expect(csvFileName("leads", new Date("2026-11-23T10:00:00Z"))).toBe("leads-2026-11-23.csv");
    expect(csvFileName('../a"b', new Date("2026-11-23T10:00:00Z"))).toBe("a-b-2026-11-23.csv");
  });
});

describe("Malaysia time and readable phone numbers", () => {
  it("writes instants as Malaysia's wall-clock time", () => {
    expect(csvCell(new Date("2026-11-26T17:30:05Z"))).toBe("2026-11-27 01:30:05");
    expect(csvCell(new Date("nope"))).toBe("");
  });
  it("dates the file name by Malaysia's calendar, not UTC's", () => {
    // 23:30 UTC on the 26th is already the 27th in Kuala Lumpur.
    expect(csvFileName("leads", new Date("2026-11-26T23:30:00Z"))).toBe("leads-2026-11-27.csv");
  });
  it("writes phone numbers as dialled from Malaysia, with no apostrophe", () => {
    expect(csvCell(csvPhone("+60 12-345 6789"))).toBe("012-345 6789");
    expect(csvCell(csvPhone("+6012 345 6789"))).toBe("012 345 6789");
    expect(csvCell(csvPhone("+65 6812 4470"))).toBe("0065 6812 4470");
    expect(csvCell(csvPhone("012-345 6789"))).toBe("012-345 6789");
    expect(csvPhone(null)).toBeNull();
  });
  it("still neutralises what is not a phone number", () => {
    expect(csvCell(csvPhone('+HYPERLINK("http://x")'))).toBe(`"'+HYPERLINK(""http://x"")"`);
    expect(csvCell(csvPhone("+1+1"))).toBe("'+1+1");
  });
});
