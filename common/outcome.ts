/**
 * The one answer of a server feature function that may refuse: the value it
 * gives on success, or the reason it refused (a word the caller can branch
 * on) and, where a person is told, the sentence to tell them. Expected
 * refusals (not found, already done, a rule that says no) travel here;
 * exceptions stay for real faults. A route turns a refusal into its
 * `ActionResult` (`app/lib/action-result.ts`).
 */
export type Outcome<T = void, R extends string = string> = Success<T> | Refused<R>;

export type Success<T = void> = { ok: true; value: T };
export type Refused<R extends string = string> = { ok: false; reason: R; message?: string };

/** The usual reasons of the back office's refusals, each with its HTTP status. */
export type CommonReason = "not-found" | "conflict";

/** A back-office change: done, with the sentence its toast shows; or refused, with why. */
export type ChangeOutcome = Outcome<string, CommonReason>;

export function ok(): Success;
export function ok<T>(value: T): Success<T>;
export function ok<T>(value?: T): Success<T | undefined> {
  return { ok: true, value };
}

export function refused<R extends string>(reason: R, message?: string): Refused<R> {
  return message === undefined ? { ok: false, reason } : { ok: false, reason, message };
}

/**
 * The sentence of a refusal that reaches a person (a form's field or alert,
 * a toast). One without a sentence there is a fault, not a refusal.
 */
export function told(refusal: Refused): string {
  if (refusal.message === undefined) {
    throw new Error(`The refusal "${refusal.reason}" has no sentence to show`);
  }
  return refusal.message;
}

/** Nothing to act on (no such row, or not where the caller said): 404 where it is answered alone. */
export const notFound = (message: string): Refused<"not-found"> => refused("not-found", message);

/** The state of things does not allow it (already done, a rule says no): 409. */
export const conflict = (message: string): Refused<"conflict"> => refused("conflict", message);
