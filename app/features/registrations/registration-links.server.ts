import { checkLinkSignature, linkSignature, type LinkCheck } from "#server/security/signed-link";
import { getRuntime } from "#server/runtime";

/**
 * The links a registration mail carries: cancel (or leave the waiting list),
 * claim a seat, and confirm a booking that waits for its booker's word.
 */
export type RegistrationLinkIntent = "cancel" | "claim" | "confirm";

const PURPOSE: Record<RegistrationLinkIntent, string> = {
  cancel: "registration-cancel",
  claim: "registration-claim",
  confirm: "registration-confirm",
};

/** A path signed for this reference and intent, valid until `expiresAt`. */
export function registrationLinkPath(
  intent: RegistrationLinkIntent,
  reference: string,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const sig = linkSignature(getRuntime().secrets, PURPOSE[intent], [reference], expires);
  return `/shop/registrations/${reference}/${intent}?expires=${expires}&sig=${sig}`;
}

export function checkRegistrationLink(
  intent: RegistrationLinkIntent,
  reference: string,
  expires: string | null,
  sig: string | null,
  nowMs = Date.now(),
): LinkCheck {
  return checkLinkSignature(
    getRuntime().secrets,
    PURPOSE[intent],
    [reference],
    expires,
    sig,
    nowMs,
  );
}
