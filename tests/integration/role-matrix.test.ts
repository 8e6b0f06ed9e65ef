import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes";
import { upsertAdmin } from "#server/auth/admin-users";
import { adminUsers, masterclasses, registrations } from "#server/db/schema";
import { brochureFiles } from "#server/files/brochures";
import { uploadsRouter } from "#server/uploads/images";
import { getRuntime } from "#server/runtime";
import {
  ADMIN,
  addEditor,
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

/**
 * Who may open what in the back office: every admin route of app/routes.ts
 * (its loader and its action) and the upload endpoints, for each role, through
 * real sign-ins. A new admin route without a row here fails the test, and the
 * README's table "Who may open what" must say the same as this matrix.
 *
 * A cell is the outcome for that role: "ok" (the route's own answer, given as
 * the row's `loader` / `action` status, with made-up ids unless `course` says
 * otherwise), 403, 404, "sign in" (a page redirects to the sign-in, anything
 * else is a 401), or "check-in" (door staff sent to their page).
 */

const ROLES = ["admin", "editor", "door", "signed out"] as const;
type Role = (typeof ROLES)[number];
type Cell = "ok" | 403 | 404 | "sign in" | "check-in";
type Status = number | Partial<Record<Role, number>>;

interface Row {
  /** The route's path as app/routes.ts builds it; a layout's path ends with " (layout)". */
  route: string;
  cells: Record<Role, Cell>;
  loader?: Status;
  action?: Status;
  /** The URL the row's requests go to, when the route is a layout (it runs under every page). */
  probe?: string;
  /** A check-in route opened for a course with one seat, running today or on another day. */
  course?: "today" | "another day";
  /** Not in app/routes.ts: an Express endpoint (POST only), mounted in server/app.ts. */
  endpoint?: true;
}

const ADMINS: Row["cells"] = { admin: "ok", editor: 403, door: 403, "signed out": "sign in" };
const CONTENT: Row["cells"] = { admin: "ok", editor: "ok", door: 403, "signed out": "sign in" };
const EVERYONE: Row["cells"] = { admin: "ok", editor: "ok", door: "ok", "signed out": "ok" };
const AT_THE_DOOR: Row["cells"] = { admin: "ok", editor: 403, door: "ok", "signed out": "sign in" };

const admins = (route: string, loader?: Status, action?: Status): Row => ({
  route,
  cells: ADMINS,
  loader,
  action,
});
const content = (route: string, loader?: Status, action?: Status): Row => ({
  route,
  cells: CONTENT,
  loader,
  action,
});

const MATRIX: Row[] = [
  {
    route: "/admin/login",
    cells: EVERYONE,
    loader: { admin: 302, editor: 302, door: 302, "signed out": 200 },
    action: 400,
  },
  { route: "/admin/logout", cells: EVERYONE, loader: 302, action: 302 },
  { route: "/admin/invite/:id", cells: EVERYONE, loader: 410, action: 400 },
  admins("/admin/leads.csv", 200),
  content("/admin/blog.csv", 200),
  admins("/admin/team.csv", 200),
  content("/admin/masterclasses.csv", 200),
  content("/admin/books.csv", 200),
  content("/admin/grants.csv", 200),
  content("/admin/ntw.csv", 200),
  admins("/admin/certificates.csv", 200),
  admins("/admin/registrations.csv", 200),
  admins("/admin/book-orders.csv", 200),
  admins("/admin/mail.csv", 200),
  admins("/admin/audit.csv", 200),
  admins("/admin/privacy/export", 400),
  {
    route: "/admin (layout)",
    probe: "/admin/leads",
    cells: { admin: "ok", editor: "ok", door: 403, "signed out": "sign in" },
    loader: 200,
  },
  {
    route: "/admin",
    cells: { admin: "ok", editor: "ok", door: "check-in", "signed out": "sign in" },
    loader: 200,
  },
  content("/admin/blog (layout)", 200),
  content("/admin/blog", 200, 404),
  content("/admin/blog/new", 200, 400),
  content("/admin/blog/categories", 200, 404),
  content("/admin/blog/posts/:id/preview", 404),
  content("/admin/books", 200),
  content("/admin/books/new", 200, 400),
  content("/admin/books/:id", 404, 303),
  content("/admin/grants", 200),
  content("/admin/grants/new", 200, 400),
  content("/admin/grants/:id", 404, 303),
  content("/admin/ntw", 200),
  content("/admin/ntw/new", 200, 400),
  content("/admin/ntw/:id", 404, 303),
  content("/admin/masterclasses", 200, 404),
  content("/admin/masterclasses/new", 200, 400),
  content("/admin/masterclasses/:id", 404, 404),
  admins("/admin/leads", 200),
  admins("/admin/leads/spam", 200, 400),
  admins("/admin/leads/:id", 404, 400),
  admins("/admin/privacy", 200, 400),
  admins("/admin/registrations", 200),
  admins("/admin/registrations/:courseId", 404, 404),
  admins("/admin/registrations/:courseId/add", 404, 404),
  admins("/admin/registrations/:courseId/message", 404, 404),
  admins("/admin/hrdc", 200),
  admins("/admin/hrdc/:groupId", 404, 400),
  admins("/admin/book-orders", 200, 400),
  admins("/admin/invoices", 200, 400),
  admins("/admin/invoices.csv", 200),
  admins("/admin/invoices.pdf.zip", 302),
  admins("/admin/invoices.ubl.zip", 302),
  admins("/admin/invoices/:number/credit-note", 404, 404),
  admins("/admin/mail", 200, 400),
  admins("/admin/mail/dev", 200),
  admins("/admin/mail/:id", 404, 404),
  admins("/admin/team", 200, 400),
  admins("/admin/audit", 200),
  admins("/admin/certificates", 200, 400),
  admins("/admin/certificates/:id", 404, 400),
  content("/admin/feedback", 200, 400),
  { route: "/admin/check-in", cells: AT_THE_DOOR, loader: 200 },
  { route: "/admin/check-in/:courseId", course: "today", cells: AT_THE_DOOR, loader: 200 },
  {
    route: "/admin/check-in/:courseId",
    course: "another day",
    cells: { admin: "ok", editor: 403, door: 404, "signed out": "sign in" },
    loader: 200,
  },
  // The form names the course's seat: checked in once, then "already" (both 200).
  { route: "/admin/check-in/:courseId/scan", course: "today", cells: AT_THE_DOOR, action: 200 },
  {
    route: "/admin/check-in/:courseId/scan",
    course: "another day",
    cells: { admin: "ok", editor: 403, door: 404, "signed out": "sign in" },
    // Admins are told the course does not run today.
    action: 409,
  },
  admins("/admin/registrations/:courseId/sheet", 404),
  admins("/admin/hrdc/:groupId/quotation.pdf", 404),
  admins("/admin/hrdc/:groupId/claim-pack.zip", 302),
  admins("/admin/invoices/:file", 404),
  admins("/admin/registrations/:courseId/attendees.csv", 404),
  // Uploads for the blog and the catalogue: a body that is no image / no PDF is refused after the role.
  { route: "/uploads/images", endpoint: true, cells: CONTENT, action: 415 },
  { route: "/files/brochures", endpoint: true, cells: CONTENT, action: 415 },
];

/** Every admin route of app/routes.ts: its path (a pathless layout: its children's common prefix). */
function adminRoutes(
  entries: RouteConfigEntry[] = routes,
  parent = "",
): { route: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path].filter(Boolean).join("/");
    const children = adminRoutes(entry.children ?? [], full);
    let routePath = `/${full}`.replace(/\/+$/, "") || "/";
    if (entry.children && entry.path === undefined) {
      // A layout without a path of its own: where its children's paths part.
      const split = children.map((c) => c.path.split("/"));
      const first = split[0] ?? [];
      let n = 0;
      while (n < first.length && split.every((s) => s[n] === first[n])) n++;
      routePath = first.slice(0, n).join("/") || "/";
    }
    const own = entry.file.startsWith("routes/admin/")
      ? [
          {
            route: entry.children ? `${routePath} (layout)` : routePath,
            path: routePath,
            file: entry.file,
          },
        ]
      : [];
    return [...own, ...children];
  });
}

