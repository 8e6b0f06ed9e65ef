import { expect, test, type Page } from "@playwright/test";
import { asc, eq, gte } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { books, masterclasses } from "../../server/db/schema";
import { startLiveServer, type LiveServer } from "../security/live-server";
import { gotoHydrated } from "./support/hydrated";

/** Opens `path` and waits until its live stream is connected. */
async function openLive(page: Page, url: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/live");
  await gotoHydrated(page, url);
  expect((await stream).status()).toBe(200);
}

test("a broken live stream says so once", async ({ page }) => {
  await page.route("**/live*", (route) => route.abort());
  await gotoHydrated(page, "/shop/masterclasses");
  await expect(page.getByText("Connection error")).toBeVisible();
  await expect(
    page.getByText(
      "Failed to enable real-time updates. You may need to refresh the page to see new content.",
    ),
  ).toBeVisible();
  // Reconnection attempts that fail too do not repeat it.
  await page.waitForTimeout(2500);
  await expect(page.getByText("Connection error")).toHaveCount(1);
});

test.describe("two instances on one PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let a: LiveServer;
  let b: LiveServer;
  let database: Database;
  test.beforeAll(async () => {
    a = await startLiveServer("postgres");
    b = await startLiveServer("postgres", {}, { databaseUrl: a.databaseUrl! });
    database = await a.openDatabase();
  });
  test.afterAll(async () => {
    await database?.close();
    await b?.stop();
    await a?.stop();
  });

  test("an edit through instance A shows on a catalogue page of instance B within 2 s", async ({
    page,
  }) => {
    const [next] = await database.db
      .select({ id: masterclasses.id, title: masterclasses.title })
      .from(masterclasses)
      .where(gte(masterclasses.date, new Date()))
      .orderBy(asc(masterclasses.date))
      .limit(1);
    expect(next).toBeDefined();
    await openLive(page, `${b.url}/shop/masterclasses`);
    await expect(page.getByText(next!.title).first()).toBeVisible();
    const title = `${next!.title} (rescheduled)`;
    await database.db.update(masterclasses).set({ title }).where(eq(masterclasses.id, next!.id));
    // The event must arrive within 2 s; the re-render after it is a loader round
    // trip, which a loaded CI machine can stretch.
    await expect(page.getByText("Masterclass updated")).toBeVisible({ timeout: 2000 });
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 10_000 });
  });

  test("a book page reacts to its own book only", async ({ page }) => {
    const [first, other] = await database.db
      .select({ id: books.id, slug: books.slug, title: books.title })
      .from(books)
      .orderBy(asc(books.title))
      .limit(2);
    expect(other).toBeDefined();
    await openLive(page, `${b.url}/shop/books/${first!.slug}`);
    await database.db
      .update(books)
      .set({ title: `${other!.title} 2` })
      .where(eq(books.id, other!.id));
    await page.waitForTimeout(1000);
    await expect(page.getByText("Book updated")).toHaveCount(0);
    const title = `${first!.title}: Second Edition`;
    await database.db.update(books).set({ title }).where(eq(books.id, first!.id));
    await expect(page.getByText("Book updated")).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 10_000 });
  });
});
