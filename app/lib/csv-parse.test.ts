import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvParseError, parseCsv, parseCsvObjects } from "./csv-parse";
import { csvRow, toCsv } from "./csv";

describe("parseCsv", () => {
  it("splits fields and records, CRLF, LF or CR, and drops the BOM and blank lines", () => {
    expect(parseCsv("\uFEFFa,b\r\nc,d\ne,f\rg,h\r\n\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
    expect(parseCsv("a,,c")).toEqual([["a", "", "c"]]);
    expect(parseCsv("")).toEqual([]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('"Grab, Malaysia","The ""AI"" team","one\r\ntwo"\r\nx,"",y')).toEqual([
      ["Grab, Malaysia", 'The "AI" team', "one\r\ntwo"],
      ["x", "", "y"],
    ]);
  });

  it("refuses broken quoting, naming the line", () => {
    expect(() => parseCsv('a,"open\nb,c')).toThrow(CsvParseError);
    expect(() => parseCsv('a,b\nc,d"e')).toThrow(/line 2/);
    expect(() => parseCsv('"done"x,b')).toThrow(/after a closing quote/);
  });

  it("reads back whatever the exports write (csv-stringify, formulas neutralised)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (rows) => {
          const text = rows.map((row) => csvRow(row)).join("");
          const parsed = parseCsv(text);
          // A record of one empty field is a blank line: skipped.
          const kept = rows.filter((row) => !(row.length === 1 && row[0] === ""));
          expect(parsed).toEqual(
            kept.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))),
          );
        },
      ),
    );
  });
});

describe("parseCsvObjects", () => {
  it("keys records by the lower-cased header and pads short records", () => {
    const doc = toCsv(["Id", "Type"], [["txn_1", "charge"], ["txn_2"]]);
    expect(parseCsvObjects(doc)).toEqual({
      headers: ["id", "type"],
      rows: [
        { id: "txn_1", type: "charge" },
        { id: "txn_2", type: "" },
      ],
    });
    expect(parseCsvObjects("")).toEqual({ headers: [], rows: [] });
  });
});
