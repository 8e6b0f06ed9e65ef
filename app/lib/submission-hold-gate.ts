import { formTokenArrivals } from "./fresh-form-token";
import { FORM_TOKEN_FIELD } from "./form-token-field";

/**
 * The submission hold's gate (docs/decisions/0017-form-submit-hold.md): wraps `fetch` at
 * hydration, so no form post can pass before it, while the hold's timing
 * (./submission-hold.ts) loads only when the visitor first turns to a form (focus or input
 * in one) or, at the latest, when a post carrying a form token goes: a page nobody fills in
 * never fetches it, and every public page's JavaScript is budgeted until the network is idle
 * (tests/e2e/js-budget.spec.ts).
 */
type Hold = typeof import("./submission-hold");

let hold: Promise<Hold> | undefined;
function loadHold(): Promise<Hold> {
  return (hold ??= import("./submission-hold").catch((error: unknown) => {
    // A later post tries again.
    hold = undefined;
    throw error;
  }));
}

function tokenOf(body: unknown): string | null {
  if (body instanceof FormData || body instanceof URLSearchParams) {
    const token = body.get(FORM_TOKEN_FIELD);
    return typeof token === "string" && token !== "" ? token : null;
  }
  return null;
}

/** Starts loading the hold when an event happens inside a form, once. */
function warmOnForm(event: Event) {
  if (!(event.target instanceof Element) || !event.target.closest("form")) return;
  document.removeEventListener("focusin", warmOnForm, true);
  document.removeEventListener("input", warmOnForm, true);
  loadHold().catch(() => undefined);
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
  document.addEventListener("focusin", warmOnForm, true);
  document.addEventListener("input", warmOnForm, true);
  const send = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // Only this site's form posts carry a form token; everything else passes untouched.
    const token = init?.method?.toUpperCase() === "POST" ? tokenOf(init.body) : null;
    if (token) {
      // Without the hold's code (a visitor gone offline) the post goes, and the server judges.
      const loaded = await loadHold().catch(() => null);
      if (loaded) await loaded.holdSubmission(token, init?.signal);
    }
    return send(input, init);
  };
}
