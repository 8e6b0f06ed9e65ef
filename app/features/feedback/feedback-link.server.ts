import { checkLinkSignature, linkSignature } from "#server/security/signed-link";
import { getRuntime } from "#server/runtime";
import { REFERENCE_PATTERN } from "#server/leads/reference";

const PURPOSE = "course-feedback";

/** How long a feedback link works after it was mailed. */
export const FEEDBACK_LINK_LIFETIME_MS = 60 * 24 * 3_600_000;

/**
 * The path of a registration's feedback form: `/feedback/<reference>.<expires>.<sig>`, one
 * segment signed for this purpose, so no token is stored and a link made for any other purpose
 * (cancel, claim) never opens it.
 */
export function feedbackPath(reference: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const sig = linkSignature(getRuntime().secrets, PURPOSE, [reference], expires);
  return `/feedback/${reference}.${expires}.${sig}`;
}

export type FeedbackToken =
  { status: "valid"; reference: string } | { status: "expired" | "forged" };

/** Reads a token from the URL; anything malformed is forged. */
export function checkFeedbackToken(token: string | undefined, nowMs = Date.now()): FeedbackToken {
  const parts = (token ?? "").split(".");
  if (parts.length !== 3) return { status: "forged" };
  const [reference = "", expires = "", sig = ""] = parts;
  if (!REFERENCE_PATTERN.test(reference)) return { status: "forged" };
  const check = checkLinkSignature(getRuntime().secrets, PURPOSE, [reference], expires, sig, nowMs);
  return check === "valid" ? { status: "valid", reference } : { status: check };
}
