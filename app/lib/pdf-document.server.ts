import PDFDocument from "pdfkit";
import { business } from "#common/business";

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
  info: { Title: string; Subject?: string },
  options: { layout?: "portrait" | "landscape" } = {},
): PdfStart {
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margin: PDF_MARGIN,
    info: { ...info, Author: business.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished, width: doc.page.width - PDF_MARGIN * 2 };
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

export interface PdfColumn {
  title: string;
  /** The column's share of the width between the margins (the shares add up to 1). */
  share: number;
  align?: "left" | "right" | "center";
}

/**
 * A simple table drawn row by row at the document's cursor: each row is as tall as its
 * tallest cell, and a rule separates the header, the body and the total.
 */
export function pdfTable(doc: PDFKit.PDFDocument, width: number, columns: readonly PdfColumn[]) {
  const placed = columns.reduce<{ x: number; width: number; align: PdfColumn["align"] }[]>(
    (all, column) => {
      const last = all[all.length - 1];
      const x = last ? last.x + last.width : PDF_MARGIN;
      return [...all, { x, width: width * column.share, align: column.align ?? "left" }];
    },
    [],
  );
  const row = (cells: readonly string[], bold = false) => {
    // A row that would run off the page starts a new one.
    if (doc.y > doc.page.height - PDF_MARGIN - 24) doc.addPage();
    const top = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    let bottom = top;
    cells.forEach((cell, i) => {
      const column = placed[i]!;
      doc.text(cell, column.x, top, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = PDF_MARGIN;
    doc.y = bottom + 4;
  };
  const rule = () => {
    doc
      .moveTo(PDF_MARGIN, doc.y)
      .lineTo(PDF_MARGIN + width, doc.y)
      .strokeColor("#d1d5db")
      .stroke();
    doc.y += 4;
  };
  const header = () => {
    row(
      columns.map((c) => c.title),
      true,
    );
    rule();
  };
  return { row, rule, header };
}
