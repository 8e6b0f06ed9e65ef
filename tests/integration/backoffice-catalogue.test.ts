import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRANT_BADGE_COLORS, isBrochureValue } from "#app/features/grants/admin/grants.schema";
import { GrantCard } from "#app/features/grants/grant-card";
import { PRODUCT_TYPES } from "#app/features/catalogue/admin/product-types";
import { FORBIDDEN_CHARACTERS_MESSAGE } from "#common/text-safety";
import { locateBrochure } from "#server/files/brochure-path";
import {
  auditLog,
  books,
  grantInquiries,
  grants,
  ntwPrograms,
  ntwRegistrations,
  registrations,
} from "#server/db/schema";
import {
  addEditor,
  ADMIN,
  args,
  flashToastOf,
  flattenRoutes,
  importRoute,
  ORIGIN,
  type Outcome,
  request,
  type RouteModule,
  run,
  setUpRuntime,
  signIn,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

const EDITOR = { email: "catalogue-editor@aihq.test", password: "catalogue editor password" };

/** A form post with repeated fields (the list editor's rows), which `request()` cannot send. */
function post(url: string, cookie: string, fields: [string, string][]): Request {
  return new Request(new URL(url, ORIGIN), {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: new URLSearchParams(fields),
  });
}

function unique(label: string): string {
  return `${label} ${crypto.randomBytes(3).toString("hex")}`;
}

/** The field errors of a refused form. */
function fieldErrors(outcome: Outcome): Record<string, string> {
  const body = outcome.body as { status?: string; fieldErrors?: Record<string, string> };
  expect(body.status, JSON.stringify(outcome.body)).toBe("invalid");
  return body.fieldErrors ?? {};
}

function message(outcome: Outcome): string {
  const body = outcome.body as { status?: string; message?: string };
  expect(body.status, JSON.stringify(outcome.body)).toBe("error");
  return body.message ?? "";
}

describe("the catalogue admin's routes", () => {
  it("register every product type's list, new, edit and CSV on the shared modules, and nothing else", () => {
    const shared = flattenRoutes().filter((route) =>
      route.file.startsWith("routes/admin/catalogue/"),
    );
    const file = (name: string) => `routes/admin/catalogue/${name}`;
    const expected = [
      ...Object.keys(PRODUCT_TYPES).flatMap((type) => [
        { path: `/admin/${type}`, file: file("list.tsx") },
        { path: `/admin/${type}/new`, file: file("new.tsx") },
        { path: `/admin/${type}/:id`, file: file("edit.tsx") },
        { path: `/admin/${type}.csv`, file: file("export.ts") },
      ]),
      { path: "/admin/masterclasses.csv", file: file("export.ts") },
    ];
    expect(shared).toEqual(expect.arrayContaining(expected));
    expect(shared).toHaveLength(expected.length);
  });
});

for (const target of testDatabases()) {
  describe(`back-office books, grants and NTW programs on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let admin: string;
    let editor: string;
    const routes: Record<string, RouteModule> = {};

    const auditOf = (action: string, targetId: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

    const act = (
      file: string,
      url: string,
      fields: [string, string][],
      cookie = editor,
      id?: string,
    ) => run(routes[file]!.action, args(post(url, cookie, fields), id ? { id } : {}));

    const load = (file: string, url: string, cookie = editor, id?: string) =>
      run(routes[file]!.loader, args(request(url, { cookie }), id ? { id } : {}));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      await addEditor(database.db, { ...EDITOR, name: "Catalogue Editor" });
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      // One set of modules serves every type (registered per type; the URL says which).
      for (const type of ["books", "grants", "ntw"]) {
        routes[type] = await importRoute("routes/admin/catalogue/list.tsx");
        routes[`${type}-new`] = await importRoute("routes/admin/catalogue/new.tsx");
        routes[`${type}-edit`] = await importRoute("routes/admin/catalogue/edit.tsx");
      }
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    describe("books", () => {
      const bookFields = (title: string, extra: [string, string][] = []): [string, string][] => [
        ["intent", "create"],
        ["title", title],
        ["slug", ""],
        ["author", "Aisyah Rahman"],
        ["price", "RM 1,499.5"],
        ["description", "  A practical guide.  "],
        ["cover", "/uploads/images/cover.webp"],
        ["authorBio", ""],
        ...extra,
      ];
      const bookByTitle = async (title: string) =>
        (await database.db.select().from(books).where(eq(books.title, title)))[0];

      it("an editor creates a book: slug from the title, key insights in order without blank rows, price exact, audited, toast", async () => {
        const title = unique("AI for HR: A Practical Guide!");
        const outcome = await act(
          "books-new",
          "/admin/books/new",
          bookFields(title, [
            ["keyInsights", "Start with the job, not the tool"],
            ["keyInsights", "  "],
            ["keyInsights", " Measure the time saved "],
            ["keyInsights", ""],
            ["format", "ebook"],
          ]),
        );
        expect(outcome.status).toBe(302);
        expect(outcome.headers.get("Location")).toBe("/admin/books");
        expect((await flashToastOf(outcome.headers)).title).toBe("Book created");
        const book = await bookByTitle(title);
        expect(book).toMatchObject({
          slug: expect.stringMatching(/^ai-for-hr-a-practical-guide-[0-9a-f]{6}$/),
          author: "Aisyah Rahman",
          price: "1499.50",
          description: "A practical guide.",
          cover: "/uploads/images/cover.webp",
          keyInsights: ["Start with the job, not the tool", "Measure the time saved"],
          authorBio: null,
          format: "ebook",
        });
        const [audit] = await auditOf("book.create", book!.id);
        expect(audit).toMatchObject({ actorEmail: EDITOR.email, targetType: "book" });
        expect(audit!.summary).toContain(title);
      });

      it("the same title twice and thrice: -2 and -3; a hand-typed slug that is taken is refused at the field", async () => {
        const title = unique("Prompting Playbook");
        for (let i = 0; i < 3; i++) {
          expect((await act("books-new", "/admin/books/new", bookFields(title))).status).toBe(302);
        }
        const slugs = (await database.db.select().from(books).where(eq(books.title, title)))
          .map((b) => b.slug)
          .sort();
        const base = slugs[0]!;
        expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
        // No format chosen: a paperback, as every book was before formats existed.
        expect((await bookByTitle(title))?.format).toBe("paperback");

        const clash = await act(
          "books-new",
          "/admin/books/new",
          bookFields(unique("Another"), []).map(([k, v]) => [k, k === "slug" ? base : v]),
        );
        expect(clash.status).toBe(409);
        expect(fieldErrors(clash).slug).toMatch(/already has this slug/);
        // The refusal's toast rides the answer (a 4xx runs no loader to read a flash cookie).
        expect((clash.body as { toast?: object }).toast).toMatchObject({
          type: "error",
          title: "The book was not created",
          description: "Check the highlighted fields.",
        });

        const badSlug = await act(
          "books-new",
          "/admin/books/new",
          bookFields(unique("Another"), []).map(([k, v]) => [k, k === "slug" ? "My Book!" : v]),
        );
        expect(badSlug.status).toBe(400);
        expect(fieldErrors(badSlug).slug).toMatch(/lowercase letters/);
        // The values come back, lists as lists.
        expect((badSlug.body as { values: Record<string, unknown> }).values).toMatchObject({
          slug: "My Book!",
          keyInsights: [],
        });
      });

      it("edits a book (title, reordered insights, own slug kept), audited with the changed fields; admins may too", async () => {
        const title = unique("Edit Me");
        await act(
          "books-new",
          "/admin/books/new",
          bookFields(title, [
            ["keyInsights", "One"],
            ["keyInsights", "Two"],
          ]),
        );
        const book = (await bookByTitle(title))!;
        const page = await load("books-edit", `/admin/books/${book.id}`, editor, book.id);
        expect(page.status).toBe(200);
        expect((page.body as { item: { id: string } }).item.id).toBe(book.id);

        const edited = `${title} (2nd edition)`;
        const outcome = await act(
          "books-edit",
          `/admin/books/${book.id}`,
          [
            ["intent", "update"],
            ["title", edited],
            ["slug", book.slug],
            ["author", "Aisyah Rahman"],
            ["price", "99"],
            ["description", ""],
            ["cover", ""],
            ["keyInsights", "Two"],
            ["keyInsights", "One"],
            ["keyInsights", "Three"],
            ["authorBio", "Writes about work."],
          ],
          admin,
          book.id,
        );
        expect(outcome.status).toBe(302);
        expect((await flashToastOf(outcome.headers)).title).toBe("Book saved");
        const [row] = await database.db.select().from(books).where(eq(books.id, book.id));
        expect(row).toMatchObject({
          title: edited,
          slug: book.slug,
          price: "99.00",
          cover: null,
          keyInsights: ["Two", "One", "Three"],
          authorBio: "Writes about work.",
        });
        // The sitemap's lastmod follows the edit.
        expect(row!.updatedAt.getTime()).toBeGreaterThan(book.updatedAt.getTime());
        const [audit] = await auditOf("book.update", book.id);
        expect(audit!.actorEmail).toBe(ADMIN.email);
        expect((audit!.details as { changed: string[] }).changed).toEqual(
          expect.arrayContaining(["title", "keyInsights", "price", "cover", "authorBio"]),
        );
      });

      it("delete asks first (a post without confirm=yes goes to the confirmation page), then deletes and audits", async () => {
        const title = unique("Delete Me");
        await act("books-new", "/admin/books/new", bookFields(title));
        const book = (await bookByTitle(title))!;
        const unconfirmed = await act(
          "books-edit",
          `/admin/books/${book.id}`,
          [["intent", "delete"]],
          editor,
          book.id,
        );
        expect(unconfirmed.status).toBe(303);
        expect(unconfirmed.headers.get("Location")).toBe(`/admin/books/${book.id}?delete`);
        expect(await bookByTitle(title)).toBeDefined();
        const confirmPage = await load(
          "books-edit",
          `/admin/books/${book.id}?delete`,
          editor,
          book.id,
        );
        expect((confirmPage.body as { confirmDelete: boolean }).confirmDelete).toBe(true);

        const outcome = await act(
          "books-edit",
          `/admin/books/${book.id}`,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          editor,
          book.id,
        );
        expect(outcome.status).toBe(302);
        expect((await flashToastOf(outcome.headers)).title).toBe("Book deleted");
        expect(await bookByTitle(title)).toBeUndefined();
        expect(await auditOf("book.delete", book.id)).toHaveLength(1);
        // Gone: the page and a second delete answer 404.
        await expect(
          load("books-edit", `/admin/books/${book.id}`, editor, book.id),
        ).resolves.toMatchObject({ status: 404 });
        const again = await act(
          "books-edit",
          `/admin/books/${book.id}`,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          editor,
          book.id,
        );
        expect(again.status).toBe(404);
      });

      it("a book someone ordered is not deleted, with a clear message", async () => {
        const title = unique("Ordered Book");
        await act("books-new", "/admin/books/new", bookFields(title));
        const book = (await bookByTitle(title))!;
        await database.db.insert(registrations).values({
          reference: `AIHQ-R-${crypto.randomBytes(3).toString("hex").toUpperCase()}`,
          name: "Reader",
          email: "reader@example.my",
          payment: "individual",
          productType: "book",
          productId: book.id,
          productTitle: book.title,
          productPrice: book.price,
          privacyNoticeVersion: "2025-01",
        });
        const outcome = await act(
          "books-edit",
          `/admin/books/${book.id}`,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          editor,
          book.id,
        );
        expect(outcome.status).toBe(409);
        expect(message(outcome)).toMatch(/has 1 registration, so it cannot be deleted/);
        expect((outcome.body as { toast?: object }).toast).toMatchObject({
          title: "The book was not deleted",
          description: message(outcome),
        });
        expect(await bookByTitle(title)).toBeDefined();
        expect(await auditOf("book.delete", book.id)).toHaveLength(0);
      });

      it("lists by title with search (title or author) and an empty state; odd queries and pages are harmless", async () => {
        const title = unique("Zebra Searchable");
        await act("books-new", "/admin/books/new", bookFields(title));
        const all = await load("books", "/admin/books");
        const rows = (all.body as { rows: { title: string }[] }).rows.map((r) => r.title);
        expect(rows).toEqual([...rows].sort((a, b) => a.localeCompare(b, "en")));
        const found = await load("books", `/admin/books?q=${encodeURIComponent(title)}`);
        expect((found.body as { rows: unknown[]; total: number }).total).toBe(1);
        const byAuthor = await load("books", "/admin/books?q=aisyah");
        expect((byAuthor.body as { total: number }).total).toBeGreaterThan(0);
        for (const q of ["%", "_", "\\", "%00", "a".repeat(5000)]) {
          const outcome = await load("books", `/admin/books?q=${q}&page=abc`);
          expect(outcome.status).toBe(200);
        }
        const none = await load("books", "/admin/books?q=nothing-matches-this&page=99999");
        expect((none.body as { rows: unknown[] }).rows).toEqual([]);
      });

      it("bad input is a 4xx: NUL and control characters, huge strings, wrong types, bad ids, JSON", async () => {
        const nul = await act("books-new", "/admin/books/new", bookFields("Bad\u0000Title"));
        expect(nul.status).toBe(400);
        expect(fieldErrors(nul).title).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
        const control = await act(
          "books-new",
          "/admin/books/new",
          bookFields(unique("Fine"), [
            ["keyInsights", "ok"],
            ["keyInsights", "bell\u0007"],
          ]),
        );
        expect(control.status).toBe(400);
        expect(fieldErrors(control)["keyInsights.1"]).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
        const huge = await act("books-new", "/admin/books/new", bookFields("x".repeat(100_000)));
        expect(huge.status).toBe(400);
        expect(fieldErrors(huge).title).toMatch(/at most 200/);
        const tooMany = await act(
          "books-new",
          "/admin/books/new",
          bookFields(
            unique("Many"),
            Array.from(
              { length: 13 },
              (_, i) => ["keyInsights", `Insight ${i}`] as [string, string],
            ),
          ),
        );
        expect(fieldErrors(tooMany).keyInsights).toMatch(/At most 12/);
        const badPrice = await act(
          "books-new",
          "/admin/books/new",
          bookFields(unique("Price")).map(([k, v]) => [k, k === "price" ? "-5" : v]),
        );
        expect(fieldErrors(badPrice).price).toMatch(/ringgit/);
        const badCover = await act(
          "books-new",
          "/admin/books/new",
          bookFields(unique("Cover")).map(([k, v]) => [
            k,
            k === "cover" ? "javascript:alert(1)" : v,
          ]),
        );
        expect(fieldErrors(badCover).cover).toMatch(/https:\/\//);
        const missing = await act("books-new", "/admin/books/new", [["intent", "create"]]);
        expect(Object.keys(fieldErrors(missing))).toEqual(
          expect.arrayContaining(["title", "author", "price"]),
        );

        // A file where text belongs is treated as missing.
        const form = new FormData();
        form.set("intent", "create");
        form.set("title", new Blob(["x"]), "title.txt");
        const multipart = await run(
          routes["books-new"]!.action,
          args(
            new Request(new URL("/admin/books/new", ORIGIN), {
              method: "POST",
              headers: { Cookie: editor, Origin: ORIGIN },
              body: form,
            }),
          ),
        );
        expect(multipart.status).toBe(400);
        const json = await run(
          routes["books-new"]!.action,
          args(
            request("/admin/books/new", {
              method: "POST",
              cookie: editor,
              headers: { "Content-Type": "application/json" },
            }),
          ),
        );
        expect(json.status).toBe(415);

        for (const id of ["not-a-uuid", crypto.randomUUID(), "%00", "x".repeat(5000)]) {
          const page = await load("books-edit", `/admin/books/x`, editor, id);
          expect(page.status, id).toBe(404);
          const update = await act(
            "books-edit",
            "/admin/books/x",
            bookFields("Anything").map(([k, v]) => [k, k === "intent" ? "update" : v]),
            editor,
            id,
          );
          expect(update.status, id).toBe(404);
        }
        const unknownIntent = await act(
          "books-edit",
          "/admin/books/x",
          [["intent", "frobnicate"]],
          editor,
          (await database.db.select({ id: books.id }).from(books).limit(1))[0]!.id,
        );
        expect(unknownIntent.status).toBe(400);
      });

      it("a visitor without a session is sent to sign-in and refused 401; another origin is refused 403", async () => {
        const page = await run(routes.books!.loader, args(request("/admin/books")));
        expect(page.status).toBe(302);
        expect(page.headers.get("Location")).toMatch(
          /^\/admin\/login\?redirectTo=%2Fadmin%2Fbooks/,
        );
        const before = await database.db.select({ id: books.id }).from(books);
        const outcome = await act("books-new", "/admin/books/new", bookFields("Stranger"), "");
        expect(outcome.status).toBe(401);
        const forged = await run(
          routes["books-new"]!.action,
          args(
            request("/admin/books/new", {
              cookie: editor,
              origin: "https://evil.example",
              form: Object.fromEntries(bookFields("Evil")),
            }),
          ),
        );
        expect(forged.status).toBe(403);
        expect(await database.db.select({ id: books.id }).from(books)).toHaveLength(before.length);
      });
    });

    describe("grants", () => {
      const grantFields = (title: string, extra: [string, string][] = []): [string, string][] => [
        ["intent", "create"],
        ["title", title],
        ["description", "Funding for training."],
        ["category", "HRD Corp"],
        ["badgeText", "Up to 100% claimable"],
        ["badgeColor", "emerald"],
        ["brochure", ""],
        ...extra,
      ];
      const grantByTitle = async (title: string) =>
        (await database.db.select().from(grants).where(eq(grants.title, title)))[0];

      it("creates and edits a grant with benefits, badge colour and brochure; audited", async () => {
        const title = unique("SME Digital Grant");
        const created = await act(
          "grants-new",
          "/admin/grants/new",
          grantFields(title, [
            ["benefits", "Up to RM 5,000"],
            ["benefits", ""],
            ["benefits", "Claim within 30 days"],
            ["brochure", "brochures/3f9a2c.pdf"],
          ]),
        );
        expect(created.status).toBe(302);
        expect((await flashToastOf(created.headers)).title).toBe("Grant created");
        const grant = (await grantByTitle(title))!;
        expect(grant).toMatchObject({
          category: "HRD Corp",
          badgeText: "Up to 100% claimable",
          badgeColor: "emerald",
          benefits: ["Up to RM 5,000", "Claim within 30 days"],
          brochure: "brochures/3f9a2c.pdf",
        });
        expect(await auditOf("grant.create", grant.id)).toHaveLength(1);

        const saved = await act(
          "grants-edit",
          `/admin/grants/${grant.id}`,
          [
            ["intent", "update"],
            ["title", title],
            ["description", "Funding for training."],
            ["category", "HRD Corp"],
            ["badgeText", ""],
            ["badgeColor", ""],
            ["benefits", "Claim within 30 days"],
            ["benefits", "Up to RM 5,000"],
            ["brochure", "https://example.com/grant.pdf"],
          ],
          editor,
          grant.id,
        );
        expect(saved.status).toBe(302);
        expect((await flashToastOf(saved.headers)).title).toBe("Grant saved");
        expect(await grantByTitle(title)).toMatchObject({
          badgeText: null,
          badgeColor: null,
          benefits: ["Claim within 30 days", "Up to RM 5,000"],
          brochure: "https://example.com/grant.pdf",
        });
        const [audit] = await auditOf("grant.update", grant.id);
        expect((audit!.details as { changed: string[] }).changed.sort()).toEqual(
          ["badgeColor", "badgeText", "benefits", "brochure"].sort(),
        );
      });

      it("refuses an unknown badge colour and a brochure that is neither an upload nor a web address", async () => {
        const colour = await act(
          "grants-new",
          "/admin/grants/new",
          grantFields(unique("Colour")).map(([k, v]) => [
            k,
            k === "badgeColor" ? "bg-[url(x)]" : v,
          ]),
        );
        expect(fieldErrors(colour).badgeColor).toMatch(/Choose a colour/);
        for (const brochure of ["javascript:alert(1)", "../../etc/passwd", "brochures/x.exe"]) {
          const outcome = await act(
            "grants-new",
            "/admin/grants/new",
            grantFields(unique("Brochure")).map(([k, v]) => [k, k === "brochure" ? brochure : v]),
          );
          expect(fieldErrors(outcome).brochure, brochure).toMatch(/PDF/);
        }
      });

      it("the form's brochure rule is the one the brochure link serves by", () => {
        for (const value of [
          "brochures/3f9a2c.pdf",
          "/brochures/a.pdf",
          "grant-brochures/hrd-corp-claimable-training.pdf",
          "https://example.com/x.pdf",
          "http://example.com/x",
          "brochures/../secret.pdf",
          "brochures/.hidden.pdf",
          "brochures/x.PDF",
          "a/b/c/d/e.pdf",
          "brochures/x.exe",
          "javascript:alert(1)",
          "//evil.example/x.pdf",
          "brochures\\x.pdf",
        ]) {
          expect(isBrochureValue(value), value).toBe(locateBrochure(value) !== null);
        }
      });

      it("every colour of the form is one the public grant card draws", () => {
        for (const color of GRANT_BADGE_COLORS) {
          const html = renderToStaticMarkup(
            createElement(GrantCard, {
              grant: {
                id: "g",
                title: "T",
                description: "",
                category: "C",
                badgeText: "B",
                badgeColor: color,
                benefits: [],
              },
            }),
          );
          expect(html, color).toContain(`bg-${color}-100`);
        }
      });

      it("a grant with inquiries is not deleted (the leads keep their grant); one without is, after confirming", async () => {
        const title = unique("Asked About");
        await act("grants-new", "/admin/grants/new", grantFields(title));
        const grant = (await grantByTitle(title))!;
        const [inquiry] = await database.db
          .insert(grantInquiries)
          .values({
            name: "Farid",
            email: "farid@example.my",
            grantId: grant.id,
            grantTitle: grant.title,
            privacyNoticeVersion: "2025-01",
          })
          .returning();
        const refused = await act(
          "grants-edit",
          `/admin/grants/${grant.id}`,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          editor,
          grant.id,
        );
        expect(refused.status).toBe(409);
        expect(message(refused)).toMatch(/has 1 inquiry, so it cannot be deleted/);
        expect(await grantByTitle(title)).toBeDefined();
        const [kept] = await database.db
          .select()
          .from(grantInquiries)
          .where(eq(grantInquiries.id, inquiry!.id));
        expect(kept!.grantId).toBe(grant.id);

        const other = unique("Nobody Asked");
        await act("grants-new", "/admin/grants/new", grantFields(other));
        const lonely = (await grantByTitle(other))!;
        const deleted = await act(
          "grants-edit",
          `/admin/grants/${lonely.id}`,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          editor,
          lonely.id,
        );
        expect(deleted.status).toBe(302);
        expect((await flashToastOf(deleted.headers)).title).toBe("Grant deleted");
        expect(await grantByTitle(other)).toBeUndefined();
        expect(await auditOf("grant.delete", lonely.id)).toHaveLength(1);
      });
    });

    describe("NTW programs", () => {
      const ntwFields = (title: string, extra: [string, string][] = []): [string, string][] => [
        ["intent", "create"],
        ["title", title],
        ["description", "A free session."],
        ["date", "2026-12-01T09:00"],
        ["format", "Online"],
        ["link", "https://meet.example.com/ntw"],
        ["duration", "1.50"],
        ["trainerName", "Dr. Lim"],
        ...extra,
      ];
      const programByTitle = async (title: string) =>
        (await database.db.select().from(ntwPrograms).where(eq(ntwPrograms.title, title)))[0];

      it("creates a program: the date is read as Malaysia time and stored as the instant; audited", async () => {
        const title = unique("Prompting Basics");
        const outcome = await act("ntw-new", "/admin/ntw/new", ntwFields(title));
        expect(outcome.status).toBe(302);
        expect((await flashToastOf(outcome.headers)).title).toBe("NTW program created");
        const program = (await programByTitle(title))!;
        expect(program.date.toISOString()).toBe("2026-12-01T01:00:00.000Z");
        expect(program).toMatchObject({
          format: "Online",
          link: "https://meet.example.com/ntw",
          duration: "1.5",
          trainerName: "Dr. Lim",
        });
        expect(await auditOf("ntw.create", program.id)).toHaveLength(1);

        const saved = await act(
          "ntw-edit",
          `/admin/ntw/${program.id}`,
          ntwFields(title).map(([k, v]) =>
            k === "intent" ? [k, "update"] : k === "date" ? [k, "2027-01-01T07:30"] : [k, v],
          ),
          editor,
          program.id,
        );
        expect(saved.status).toBe(302);
        expect((await flashToastOf(saved.headers)).title).toBe("NTW program saved");
        expect((await programByTitle(title))!.date.toISOString()).toBe("2026-12-31T23:30:00.000Z");
      });

      it("refuses impossible dates, bad links, formats and durations at their fields", async () => {
        const cases: [string, string, string][] = [
          ["date", "2026-02-30T09:00", "date"],
          ["date", "tomorrow", "date"],
          ["date", "0202-01-01T09:00", "date"],
          ["link", "javascript:alert(1)", "link"],
          ["link", "ftp://example.com", "link"],
          ["format", "Telepathy", "format"],
          ["duration", "0", "duration"],
          ["duration", "two", "duration"],
          ["duration", "100", "duration"],
        ];
        for (const [field, value, errorAt] of cases) {
          const outcome = await act(
            "ntw-new",
            "/admin/ntw/new",
            ntwFields(unique("Bad")).map(([k, v]) => [k, k === field ? value : v]),
          );
          expect(outcome.status, `${field}=${value}`).toBe(400);
          expect(fieldErrors(outcome)[errorAt], `${field}=${value}`).toBeTruthy();
        }
      });

      it("a program with registrations is not deleted; one without is, after confirming", async () => {
        const title = unique("Popular Session");
        await act("ntw-new", "/admin/ntw/new", ntwFields(title));
        const program = (await programByTitle(title))!;
        await database.db.insert(ntwRegistrations).values({
          programId: program.id,
          programTitle: program.title,
          programDate: program.date,
          userName: "Nurul",
          userEmail: "nurul@example.my",
          privacyNoticeVersion: "2025-01",
        });
        const refused = await act(
          "ntw-edit",
          `/admin/ntw/${program.id}`,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          editor,
          program.id,
        );
        expect(refused.status).toBe(409);
        expect(message(refused)).toMatch(/has 1 registration, so it cannot be deleted/);
        expect(await programByTitle(title)).toBeDefined();

        const other = unique("Quiet Session");
        await act("ntw-new", "/admin/ntw/new", ntwFields(other));
        const quiet = (await programByTitle(other))!;
        const deleted = await act(
          "ntw-edit",
          `/admin/ntw/${quiet.id}`,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          editor,
          quiet.id,
        );
        expect(deleted.status).toBe(302);
        expect((await flashToastOf(deleted.headers)).title).toBe("NTW program deleted");
        expect(await programByTitle(other)).toBeUndefined();
        expect(await auditOf("ntw.delete", quiet.id)).toHaveLength(1);
      });

      it("lists upcoming programs first (soonest first), then past ones (latest first)", async () => {
        const stamp = crypto.randomBytes(3).toString("hex");
        const now = Date.now();
        const at = (days: number) => new Date(now + days * 86_400_000);
        await database.db.insert(ntwPrograms).values([
          { title: `Order ${stamp} past-old`, date: at(-30) },
          { title: `Order ${stamp} future-far`, date: at(30) },
          { title: `Order ${stamp} past-recent`, date: at(-1) },
          { title: `Order ${stamp} future-soon`, date: at(1) },
        ]);
        const outcome = await load("ntw", `/admin/ntw?q=${stamp}`);
        const titles = (outcome.body as { rows: { title: string }[] }).rows.map((r) =>
          r.title.replace(`Order ${stamp} `, ""),
        );
        expect(titles).toEqual(["future-soon", "future-far", "past-recent", "past-old"]);
      });
    });
  });
}
