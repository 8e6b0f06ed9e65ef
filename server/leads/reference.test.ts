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

  it("does not repeat in ten thousand draws", () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => newReference("AIHQ-R")));
    expect(seen.size).toBe(10_000);
  });
});
