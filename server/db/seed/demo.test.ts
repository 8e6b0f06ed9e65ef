import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/integration/test-db";
import {
  blogCategories,
  blogPosts,
  books,
  certificates,
  grants,
  masterclasses,
  ntwPrograms,
} from "#server/db/schema";
import { brochureKey } from "#server/files/brochure-path";
import { seedDemo } from "./demo";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../public");
const DAY_MS = 86_400_000;
// A fixed day, so the assertions about dates do not depend on when the suite runs.
const today = new Date("2026-03-10T04:00:00Z");

const OPERATOR_FILE = "brochures/hr-masterclass.pdf";
/** Where that stored value lands in the brochure folder. */
const OPERATOR_KEY = "hr-masterclass.pdf";

for (const target of testDatabases()) {
  describe(`demo seed on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let brochuresDir: string;
    let firstRun: { seeded: boolean };

    beforeAll(async () => {
      database = await target.open();
      brochuresDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-seed-"));
      // A brochure the operator already replaced must survive the seeding.
      fs.writeFileSync(path.join(brochuresDir, OPERATOR_KEY), "replaced by the operator");
      firstRun = await seedDemo(database.db, { today, brochuresDir });
    });

    afterAll(async () => {
      await database?.dispose();
      if (brochuresDir) fs.rmSync(brochuresDir, { recursive: true, force: true });
    });

    describe("seedDemo", () => {
      it("seeds an empty database", () => {
        expect(firstRun).toEqual({ seeded: true });
      });

      it("creates the catalogue of masterclasses and conferences", async () => {
        const rows = await database.db.select().from(masterclasses);
        expect(rows).toHaveLength(10);
        const slugs = rows.map((row) => row.slug);
        for (const slug of [
          "hr-masterclass",
          "business-writing-masterclass",
          "chatgpt-skill-boost",
          "ai-ready-leader",
        ]) {
          expect(slugs).toContain(slug);
        }

        const conferences = rows.filter((row) => row.type === "conference" && row.endDate !== null);
        expect(conferences.length).toBeGreaterThanOrEqual(2);
        for (const conference of conferences) {
          // 9:00 AM on the first day to 5:00 PM on the last.
          const span = Math.floor(
            (conference.endDate!.getTime() - conference.date.getTime()) / DAY_MS,
          );
          expect([2, 3]).toContain(span);
        }

        expect(new Set(rows.map((row) => row.format))).toEqual(new Set(["virtual", "physical"]));
        expect(rows.filter((row) => row.date < today)).toHaveLength(1);
        expect(rows.filter((row) => row.isNtw)).toHaveLength(2);
        for (const row of rows) {
          // 9:00 AM in Kuala Lumpur.
          expect(row.date.getUTCHours()).toBe(1);
          expect(Number(row.price)).toBeGreaterThanOrEqual(299);
          expect(Number(row.price)).toBeLessThanOrEqual(4500);
        }
        expect(rows.filter((row) => Object.keys(row.content).length <= 1)).toHaveLength(1);
      });

      it("creates books, grants and National Training Week programs", async () => {
        expect(await database.db.select().from(books)).toHaveLength(5);

        const grantRows = await database.db.select().from(grants);
        expect(grantRows).toHaveLength(4);
        expect(grantRows.filter((grant) => grant.brochure !== null)).toHaveLength(1);
        expect(grantRows.filter((grant) => grant.benefits.length === 0)).toHaveLength(1);

        const programs = await database.db.select().from(ntwPrograms);
        expect(programs).toHaveLength(6);
        for (const program of programs) {
          const daysAhead = (program.date.getTime() - today.getTime()) / DAY_MS;
          expect(daysAhead).toBeGreaterThan(10);
          expect(daysAhead).toBeLessThan(45);
        }
      });

      it("creates the blog with its categories", async () => {
        const categories = await database.db.select().from(blogCategories);
        expect(categories).toHaveLength(3);

        const posts = await database.db.select().from(blogPosts);
        expect(posts).toHaveLength(8);
        const published = posts.filter((post) => post.status === "published");
        expect(published).toHaveLength(6);
        expect(posts.filter((post) => post.featured)).toHaveLength(1);
        const categoryIds = new Set(categories.map((category) => category.id));
        for (const post of posts) {
          expect(categoryIds.has(post.categoryId ?? "")).toBe(true);
          expect(post.readingTime).toBeGreaterThan(0);
        }
        expect(new Set(posts.map((post) => post.readingTime)).size).toBeGreaterThan(1);
        for (const post of published)
          expect(post.publishedAt!.getTime()).toBeLessThan(today.getTime());
      });

      it("creates the documented demo certificates", async () => {
        const rows = await database.db.select().from(certificates);
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const id of ["AIHQ-CERT-0001", "AIHQ-CERT-0002"]) {
          expect(byId.get(id)?.status).toBe("valid");
          expect(byId.get(id)?.expiresOn).toBeNull();
        }
        expect(rows.filter((row) => row.status === "revoked")).toHaveLength(1);
        expect(
          rows.filter((row) => row.expiresOn !== null && row.expiresOn < "2026-03-10"),
        ).toHaveLength(1);
      });

      it("references only images that exist under public/", async () => {
        const paths: string[] = [];
        for (const row of await database.db.select().from(masterclasses)) {
          if (row.heroImg) paths.push(row.heroImg);
          for (const person of [row.content.trainer, ...(row.content.speakers ?? [])]) {
            if (person?.photo) paths.push(person.photo);
          }
        }
        for (const row of await database.db.select().from(books))
          if (row.cover) paths.push(row.cover);
        for (const row of await database.db.select().from(blogPosts)) {
          for (const image of [row.featuredImage, row.ogImage, row.authorImage])
            if (image) paths.push(image);
        }
        expect(paths.length).toBeGreaterThan(20);
        const missing = paths.filter((image) => !fs.existsSync(path.join(publicDir, image)));
        expect(missing).toEqual([]);
      });

      it("copies the referenced brochures into the brochure folder", async () => {
        const referenced = [
          ...(await database.db.select({ brochure: masterclasses.brochure }).from(masterclasses)),
          ...(await database.db.select({ brochure: grants.brochure }).from(grants)),
        ].flatMap((row) => (row.brochure ? [row.brochure] : []));
        expect(referenced).toHaveLength(5);
        expect(referenced).toContain(OPERATOR_FILE);
        for (const brochure of referenced) {
          const contents = fs.readFileSync(path.join(brochuresDir, brochureKey(brochure) ?? "-"));
          if (brochure === OPERATOR_FILE) {
            expect(contents.toString("utf8")).toBe("replaced by the operator");
          } else {
            expect(contents.subarray(0, 5).toString("latin1")).toBe("%PDF-");
          }
        }
      });

      it("does nothing on a database that already has content", async () => {
        const countBefore = (await database.db.select().from(masterclasses)).length;
        await expect(seedDemo(database.db, { today, brochuresDir })).resolves.toEqual({
          seeded: false,
        });
        expect(await database.db.select().from(masterclasses)).toHaveLength(countBefore);
        expect(await database.db.select().from(blogPosts)).toHaveLength(8);
        expect(await database.db.select().from(certificates)).toHaveLength(4);
      });
    });
  });
}
