/**
 * What a visitor reads when a form refuses more submissions for now: what
 * happened, when to try again, and another way to reach us meanwhile.
 */
export function tooManySubmissionsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes >= 60 ? "an hour" : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `This form has been sent too many times from your network in the last hour. Please try again in ${wait}, or message us on WhatsApp.`;
}
