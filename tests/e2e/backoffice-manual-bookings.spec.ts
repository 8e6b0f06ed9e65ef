import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ownPort, type OwnServer, signInTo, startOwnServer } from "./support/own-server";
import { masterclasses } from "../../server/db/schema";
import { expectFits } from "./support/layout-fit";

// The team's week at the desk: a walk-in, an HRDC group pasted from the
// company's e-mail, a colleague swapped in, the group's payment confirmed at
// once and one seat's undone. Its own server on a prepared DATA_DIR (an
// empty HRDC course), so nothing else's bookings count. Serial: one server.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const { port, baseURL } = ownPort(30);
const ADMIN = { email: "owner@aihq.test", password: "e2e-owner-password" };
const DAY = 86_400_000;
const TITLE = "E2E AI for HR Leaders";

let server: OwnServer | undefined;
let courseId = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "manual",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: "e2e-ai-for-hr-leaders",
          title: TITLE,
          date: new Date(Date.now() + 20 * DAY),
          price: "1500.00",
          classSize: 6,
          isHrdc: true,
        })
        .returning();
      courseId = course!.id;
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, next: string) => signInTo(page, baseURL, ADMIN, next);

const shotDir = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

/** A part of the course page, by its heading's id. */
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);
const rowOf = (page: Page, name: string) =>
  section(page, "attendees").getByRole("row").filter({ hasText: name });

