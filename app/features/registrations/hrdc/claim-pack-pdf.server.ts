import type { MasterclassContent } from "#common/masterclass-content";
import { business } from "#common/business";
import { formatDate, formatDateRange } from "#common/dates";
import {
  letterhead,
  PDF_INK,
  PDF_MARGIN,
  PDF_MUTED,
  pdfTable,
  startPdf,
} from "#server/pdf/pdf-document";
import { dayLabel } from "#app/features/registrations/admin/attendance";
import type { ClaimAttendeeRow } from "./claim-pack";

export interface ClaimCourse {
  title: string;
  start: Date;
  end: Date | null;
  format: "virtual" | "physical";
  venue: string | null;
  content: MasterclassContent;
}

export interface ClaimBooking {
  reference: string;
  companyName: string;
  ssmNumber: string | null;
  hrName: string;
}

function heading(
  doc: PDFKit.PDFDocument,
  title: string,
  booking: ClaimBooking,
  course: ClaimCourse,
) {
  letterhead(doc);
  doc.moveDown(1.5).font("Helvetica-Bold").fontSize(16).text(title);
  doc.font("Helvetica").fontSize(10);
  doc.text(`Course: ${course.title}`);
  doc.text(`Dates: ${formatDateRange(course.start, course.end)}`);
  doc.text(
    `Mode: ${course.format === "physical" ? `In person${course.venue ? `, ${course.venue}` : ""}` : `Online${course.venue ? ` (${course.venue})` : ""}`}`,
  );
  doc.text(
    `Employer: ${booking.companyName}${booking.ssmNumber ? ` (SSM ${booking.ssmNumber})` : ""}`,
  );
  doc.text(`Booking: ${booking.reference}`);
  doc.moveDown();
}

/**
 * The attendance list HRD Corp asks for: each attendee of the employer's booking and the
 * days they were marked present, as the team recorded them at the door or on the sheet.
 */
export function renderAttendanceList(
  booking: ClaimBooking,
  course: ClaimCourse,
  days: readonly string[],
  rows: readonly ClaimAttendeeRow[],
  now = new Date(),
): Promise<Buffer> {
  const { doc, finished, width } = startPdf({
    Title: `Attendance list ${booking.reference}`,
    Subject: `${course.title} for ${booking.companyName}`,
  });
  heading(doc, "Attendance list", booking, course);
  const dayShare = Math.min(0.12, 0.45 / Math.max(days.length, 1));
  const table = pdfTable(doc, width, [
    { title: "No.", share: 0.06 },
    { title: "Name", share: 0.94 - dayShare * days.length - 0.2 },
    { title: "Reference", share: 0.2 },
    ...days.map((day) => ({
      title: days.length > 1 ? dayLabel(days, day).replace(/ \(.*\)$/, "") : "Present",
      share: dayShare,
      align: "center" as const,
    })),
  ]);
  table.header();
  rows.forEach((row, i) => {
    table.row([
      String(i + 1),
      row.role ? `${row.name} (${row.role})` : row.name,
      row.reference,
      ...row.days.map((present) => (present ? "Yes" : "No")),
    ]);
  });
  if (rows.length === 0) table.row(["", "No attendee holds a seat.", ""]);
  table.rule();
  const complete = rows.filter((r) => r.complete).length;
  doc.moveDown(0.5).font("Helvetica").fontSize(10);
  doc.text(`${complete} of ${rows.length} attended every day.`, PDF_MARGIN);
  if (days.length > 1) {
    doc.fillColor(PDF_MUTED).fontSize(9);
    doc.text(days.map((day) => dayLabel(days, day)).join(" · "), { width });
  }
  doc.moveDown().fillColor(PDF_MUTED).fontSize(9);
  doc.text(
    `Recorded by ${business.legalName}. Printed ${formatDate(now)}. Questions: ${business.email}.`,
    { width },
  );
  doc.end();
  return finished;
}

/** The course outline and trainer, as the course page states them. */
export function renderCourseOutline(booking: ClaimBooking, course: ClaimCourse): Promise<Buffer> {
  const { doc, finished, width } = startPdf({ Title: `Course outline: ${course.title}` });
  heading(doc, "Course outline", booking, course);
  const { content } = course;
  const section = (title: string) => {
    doc
      .moveDown(0.5)
      .fillColor(PDF_INK)
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(title, PDF_MARGIN);
    doc.font("Helvetica").fontSize(10);
  };
  const trainers = content.speakers?.length
    ? content.speakers
    : content.trainer
      ? [content.trainer]
      : [];
  section(trainers.length > 1 ? "Trainers" : "Trainer");
  if (trainers.length === 0) doc.text("To be announced by AIHQ.");
  for (const t of trainers)
    doc.text(t.credentials ? `${t.name} — ${t.credentials}` : t.name, { width });
  if (content.about) {
    section("About the course");
    doc.text(content.about, { width });
  }
  if (content.outcomes?.length) {
    section("Learning outcomes");
    for (const outcome of content.outcomes) doc.text(`• ${outcome}`, { width });
  }
  section("Agenda");
  if (!content.agenda?.length) doc.text("The agenda is on the course page.", { width });
  for (const item of content.agenda ?? []) {
    const when = [item.day ? `Day ${item.day}` : null, item.time].filter(Boolean).join(", ");
    doc.font("Helvetica-Bold").text(when ? `${when}: ${item.title}` : item.title, { width });
    doc.font("Helvetica");
    if (item.description) doc.text(item.description, { width });
  }
  doc.end();
  return finished;
}
