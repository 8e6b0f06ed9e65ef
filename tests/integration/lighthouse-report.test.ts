import { describe, expect, it } from "vitest";
import { medianRun, pickPages } from "../../scripts/lib/lighthouse-report.mjs";

const sitemap = `<?xml version="1.0"?><urlset>
  <url><loc>http://localhost:3000/</loc></url>
  <url><loc>http://localhost:3000/shop/masterclasses</loc></url>
  <url><loc>http://localhost:3000/shop/masterclasses/custom</loc></url>
  <url><loc>http://localhost:3000/blog/first-post</loc></url>
  <url><loc>http://localhost:3000/shop/masterclasses/past-course</loc></url>
  <url><loc>http://localhost:3000/shop/masterclasses/open-course</loc></url>
</urlset>`;

describe("pickPages", () => {
  it("takes the first masterclass with a running countdown, never the custom-training page", async () => {
    const pages = await pickPages(sitemap, async (path: string) => path.endsWith("open-course"));
    expect(pages.map((p) => p.path)).toEqual([
      "/",
      "/shop/masterclasses",
      "/shop/masterclasses/open-course",
      "/blog/first-post",
    ]);
  });

  it("falls back to the first masterclass, and refuses a sitemap without one", async () => {
    const pages = await pickPages(sitemap, async () => false);
    expect(pages[2]?.path).toBe("/shop/masterclasses/past-course");
    await expect(pickPages("<urlset></urlset>", async () => false)).rejects.toThrow(
      /no masterclass/,
    );
  });
});

describe("medianRun", () => {
  const run = (score: number, lcp: number) => ({ score, metrics: { lcp } });
  it("is the middle run by score", () => {
    expect(medianRun([run(98, 1), run(60, 2), run(100, 3)])).toEqual(run(98, 1));
    expect(medianRun([run(90, 1)])).toEqual(run(90, 1));
  });
});
