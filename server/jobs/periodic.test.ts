import { describe, expect, it } from "vitest";
import { periodicJobsOfEntry, startPeriodicJobs, stopPeriodicJobs } from "./periodic";

describe("periodic jobs", () => {
  it("runs each job repeatedly, keeps going after a failure, and stops", async () => {
    let runs = 0;
    let failures = 0;
    startPeriodicJobs([
      { name: "count", everyMs: 10, run: async () => void runs++ },
      {
        name: "fail",
        everyMs: 10,
        run: async () => {
          failures++;
          throw new Error("boom");
        },
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await stopPeriodicJobs();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(failures).toBeGreaterThanOrEqual(3);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(after);
  });

  it("runs a job's first time after firstRunAfterMs, then every everyMs", async () => {
    let runs = 0;
    startPeriodicJobs([
      { name: "soon", everyMs: 60_000, firstRunAfterMs: 10, run: async () => void runs++ },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await stopPeriodicJobs();
    expect(runs).toBe(1);
  });

  it("accepts only well-formed lists from the build's entry", () => {
    expect(periodicJobsOfEntry({})).toEqual([]);
    const job = { name: "x", everyMs: 60_000, run: async () => 0 };
    expect(periodicJobsOfEntry({ periodicJobs: [job] })).toEqual([job]);
    expect(() => periodicJobsOfEntry({ periodicJobs: [{ name: "x", everyMs: 5 }] })).toThrow();
    expect(() => periodicJobsOfEntry({ periodicJobs: "x" })).toThrow();
  });
});