test("adds a walk-in and an HRDC group by paste, swaps a colleague, confirms the group's payment and undoes one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const coursePage = `/admin/registrations/${courseId}`;
  await signIn(page, coursePage);
  await page.getByRole("link", { name: "Add a registration" }).click();
  await expect(page.getByRole("heading", { name: "Add a registration" })).toBeVisible();
  await expectFits(page, "manual bookings, step 1");

  // A walk-in: the public form's fields.
  const walkIn = page.getByRole("form", { name: "Add a walk-in" });
  await walkIn.getByLabel("Full Name *").fill("Siti Walk-in");
  await walkIn.getByLabel("Email *").fill("siti.walkin@example.my");
  await walkIn.getByRole("button", { name: "Add walk-in" }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePage}$`));
  await expect(rowOf(page, "Siti Walk-in").getByText("Registered", { exact: true })).toBeVisible();

  // An HRDC group from the company's e-mail: a wrong row is shown before anything is saved.
  await page.getByRole("link", { name: "Add a registration" }).click();
  const group = page.getByRole("form", { name: "Add an HRDC group" });
  await group.getByLabel("Full Name *").fill("Nurul Aina");
  await group.getByLabel("Email *").fill("nurul@sunway.my");
  await group.getByLabel("Phone Number *").fill("012-345 6789");
  await group.getByLabel("Organization *").fill("Sunway Berhad");
  await group.getByLabel("Job Role *").fill("HR Manager");
  const list = group.getByLabel("Attendees: name, e-mail, role, one a line");
  // Excel's plain CSV (Windows-1252) is refused at the field, and none of its rows is taken.
  await group.getByLabel("Or upload a CSV file").setInputFiles({
    name: "staff.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Jos\u00e9 Rahman,jose@sunway.my,Engineer\r\n", "latin1"),
  });
  await expect(
    group.getByText(
      "This file is not UTF-8. In Excel choose File › Save As › CSV UTF-8, then upload it again.",
    ),
  ).toBeVisible();
  await expect(list).toHaveValue("");
  await list.fill(
    [
      "Tan Wei Ming, tan@sunway.my, Data Analyst",
      "Aisyah Rahman\taisyah@sunway\tHR Executive",
      "Ravi Kumar, ravi@sunway.my, Engineer",
    ].join("\n"),
  );
  const preview = group.getByRole("table", { name: "Attendees as they will be saved" });
  await expect(preview.getByRole("row").filter({ hasText: "Aisyah Rahman" })).toContainText(
    "Valid email is required",
  );
  await expect(group.getByText("3 attendees · 1 to fix")).toBeVisible();
  await group.getByRole("button", { name: "Add HRDC group" }).click();
  await expect(
    group.getByText("1 row needs fixing (marked below). Nothing was saved."),
  ).toBeVisible();
  await list.fill(
    [
      "Tan Wei Ming, tan@sunway.my, Data Analyst",
      "Aisyah Rahman\taisyah@sunway.my\tHR Executive",
      "Ravi Kumar, ravi@sunway.my, Engineer",
    ].join("\n"),
  );
  await expect(group.getByText("3 attendees · ready to save")).toBeVisible();
  await expectFits(page, "manual bookings, step 2");
  await shot(page, "manual-add-1280");
  await group.getByRole("button", { name: "Add HRDC group" }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePage}$`));
  for (const name of ["Tan Wei Ming", "Aisyah Rahman", "Ravi Kumar"])
    await expect(
      rowOf(page, name).getByRole("cell", { name: /^Sunway Berhad AIHQ-G-/ }),
    ).toBeVisible();

  // Ravi cannot come: a colleague takes his seat.
  const ravi = rowOf(page, "Ravi Kumar");
  await ravi.getByText("Swap…").click();
  await ravi.getByLabel("Colleague's name").fill("Farah Lee");
  await ravi.getByLabel("Colleague's e-mail").fill("farah@sunway.my");
  await ravi.getByLabel("Job role").fill("Engineer");
  await ravi.getByRole("button", { name: "Swap Ravi Kumar for this colleague" }).click();
  await expect(rowOf(page, "Farah Lee").getByText("Registered", { exact: true })).toBeVisible();
  await expect(
    section(page, "cancelled").getByRole("row").filter({ hasText: "Ravi Kumar" }),
  ).toBeVisible();

  // The company pays for its three seats at once.
  const groups = section(page, "groups");
  await groups.getByText("Confirm payment for 3 seats…").click();
  await expect(groups.getByLabel("Amount (MYR)")).toHaveValue("4500.00");
  await expect(groups.getByLabel("Method")).toHaveValue("hrdc");
  await groups.getByLabel("Reference (optional)").fill("HRDC-CLAIM-0042");
  await groups.getByRole("button", { name: "Confirm payment for 3 seats" }).click();
  await expect(page.getByText("Payment confirmed for 3 seats")).toBeVisible();
  for (const name of ["Tan Wei Ming", "Aisyah Rahman", "Farah Lee"]) {
    const row = rowOf(page, name);
    await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(row.getByText(/Paid RM\s1,500\.00 · HRDC · HRDC-CLAIM-0042/)).toBeVisible();
  }
  await expect(groups.getByText("Nothing left to pay")).toBeVisible();

  // One of them was entered by mistake: undone, with the reason.
  const aisyah = rowOf(page, "Aisyah Rahman");
  await aisyah.getByText("Undo payment…").click();
  await aisyah.getByRole("button", { name: "Undo payment" }).click();
  await expect(aisyah.getByText("Say why the payment is undone.")).toBeVisible();
  await aisyah.getByLabel("Why is the payment undone?").fill("Her seat is paid separately");
  await aisyah.getByRole("button", { name: "Undo payment" }).click();
  await expect(aisyah.getByText("Registered", { exact: true })).toBeVisible();
  await expect(aisyah.getByText("Confirm payment…")).toBeVisible();
  await expect(rowOf(page, "Tan Wei Ming").getByText("Confirmed", { exact: true })).toBeVisible();
  await expectFits(page, "manual bookings, step 3");
  await shot(page, "manual-course-1280");

  // The audit log has each of these.
  await page.goto(`${baseURL}/admin/audit`);
  for (const text of [
    "Added the HRDC booking",
    "Handed the place of",
    "Confirmed the payment of AIHQ-G-",
    "Undid the payment of",
  ])
    await expect(page.getByText(text).first()).toBeVisible();

  // On a phone the same page fits, payment and attendance apart.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURL}${coursePage}`);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  await expectFits(page, "manual bookings, step 4");
  await shot(page, "manual-course-390");
  await page.goto(`${baseURL}${coursePage}/add`);
  await expectFits(page, "manual bookings, step 5");
  await shot(page, "manual-add-390");
});
