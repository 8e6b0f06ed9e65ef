import crypto from "node:crypto";

/** No 0/O, 1/I/L: a reference is read out over the phone. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/**
 * A human reference such as `AIHQ-R-7KQ2MX`: six characters from a 31-letter
 * alphabet drawn by the system's CSPRNG, so one reference says nothing about
 * the next (about 887 million possibilities).
 */
export function newReference(prefix: "AIHQ-R" | "AIHQ-G", length = 6): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/**
 * What a stored reference looks like. Wider than the alphabet above: references written
 * before it (migration 0006 backfilled hex digits) must still be found and mailed.
 */
export const REFERENCE_PATTERN = /^AIHQ-[RG]-[A-Z0-9]{6}$/;
