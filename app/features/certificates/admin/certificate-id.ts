/**
 * Certificate IDs: "AIHQ-" and ten characters drawn with crypto randomness
 * from an alphabet without look-alikes (no 0/O, 1/I/L), upper-case as the
 * database requires (`certificates_id_upper_check`) and as /verify
 * normalises what people type. 31^10 ≈ 8 × 10^14 IDs: a neighbour's ID says
 * nothing about the next one, and with /verify's per-address rate limit
 * nobody can walk the space.
 */
export const CERTIFICATE_ID_PREFIX = "AIHQ-";
export const CERTIFICATE_ID_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CERTIFICATE_ID_LENGTH = 10;
export const CERTIFICATE_ID_PATTERN = /^AIHQ-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const webCrypto: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

// The largest multiple of the alphabet's size that fits in a byte: bytes at or
// above it are drawn again, so every character is exactly equally likely.
const LIMIT = 256 - (256 % CERTIFICATE_ID_ALPHABET.length);

export function newCertificateId(random: RandomSource = webCrypto): string {
  let id = CERTIFICATE_ID_PREFIX;
  while (id.length < CERTIFICATE_ID_PREFIX.length + CERTIFICATE_ID_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte >= LIMIT) continue;
      id += CERTIFICATE_ID_ALPHABET[byte % CERTIFICATE_ID_ALPHABET.length];
      if (id.length === CERTIFICATE_ID_PREFIX.length + CERTIFICATE_ID_LENGTH) break;
    }
  }
  return id;
}
