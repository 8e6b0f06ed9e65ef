import { describe, expect, it } from "vitest";
import { newReference, REFERENCE_PATTERN } from "./reference";

describe("newReference", () => {
  it("reads as AIHQ-R- and six unambiguous characters", () => {
    for (let i = 0; i < 200; i++) {
      const reference = newReference("AIHQ-R");
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(7)).not.toMatch(/[01OIL]/);
    }
    expect(newReference("AIHQ-G")).toMatch(/^AIHQ-G-/);
  });

  it("draws every position from the whole alphabet, so neighbours say nothing of each other", () => {
    // 887 million codes: ten thousand draws repeat about once in eighteen runs (the
    // birthday bound), so a repeat or two is chance; more than three means a weak source.
    const draws = Array.from({ length: 10_000 }, () => newReference("AIHQ-R").slice(7));
    expect(new Set(draws).size).toBeGreaterThanOrEqual(9_997);
    for (let position = 0; position < 6; position++) {
      expect(new Set(draws.map((code) => code[position])).size).toBe(31);
    }
  });
});
