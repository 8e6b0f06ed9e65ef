import { retryOnConnectionLoss } from "#server/db/connection-loss";
import { consumeRateLimit, type RateLimitResult } from "#server/http/rate-limit";
import { getConfig, getDb, getRuntime } from "#server/runtime";
import { signMessage, verifyMessage } from "#server/security/signing";
import { failed, refusalToast } from "#app/lib/action-result";
import type { FormValues } from "#app/lib/form";
import { FORM_TOKEN_FIELD, MIN_FILL_MS } from "#app/lib/form-timing";
import { tooManySubmissionsMessage } from "#app/lib/rate-limit-message";

export { FORM_TOKEN_FIELD, MIN_FILL_MS };

/** The hidden field people never fill in; bots that fill every input do. */
export const HONEYPOT_FIELD = "website";
const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * What the token's signature covers. The token is a hidden form field, not a
 * cookie, so the shared HMAC of server/security/signing.ts signs it (with the
 * same secrets and rotation as the cookies). Changing this message would turn
 * every form open in a browser at a deploy into a "forged" one.
 */
const tokenMessage = (issued: string) => `form:${issued}`;

/** A signed render time, put in the form by its loader. */
export function issueFormToken(now = Date.now()): string {
  return `${now}.${signMessage(getRuntime().secrets, tokenMessage(String(now)))}`;
}

function tokenAge(token: string, now: number): number | null {
  const [issued, signature] = token.split(".");
  if (!issued || !signature || !/^\d+$/.test(issued)) return null;
  if (!verifyMessage(getRuntime().secrets, tokenMessage(issued), signature)) return null;
  return now - Number(issued);
}

/**
 * Why a submission looks automated, or null when it looks like a person's:
 * the honeypot is filled, or (when the form carries a token) the token is
 * missing, forged, stale, or the form was sent faster than anyone types.
 * A verdict is a doubt, not a proof (autofill and password managers are
 * fast): the submission is stored with the reason and its mails held, never
 * dropped.
 */
export function spamVerdict(
  formData: FormData,
  { requireToken }: { requireToken: boolean },
  now = Date.now(),
): string | null {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    return "The hidden honeypot field was filled in";
  const token = formData.get(FORM_TOKEN_FIELD);
  if (typeof token !== "string" || token === "")
    return requireToken ? "The form token was missing" : null;
  const age = tokenAge(token, now);
  if (age === null) return "The form token was forged or damaged";
  if (age > TOKEN_MAX_AGE_MS) return "The form token was more than a day old";
  if (age < MIN_FILL_MS) return `Sent ${Math.max(0, age)} ms after the form was shown`;
  return null;
}

/**
 * Per-address limit per form, generous enough for an office behind one
 * address. Like the submission after it, it waits out a lost database
 * connection rather than refusing the visitor.
 */
export async function allowLeadSubmission(
  form: string,
  clientAddress: string,
): Promise<RateLimitResult> {
  return retryOnConnectionLoss(
    () =>
      consumeRateLimit(getDb(), {
        bucket: `form:${form}`,
        key: clientAddress,
        limit: getConfig().formRateLimitPerHour,
        windowSeconds: 3600,
      }),
    { budgetMs: 45_000 },
  );
}

/**
 * The per-address limit as a form's answer: null while the address may
 * send, else the 429 that says when to try again (`Retry-After`, and in the
 * message), with the values and the form's refusal toast (`toastTitle`
 * over the message, or the message alone).
 */
export async function overSubmissionLimit(
  form: string,
  clientAddress: string,
  values: FormValues,
  toastTitle?: string,
) {
  const limit = await allowLeadSubmission(form, clientAddress);
  if (limit.allowed) return null;
  const message = tooManySubmissionsMessage(limit.retryAfterSeconds);
  return failed(message, values, {
    status: 429,
    headers: { "Retry-After": String(limit.retryAfterSeconds) },
    toast: refusalToast(message, toastTitle),
  });
}
