import { describe, expect, it } from "vitest";
import { attendanceRows, certificateFileName, claimPackFileName } from "./claim-pack";

describe("the claim pack's attendance rows", () => {
  const days = ["2026-11-24", "2026-11-25"];
  const person = (present: string[]) => ({
    reference: "AIHQ-R-1",
    name: "Tan Wei Ming",
    role: null,
    present,
    certificateId: null,
  });

  it.each([
    [["2026-11-24", "2026-11-25"], [true, true], true],
    [["2026-11-25"], [false, true], false],
    [[], [false, false], false],
    // A mark outside the course's days does not count.
    [["2026-11-23", "2026-11-24"], [true, false], false],
  ])("present on %j → %j, complete %s", (present, expected, complete) => {
    const [row] = attendanceRows(days, [person(present)]);
    expect(row!.days).toEqual(expected);
    expect(row!.complete).toBe(complete);
  });

  it("counts nobody complete on a course without days", () => {
    expect(attendanceRows([], [person([])])[0]!.complete).toBe(false);
  });
});

describe("the claim pack's file names", () => {
  it.each([
    [() => claimPackFileName("AIHQ-G-1A2B"), "claim-pack-AIHQ-G-1A2B.zip"],
    [
      () => certificateFileName("AIHQ-2026-0042", "Tan Wei Ming"),
      "certificates/AIHQ-2026-0042-tan-wei-ming.pdf",
    ],
    [() => certificateFileName("AIHQ-2026-0043", "林美玲"), "certificates/AIHQ-2026-0043.pdf"],
  ])("%#", (name, expected) => {
    expect(name()).toBe(expected);
  });
});
