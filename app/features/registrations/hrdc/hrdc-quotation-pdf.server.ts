import { business } from "#common/business";
import {
  letterhead,
  PDF_INK as INK,
  PDF_MARGIN as MARGIN,
  PDF_MUTED as MUTED,
  pdfTable,
  startPdf,
} from "#server/pdf/pdf-document";
import { calendarDateKey, formatDate, formatDateRange } from "#common/dates";
import type { HrdcGroupSummary } from "./hrdc-group";
import { formatSen, quotationModel } from "./hrdc-quotation";

/** "2026-11-27" → "27 Nov 2026", the way every other date in the back office reads. */
function day(key: string): string {
  return formatDate(`${key}T12:00:00+08:00`);
}

/**
 * The quotation an employer needs for its HRD Corp grant application, rendered from the
 * booking as it stands (seated attendees at the prices they booked). The built-in Helvetica
 * keeps it free of font files; names outside Latin-1 print as their closest glyphs.
 */
export function renderHrdcQuotation(group: HrdcGroupSummary, now = new Date()): Promise<Buffer> {
  const model = quotationModel(group.courseTitle, group.attendees, calendarDateKey(now));
  const { doc, finished, width } = startPdf({
    Title: `Quotation ${group.reference}`,
    Subject: `${group.courseTitle} for ${group.companyName}`,
  });
  letterhead(doc);

  doc.moveDown(1.5).fillColor(INK).font("Helvetica-Bold").fontSize(16).text("Quotation");
  doc.font("Helvetica").fontSize(10);
  doc.text(`Quotation no.: ${group.reference}`);
  doc.text(`Date: ${day(model.issuedOn)}`);
  doc.text(`Valid until: ${day(model.validUntil)}`);

  doc.moveDown().font("Helvetica-Bold").text("To");
  doc.font("Helvetica").text(group.companyName);
  if (group.ssmNumber) doc.text(`SSM no.: ${group.ssmNumber}`);
  doc.text(`Attn: ${group.hrName}${group.hrRole ? `, ${group.hrRole}` : ""}`);
  doc.text(`${group.hrEmail} · ${group.hrPhone}`);

  doc.moveDown().font("Helvetica-Bold").text("Course");
  doc.font("Helvetica").text(group.courseTitle);
  if (group.courseStart) doc.text(formatDateRange(group.courseStart, group.courseEnd));

  // The lines, as a four-column table.
  doc.moveDown();
  const { row, rule, header } = pdfTable(doc, width, [
    { title: "Description", share: 0.52 },
    { title: "Qty", share: 0.1, align: "right" },
    { title: "Unit (MYR)", share: 0.18, align: "right" },
    { title: "Amount (MYR)", share: 0.2, align: "right" },
  ]);
  header();
  for (const line of model.lines) {
    row([
      line.description,
      String(line.quantity),
      formatSen(line.unitSen),
      formatSen(line.amountSen),
    ]);
  }
  if (model.lines.length === 0) row(["No attendee holds a seat yet.", "", "", ""]);
  rule();
  row(["Total", "", "", formatSen(model.totalSen)], true);

  doc.moveDown().font("Helvetica-Bold").text("Participants", MARGIN);
  doc.font("Helvetica");
  model.participants.forEach((p, i) => {
    doc.text(`${i + 1}. ${p.name}${p.role ? ` (${p.role})` : ""}`);
  });
  if (model.waiting.length > 0) {
    doc.moveDown(0.5).fillColor(MUTED);
    doc.text(
      `On the waiting list, not charged until a seat is theirs: ${model.waiting
        .map((p) => p.name)
        .join(", ")}.`,
    );
    doc.fillColor(INK);
  }

  doc.moveDown().fontSize(9).fillColor(MUTED);
  doc.text(
    `Please quote ${group.reference} in your HRD Corp grant application. The application must ` +
      "be approved before the course starts; the training fee is then claimed through HRD Corp.",
    { width },
  );
  doc.text(`Questions: ${business.email} · ${business.phone}`, { width });
  doc.end();
  return finished;
}