// The README's table, between these markers.
const README = path.resolve("README.md");
const START = "<!-- role-matrix:start -->";
const END = "<!-- role-matrix:end -->";
const HEADER = ["Route", "Admin", "Editor", "Door staff", "Signed out"];

const CELL_TEXT: Record<string, string> = {
  ok: "✓",
  403: "403",
  404: "404",
  "sign in": "sign in",
  "check-in": "→ check-in",
};

function readmeName(row: Row): string {
  const method = row.endpoint ? "POST " : "";
  const route = row.route.replace(/ \(layout\)$/, "");
  const notes = [
    row.route.endsWith(" (layout)") ? "layout, under every page below" : null,
    row.course ? `a course running ${row.course === "today" ? "today" : "on another day"}` : null,
  ].filter(Boolean);
  return `\`${method}${route}\`${notes.length ? ` (${notes.join("; ")})` : ""}`;
}

function readmeRows(): string[][] {
  return MATRIX.map((row) => [
    readmeName(row),
    ...ROLES.map((role) => CELL_TEXT[String(row.cells[role])]!),
  ]);
}

function markdownTable(rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(HEADER), line(HEADER.map(() => "---")), ...rows.map(line)].join("\n");
}

function readmeTable(): string[][] {
  const text = fs.readFileSync(README, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return [];
  return text
    .slice(start + START.length, end)
    .split("\n")
    .filter((l) => l.trim().startsWith("|"))
    .map((l) =>
      l
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim()),
    );
}

