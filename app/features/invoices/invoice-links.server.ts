import { checkLinkSignature, linkSignature, type LinkCheck } from "#server/security/signed-link";
import { getRuntime } from "#server/runtime";

const PURPOSE = "invoice-download";
// As long as the law keeps the books (seven years): the link in a mail stays good for an audit.
const LIFETIME_MS = 7 * 366 * 86_400_000;

/** The signed download path of one invoice's PDF, valid seven years from `issuedAt`. */
export function invoiceLinkPath(number: string, issuedAt: Date): string {
  const expires = Math.floor((issuedAt.getTime() + LIFETIME_MS) / 1000);
  const sig = linkSignature(getRuntime().secrets, PURPOSE, [number], expires);
  return `/invoices/${number}.pdf?expires=${expires}&sig=${sig}`;
}

/** Whether the link's signature was made for this number (another invoice's is forged). */
export function checkInvoiceLink(
  number: string,
  expires: string | null,
  sig: string | null,
  nowMs = Date.now(),
): LinkCheck {
  return checkLinkSignature(getRuntime().secrets, PURPOSE, [number], expires, sig, nowMs);
}
