import { formTokenArrivals } from "./fresh-form-token";
import { FORM_TOKEN_FIELD, holdRemainingMs, serverClockOffset, tokenIssuedAt } from "./form-timing";

/**
 * Holds, in the browser, a form sent sooner after its token was issued than
 * the server's spam guard allows, until it no longer is: a person whose
 * browser autofills a form and who clicks at once is then never taken for a
 * bot. It works where every lead form's submission passes in the browser:
 * React Router's <Form> and fetchers post through `fetch`, so one wrapper
 * covers them all, and the wait happens while the router says "submitting",
 * so each form shows its own pending text ('Processing...', 'Submitting...').
 * Without JavaScript the server's check stands alone.
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

function tokenOf(body: unknown): string | null {
  if (body instanceof FormData || body instanceof URLSearchParams) {
    const token = body.get(FORM_TOKEN_FIELD);
    return typeof token === "string" && token !== "" ? token : null;
  }
  return null;
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

let installed = false;

/**
 * Wraps `fetch` once per page load. The tokens already in the page came with
 * its HTML, before now: noting them as arriving now only makes the wait longer.
 */
export function installSubmissionHold(): void {
  if (installed) return;
  installed = true;
  const now = performance.now();
  for (const input of document.querySelectorAll<HTMLInputElement>(
    `input[name="${FORM_TOKEN_FIELD}"]`,
  )) {
    if (!formTokenArrivals.has(input.value)) formTokenArrivals.set(input.value, now);
  }
  const send = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // Only this site's form posts carry a form token; everything else passes untouched.
    const token = init?.method?.toUpperCase() === "POST" ? tokenOf(init.body) : null;
    if (token) {
      const ms = formTokenHoldMs(token);
      if (ms > 0) await wait(ms, init?.signal);
    }
    return send(input, init);
  };
}