describe("the role matrix", () => {
  it("has a row for every admin route of app/routes.ts, and none for a route that is gone", () => {
    const known = new Set(adminRoutes().map((r) => r.route));
    const listed = new Set(MATRIX.filter((r) => !r.endpoint).map((r) => r.route));
    expect(
      [...known].filter((r) => !listed.has(r)),
      "admin routes without a row",
    ).toEqual([]);
    expect(
      [...listed].filter((r) => !known.has(r)),
      "rows of no route",
    ).toEqual([]);
  });

  it("is the README's table 'Who may open what'", () => {
    const expected = readmeRows();
    if (process.env.WRITE_ROLE_MATRIX === "1") {
      const text = fs.readFileSync(README, "utf8");
      const start = text.indexOf(START);
      const end = text.indexOf(END);
      expect(start, "the README's markers").toBeGreaterThan(0);
      fs.writeFileSync(
        README,
        `${text.slice(0, start + START.length)}\n\n${markdownTable(expected)}\n\n${text.slice(end)}`,
      );
    }
    const [header, , ...rows] = readmeTable();
    expect(
      [header, ...rows],
      `README.md's table differs; it should read:\n\n${markdownTable(expected)}\n\n(WRITE_ROLE_MATRIX=1 writes it, then run prettier on README.md)`,
    ).toEqual([HEADER, ...expected]);
  });
});

const DOOR = { email: "door.matrix@aihq.test", password: "door matrix password 0123" };
const EDITOR = { email: "editor.matrix@aihq.test", password: "editor matrix password 0123" };
const CREDENTIALS: Record<Exclude<Role, "signed out">, { email: string; password: string }> = {
  admin: ADMIN,
  editor: EDITOR,
  door: DOOR,
};
const DAY = 86_400_000;

