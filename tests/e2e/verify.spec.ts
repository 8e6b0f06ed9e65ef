import { expect, test } from "@playwright/test";

test("a valid certificate shows its holder, program and date", async ({ page }) => {
  await page.goto("/verify");
  await page.getByLabel("Certificate ID").fill("  aihq-cert-0001 ");
  await page.getByLabel("Certificate ID").press("Enter");
  await expect(page.getByRole("heading", { name: "Certificate Valid" })).toBeVisible();
  await expect(page.getByText("Date Issued")).toBeVisible();
  await expect(page).toHaveURL(/\?id=/);
});

test("an unknown certificate is not found", async ({ page }) => {
  await page.goto("/verify");
  await page.getByLabel("Certificate ID").fill("AIHQ-CERT-9999");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Certificate Not Found" })).toBeVisible();
  await expect(
    page.getByText(
      "The certificate ID you entered could not be verified. Please check the ID and try again.",
    ),
  ).toBeVisible();
});

test("a blank ID asks for one", async ({ page }) => {
  await page.goto("/verify");
  await page.getByLabel("Certificate ID").fill("   ");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a certificate ID");
});

test("a certificate can be shared as a link, and a revoked one never shows as valid", async ({
  page,
}) => {
  await page.goto("/verify?id=AIHQ-CERT-0002");
  await expect(page.getByRole("heading", { name: "Certificate Valid" })).toBeVisible();
  await expect(page.getByLabel("Certificate ID")).toHaveValue("AIHQ-CERT-0002");
  await page.goto("/verify?id=AIHQ-CERT-7QX4-M2KD");
  await expect(page.getByRole("heading", { name: "Certificate Revoked" })).toBeVisible();
  await expect(page.getByText(/was revoked on/)).toBeVisible();
  await expect(page.getByText("Certificate Valid")).toHaveCount(0);
  await page.goto("/verify?id=AIHQ-CERT-K9TB-4WNE");
  await expect(page.getByRole("heading", { name: "Certificate Expired" })).toBeVisible();
});
