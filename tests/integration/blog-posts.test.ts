import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postSchema, type PostInput } from "#app/features/blog/admin/post.schema";
import { createPost, updatePost } from "#app/features/blog/admin/posts.server";
import { sanitizePostHtml } from "#app/features/blog/sanitize.server";
import { upsertAdmin } from "#server/auth/admin-users";
import { adminUsers, auditLog, blogCategories, blogPosts } from "#server/db/schema";
import {
  ADMIN,
  args,
  importRoute,
  request,
  run,
  adminActor,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import type { AdminUser } from "#server/auth/sessions";
import { testDatabases } from "./test-db";

function input(fields: Partial<Record<string, string>>): PostInput {
  return postSchema.parse({ title: "A post", content: "<p>Hello</p>", status: "draft", ...fields });
}

const MALICIOUS = [
  '<p>Hi<script>alert("x")</script></p>',
  '<img src="x.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)" onclick="alert(2)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">upper</a>',
  '<img src="javascript:alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  "<svg><script>alert(1)</script></svg>",
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
].join("");

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|javascript:|onerror|onclick|style=|data:text/i);
}

for (const target of testDatabases()) {
  describe(`blog posts on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let actor: AdminUser;
    let cookie: string;
    let postsRoute: RouteModule;
    let newRoute: RouteModule;
    let publicPost: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      actor = await adminActor(database.db);
      cookie = await signIn(await importRoute("routes/admin/team/login.tsx"));
      postsRoute = await importRoute("routes/admin/blog/index.tsx");
      newRoute = await importRoute("routes/admin/blog/new.tsx");
      publicPost = await importRoute("routes/blog/post.tsx");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(blogPosts);
    });

    const create = (form: Record<string, string>) =>
      run(
        newRoute.action,
        args(request("/admin/blog/new", { cookie, form: { status: "draft", ...form } })),
      );
    const rowBySlug = async (slug: string) =>
      (await database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0];

    it("makes the slug from the title when blank, and unique with -2, -3", async () => {
      for (let i = 0; i < 3; i++) {
        const outcome = await create({
          title: "AI for HR: A Practical Guide!",
          content: "<p>x</p>",
        });
        expect(outcome.status).toBe(302);
        expect(outcome.headers.getSetCookie().some((c) => c.startsWith("aihq_toast="))).toBe(true);
      }
      const slugs = (await database.db.select({ slug: blogPosts.slug }).from(blogPosts))
        .map((r) => r.slug)
        .sort();
      expect(slugs).toEqual([
        "ai-for-hr-a-practical-guide",
        "ai-for-hr-a-practical-guide-2",
        "ai-for-hr-a-practical-guide-3",
      ]);
      // A given slug is normalised and made unique the same way.
      await create({ title: "Other", slug: "AI for HR  a practical guide", content: "<p>x</p>" });
      expect(await rowBySlug("ai-for-hr-a-practical-guide-4")).toBeDefined();
    });

    it("stays unique when two posts with one title are saved at once", async () => {
      await Promise.all(
        Array.from({ length: 4 }, () => createPost(actor, input({ title: "Race" }))),
      );
      const slugs = (await database.db.select({ slug: blogPosts.slug }).from(blogPosts))
        .map((r) => r.slug)
        .sort();
      expect(slugs).toEqual(["race", "race-2", "race-3", "race-4"]);
    });

    it("sets published_at on create only when published, and computes reading time and fallbacks", async () => {
      const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(" ");
      await create({ title: "Published", content: `<p>${words}</p>`, status: "published" });
      await create({ title: "Draft", content: "<p>short</p>" });
      const published = await rowBySlug("published");
      const draft = await rowBySlug("draft");
      expect(published?.publishedAt).toBeInstanceOf(Date);
      expect(published?.viewCount).toBe(0);
      expect(published?.readingTime).toBe(3);
      expect(published?.excerpt?.length).toBeLessThanOrEqual(151);
      expect(published?.excerpt).toMatch(/^word0 word1/);
      expect(published?.metaDescription?.length).toBeLessThanOrEqual(161);
      expect(published?.authorName).toBe("AIHQ Team");
      expect(draft?.publishedAt).toBeNull();
      expect(draft?.readingTime).toBe(1);
    });

    it("on update: updated_at is now; published_at only when first published, never moved or cleared", async () => {
      const { id } = await createPost(
        actor,
        input({ title: "Rules" }),
        new Date("2026-01-01T00:00:00Z"),
      );
      const t1 = new Date("2026-02-01T00:00:00Z");
      await updatePost(
        actor,
        id,
        input({ title: "Rules", status: "draft", content: "<p>edited</p>" }),
        t1,
      );
      let row = await rowBySlug("rules");
      expect(row?.publishedAt).toBeNull();
      expect(row?.updatedAt).toEqual(t1);

      const t2 = new Date("2026-03-01T00:00:00Z");
      await updatePost(actor, id, input({ title: "Rules", status: "published" }), t2);
      row = await rowBySlug("rules");
      expect(row?.publishedAt).toEqual(t2);

      const t3 = new Date("2026-04-01T00:00:00Z");
      await updatePost(actor, id, input({ title: "Rules", status: "draft" }), t3);
      await updatePost(
        actor,
        id,
        input({ title: "Rules", status: "published" }),
        new Date("2026-05-01T00:00:00Z"),
      );
      row = await rowBySlug("rules");
      expect(row?.publishedAt).toEqual(t2);
      expect(row?.createdAt).toEqual(new Date("2026-01-01T00:00:00Z"));
    });

    it("updates through the edit modal's action, recomputing the reading time", async () => {
      const { id } = await createPost(actor, input({ title: "Edit me" }));
      const long = Array.from({ length: 650 }, () => "word").join(" ");
      const outcome = await run(
        postsRoute.action,
        args(
          request("/admin/blog?index", {
            cookie,
            form: {
              intent: "update",
              id,
              title: "Edited",
              content: `<p>${long}</p>`,
              status: "published",
              featured: "on",
              slug: "edit-me",
            },
          }),
        ),
      );
      expect(outcome.status).toBe(302);
      const row = await rowBySlug("edit-me");
      expect(row).toMatchObject({
        title: "Edited",
        status: "published",
        featured: true,
        readingTime: 4,
      });
    });

    it("keeps values and gives field errors for a bad form, storing nothing", async () => {
      const outcome = await create({
        title: "  ",
        content: "",
        status: "published",
        featuredImage: "javascript:alert(1)",
      });
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        status: "invalid",
        fieldErrors: {
          title: "Title is required",
          content: "Write some content before publishing",
          featuredImage: "Featured image must be an https:// address or an uploaded image",
        },
        values: { featuredImage: "javascript:alert(1)" },
      });
      expect(await database.db.select().from(blogPosts)).toEqual([]);
    });

    it("sanitises HTML on save and again on render: no scripts, event handlers or javascript: URLs", async () => {
      await create({
        title: "Hostile",
        content: `<h2>Title</h2>${MALICIOUS}<p><a href="https://aihq.com.my">ok</a></p>`,
        status: "published",
      });
      const stored = await rowBySlug("hostile");
      expectHarmless(stored!.content);
      expect(stored!.content).toContain("<h2>Title</h2>");
      expect(stored!.content).toContain(
        '<a href="https://aihq.com.my" target="_blank" rel="noopener noreferrer">ok</a>',
      );

      // A row written around the sanitiser (by hand, or before a rule existed) is cleaned when shown.
      await database.db
        .update(blogPosts)
        .set({ content: MALICIOUS })
        .where(eq(blogPosts.slug, "hostile"));
      const outcome = await run(
        publicPost.loader,
        args(request("/blog/hostile", { headers: { "User-Agent": "Mozilla/5.0" } }), {
          slug: "hostile",
        }),
      );
      const body = outcome.body as { post: { content: string } };
      expectHarmless(body.post.content);
      expect(sanitizePostHtml('<img src="http://example.com/a.png" alt="a">')).toContain(
        'src="https://example.com/a.png"',
      );
    });

    it("keeps what the editor produces: headings, lists, links, images, quotes and code", () => {
      const html =
        "<h2>H2</h2><h3>H3</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>" +
        "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>" +
        '<pre><code>let x = 1;</code></pre><hr><p><a href="/contact">in</a></p><img src="/uploads/blog/a.webp" alt="A">';
      const clean = sanitizePostHtml(html);
      for (const tag of [
        "<h2>",
        "<h3>",
        "<strong>",
        "<em>",
        "<u>",
        "<s>",
        "<code>",
        "<ul>",
        "<ol>",
        "<blockquote>",
        "<pre>",
        "<hr />",
        '<a href="/contact">',
        'src="/uploads/blog/a.webp"',
      ]) {
        expect(clean).toContain(tag);
      }
    });

    it("deletes a post; deleting a category leaves its posts Uncategorized", async () => {
      const [category] = await database.db
        .insert(blogCategories)
        .values({ name: "Temp", color: "#123456" })
        .returning();
      const { id } = await createPost(
        actor,
        input({ title: "Keep", categoryId: category!.id, status: "published" }),
      );
      const gone = await createPost(actor, input({ title: "Gone" }));
      const categoriesRoute = await importRoute("routes/admin/blog/categories.tsx");
      expect(
        (
          await run(
            categoriesRoute.action,
            args(
              request("/admin/blog/categories", {
                cookie,
                form: { intent: "delete", id: category!.id },
              }),
            ),
          )
        ).status,
      ).toBe(302);
      expect(
        (await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]?.categoryId,
      ).toBeNull();

      const outcome = await run(
        postsRoute.action,
        args(request("/admin/blog?index", { cookie, form: { intent: "delete", id: gone.id } })),
      );
      expect(outcome.status).toBe(302);
      expect(await database.db.select().from(blogPosts).where(eq(blogPosts.id, gone.id))).toEqual(
        [],
      );
    });

    it("answers a delete or edit of a post that is gone with the error shape, values kept, no redirect", async () => {
      const missing = "00000000-0000-4000-8000-000000000000";
      const deleted = await run(
        postsRoute.action,
        args(request("/admin/blog?index", { cookie, form: { intent: "delete", id: missing } })),
      );
      expect(deleted.status).toBe(404);
      expect(deleted.body).toEqual({
        status: "error",
        message: "Failed to delete post",
        values: { intent: "delete", id: missing },
        toast: { id: expect.any(String), type: "error", title: "Failed to delete post" },
      });
      const edited = await run(
        postsRoute.action,
        args(
          request(`/admin/blog?index&edit=${missing}`, {
            cookie,
            form: { intent: "update", id: missing, title: "Ghost", status: "draft" },
          }),
        ),
      );
      expect(edited.status).toBe(500);
      expect(edited.body).toMatchObject({
        status: "error",
        message: "Nothing was changed. Please try again.",
        values: { title: "Ghost" },
      });
      const categoriesRoute = await importRoute("routes/admin/blog/categories.tsx");
      const gone = await run(
        categoriesRoute.action,
        args(
          request("/admin/blog/categories", {
            cookie,
            form: { intent: "update", id: missing, name: "Ghost", color: "#123456" },
          }),
        ),
      );
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ status: "error", message: "Failed to update category" });
    });

    it("lists posts for the admin newest created first", async () => {
      await createPost(actor, input({ title: "Old" }), new Date("2026-01-01T00:00:00Z"));
      await createPost(actor, input({ title: "New" }), new Date("2026-03-01T00:00:00Z"));
      await createPost(
        actor,
        input({ title: "Mid", status: "published" }),
        new Date("2026-02-01T00:00:00Z"),
      );
      const outcome = await run(postsRoute.loader, args(request("/admin/blog", { cookie })));
      const { rows } = outcome.body as { rows: { title: string }[] };
      expect(rows.map((p) => p.title)).toEqual(["New", "Mid", "Old"]);
    });

    /** 120 posts a minute apart, the newest last; every third one's title says "Guide". */
    async function manyPosts() {
      const start = Date.UTC(2026, 0, 1);
      await database.db.insert(blogPosts).values(
        Array.from({ length: 120 }, (_, i) => ({
          slug: `post-${String(i).padStart(3, "0")}`,
          title: i % 3 === 0 ? `AI Guide number ${i}` : `Plain post ${i}`,
          createdAt: new Date(start + i * 60_000),
        })),
      );
    }
    type ListPage = { q: string; rows: { title: string; slug: string }[]; total: number };
    const listPage = async (query: string, as = cookie) => {
      const outcome = await run(
        postsRoute.loader,
        args(request(`/admin/blog${query}`, { cookie: as })),
      );
      expect(outcome.status).toBe(200);
      return outcome.body as ListPage & { page: number; pages: number };
    };

    it("pages the admin list on the server: 50 a page, newest first, odd page numbers read as 1", async () => {
      await manyPosts();
      const first = await listPage("");
      expect(first).toMatchObject({ total: 120, page: 1, pages: 3, q: "" });
      expect(first.rows).toHaveLength(50);
      expect(first.rows[0]!.slug).toBe("post-119");
      expect(first.rows[49]!.slug).toBe("post-070");
      const third = await listPage("?page=3");
      expect(third.rows.map((r) => r.slug)).toEqual(
        Array.from({ length: 20 }, (_, i) => `post-${String(19 - i).padStart(3, "0")}`),
      );
      expect((await listPage("?page=4")).rows).toEqual([]);
      for (const odd of ["0", "-2", "abc", "1e3", "999999"]) {
        expect((await listPage(`?page=${odd}`)).page, odd).toBe(1);
      }
    });

    it("searches title and slug in any case; LIKE wildcards are literal; the search is in the URL", async () => {
      await manyPosts();
      const guides = await listPage("?q=guide");
      expect(guides.total).toBe(40);
      expect(guides.q).toBe("guide");
      expect(guides.rows.every((r) => r.title.includes("Guide"))).toBe(true);
      const upper = await listPage("?q=GUIDE");
      expect(upper.total).toBe(40);
      expect(upper.rows.map((r) => r.title).slice(0, 2)).toEqual([
        "AI Guide number 117",
        "AI Guide number 114",
      ]);
      expect((await listPage("?q=guide&page=2")).rows).toEqual([]);
      // The slug: no title holds "post-11", the slugs post-110 … post-119 do.
      const bySlug = await listPage("?q=Post-11");
      expect(bySlug.total).toBe(10);
      expect(bySlug.rows.map((r) => r.slug)).toEqual(
        Array.from({ length: 10 }, (_, i) => `post-${119 - i}`),
      );
      expect((await listPage("?q=%25")).total).toBe(0);
      expect((await listPage("?q=_")).total).toBe(0);
      expect((await listPage("?q=%00")).total).toBe(120);
      expect((await listPage("?q=%20%20")).total).toBe(120);
    });

    it("exports the list's search as CSV for editors and admins, every match and never the page", async () => {
      await manyPosts();
      await createPost(
        actor,
        input({ title: '=HYPERLINK("x") Guide', status: "published" }),
        new Date("2027-01-01T00:00:00Z"),
      );
      const exportRoute = await importRoute("routes/admin/blog/export.ts");
      const download = async (query: string, as: string | undefined) => {
        const outcome = await run(
          exportRoute.loader,
          args(request(`/admin/blog.csv${query}`, as ? { cookie: as } : {})),
        );
        if (outcome.status !== 200 || !(outcome.body instanceof Response))
          return { status: outcome.status, lines: [] };
        const response = outcome.body;
        expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
        expect(response.headers.get("Content-Disposition")).toMatch(
          /^attachment; filename="blog-posts-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const text = (await response.text()).replace(/^\uFEFF/, "");
        return { status: outcome.status, lines: text.split("\r\n").slice(0, -1) };
      };
      const csv = await download("?q=guide&page=2", cookie);
      expect(csv.status).toBe(200);
      expect(csv.lines[0]).toBe("Title,Slug,Status,Featured,Category,Views,Created,Published");
      expect(csv.lines).toHaveLength(1 + 41);
      // Newest first, formula cells neutralised.
      expect(csv.lines[1]).toMatch(
        /^"'=HYPERLINK\(""x""\) Guide",[a-z0-9-]+,published,no,,0,2027-01-01 08:00:00/,
      );
      expect(csv.lines[2]).toMatch(/^AI Guide number 117,post-117,draft,no,,0,2026-01-01/);
      expect(csv.lines.join("\n")).not.toContain("Plain post");
      expect((await download("", cookie)).lines).toHaveLength(1 + 121);

      // Editors may export posts (blog content); a visitor is sent to sign in.
      const login = await importRoute("routes/admin/team/login.tsx");
      await upsertAdmin(database.db, {
        email: "blog-csv-editor@aihq.test",
        password: "blog csv editor password 01",
      });
      await database.db
        .update(adminUsers)
        .set({ role: "editor" })
        .where(eq(adminUsers.email, "blog-csv-editor@aihq.test"));
      const editor = await signIn(login, {
        email: "blog-csv-editor@aihq.test",
        password: "blog csv editor password 01",
      });
      expect((await download("?q=guide", editor)).lines).toHaveLength(1 + 41);
      expect((await listPage("?q=guide", editor)).total).toBe(41);
      const visitor = await download("", undefined);
      expect(visitor.status).toBe(302);
    });

    it("creates, renames, recolours categories and refuses a duplicate name at the field", async () => {
      const categoriesRoute = await importRoute("routes/admin/blog/categories.tsx");
      const post = (form: Record<string, string>) =>
        run(categoriesRoute.action, args(request("/admin/blog/categories", { cookie, form })));
      expect(
        (await post({ intent: "create", name: "Case Studies", color: "#FF0000" })).status,
      ).toBe(302);
      const [row] = await database.db
        .select()
        .from(blogCategories)
        .where(eq(blogCategories.name, "Case Studies"));
      expect(row?.color).toBe("#ff0000");
      const dup = await post({ intent: "create", name: "Case Studies", color: "#00ff00" });
      expect(dup.status).toBe(400);
      expect(dup.body).toMatchObject({
        status: "invalid",
        fieldErrors: { name: "A category with this name already exists" },
        values: { intent: "create", name: "Case Studies", color: "#00ff00" },
      });
      expect(
        (await post({ intent: "update", id: row!.id, name: "Stories", color: "#00ff00" })).status,
      ).toBe(302);
      const [renamed] = await database.db
        .select()
        .from(blogCategories)
        .where(eq(blogCategories.id, row!.id));
      expect(renamed).toMatchObject({ name: "Stories", color: "#00ff00" });
      expect((await post({ intent: "create", name: "", color: "red" })).body).toMatchObject({
        fieldErrors: { name: "Name is required", color: "Pick a colour" },
      });
    });

    it("writes an audit row for every post and category change, naming titles and the editor", async () => {
      await database.db.delete(auditLog);
      const categoriesRoute = await importRoute("routes/admin/blog/categories.tsx");
      const categoryAction = (form: Record<string, string>) =>
        run(categoriesRoute.action, args(request("/admin/blog/categories", { cookie, form })));
      expect(
        (await categoryAction({ intent: "create", name: "Audited", color: "#112233" })).status,
      ).toBe(302);
      const [category] = await database.db
        .select()
        .from(blogCategories)
        .where(eq(blogCategories.name, "Audited"));
      expect(
        (
          await categoryAction({
            intent: "update",
            id: category!.id,
            name: "Audited 2",
            color: "#112233",
          })
        ).status,
      ).toBe(302);

      expect((await create({ title: "Audit trail", content: "<p>x</p>" })).status).toBe(302);
      const post = await rowBySlug("audit-trail");
      const edit = (form: Record<string, string>) =>
        run(
          postsRoute.action,
          args(
            request("/admin/blog?index", {
              cookie,
              form: {
                intent: "update",
                id: post!.id,
                title: "Audit trail",
                content: "<p>x</p>",
                slug: "audit-trail",
                ...form,
              },
            }),
          ),
        );
      expect((await edit({ status: "published" })).status).toBe(302);
      expect((await edit({ status: "published", title: "Audit trail, edited" })).status).toBe(302);
      expect((await edit({ status: "draft", title: "Audit trail, edited" })).status).toBe(302);
      expect(
        (
          await run(
            postsRoute.action,
            args(
              request("/admin/blog?index", { cookie, form: { intent: "delete", id: post!.id } }),
            ),
          )
        ).status,
      ).toBe(302);
      expect((await categoryAction({ intent: "delete", id: category!.id })).status).toBe(302);

      const rows = await database.db
        .select()
        .from(auditLog)
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
      expect(rows.map((r) => [r.action, r.summary])).toEqual([
        ["blog_category.create", 'Created blog category "Audited"'],
        ["blog_category.update", 'Renamed blog category "Audited" to "Audited 2"'],
        ["blog_post.create", 'Created the draft blog post "Audit trail"'],
        ["blog_post.publish", 'Published blog post "Audit trail"'],
        ["blog_post.update", 'Edited blog post "Audit trail, edited"'],
        ["blog_post.unpublish", 'Unpublished blog post "Audit trail, edited"'],
        ["blog_post.delete", 'Deleted blog post "Audit trail, edited"'],
        ["blog_category.delete", 'Deleted blog category "Audited 2"'],
      ]);
      expect(new Set(rows.map((r) => r.actorEmail))).toEqual(new Set([ADMIN.email]));
      expect(rows.filter((r) => r.targetType === "blog_post").map((r) => r.targetId)).toEqual(
        Array(5).fill(post!.id),
      );
    });

    it("a change that fails writes no audit row (one transaction)", async () => {
      await database.db.delete(auditLog);
      await createPost(actor, input({ title: "Twin" }));
      const before = await database.db.select().from(auditLog);
      // A duplicate name is refused by the unique constraint: neither category nor audit row.
      await database.db.insert(blogCategories).values({ name: "Taken", color: "#000000" });
      const dup = await run(
        (await importRoute("routes/admin/blog/categories.tsx")).action,
        args(
          request("/admin/blog/categories", {
            cookie,
            form: { intent: "create", name: "Taken", color: "#111111" },
          }),
        ),
      );
      expect(dup.status).toBe(400);
      expect(await database.db.select().from(auditLog)).toEqual(before);
    });
  });
}