for (const target of testDatabases()) {
  describe(`every role on every admin route on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let login: RouteModule;
    let dataDir: string;
    let server: ReturnType<ReturnType<typeof express>["listen"]>;
    let base: string;
    const cookies: Partial<Record<Role, string>> = {};
    const courses: Record<"today" | "another day", { id: string; seat: string }> = {
      today: { id: "", seat: "" },
      "another day": { id: "", seat: "" },
    };

    async function courseWithSeat(start: Date) {
      const [c] = await database.db
        .insert(masterclasses)
        .values({
          slug: `matrix-${crypto.randomBytes(4).toString("hex")}`,
          title: "Matrix course",
          date: start,
          endDate: new Date(start.getTime() + 3_600_000),
          price: "1499.00",
          classSize: 30,
        })
        .returning();
      const [seat] = await database.db
        .insert(registrations)
        .values({
          reference: `AIHQ-R-${crypto.randomBytes(3).toString("hex").toUpperCase()}`,
          name: "Matrix Person",
          email: `matrix.${crypto.randomBytes(3).toString("hex")}@example.my`,
          payment: "individual",
          productType: "masterclass",
          productId: c!.id,
          productTitle: c!.title,
          status: "registered",
          privacyNoticeVersion: "2024-06-01",
        })
        .returning();
      return { id: c!.id, seat: seat!.id };
    }

    const signInAll = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(CREDENTIALS).map(async ([role, c]) => [role, await signIn(login, c)]),
        ),
      ) as Partial<Record<Role, string>>;

    beforeAll(async () => {
      database = await target.open();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-matrix-"));
      restore = await setUpRuntime(database, { DATA_DIR: dataDir });
      login = await importRoute("routes/admin/team/login.tsx");
      await addEditor(database.db, EDITOR);
      await upsertAdmin(database.db, { ...DOOR, name: "Door Matrix" });
      await database.db
        .update(adminUsers)
        .set({ role: "door" })
        .where(eq(adminUsers.email, DOOR.email));
      Object.assign(cookies, await signInAll());
      courses.today = await courseWithSeat(new Date(Date.now() - 30 * 60_000));
      courses["another day"] = await courseWithSeat(new Date(Date.now() - 3 * DAY));
      const app = express().use("/uploads", uploadsRouter());
      app.use(brochureFiles({ dataDir: () => dataDir, secrets: () => getRuntime().secrets }));
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Three password sign-ins and the route modules' first import: slow on a loaded machine.
    }, 180_000);
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      restore?.();
      await database?.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const expectedStatus = (status: Status | undefined, role: Role) =>
      typeof status === "number" ? status : status?.[role];

    /** Checks one outcome against its cell; the message names the row, role and function. */
    function judge(
      row: Row,
      role: Role,
      fn: "loader" | "action",
      outcome: { status: number; location: string | null },
    ) {
      const cell = row.cells[role];
      const what = `${readmeName(row)} ${fn} as ${role}`;
      if (cell === "ok") {
        expect.soft(outcome.status, what).toBe(expectedStatus(row[fn], role));
        // Past the session check: not sent to sign in (signing out itself does end there).
        if (row.cells["signed out"] !== "ok") {
          expect.soft(outcome.location ?? "", what).not.toMatch(/^\/admin\/login/);
        }
      } else if (cell === "sign in") {
        if (fn === "loader") {
          expect.soft(outcome.status, what).toBe(302);
          expect.soft(outcome.location ?? "", what).toMatch(/^\/admin\/login\?redirectTo=/);
        } else {
          expect.soft(outcome.status, what).toBe(401);
        }
      } else if (cell === "check-in") {
        expect.soft(outcome.status, what).toBe(302);
        expect.soft(outcome.location, what).toBe("/admin/check-in");
      } else {
        expect.soft(outcome.status, what).toBe(cell);
      }
    }

    it("answers every route's loader and action as the matrix says, for each role", async () => {
      let checked = 0;
      const files = new Map(adminRoutes().map((r) => [r.route, r.file]));
      for (const row of MATRIX.filter((r) => !r.endpoint)) {
        const mod = await importRoute(files.get(row.route)!);
        const course = row.course ? courses[row.course] : null;
        const params: Record<string, string> = {};
        const url = (row.probe ?? row.route.replace(/ \(layout\)$/, "")).replace(
          /:([A-Za-z]+)/g,
          (_, name: string) => (params[name] = course?.id ?? crypto.randomUUID()),
        );
        // Signing out ends the session: those rows get sessions of their own.
        const roleCookies = row.route === "/admin/logout" ? await signInAll() : cookies;
        for (const fn of ["loader", "action"] as const) {
          if (!mod[fn]) {
            expect(row[fn], `${row.route} has no ${fn}`).toBeUndefined();
            continue;
          }
          expect(row[fn], `${row.route} ${fn}: its status in the matrix`).toBeDefined();
          for (const role of ROLES) {
            const cookie = roleCookies[role];
            const form: Record<string, string> = course
              ? { registrationId: course.seat }
              : { intent: "delete", id: crypto.randomUUID() };
            const req =
              fn === "loader"
                ? request(url, { cookie })
                : request(url, {
                    cookie,
                    form,
                    headers: course ? { Accept: "application/json" } : {},
                  });
            const outcome = await run(mod[fn], args(req, params));
            judge(row, role, fn, {
              status: outcome.status,
              location: outcome.headers.get("Location"),
            });
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(300);
    }, 180_000);

    it("answers the upload endpoints as the matrix says, for each role", async () => {
      for (const row of MATRIX.filter((r) => r.endpoint)) {
        for (const role of ROLES) {
          const cookie = cookies[role];
          const response = await fetch(`${base}${row.route}`, {
            method: "POST",
            body: new Uint8Array(Buffer.from("not an image and not a PDF")),
            headers: {
              Origin: base,
              "Content-Type": "application/octet-stream",
              ...(cookie ? { Cookie: cookie } : {}),
            },
          });
          judge(row, role, "action", { status: response.status, location: null });
        }
      }
    });
  });
}
