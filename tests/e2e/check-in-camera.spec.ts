import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import config from "../../playwright.config";
import { registrations } from "../../server/db/schema";
import { insertCourseToday, insertTicketedSeat } from "./support/door-day";
import { gotoHydrated } from "./support/hydrated";
import { ownPort, signInTo, type OwnServer, startOwnServer } from "./support/own-server";
import { writeQrVideo } from "./support/qr-video";

// The door's camera (docs/decisions/0041-tickets-and-check-in.md): Chromium's fake
// camera plays a video of an attendee's ticket QR code, and the check-in page reads it from the
// camera frames and checks them in. Chromium on Linux has no BarcodeDetector, so the page reads
// the frames with jsQR, loaded when the camera opens; the test takes BarcodeDetector away
// should a build have it, so it is always that path. Its own server (offset 250).
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const { port, baseURL } = ownPort(250);
const OWNER = { email: "camera@aihq.test", password: "e2e-camera-password" };
const COURSE = "AI for Operations Teams";
const ATTENDEE = "Siti Camera";
const TOKEN = crypto.randomBytes(24).toString("base64url");

// The browser is launched with the camera already in place, so the video is written when the
// worker loads this file (the run's listing in the main process needs only its name).
const VIDEO = path.join(os.tmpdir(), `aihq-check-in-camera-${process.pid}.y4m`);
if (process.env.TEST_WORKER_INDEX !== undefined) writeQrVideo(VIDEO, `${baseURL}/tickets/${TOKEN}`);
const base = config.use?.launchOptions ?? {};
test.use({
  baseURL,
  viewport: { width: 390, height: 844 },
  permissions: ["camera"],
  launchOptions: {
    ...base,
    args: [
      ...(base.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

let server: OwnServer | undefined;
let courseId = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "camera",
    port,
    admin: OWNER,
    prepare: async (database) => {
      courseId = await insertCourseToday(database, {
        slug: "ai-for-operations-teams",
        title: COURSE,
      });
      await insertTicketedSeat(database, {
        courseId,
        courseTitle: COURSE,
        reference: "AIHQ-R-CAM7Q2",
        name: ATTENDEE,
        email: "siti.camera@example.my",
        org: "Petronas",
        payment: "individual",
        status: "confirmed",
        token: TOKEN,
      });
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(VIDEO, { force: true });
});

// The check-in pages may use the camera, for themselves only; every other page may not.
test("the camera is allowed on the door's pages and nowhere else (Permissions-Policy)", async ({
  page,
}) => {
  await signInTo(page, baseURL, OWNER, `/admin/check-in/${courseId}`);
  const door = await page.goto(`/admin/check-in/${courseId}`);
  expect(door?.headers()["permissions-policy"]).toMatch(/(^|, )camera=\(self\)(,|$)/);
  for (const other of ["/admin/leads", "/", "/shop/masterclasses"]) {
    const response = await page.request.get(other);
    expect(response.headers()["permissions-policy"], other).toMatch(/(^|, )camera=\(\)(,|$)/);
  }
});

test("the camera reads a ticket's QR code (jsQR) and checks the attendee in", async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  await signInTo(page, baseURL, OWNER, `/admin/check-in/${courseId}`);
  await gotoHydrated(page, `/admin/check-in/${courseId}`);
  // Without BarcodeDetector the scanner's only decoder is jsQR.
  expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);
  await page.getByRole("button", { name: "Scan tickets with the camera" }).click();
  const result = page.getByTestId("check-in-result");
  await expect(result).toContainText(`Checked in: ${ATTENDEE}`);
  await expect(result).toContainText("Petronas");
  await expect(result).toContainText("Paid");
  await page.getByRole("button", { name: "Close camera" }).click();

  // The server holds the check-in: the list, loaded afresh, shows it, and the same ticket
  // sent again is answered from the stored check-in of today.
  await gotoHydrated(page, `/admin/check-in/${courseId}`);
  await expect(page.getByRole("listitem").filter({ hasText: ATTENDEE })).toContainText("In at");
  const again = await page.request.post(`/admin/check-in/${courseId}/scan`, {
    headers: { Accept: "application/json", Origin: baseURL },
    form: { token: TOKEN },
  });
  expect(await again.json()).toMatchObject({ status: "already" });

  // And the database says so: the server stopped, its data read, the server started again.
  await server!.restart(async (database) => {
    const [row] = await database.db
      .select({ attendedAt: registrations.attendedAt })
      .from(registrations)
      .where(eq(registrations.name, ATTENDEE));
    expect(row?.attendedAt).toBeInstanceOf(Date);
  });
});
