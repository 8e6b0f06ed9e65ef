/**
 * What the admin upload endpoints accept, shared by the server (the judge)
 * and the back office's forms, whose checks only spare a pointless round trip.
 */
export const MAX_BROCHURE_BYTES = 20 * 1024 * 1024;
export const BROCHURE_UPLOAD_ENDPOINT = "/files/brochures";
export const BROCHURE_TOO_LARGE = "Brochures can be at most 20 MB. Try a smaller PDF.";
export const BROCHURE_NOT_PDF = "Upload a PDF file.";
export const BROCHURE_ACTIVE_CONTENT =
  "This PDF contains JavaScript, automatic actions, attachments or encryption, which a brochure may not carry. Save it as a plain PDF (for example with Print to PDF) and upload that.";
export const BROCHURE_POLYGLOT =
  "This file is not a plain PDF: it also contains web page code. Export the brochure as a PDF again and upload that.";
export const BROCHURE_UNREADABLE =
  "This PDF could not be checked (part of it is damaged or unreadable). Save it as a PDF again and upload that.";
