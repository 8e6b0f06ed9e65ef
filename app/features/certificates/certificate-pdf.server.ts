import { eq } from "drizzle-orm";
import { startPdf } from "#server/pdf/pdf-document";
import QRCode from "qrcode";
import { certificates, masterclasses } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { business } from "#common/business";
import { dayCount, formatDate, formatDateRange } from "#common/dates";
import { linkedInAddToProfileUrl } from "#app/lib/linkedin";
import { normaliseCertificateId } from "./certificates.server";

/**
 * A certificate as a PDF (docs/decisions/0041-tickets-and-check-in.md):
 * landscape A4 with the holder, the course, its dates, hours and trainer when
 * the course says them, the ID, and the verification URL with its QR code.
 * Made from the stored certificate on each request: a revoked one is not given.
 */

export interface CertificatePdfData {
  id: string;
  holderName: string;
  program: string;
  issuedOn: string;
  expiresOn: string | null;
  dates: string | null;
  hours: number | null;
  trainer: string | null;
}

/** Minutes past midnight in Malaysia (UTC+8, no daylight saving). */
function clockMinutes(d: Date): number {
  return (((d.getUTCHours() + 8) % 24) * 60 + d.getUTCMinutes()) % (24 * 60);
}

/** Hours of teaching: each day from the start's clock to the end's, when both are set. */
export function courseHours(start: Date, end: Date | null): number | null {
  if (!end) return null;
  const perDay = clockMinutes(end) - clockMinutes(start);
  if (perDay <= 0) return null;
  return Math.round((perDay / 60) * dayCount(start, end) * 10) / 10;
}

/** The certificate's facts for its PDF; null when unknown or revoked. */
export async function certificatePdfData(input: string): Promise<CertificatePdfData | null> {
  const [row] = await getDb()
    .select({ certificate: certificates, course: masterclasses })
    .from(certificates)
    .leftJoin(masterclasses, eq(masterclasses.id, certificates.masterclassId))
    .where(eq(certificates.id, normaliseCertificateId(input)));
  if (!row || row.certificate.status !== "valid") return null;
  const { certificate: c, course } = row;
  return {
    id: c.id,
    holderName: c.holderName,
    program: c.program,
    issuedOn: c.issuedOn,
    expiresOn: c.expiresOn,
    dates: course ? formatDateRange(course.date, course.endDate) : null,
    hours: course ? courseHours(course.date, course.endDate) : null,
    trainer: course?.content.trainer?.name ?? null,
  };
}

export function certificateVerifyUrl(siteUrl: string, id: string): string {
  return `${siteUrl}/verify?id=${encodeURIComponent(id)}`;
}

/** LinkedIn's add-to-profile link for the certificate. */
export function certificateLinkedInUrl(siteUrl: string, cert: CertificatePdfData): string {
  return linkedInAddToProfileUrl({
    name: cert.program,
    organizationName: business.name,
    issuedOn: cert.issuedOn,
    expiresOn: cert.expiresOn,
    certUrl: certificateVerifyUrl(siteUrl, cert.id),
    certId: cert.id,
  });
}

/** "2026-03-07" as the rest of the site writes a day. */
function day(key: string): string {
  return formatDate(`${key}T12:00:00+08:00`);
}

const NAVY = "#0b1f3a";
const MUTED = "#4b5563";

export async function renderCertificatePdf(cert: CertificatePdfData, siteUrl: string) {
  const verify = certificateVerifyUrl(siteUrl, cert.id);
  const qr = await QRCode.toBuffer(verify, { type: "png", margin: 1, width: 240 });
  const { doc, finished } = startPdf(
    { Title: `Certificate ${cert.id}`, Subject: `${cert.program}: ${cert.holderName}` },
    { layout: "landscape", margin: 48 },
  );
  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor(NAVY)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke();
  const inner = { x: 72, width: width - 144 };
  const center = { ...inner, align: "center" as const };

  doc.moveDown(2).font("Helvetica-Bold").fontSize(14).fillColor(NAVY);
  doc.text(business.name.toUpperCase(), inner.x, 80, { ...center, characterSpacing: 4 });
  doc.moveDown(0.8).fontSize(30).text("Certificate of Completion", center);
  doc.moveDown(0.8).font("Helvetica").fontSize(13).fillColor(MUTED);
  doc.text("This certifies that", center);
  doc.moveDown(0.4).font("Helvetica-Bold").fontSize(28).fillColor("#111827");
  doc.text(cert.holderName, center);
  doc.moveDown(0.4).font("Helvetica").fontSize(13).fillColor(MUTED);
  doc.text("has completed", center);
  doc.moveDown(0.4).font("Helvetica-Bold").fontSize(20).fillColor(NAVY);
  doc.text(cert.program, center);
  const facts = [
    cert.dates,
    cert.hours ? `${cert.hours} hours` : null,
    cert.trainer ? `Trainer: ${cert.trainer}` : null,
  ].filter(Boolean);
  if (facts.length > 0) {
    doc.moveDown(0.5).font("Helvetica").fontSize(12).fillColor(MUTED);
    doc.text(facts.join("  ·  "), center);
  }

  const bottom = height - 72 - 110;
  doc.image(qr, width - 72 - 110, bottom, { width: 110, height: 110 });
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  const left = { width: width - 144 - 130 };
  doc.text(`Certificate number: ${cert.id}`, 72, bottom + 20, left);
  doc.text(`Issued: ${day(cert.issuedOn)}`, left);
  if (cert.expiresOn) doc.text(`Valid until: ${day(cert.expiresOn)}`, left);
  doc.text(`Verify: ${verify}`, { ...left, link: verify });
  doc.text(business.legalName, left);
  doc.end();
  return finished;
}
