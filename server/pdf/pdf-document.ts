import PDFDocument from "pdfkit";
import { business } from "#common/business";
import { tableRow, tableRule } from "./pdf-table";

export const PDF_MARGIN = 56;
export const PDF_INK = "#111827";
export const PDF_MUTED = "#4b5563";

export interface PdfStart {
  doc: PDFKit.PDFDocument;
  /** The document's bytes, once `doc.end()` has been called. */
  finished: Promise<Buffer>;
  /** The width between the margins. */
  width: number;
}

/**
 * A new pdfkit document collected into memory: every document we render (quotation,
 * attendance list, course outline) is small and sent whole. The built-in Helvetica keeps
 * them free of font files; names outside Latin-1 print as their closest glyphs.
 */
export function startPdf(
  info: { Title: string; Subject?: string; Author?: string },
  options: { layout?: "portrait" | "landscape"; margin?: number } = {},
): PdfStart {
  const margin = options.margin ?? PDF_MARGIN;
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margin,
    info: { Author: business.legalName, ...info },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished, width: doc.page.width - margin * 2 };
}

/** The company's name, office address and contacts at the top of a document. */
export function letterhead(doc: PDFKit.PDFDocument): void {
  const [office] = business.offices;
  doc.fillColor(PDF_INK).font("Helvetica-Bold").fontSize(18).text(business.legalName);
  doc.font("Helvetica").fontSize(9).fillColor(PDF_MUTED);
  for (const line of office?.lines ?? []) doc.text(line);
  doc.text(`${office?.country ?? "Malaysia"} · ${business.phone} · ${business.email}`);
  doc.fillColor(PDF_INK);
}

export interface PdfTableColumn {
  title: string;
  /** The column's share of the width between the margins (the shares add up to 1). */
  share: number;
  align?: "left" | "right" | "center";
}

/**
 * A table drawn row by row at the document's cursor, its columns given as shares of the
 * width; a row that would run off the page starts a new one.
 */
export function pdfTable(
  doc: PDFKit.PDFDocument,
  width: number,
  columns: readonly PdfTableColumn[],
) {
  let x = PDF_MARGIN;
  const placed = columns.map((column) => {
    const at = { x, width: width * column.share, align: column.align ?? "left" };
    x += at.width;
    return at;
  });
  const row = (cells: readonly string[], bold = false) => {
    if (doc.y > doc.page.height - PDF_MARGIN - 24) doc.addPage();
    tableRow(doc, placed, cells, bold);
  };
  const rule = () => tableRule(doc, PDF_MARGIN, width);
  const header = () => {
    row(
      columns.map((c) => c.title),
      true,
    );
    rule();
  };
  return { row, rule, header };
}
