import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.ts",
      "common/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/security/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default on two cores is one file at a time (cores - 1), and the files mostly wait
    // on servers, databases and sockets: three at a time took 9.5–11 minutes instead of 16 here.
    // Every file has its own database, data directory and ports, so they share nothing.
    maxWorkers: 3,
    globalSetup: ["tests/global-setup.ts"],
  },
});
