import { defineConfig } from "vitest/config";

/**
 * The fault suite (`npm run test:faults`, issue 15): the built server under
 * bursts, crashes and outages. Files run two at a time (the scenarios share
 * nothing); FAULTS_QUICK=1 scales the counts down for CI.
 */
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    testTimeout: 1_800_000,
    hookTimeout: 300_000,
    pool: "forks",
    maxWorkers: 2,
    globalSetup: ["tests/faults/support/global-report.ts"],
  },
});
