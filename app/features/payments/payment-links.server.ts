import { checkLinkSignature, linkSignature, type LinkCheck } from "#server/security/signed-link";
import { getRuntime } from "#server/runtime";

const PURPOSE = "online-payment";
/** Long enough to come back from Stripe's page, or to a bookmarked "confirming" page. */
const LINK_DAYS = 7;

/** The query that lets the visitor back to their payment's pages: `?expires=…&sig=…`. */
export function paymentLinkQuery(reference: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + LINK_DAYS * 86_400;
  const sig = linkSignature(getRuntime().secrets, PURPOSE, [reference], expires);
  return `expires=${expires}&sig=${sig}`;
}

export function paymentPagePath(reference: string, nowMs = Date.now()): string {
  return `/shop/payments/${reference}?${paymentLinkQuery(reference, nowMs)}`;
}

export function checkPaymentLink(reference: string, url: URL, nowMs = Date.now()): LinkCheck {
  return checkLinkSignature(
    getRuntime().secrets,
    PURPOSE,
    [reference],
    url.searchParams.get("expires"),
    url.searchParams.get("sig"),
    nowMs,
  );
}
