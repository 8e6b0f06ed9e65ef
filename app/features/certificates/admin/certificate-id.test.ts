import { describe, expect, it } from "vitest";
import {
  isCertificateIdShape,
  normaliseCertificateId,
} from "#app/features/certificates/certificates.server";
import {
  CERTIFICATE_ID_ALPHABET,
  CERTIFICATE_ID_PATTERN,
  newCertificateId,
} from "./certificate-id";

describe("newCertificateId", () => {
  it("is AIHQ- and ten unambiguous upper-case characters, which /verify accepts as typed", () => {
    for (let i = 0; i < 200; i++) {
      const id = newCertificateId();
      expect(id).toMatch(CERTIFICATE_ID_PATTERN);
      expect(id).toBe(id.toUpperCase());
      expect(isCertificateIdShape(id.toLowerCase())).toBe(true);
      expect(normaliseCertificateId(` ${id.toLowerCase()} `)).toBe(id);
    }
    expect(CERTIFICATE_ID_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it("never repeats and uses the whole alphabet in every position (10 000 draws)", () => {
    const ids = Array.from({ length: 10_000 }, () => newCertificateId());
    expect(new Set(ids).size).toBe(ids.length);
    for (let position = 5; position < 15; position++) {
      expect(new Set(ids.map((id) => id[position])).size).toBe(CERTIFICATE_ID_ALPHABET.length);
    }
  });

  it("draws again for bytes that would bias the alphabet", () => {
    const queue = [[255, 254, 253, 248, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]];
    const id = newCertificateId((bytes) => {
      bytes.set(queue.shift() ?? new Array<number>(bytes.length).fill(30));
      return bytes;
    });
    expect(id).toBe(`AIHQ-${CERTIFICATE_ID_ALPHABET.slice(0, 10)}`);
  });
});
