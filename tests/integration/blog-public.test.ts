import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postSchema } from "#app/features/blog/admin/post.schema";
import { createPost, updatePost } from "#app/features/blog/admin/posts.server";
import { postMeta } from "#app/features/blog/post-meta";
import { openDatabase } from "#server/db/client";
import { blogPosts, books, masterclasses } from "#server/db/schema";
import { installTestRuntime } from "#server/runtime";
import {
  args,
  importRoute,
  ORIGIN,
  request,
  run,
  adminActor,
  setUpRuntime,
  type RouteModule,
} from "./admin-helpers";
import type { AdminUser } from "#server/auth/sessions";
import { testDatabases } from "./test-db";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const post = (fields: Partial<Record<string, string>>) =>
  postSchema.parse({
    title: "A post",
    content: "<p>Hello readers</p>",
    status: "published",
    ...fields,
  });

for (const target of testDatabases()) {
  describe(`public blog on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let actor: AdminUser;
    let list: RouteModule;
    let page: RouteModule;
    let counter: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      actor = await adminActor(database.db);
      list = await importRoute("routes/blog/index.tsx");
      page = await importRoute("routes/blog/post.tsx");
      counter = await importRoute("routes/api/blog-view.ts");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(blogPosts);
    });

    const view = (slug: string) =>
      run(
        page.loader,
        args(request(`/blog/${slug}`, { headers: { "User-Agent": BROWSER } }), { slug }),
      );
    const count = (slug: string, headers: Record<string, string> = { "User-Agent": BROWSER }) =>
      run(
        counter.action,
        args(request(`/api/blog-views/${slug}`, { method: "POST", headers }), { slug }),
      );
    const views = async (slug: string) =>
      (
        await database.db
          .select({ n: blogPosts.viewCount })
          .from(blogPosts)
          .where(eq(blogPosts.slug, slug))
      )[0]?.n;

    it("lists published posts only, newest published first, and says when there are none", async () => {
      expect((await run(list.loader, args(request("/blog")))).body).toEqual({
        posts: [],
        error: false,
      });
      await createPost(actor, post({ title: "Older" }), new Date("2026-01-01T00:00:00Z"));
      await createPost(
        actor,
        post({ title: "Newer", featured: "on" }),
        new Date("2026-02-01T00:00:00Z"),
      );
      await createPost(
        actor,
        post({ title: "Secret", status: "draft" }),
        new Date("2026-03-01T00:00:00Z"),
      );
      const { posts } = (await run(list.loader, args(request("/blog")))).body as {
        posts: { title: string; featured: boolean }[];
      };
      expect(posts.map((p) => p.title)).toEqual(["Newer", "Older"]);
      expect(posts[0]?.featured).toBe(true);
      // A list carries the excerpt (here the start of the text), never the whole article.
      expect(posts[0]).toMatchObject({ excerpt: "Hello readers" });
      expect(posts[0]).not.toHaveProperty("content");
    });

    it("reports a database failure as the error state instead of crashing", async () => {
      const broken = await openDatabase({});
      await broken.close();
      const undo = installTestRuntime(broken);
      try {
        expect((await run(list.loader, args(request("/blog")))).body).toEqual({
          posts: [],
          error: true,
        });
        expect((await view("anything")).status).toBe(503);
      } finally {
        undo();
      }
    });

    it("answers 404 for drafts, unknown and malformed slugs", async () => {
      await createPost(actor, post({ title: "Draft one", status: "draft" }));
      for (const slug of ["draft-one", "no-such-post", "../etc/passwd", "UPPER"]) {
        const outcome = await view(slug);
        expect(outcome.thrown, slug).toBe(true);
        expect(outcome.status, slug).toBe(404);
      }
    });

    it("counts each reader atomically through the counter, and none for bots, prefetches or other sites", async () => {
      await createPost(actor, post({ title: "Counted" }));
      const counts = await Promise.all(Array.from({ length: 12 }, () => count("counted")));
      expect(counts.map((outcome) => outcome.status)).toEqual(Array(12).fill(200));
      expect(await views("counted")).toBe(12);
      expect((await count("counted")).body).toEqual({ viewCount: 13 });
      // Rendering the page counts nothing: it may be served from the page cache.
      expect(((await view("counted")).body as { post: { viewCount: number } }).post.viewCount).toBe(
        13,
      );
      await view("counted");
      expect(await views("counted")).toBe(13);

      for (const headers of [
        { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
        { "User-Agent": "facebookexternalhit/1.1" },
        {} as Record<string, string>,
        { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" },
      ]) {
        expect((await count("counted", headers)).status).toBe(202);
      }
      const crossSite = await count("counted", {
        "User-Agent": BROWSER,
        "Sec-Fetch-Site": "cross-site",
      });
      expect(crossSite.status).toBe(403);
      expect(await views("counted")).toBe(13);
    });

    it("refuses to count drafts, unknown and malformed slugs with a 404", async () => {
      await createPost(actor, post({ title: "Draft two", status: "draft" }));
      for (const slug of ["draft-two", "no-such-post", "../etc/passwd", "UPPER"]) {
        const outcome = await count(slug);
        expect(outcome.status, slug).toBe(404);
        expect(outcome.body, slug).toEqual({ error: "No such post" });
      }
      expect(await views("draft-two")).toBe(0);
    });

    it("serves the page's share metadata: canonical, Open Graph, Twitter and BlogPosting JSON-LD", async () => {
      await createPost(
        actor,
        post({
          title: "Shared",
          metaTitle: "Shared on LinkedIn",
          metaDescription: "Why this matters.",
          featuredImage: "/images/blog/copilot-or-chatgpt.svg",
          authorName: "Aisyah Rahman",
        }),
      );
      const outcome = await view("shared");
      const data = outcome.body as { post: Parameters<typeof postMeta>[0]; origin: string };
      expect(data.origin).toBe(ORIGIN);
      const meta = postMeta(data.post, data.origin);
      const find = (key: string, value: string) =>
        meta.find((m) => (m as Record<string, unknown>)[key] === value) as
          Record<string, unknown> | undefined;
      expect(meta[0]).toEqual({ title: "Shared on LinkedIn | AIHQ" });
      expect(find("name", "description")?.content).toBe("Why this matters.");
      expect(find("rel", "canonical")?.href).toBe(`${ORIGIN}/blog/shared`);
      expect(find("property", "og:image")?.content).toBe(
        `${ORIGIN}/images/blog/copilot-or-chatgpt.jpg`,
      );
      expect(find("property", "og:image:width")?.content).toBe("1200");
      expect(find("property", "og:image:height")?.content).toBe("630");
      expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
      const ld = meta.find((m) => "script:ld+json" in m) as {
        "script:ld+json": Record<string, unknown>;
      };
      expect(ld["script:ld+json"]).toMatchObject({
        "@type": "BlogPosting",
        headline: "Shared",
        author: { "@type": "Person", name: "Aisyah Rahman" },
        mainEntityOfPage: { "@id": `${ORIGIN}/blog/shared` },
      });
    });

    it("lists the 20 newest published posts in the RSS feed", async () => {
      for (let i = 1; i <= 22; i++) {
        await createPost(actor, post({ title: `Post ${i}` }), new Date(Date.UTC(2026, 0, i)));
      }
      await createPost(actor, post({ title: "Hidden draft", status: "draft" }));
      const rss = await importRoute("routes/blog/rss.ts");
      const response = (await run(rss.loader, args(request("/blog/rss.xml")))).body as Response;
      expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      expect(xml.match(/<item>/g)).toHaveLength(20);
      expect(xml).toContain(`<link>${ORIGIN}/blog/post-22</link>`);
      expect(xml).toContain(`<link>${ORIGIN}/blog/post-3</link>`);
      expect(xml).not.toContain("/blog/post-2<");
      expect(xml).not.toContain("hidden-draft");
      expect(xml.indexOf("post-22")).toBeLessThan(xml.indexOf("post-21"));
    });

    it("lists every public page, published post, masterclass and book in the sitemap; robots points at it", async () => {
      await createPost(actor, post({ title: "In the map" }));
      await createPost(actor, post({ title: "Not yet", status: "draft" }));
      await database.db.insert(masterclasses).values({
        slug: "prompting-101",
        title: "Prompting 101",
        date: new Date(),
        price: "99.00",
        classSize: 20,
      });
      await database.db.insert(books).values({
        slug: "ai-for-managers",
        title: "AI for Managers",
        author: "AIHQ",
        price: "59.00",
      });
      const sitemap = await importRoute("routes/seo/sitemap.ts");
      const xml = await (
        (
          await run(sitemap.loader, args(request("/sitemap.xml")))
        ).body as Response
      ).text();
      for (const path of [
        "/",
        "/about-us",
        "/blog",
        "/shop/calendar",
        "/blog/in-the-map",
        "/shop/masterclasses/prompting-101",
        "/shop/books/ai-for-managers",
      ]) {
        expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
      }
      expect(xml).not.toContain("not-yet");
      expect(xml).not.toContain("/admin");
      const robots = await importRoute("routes/seo/robots.ts");
      const text = await (
        (
          await run(robots.loader, args(request("/robots.txt")))
        ).body as Response
      ).text();
      expect(text).toContain("Disallow: /admin");
      expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });

    it("takes a post off the public site when it goes back to draft", async () => {
      const { id } = await createPost(actor, post({ title: "Flip" }));
      expect((await view("flip")).status).toBe(200);
      await updatePost(actor, id, post({ title: "Flip", slug: "flip", status: "draft" }));
      expect((await view("flip")).status).toBe(404);
    });
  });
}
