/**
 * The form guard's timing, shared by the server (which flags a form sent too
 * soon after it was shown) and the browser (which holds such a submission
 * until it no longer is): one number, so both sides agree.
 * See docs/decisions/0017-form-submit-hold.md.
 */

export { FORM_TOKEN_FIELD } from "./form-token-field";

/** A person rarely fills in a name, phone and e-mail in under two seconds (autofill can). */
export const MIN_FILL_MS = 2000;

/** What the browser waits beyond the minimum: the time the request spends on its way. */
export const SUBMIT_MARGIN_MS = 250;

/** The server time (ms) a form token `<ms>.<signature>` was issued at, or null if unreadable. */
export function tokenIssuedAt(token: string): number | null {
  const [issued, signature] = token.split(".");
  if (!issued || !signature || !/^\d+$/.test(issued)) return null;
  const value = Number(issued);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The browser's clock and the server's are never compared. A token received
 * at browser time `receivedAt` was issued before it, so the server's clock,
 * seen from the browser, runs at most `receivedAt - issuedAt` behind: the
 * smallest such offset over the tokens seen is the tightest bound.
 */
export function serverClockOffset(
  current: number | undefined,
  issuedAt: number,
  receivedAt: number,
): number {
  const offset = receivedAt - issuedAt;
  return current === undefined ? offset : Math.min(current, offset);
}

/**
 * How long (ms, 0 if none) the browser must still wait, at browser time
 * `now`, before it sends a form carrying a token issued at server time
 * `issuedAt`, so that the server sees it at least MIN_FILL_MS old.
 */
export function holdRemainingMs(issuedAt: number, offset: number, now: number): number {
  const sendAt = issuedAt + offset + MIN_FILL_MS + SUBMIT_MARGIN_MS;
  return Math.max(0, Math.ceil(sendAt - now));
}
