import { describe, expect, it } from "vitest";
import { nextProgramStart, ntwRegistrationClosed } from "./ntw-closed";

describe("ntwRegistrationClosed", () => {
  const start = new Date("2026-04-14T01:00:00Z");

  it("is open until the program starts and closed from that moment", () => {
    expect(ntwRegistrationClosed({ date: start }, start.getTime() - 1)).toBe(false);
    expect(ntwRegistrationClosed({ date: start }, start)).toBe(true);
    expect(ntwRegistrationClosed({ date: start }, start.getTime() + 60_000)).toBe(true);
  });

  it("reads the date as the page's data carries it (an ISO string)", () => {
    expect(ntwRegistrationClosed({ date: start.toISOString() }, start.getTime() - 1)).toBe(false);
    expect(ntwRegistrationClosed({ date: start.toISOString() }, start)).toBe(true);
  });
});

describe("nextProgramStart", () => {
  it("is the soonest start still ahead, or null", () => {
    const dates = ["2026-04-14T01:00:00Z", "2026-04-10T01:00:00Z", "2026-04-20T01:00:00Z"];
    const programs = dates.map((date) => ({ date }));
    expect(nextProgramStart(programs, Date.parse("2026-04-01T00:00:00Z"))).toBe(
      Date.parse("2026-04-10T01:00:00Z"),
    );
    expect(nextProgramStart(programs, Date.parse("2026-04-10T01:00:00Z"))).toBe(
      Date.parse("2026-04-14T01:00:00Z"),
    );
    expect(nextProgramStart(programs, Date.parse("2026-05-01T00:00:00Z"))).toBeNull();
  });
});
