import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkPdf } from "./pdf-check";

/** A small well-formed PDF of the given objects, with its cross-reference table and trailer. */
function pdf(objects: string[], trailer = ""): Buffer {
  let out = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const CATALOG = "<< /Type /Catalog /Pages 2 0 R >>";
const PAGES = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const PAGE = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>";

function stream(content: Buffer | string, dictionary = "", compress = true): string {
  const raw = typeof content === "string" ? Buffer.from(content, "latin1") : content;
  const data = compress ? zlib.deflateSync(raw) : raw;
  const filter = compress ? " /Filter /FlateDecode" : "";
  return `<< /Length ${data.length}${filter}${dictionary} >>\nstream\n${data.toString("latin1")}\nendstream`;
}

const problem = (bytes: Buffer) => {
  const verdict = checkPdf(bytes);
  return verdict.ok ? "ok" : verdict.problem;
};

describe("checkPdf", () => {
  it("accepts the demo brochures and plain documents, compressed or not", () => {
    const seeds = path.resolve("server/db/seed/files");
    for (const dir of ["brochures", "grant-brochures"]) {
      for (const name of fs.readdirSync(path.join(seeds, dir))) {
        expect(problem(fs.readFileSync(path.join(seeds, dir, name))), name).toBe("ok");
      }
    }
    const content = "BT /F1 12 Tf 72 720 Td (Hello) Tj ET";
    expect(problem(pdf([CATALOG, PAGES, PAGE, stream(content)]))).toBe("ok");
    expect(problem(pdf([CATALOG, PAGES, PAGE, stream(content, "", false)]))).toBe("ok");
    // An image's pixels are not read as PDF syntax, whatever bytes they hold.
    const pixels = Buffer.from("/JS /JavaScript /AA", "latin1");
    expect(
      problem(pdf([CATALOG, PAGES, PAGE, stream(pixels, " /Subtype /Image /Width 1 /Height 1")])),
    ).toBe("ok");
    // A page's destination on open is fine; only scripts are not.
    expect(
      problem(
        pdf([
          "<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>",
          PAGES,
          PAGE,
          stream(content),
        ]),
      ),
    ).toBe("ok");
  });

  it("refuses what is not a whole PDF", () => {
    expect(problem(Buffer.from("<!doctype html><p>hi</p>"))).toBe("not-pdf");
    expect(problem(Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"))).toBe(
      "not-pdf",
    );
    expect(problem(pdf([CATALOG, PAGES, PAGE]).subarray(0, 60))).toBe("not-pdf");
    expect(
      problem(Buffer.from(pdf([CATALOG]).toString("latin1").replace("%PDF-1.7", "%PDF-9.9"))),
    ).toBe("not-pdf");
  });

  it("refuses JavaScript, actions, launches, embedded files and rich media, in plain or compressed objects", () => {
    const cases: Array<[string, Buffer]> = [
      [
        "OpenAction script",
        pdf([
          "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
          PAGES,
          PAGE,
          "<< /S /JavaScript /JS (app.alert(1)) >>",
        ]),
      ],
      [
        "names tree",
        pdf([
          "<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript 4 0 R >> >>",
          PAGES,
          PAGE,
          "<< >>",
        ]),
      ],
      [
        "additional actions",
        pdf([CATALOG, PAGES, "<< /Type /Page /Parent 2 0 R /AA << /O 4 0 R >> >>", "<< >>"]),
      ],
      ["launch", pdf([CATALOG, PAGES, PAGE, "<< /S /Launch /F (calc.exe) >>"])],
      ["embedded file", pdf([CATALOG, PAGES, PAGE, stream("MZ", " /Type /EmbeddedFile")])],
      ["rich media", pdf([CATALOG, PAGES, PAGE, "<< /Subtype /RichMedia >>"])],
      ["escaped name", pdf([CATALOG, PAGES, PAGE, "<< /S /Java#53cript /J#53 (x) >>"])],
      [
        "object stream",
        pdf([
          CATALOG,
          PAGES,
          PAGE,
          stream("5 0 << /S /JavaScript /JS (x) >>", " /Type /ObjStm /N 1 /First 4"),
        ]),
      ],
      [
        "twice compressed",
        pdf([
          CATALOG,
          PAGES,
          PAGE,
          `<< /Filter [/FlateDecode /FlateDecode] /Type /ObjStm >>\nstream\n${zlib.deflateSync(zlib.deflateSync("<< /JS (x) >>")).toString("latin1")}\nendstream`,
        ]),
      ],
      ["encrypted", pdf([CATALOG, PAGES, PAGE], " /Encrypt 5 0 R")],
    ];
    for (const [what, bytes] of cases) expect(problem(bytes), what).toBe("active-content");
  });

  it("refuses HTML or SVG polyglots", () => {
    const plain = pdf([CATALOG, PAGES, PAGE]);
    const inHead = Buffer.concat([
      plain.subarray(0, 20),
      Buffer.from("<HTML><body>"),
      plain.subarray(20),
    ]);
    expect(problem(inHead)).toBe("polyglot");
    const between = Buffer.from(
      plain.toString("latin1").replace("endobj\n2 0 obj", "endobj\n<iframe src=x>\n2 0 obj"),
      "latin1",
    );
    expect(problem(Buffer.concat([Buffer.from(" ".repeat(2000)), between]))).toBe("not-pdf");
    expect(problem(between)).toBe("polyglot");
    expect(problem(Buffer.concat([plain, Buffer.from("<svg onload=alert(1)>")]))).toBe("not-pdf");
  });

  it("refuses what it cannot read: a broken compressed stream, one that never ends, a bomb", () => {
    const broken = `<< /Length 10 /Filter /FlateDecode >>\nstream\nnot-zlib!!\nendstream`;
    expect(problem(pdf([CATALOG, PAGES, PAGE, broken]))).toBe("unreadable");
    const open = pdf([CATALOG, PAGES, PAGE])
      .toString("latin1")
      .replace("endobj\nxref", "<< >>\nstream\nabc\nendobj\nxref");
    expect(problem(Buffer.from(open, "latin1"))).toBe("unreadable");
    const bomb = zlib.deflateSync(Buffer.alloc(300 * 1024 * 1024));
    expect(
      problem(
        pdf([
          CATALOG,
          PAGES,
          PAGE,
          `<< /Filter /FlateDecode >>\nstream\n${bomb.toString("latin1")}\nendstream`,
        ]),
      ),
    ).toBe("unreadable");
  });
});
