import { data } from "react-router";
import type { Route } from "./+types/certificate-pdf";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import {
  certificatePdfData,
  renderCertificatePdf,
} from "#app/features/certificates/certificate-pdf.server";
import {
  isCertificateIdShape,
  TooManyLookupsError,
  verifyCertificate,
} from "#app/features/certificates/certificates.server";
import { calendarDateKey } from "#common/dates";

const NOT_FOUND = { error: "Certificate Not Found" };

/**
 * A valid certificate as a PDF, by its ID (public, like /verify, and
 * rate-limited with it: the ID is what a holder shares).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = params.id ?? "";
  if (!isCertificateIdShape(id)) throw data(NOT_FOUND, { status: 404 });
  try {
    const found = await verifyCertificate(id, context.clientAddress, calendarDateKey(new Date()));
    if (found.status !== "valid") throw data(NOT_FOUND, { status: 404 });
  } catch (error) {
    if (error instanceof TooManyLookupsError) {
      throw data(
        { error: "Too many checks from your network. Please wait a minute and try again." },
        { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    throw error;
  }
  const cert = await certificatePdfData(id);
  if (!cert) throw data(NOT_FOUND, { status: 404 });
  const pdf = await renderCertificatePdf(cert, siteOrigin(request));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="certificate-${cert.id}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
