import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";

const SUCCESS =
  "Thank you! We will call you back within 1 working day. Please check your email for confirmation.";
const FAILURE =
  "Sorry, there was an error submitting your request. Please try again or contact us directly.";

test("a callback request is stored, confirmed by toast and e-mail, and the form clears", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  // The form's signed render time must be at least two seconds old.
  await page.waitForTimeout(2100);
  const form = page.getByRole("form", { name: "Request a callback" });
  const email = uniqueEmail("callback");
  await form.getByLabel("Full name").fill("Siti Nurhaliza");
  await form.getByLabel("Phone number").fill("+60 12-345 6789");
  await form.getByLabel("Email").fill(email);
  await form
    .getByLabel("Message (optional)")
    .fill("We would like in-house Copilot training for 40 staff.");
  await form.getByRole("button", { name: "Request a Callback" }).click();
  await expect(page.getByText(SUCCESS).first()).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("");
  const mail = await readMail((message) => message.to.includes(email));
  expect(mail.text).toContain("Siti Nurhaliza");
  await readMail(
    (message) => message.to.includes("team@aihq.test") && message.text.includes(email),
  );
});

test("missing fields get a message at the field and nothing is lost", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Request a callback" });
  await form.getByLabel("Full name").fill("Ahmad");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Request a Callback" }).click();
  await expect(form.getByText("Please enter your phone number")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Ahmad");
  await expect(form.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the callback form posts, redirects and shows the result on the page", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForTimeout(2100);
    const form = page.getByRole("form", { name: "Request a callback" });
    await form.getByLabel("Full name").fill("Lim Mei Ling");
    await form.getByLabel("Phone number").fill("0123456789");
    await form.getByLabel("Email").fill(uniqueEmail("nojs"));
    await form.getByRole("button", { name: "Request a Callback" }).click();
    // Post/redirect/get: back on /contact, the flash toast rendered in <noscript>.
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
    await expect(form.getByLabel("Full name")).toHaveValue("");
    // A reload is a plain GET: nothing is posted again and the toast was shown once.
    await page.reload();
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});

test("when the database is unavailable the visitor sees the error toast and keeps the values", async ({
  page,
}) => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(
    !serverUrl,
    "needs TEST_DATABASE_URL: the database is taken away from a server of its own",
  );
  const dbName = `aihq_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${dbName}`;
  const port = 3290;
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: url.toString(),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "aihq-e2e-down-")),
        SEED: "none",
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
    await page.goto(`http://127.0.0.1:${port}/contact`);
    await page.waitForTimeout(2100);
    // Take the database away while the page is open.
    await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
    const form = page.getByRole("form", { name: "Request a callback" });
    await form.getByLabel("Full name").fill("Tan Ah Kow");
    await form.getByLabel("Phone number").fill("0198765432");
    await form.getByLabel("Email").fill("tan@example.my");
    await form.getByRole("button", { name: "Request a Callback" }).click();
    await expect(page.getByText(FAILURE).first()).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Tan Ah Kow");
    await expect(form.getByLabel("Email")).toHaveValue("tan@example.my");
  } finally {
    server?.kill("SIGTERM");
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});
