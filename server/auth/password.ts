import crypto from "node:crypto";
import { promisify } from "node:util";
import { Slots, SlotsBusyError } from "./hash-slots";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^17 costs ~200 ms here: slow enough to blunt offline guessing, fast
// enough for a login form. Parameters live in the hash so they can be raised.
const PARAMS = { N: 131072, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/**
 * Every scrypt run of the process goes through these slots (a security probe's 60
 * parallel sign-ins took 13 s of CPU). Two at once keeps a core free for
 * everything else on a small machine; eight more may wait, none longer than
 * a few seconds, which is plenty for the handful of sign-ins a real team makes.
 */
export const passwordSlots = new Slots({ slots: 2, maxQueue: 8, maxWaitMs: 3000 });

/** No slot for a password check within the wait: the caller answers "busy, try again". */
export { SlotsBusyError as PasswordCheckBusyError };

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  // Setting a password is rare and must not fail because sign-ins are busy: it waits its turn.
  const key = await passwordSlots.run(() => scrypt(password, salt, KEY_LENGTH, PARAMS), {
    bounded: false,
  });
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

/**
 * Whether `password` matches the stored hash. Throws PasswordCheckBusyError
 * when no slot frees up in time.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const key = await passwordSlots.run(() =>
    scrypt(password, Buffer.from(saltB64, "base64"), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    }),
  );
  return crypto.timingSafeEqual(key, expected);
}

/**
 * A well-formed hash of nothing anybody knows, with today's parameters, made
 * without running scrypt: checking a password against it costs exactly what
 * checking a real one does, so an unknown e-mail takes as long as a known one.
 */
export function unguessableHash(): string {
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    crypto.randomBytes(16).toString("base64"),
    crypto.randomBytes(KEY_LENGTH).toString("base64"),
  ].join("$");
}
