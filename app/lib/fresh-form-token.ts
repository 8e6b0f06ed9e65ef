import { useSyncExternalStore } from "react";

/**
 * A form token signed for this page load. Pages may come from the page
 * cache, where the token in the HTML is as old as the cached copy (and the
 * same for everyone); once hydrated, the page asks for one of its own, and
 * every form on it (dialogs opened later too) uses that one. Without
 * JavaScript the page's token stands.
 */
let fresh: string | undefined;
const listeners = new Set<() => void>();
/**
 * When (performance.now()) each token fetched here arrived: the submission
 * hold (./submission-hold.ts) times a form from it.
 */
export const formTokenArrivals = new Map<string, number>();

function isTokenAnswer(value: unknown): value is { token: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { token?: unknown }).token === "string"
  );
}

/** Called once per document load, after hydration. */
export async function refreshFormToken(): Promise<void> {
  try {
    const response = await fetch("/api/form-token", { cache: "no-store" });
    const answer: unknown = response.ok ? await response.json() : null;
    if (!isTokenAnswer(answer)) return;
    // Noted before any form can carry it.
    formTokenArrivals.set(answer.token, performance.now());
    fresh = answer.token;
    for (const listener of listeners) listener();
  } catch {
    // The page's own token is still valid: a failed refresh changes nothing.
  }
}

function subscribeToToken(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The token a form should send: this page load's, once known, else the one it was rendered with. */
export function useFreshFormToken(rendered: string | undefined): string | undefined {
  const current = useSyncExternalStore(
    subscribeToToken,
    () => fresh,
    () => undefined,
  );
  return rendered ? (current ?? rendered) : undefined;
}
