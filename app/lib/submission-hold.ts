import { formTokenArrivals } from "./fresh-form-token";
import { holdRemainingMs, serverClockOffset, tokenIssuedAt } from "./form-timing";

/**
 * Holds, in the browser, a form sent sooner after its token was issued than
 * the server's spam guard allows, until it no longer is: a person whose
 * browser autofills a form and who clicks at once is then never taken for a
 * bot. It works where every lead form's submission passes in the browser:
 * React Router's <Form> and fetchers post through `fetch`, so one wrapper
 * covers them all, and the wait happens while the router says "submitting",
 * so each form shows its own pending text ('Processing...', 'Submitting...').
 * Without JavaScript the server's check stands alone.
 * This module is the timing; the fetch wrapper is the gate (./submission-hold-gate.ts), which
 * loads it when the visitor turns to a form or sends one, so it is not in a page's first load.
 * See docs/decisions/0017-form-submit-hold.md.
 */

/**
 * How long (ms, 0 if none) a submission carrying `token` must still wait at
 * browser time `now`, given when (browser time) each known token arrived.
 */
export function formTokenHoldMs(
  token: string,
  arrivals: Map<string, number> = formTokenArrivals,
  now = performance.now(),
): number {
  const issuedAt = tokenIssuedAt(token);
  // A damaged token is the server's to judge: waiting would not help it.
  if (issuedAt === null) return 0;
  // A token never seen arrived no later than now.
  if (!arrivals.has(token)) arrivals.set(token, now);
  let offset: number | undefined;
  for (const [known, arrivedAt] of arrivals) {
    const knownIssuedAt = tokenIssuedAt(known);
    if (knownIssuedAt !== null) offset = serverClockOffset(offset, knownIssuedAt, arrivedAt);
  }
  return holdRemainingMs(issuedAt, offset ?? now - issuedAt, now);
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      window.clearTimeout(timer);
      reject(signal?.reason);
    };
    // A navigation that replaces this one aborts it: stop waiting, as fetch would stop sending.
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer = window.setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
  });
}

/**
 * Waits until a submission carrying `token` may go (at once if it may already): the gate
 * (./submission-hold-gate.ts) calls it for every same-page POST with a form token.
 */
export async function holdSubmission(token: string, signal?: AbortSignal | null): Promise<void> {
  const ms = formTokenHoldMs(token);
  if (ms > 0) await wait(ms, signal);
}
