/** A column of a table drawn with pdfkit: where it starts, how wide, how its text aligns. */
export interface PdfColumn {
  x: number;
  width: number;
  align: "left" | "right" | "center";
}

/**
 * One row of a table at the document's current line: each cell in its column, the row as tall
 * as its tallest cell, then the cursor back at the left margin below it. The quotation and the
 * invoice PDFs draw their lines with it.
 */
export function tableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  bold = false,
): void {
  const top = doc.y;
  let bottom = top;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica");
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    doc.text(cell, column.x, top, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = columns[0]?.x ?? doc.page.margins.left;
  doc.y = bottom + 4;
}

/** A light rule across the table, and a little room below it. */
export function tableRule(doc: PDFKit.PDFDocument, left: number, width: number): void {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor("#d1d5db")
    .stroke();
  doc.y += 4;
}
