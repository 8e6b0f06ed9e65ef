import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Every run starts the built server on a fresh, empty DATA_DIR (embedded
// database, demo content seeded at start). Workers inherit the env var.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "aihq-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3210);
// The blog admin's tests sign in as this admin, which the server creates at start.
process.env.E2E_ADMIN_EMAIL ??= "editor@aihq.test";
process.env.E2E_ADMIN_PASSWORD ??= "e2e-editor-password";
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace for every test costs about a sixth of the run on two cores (330 s
    // against 281 s for the registration and back-office a11y specs). CI records the retry of a
    // failed test instead; a local run, which does not retry, keeps the trace of a failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // A real SMTP server that the app sends to; tests read what arrived.
      command: "node tests/e2e/support/smtp-sink.mjs",
      url: `http://127.0.0.1:${process.env.SINK_HTTP_PORT ?? 2580}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: "node server.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        SEED: "demo",
        SMTP_URL: `smtp://127.0.0.1:${process.env.SINK_SMTP_PORT ?? 2526}`,
        MAIL_TO_TEAM: "team@aihq.test",
        ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        // The tests submit many forms from one address.
        FORM_RATE_LIMIT_PER_HOUR: "1000",
        // ... and book many seats from that one address: its allowance of unconfirmed seats
        // and of people mailed is tested in tests/security/registration-trust.test.ts.
        MAX_UNCONFIRMED_SEATS: "off",
        MAX_UNPAID_HOLDS_PER_CLIENT: "off",
        VISITOR_RECIPIENTS_PER_DAY: "off",
      },
    },
  ],
});
