import { expect, test } from "@playwright/test";

test("the legal page opens on the Privacy Policy and switches to eight numbered terms", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const tabs = page.getByRole("tablist", { name: "Legal documents" });
  await expect(tabs.getByRole("tab", { name: "Privacy Policy" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel")).toContainText("Effective 1 June 2024");
  await expect(page.getByRole("tabpanel")).toContainText("Personal Data Protection Act 2010");
  await tabs.getByRole("tab", { name: "Terms & Conditions" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(8);
  await expect(panel.getByRole("heading", { level: 3 }).first()).toHaveText(/^1\. /);
  await expect(panel.getByRole("heading", { level: 3 }).last()).toHaveText(/^8\. /);
  await expect(page).toHaveURL(/tab=terms/);
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  await tabs.getByRole("tab", { name: "Terms & Conditions" }).press("ArrowLeft");
  await expect(tabs.getByRole("tab", { name: "Privacy Policy" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
