import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/auth/admin-users";
import { adminUsers, auditLog, masterclasses, registrations } from "#server/db/schema";
import {
  args,
  importRoute,
  ORIGIN,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

const EDITOR = { email: "content@aihq.test", password: "content editor password" };

/** A POST with repeated fields (the list editors post one value per item). */
function postForm(url: string, cookie: string, pairs: [string, string][]): Request {
  return new Request(new URL(url, ORIGIN), {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: new URLSearchParams(pairs),
  });
}

const suffix = () => crypto.randomBytes(3).toString("hex");

function courseForm(title: string, extra: [string, string][] = []): [string, string][] {
  return [
    ["title", title],
    ["type", "conference"],
    ["format", "physical"],
    ["startsAt", "2027-05-10T09:00"],
    ["endsAt", "2027-05-11T17:00"],
    ["price", "2500"],
    ["classSize", "40"],
    ["isHrdc", "on"],
    ["benefits", "Meet peers"],
    ["benefits", "See real cases"],
    ["agenda.0.day", "1"],
    ["agenda.0.time", "9:00 AM"],
    ["agenda.0.title", "Opening keynote"],
    ["agenda.1.day", "2"],
    ["agenda.1.title", "Workshops"],
    ["faqs.0.question", "Is parking available?"],
    ["faqs.0.answer", "Yes, at the venue."],
    ...extra,
  ];
}

for (const target of testDatabases()) {
  describe(`back-office masterclasses on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let list: RouteModule;
    let create: RouteModule;
    let edit: RouteModule;
    let admin: string;
    let editor: string;

    const rowBySlug = async (slug: string) =>
      (await database.db.select().from(masterclasses).where(eq(masterclasses.slug, slug)))[0];
    const rowById = async (id: string) =>
      (await database.db.select().from(masterclasses).where(eq(masterclasses.id, id)))[0];
    const editArgs = (id: string, req: Request) => args(req, { id });

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      await upsertAdmin(database.db, EDITOR);
      await database.db
        .update(adminUsers)
        .set({ role: "editor" })
        .where(eq(adminUsers.email, EDITOR.email));
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      list = await importRoute("routes/admin/masterclasses/index.tsx");
      create = await importRoute("routes/admin/masterclasses/new.tsx");
      edit = await importRoute("routes/admin/masterclasses/edit.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("an editor creates a draft: slug from the title, content JSON from the structured editors, audited", async () => {
      const title = `Leaders Forum ${suffix()}`;
      const outcome = await run(
        create.action,
        args(
          postForm("/admin/masterclasses/new", editor, [...courseForm(title), ["intent", "draft"]]),
        ),
      );
      expect(outcome.status).toBe(302);
      const slug = title.toLowerCase().replaceAll(" ", "-");
      const row = await rowBySlug(slug);
      expect(row).toMatchObject({
        title,
        status: "draft",
        type: "conference",
        format: "physical",
        price: "2500.00",
        classSize: 40,
        isHrdc: true,
        isNtw: false,
      });
      expect(row!.date.toISOString()).toBe("2027-05-10T01:00:00.000Z");
      expect(row!.endDate!.toISOString()).toBe("2027-05-11T09:00:00.000Z");
      expect(row!.content).toEqual({
        benefits: ["Meet peers", "See real cases"],
        agenda: [
          { day: 1, time: "9:00 AM", title: "Opening keynote" },
          { day: 2, title: "Workshops" },
        ],
        faqs: [{ question: "Is parking available?", answer: "Yes, at the venue." }],
      });
      expect((outcome.body as Response).headers.get("Location")).toBe(
        `/admin/masterclasses/${row!.id}`,
      );
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "masterclass.create"), eq(auditLog.targetId, row!.id)));
      expect(audit).toHaveLength(1);

      // The same title again gets the next free slug.
      await run(
        create.action,
        args(
          postForm("/admin/masterclasses/new", editor, [
            ...courseForm(title),
            ["intent", "publish"],
          ]),
        ),
      );
      expect(await rowBySlug(`${slug}-2`)).toMatchObject({ status: "published" });
    });

    it("a refused form gives a message per field and the values back, and stores nothing", async () => {
      const title = `Refused ${suffix()}`;
      const outcome = await run(
        create.action,
        args(
          postForm("/admin/masterclasses/new", editor, [
            ...courseForm(title, [["agenda.2.time", "10:00"]]),
            ["price", "lots"],
          ]),
        ),
      );
      expect(outcome.status).toBe(400);
      const body = outcome.body as {
        fieldErrors: Record<string, string>;
        values: Record<string, string>;
      };
      expect(body.fieldErrors["agenda.2.title"]).toBe("Each agenda row needs a title");
      expect(body.fieldErrors.price).toContain("MYR");
      expect(body.values["agenda.2.time"]).toBe("10:00");
      expect(body.values["benefits.1"]).toBe("See real cases");
      expect(await rowBySlug(title.toLowerCase().replaceAll(" ", "-"))).toBeUndefined();
    });

    it("a slug typed by hand must be free", async () => {
      const taken = `taken-${suffix()}`;
      await database.db.insert(masterclasses).values({
        slug: taken,
        title: "Taken",
        date: new Date("2027-01-01T01:00:00Z"),
        price: "10",
        classSize: 5,
      });
      const outcome = await run(
        create.action,
        args(
          postForm("/admin/masterclasses/new", editor, [...courseForm("Other"), ["slug", taken]]),
        ),
      );
      expect(outcome.status).toBe(400);
      expect((outcome.body as { fieldErrors: Record<string, string> }).fieldErrors.slug).toContain(
        "already uses",
      );
    });

    it("edit, publish, unpublish, duplicate for a new date, archive: each stored and audited", async () => {
      const title = `Edit Me ${suffix()}`;
      await run(
        create.action,
        args(
          postForm("/admin/masterclasses/new", admin, [...courseForm(title), ["intent", "draft"]]),
        ),
      );
      const row = (await rowBySlug(title.toLowerCase().replaceAll(" ", "-")))!;
      // The edit form is filled from the row, in the same flat names it posts.
      const loaded = await run(
        edit.loader,
        editArgs(row.id, request(`/admin/masterclasses/${row.id}`, { cookie: editor })),
      );
      const values = (loaded.body as { values: Record<string, string> }).values;
      expect(values).toMatchObject({
        startsAt: "2027-05-10T09:00",
        "agenda.1.title": "Workshops",
        "benefits.0": "Meet peers",
        "faqs.0.answer": "Yes, at the venue.",
        isHrdc: "on",
      });

      const saved = await run(
        edit.action,
        editArgs(
          row.id,
          postForm(`/admin/masterclasses/${row.id}`, editor, [
            ...courseForm(`${title} (new)`, [
              ["faqs.0.question", ""],
              ["faqs.0.answer", ""],
              ["cancelFullDays", "21"],
              ["cancelPartDays", "3"],
              ["cancelPartPercent", "40"],
            ]),
            ["slug", ""],
            ["intent", "save"],
          ]),
        ),
      );
      expect(saved.status).toBe(302);
      const edited = (await rowById(row.id))!;
      expect(edited.title).toBe(`${title} (new)`);
      // A blank slug on an existing course keeps its address.
      expect(edited.slug).toBe(row.slug);
      expect(edited.content.faqs).toBeUndefined();
      // The cancellation rule: created with the defaults, then set in the form.
      expect([row.cancelFullDays, row.cancelPartDays, row.cancelPartPercent]).toEqual([14, 7, 50]);
      expect(values).toMatchObject({ cancelFullDays: "14", cancelPartPercent: "50" });
      expect([edited.cancelFullDays, edited.cancelPartDays, edited.cancelPartPercent]).toEqual([
        21, 3, 40,
      ]);

      const intent = (name: string, cookie = editor) =>
        run(
          edit.action,
          editArgs(row.id, postForm(`/admin/masterclasses/${row.id}`, cookie, [["intent", name]])),
        );
      expect((await intent("publish")).status).toBe(302);
      expect((await rowById(row.id))!.status).toBe("published");
      expect((await intent("unpublish")).status).toBe(302);
      expect((await rowById(row.id))!.status).toBe("draft");

      const duplicated = await intent("duplicate");
      const copyId = (duplicated.body as Response).headers.get("Location")!.split("/").pop()!;
      const copy = (await rowById(copyId))!;
      expect(copy).toMatchObject({
        title: `${title} (new) (copy)`,
        status: "draft",
        slug: `${row.slug}-copy`,
      });
      expect(copy.content).toEqual(edited.content);

      expect((await intent("archive")).status).toBe(302);
      expect((await rowById(row.id))!.status).toBe("archived");
      const actions = (
        await database.db.select().from(auditLog).where(eq(auditLog.targetId, row.id))
      ).map((entry) => entry.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          "masterclass.create",
          "masterclass.update",
          "masterclass.published",
          "masterclass.draft",
          "masterclass.archived",
        ]),
      );
    });

    it("a course with registrations cannot be deleted, only archived; one without can", async () => {
      const [busy] = await database.db
        .insert(masterclasses)
        .values({
          slug: `busy-${suffix()}`,
          title: "Busy",
          date: new Date("2027-02-01T01:00:00Z"),
          price: "10",
          classSize: 5,
        })
        .returning();
      await database.db.insert(registrations).values({
        reference: `AIHQ-R-${suffix().toUpperCase()}`,
        productType: "masterclass",
        productId: busy!.id,
        productTitle: "Busy",
        productPrice: "10",
        payment: "individual",
        privacyNoticeVersion: "test",
        name: "Someone",
        email: `someone.${suffix()}@example.my`,
      });
      const refused = await run(
        edit.action,
        editArgs(
          busy!.id,
          postForm(`/admin/masterclasses/${busy!.id}`, admin, [["intent", "delete"]]),
        ),
      );
      expect(refused.status).toBe(302);
      expect(await rowById(busy!.id)).toBeDefined();

      const [idle] = await database.db
        .insert(masterclasses)
        .values({
          slug: `idle-${suffix()}`,
          title: "Idle",
          date: new Date("2027-02-01T01:00:00Z"),
          price: "10",
          classSize: 5,
        })
        .returning();
      const deleted = await run(
        edit.action,
        editArgs(
          idle!.id,
          postForm(`/admin/masterclasses/${idle!.id}`, admin, [["intent", "delete"]]),
        ),
      );
      expect((deleted.body as Response).headers.get("Location")).toBe("/admin/masterclasses");
      expect(await rowById(idle!.id)).toBeUndefined();
    });

    it("lists views with counts and searches; bad input is a 4xx, never a 5xx", async () => {
      const outcome = await run(
        list.loader,
        args(request("/admin/masterclasses?view=drafts&q=Leaders&page=1", { cookie: editor })),
      );
      const body = outcome.body as {
        rows: { title: string; status: string }[];
        counts: Record<string, number>;
      };
      expect(body.rows.length).toBeGreaterThan(0);
      expect(body.rows.every((r) => r.status === "draft" && r.title.includes("Leaders"))).toBe(
        true,
      );
      expect(body.counts.drafts).toBeGreaterThan(0);
      const nul = await run(
        list.loader,
        args(request("/admin/masterclasses?q=%00&page=-3&view=x", { cookie: editor })),
      );
      expect(nul.status).toBe(200);

      for (const id of ["not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
        const missing = await run(
          edit.loader,
          editArgs(id, request(`/admin/masterclasses/${id}`, { cookie: editor })),
        );
        expect(missing.status).toBe(404);
      }
      const malformed = await run(
        create.action,
        args(
          postForm("/admin/masterclasses/new", editor, [
            ...courseForm("X"),
            ["agenda.99999.title", "x"],
          ]),
        ),
      );
      expect(malformed.status).toBe(400);
      const badIntent = await run(
        list.action,
        args(
          postForm("/admin/masterclasses", editor, [
            ["intent", "explode"],
            ["id", "x"],
          ]),
        ),
      );
      expect(badIntent.status).toBe(400);
    });

    it("a stranger is sent to sign in and changes nothing", async () => {
      const outcome = await run(
        create.action,
        args(
          postForm("/admin/masterclasses/new", "", [
            ...courseForm("Stranger"),
            ["intent", "publish"],
          ]),
        ),
      );
      // A mutation without a session is refused outright (no redirect to follow with a POST).
      expect(outcome.status).toBe(401);
      expect(await rowBySlug("stranger")).toBeUndefined();
    });
  });
}
