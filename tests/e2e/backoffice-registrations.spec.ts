import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ownPort, type OwnServer, signInTo, startOwnServer } from "./support/own-server";
import { emailOutbox, masterclasses, registrations } from "../../server/db/schema";
import { sampleFormData } from "../../server/email/samples";

// This spec runs its own server on a DATA_DIR prepared before start (a full
// course with a waiting list, and a mail that failed for good), so it needs
// no public registration and no SMTP failure to get there. Serial: one server.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const { port, baseURL } = ownPort(50);
const ADMIN = { email: "owner@aihq.test", password: "e2e-owner-password" };
const SIGN_IN_TIMEOUT = 20_000;
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const DAY = 86_400_000;
const shotDir = process.env.E2E_SCREENSHOTS;

let server: OwnServer | undefined;
const courses: Record<string, { id: string; title: string }> = {};
const failedMail: Record<string, string> = {};

function reference(prefix: string, n: number) {
  // AIHQ-R- and six of [A-Z2-9].
  return `AIHQ-R-${prefix}${"ABCDEFGHJKMNPQRSTUVWXYZ"[n]}${"23456789"[n]}${"XYZ"[n % 3]}Q`;
}

test.beforeAll(async () => {
  // Migrating, then a production server's start, on a machine that may be busy.
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "backoffice",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      const db = database.db;
      for (const [index, viewport] of VIEWPORTS.entries()) {
        const title = `E2E Payroll Prompting ${viewport.name}`;
        const [course] = await db
          .insert(masterclasses)
          .values({
            slug: `e2e-payroll-${viewport.name}`,
            title,
            date: new Date(Date.now() + 20 * DAY),
            price: "1200.00",
            classSize: 2,
          })
          .returning();
        courses[viewport.name] = { id: course!.id, title };
        const people = [
          ["Aminah Payer", "registered"],
          ["Boon Canceller", "registered"],
          ["Chandra Waiting", "waitlisted"],
        ] as const;
        for (const [n, [name, status]] of people.entries()) {
          await db.insert(registrations).values({
            reference: reference(index === 0 ? "DK" : "PH", n),
            name: `${name} ${viewport.name}`,
            email: `${name.split(" ")[0]!.toLowerCase()}.${viewport.name}@example.my`,
            payment: "individual",
            productType: "masterclass",
            productId: course!.id,
            productTitle: title,
            productPrice: "1200.00",
            status,
            privacyNoticeVersion: "2024-06-01",
            createdAt: new Date(Date.now() - (10 - n) * 60_000),
          });
        }
        const [mail] = await db
          .insert(emailOutbox)
          .values({
            formType: "contact_callback",
            formData: sampleFormData.contact_callback as unknown as Record<string, unknown>,
            recipientRole: "team",
            toAddress: `team+${viewport.name}@aihq.test`,
            status: "failed",
            attempts: 20,
            lastError: "ECONNREFUSED: the mail server refused the connection",
          })
          .returning();
        failedMail[viewport.name] = mail!.id;
      }
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, next: string) => signInTo(page, baseURL, ADMIN, next, SIGN_IN_TIMEOUT);

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("confirms a payment, cancels a seat (the waiting list is offered it), opens the sheet", async ({
      page,
    }) => {
      const course = courses[viewport.name]!;
      await signIn(page, "/admin/registrations");
      await expect(page.getByRole("heading", { name: "Registrations" })).toBeVisible();
      await page.getByRole("link", { name: new RegExp(course.title) }).click();
      await expect(page.getByRole("heading", { name: course.title })).toBeVisible();
      await shot(page, `registrations-course-${viewport.width}`);

      const payer = page.getByRole("row").filter({ hasText: `Aminah Payer ${viewport.name}` });
      // The payment's form opens apart from the row's other controls; its amount is the price.
      await payer.getByText("Confirm payment…").click();
      await expect(payer.getByLabel("Amount (MYR)")).toHaveValue("1200.00");
      await payer.getByRole("button", { name: "Confirm payment", exact: true }).click();
      await expect(payer.getByText("Confirmed", { exact: true })).toBeVisible();
      await expect(payer.getByText(/Paid RM\s1,200\.00 · Bank transfer/)).toBeVisible();
      await expect(payer.getByRole("button", { name: "Confirm payment" })).toHaveCount(0);

      const canceller = page
        .getByRole("row")
        .filter({ hasText: `Boon Canceller ${viewport.name}` });
      await canceller.getByText("Cancel…").click();
      await canceller.getByRole("button", { name: "Yes, cancel" }).click();
      const waiting = page
        .getByRole("region", { name: /Waiting list/ })
        .getByRole("listitem")
        .filter({ hasText: `Chandra Waiting ${viewport.name}` });
      await expect(waiting.getByText("Seat offered", { exact: true })).toBeVisible();
      await expect(waiting).toContainText("offer until");
      await expect(
        page
          .getByRole("region", { name: /Cancelled/ })
          .getByText(`Boon Canceller ${viewport.name}`),
      ).toBeVisible();
      await shot(page, `registrations-after-${viewport.width}`);

      await page.getByRole("link", { name: "Attendance sheet" }).click();
      await expect(page.getByRole("heading", { name: course.title })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: "Signature" })).toBeVisible();
      await expect(page.getByRole("cell", { name: `Aminah Payer ${viewport.name}` })).toBeVisible();
      await expect(page.getByText(`Boon Canceller ${viewport.name}`)).toHaveCount(0);
      await expect(page.getByText(/MYT/)).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByText("← Back to the course")).toBeHidden();
      await expect(page.getByRole("table")).toHaveCount(1);
      await shot(page, `attendance-sheet-print-${viewport.width}`);
    });

    test("opens a failed mail, sees it rendered in the sandboxed frame, retries it", async ({
      page,
    }) => {
      const id = failedMail[viewport.name]!;
      await signIn(page, "/admin/mail?status=failed");
      const item = page
        .getByRole("listitem")
        .filter({ hasText: `team+${viewport.name}@aihq.test` });
      await expect(item).toContainText("ECONNREFUSED");
      await item.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/admin/mail/${id}$`));
      // The frame is the message's page: the list (and the other width's failed mail) is gone.
      const frame = page.locator('iframe[title="Rendered message"]');
      await expect(frame).toHaveAttribute("sandbox", "");
      await expect(
        page.getByText("ECONNREFUSED: the mail server refused the connection"),
      ).toBeVisible();
      await expect(frame.contentFrame().getByText("Tan Wei Ming").first()).toBeVisible();
      await expect(page.getByRole("region", { name: "Text version" })).toContainText(
        "Tan Wei Ming",
      );
      await shot(page, `mail-message-${viewport.width}`);

      await page.getByRole("button", { name: "Retry this mail" }).click();
      await expect(page.getByText("Mail queued again")).toBeVisible();
      // The worker is woken at once and the sink accepts it.
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.locator("dl").innerText();
          },
          { timeout: 20_000 },
        )
        .toMatch(/Status\s+sent/);
    });
  });
}
