import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { passwordSlots } from "#server/auth/password";
import { hashSessionToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "#server/auth/sessions";
import { upsertAdmin } from "#server/auth/admin-users";
import { adminUsers, sessions } from "#server/db/schema";
import { installTestRuntime } from "#server/runtime";
import {
  ADMIN,
  args,
  cookiePair,
  flattenRoutes,
  importRoute,
  request,
  run,
  sessionTokenOf,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";
import { EDITOR_ROUTE_FILES } from "#app/features/team/editor-routes";

/**
 * Public by nature: the sign-in page, logout (harmless without a session),
 * and the one-time set-password link (the signed link is the proof;
 * tests/integration/backoffice-team.test.ts). Tested below.
 */
const PUBLIC_ADMIN_ROUTES = new Set([
  "routes/admin/team/login.tsx",
  "routes/admin/team/logout.ts",
  "routes/admin/team/invite.tsx",
]);
const EDITOR = { email: "content-editor@aihq.test", password: "editor password 0123456789" };

const adminRoutes = flattenRoutes().filter(
  (route) => route.path === "/admin" || route.path.startsWith("/admin/"),
);

function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, () => crypto.randomUUID());
}

for (const target of testDatabases()) {
  describe(`admin authentication on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let login: RouteModule;
    let logout: RouteModule;
    let layout: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      login = await importRoute("routes/admin/team/login.tsx");
      logout = await importRoute("routes/admin/team/logout.ts");
      layout = await importRoute("routes/admin/blog/layout.tsx");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("finds the admin routes in the route table", () => {
      expect(adminRoutes.map((route) => route.path)).toEqual(
        expect.arrayContaining([
          "/admin",
          "/admin/login",
          "/admin/blog",
          "/admin/blog/new",
          "/admin/blog/categories",
          "/admin/book-orders",
          "/admin/book-orders.csv",
          "/admin/invoices",
          "/admin/invoices/:file",
          "/admin/privacy",
        ]),
      );
    });

    it("every admin loader sends a visitor without a session to sign-in, and every action answers 401", async () => {
      let checked = 0;
      for (const route of adminRoutes.filter((r) => !PUBLIC_ADMIN_ROUTES.has(r.file))) {
        const mod = await importRoute(route.file);
        const url = concretePath(route.path);
        const params = Object.fromEntries(
          [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, crypto.randomUUID()]),
        );
        if (mod.loader) {
          const outcome = await run(mod.loader, args(request(url), params));
          expect(outcome.status, `${route.file} loader`).toBe(302);
          expect(outcome.headers.get("Location"), `${route.file} loader`).toMatch(
            /^\/admin\/login\?redirectTo=/,
          );
          checked++;
        }
        if (mod.action) {
          for (const intent of ["create", "update", "delete"]) {
            const outcome = await run(
              mod.action,
              args(request(url, { form: { intent, id: crypto.randomUUID(), title: "x" } }), params),
            );
            expect(outcome.status, `${route.file} action (${intent})`).toBe(401);
          }
          checked++;
        }
        // Also a forged cookie that looks like a session.
        if (mod.loader) {
          const forged = `aihq_admin=${crypto.randomBytes(32).toString("base64url")}`;
          const outcome = await run(mod.loader, args(request(url, { cookie: forged }), params));
          expect(outcome.status, `${route.file} loader with a forged cookie`).toBe(302);
        }
      }
      expect(checked).toBeGreaterThanOrEqual(6);
    });

    it("every admin action refuses a request from another origin, even with a session", async () => {
      const cookie = await signIn(login);
      for (const route of adminRoutes.filter((r) => r.file !== "routes/admin/team/login.tsx")) {
        const mod = await importRoute(route.file);
        if (!mod.action) continue;
        for (const origin of ["https://evil.example", null]) {
          const outcome = await run(
            mod.action,
            args(
              request(concretePath(route.path), {
                cookie,
                origin,
                form: { intent: "delete", id: crypto.randomUUID() },
              }),
            ),
          );
          expect(outcome.status, `${route.file} from ${origin ?? "no origin"}`).toBe(403);
        }
      }
      // The sign-in form too (login CSRF).
      const outcome = await run(
        login.action,
        args(
          request("/admin/login", {
            origin: "https://evil.example",
            form: { email: ADMIN.email, password: ADMIN.password },
          }),
        ),
      );
      expect(outcome.status).toBe(403);
    });

    it("an editor gets 403 from every admin-only loader and action, and in the routes editors may use never 403", async () => {
      await upsertAdmin(database.db, { ...EDITOR, name: "Content Editor" });
      await database.db
        .update(adminUsers)
        .set({ role: "editor" })
        .where(eq(adminUsers.email, EDITOR.email));
      onTestFinished(() =>
        database.db
          .delete(adminUsers)
          .where(eq(adminUsers.email, EDITOR.email))
          .then(() => {}),
      );
      const cookie = await signIn(login, EDITOR);
      const adminCookie = await signIn(login);
      let refused = 0;
      let allowed = 0;
      const refusedFiles = new Set<string>();
      for (const route of adminRoutes.filter((r) => !PUBLIC_ADMIN_ROUTES.has(r.file))) {
        const mod = await importRoute(route.file);
        const url = concretePath(route.path);
        const params = Object.fromEntries(
          [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, crypto.randomUUID()]),
        );
        const editorMay = EDITOR_ROUTE_FILES.has(route.file);
        const outcomes = [];
        if (mod.loader) {
          outcomes.push({
            what: "loader",
            outcome: await run(mod.loader, args(request(url, { cookie }), params)),
          });
        }
        if (mod.action) {
          outcomes.push({
            what: "action",
            outcome: await run(
              mod.action,
              args(
                request(url, { cookie, form: { intent: "delete", id: crypto.randomUUID() } }),
                params,
              ),
            ),
          });
        }
        for (const { what, outcome } of outcomes) {
          if (editorMay) {
            expect.soft(outcome.status, `${route.file} ${what} (editor may use it)`).not.toBe(403);
            allowed++;
          } else {
            expect.soft(outcome.status, `${route.file} ${what} (admins only)`).toBe(403);
            if (outcome.status === 403) refusedFiles.add(`${route.file} ${what}`);
            refused++;
          }
        }
        // An admin is never refused for want of a role.
        if (mod.loader) {
          const outcome = await run(
            mod.loader,
            args(request(url, { cookie: adminCookie }), params),
          );
          expect.soft(outcome.status, `${route.file} loader as admin`).not.toBe(403);
        }
      }
      expect(refused).toBeGreaterThanOrEqual(4);
      expect(allowed).toBeGreaterThanOrEqual(6);
      // Buyers' names and addresses: the book orders list, its actions and export are admins'.
      expect([...refusedFiles]).toEqual(
        expect.arrayContaining([
          "routes/admin/books/orders.tsx loader",
          "routes/admin/books/orders.tsx action",
          "routes/admin/books/orders-export.ts loader",
          "routes/admin/privacy/index.tsx loader",
        ]),
      );
    });

    it("as admin, every loader and every action with a same-origin request is allowed: never 401 or 403, nor a 5xx", async () => {
      const cookie = await signIn(login);
      let loaders = 0;
      let actions = 0;
      for (const route of adminRoutes.filter((r) => !PUBLIC_ADMIN_ROUTES.has(r.file))) {
        const mod = await importRoute(route.file);
        const url = concretePath(route.path);
        const params = Object.fromEntries(
          [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, crypto.randomUUID()]),
        );
        if (mod.loader) {
          const outcome = await run(mod.loader, args(request(url, { cookie }), params));
          expect.soft(outcome.status, `${route.file} loader as admin`).not.toBe(401);
          expect.soft(outcome.status, `${route.file} loader as admin`).not.toBe(403);
          expect.soft(outcome.status, `${route.file} loader as admin`).toBeLessThan(500);
          loaders++;
        }
        if (!mod.action) continue;
        // An empty form and one naming an unknown record: refused as input (4xx) or done, never for want of a role.
        const forms: Record<string, string>[] = [{}, { intent: "delete", id: crypto.randomUUID() }];
        for (const form of forms) {
          const what = `${route.file} action as admin with ${JSON.stringify(form)}`;
          const outcome = await run(mod.action, args(request(url, { cookie, form }), params));
          expect.soft(outcome.status, what).not.toBe(401);
          expect.soft(outcome.status, what).not.toBe(403);
          expect.soft(outcome.status, what).toBeLessThan(500);
        }
        actions++;
      }
      expect(loaders).toBeGreaterThanOrEqual(30);
      expect(actions).toBeGreaterThanOrEqual(15);
    });

    it("the editor list names only routes of the table, and the admin-only sections are off it", () => {
      // The layout has no path of its own, so it is checked through its children's pages.
      const files = new Set(flattenRoutes().map((route) => route.file));
      for (const file of EDITOR_ROUTE_FILES) expect(files, file).toContain(file);
      for (const file of [
        "routes/admin/team/index.tsx",
        "routes/admin/audit/index.tsx",
        "routes/admin/books/orders.tsx",
        "routes/admin/books/orders-export.ts",
        "routes/admin/privacy/index.tsx",
      ]) {
        expect(EDITOR_ROUTE_FILES.has(file)).toBe(false);
      }
    });

    it("signs in: a new hashed session at every sign-in, an httpOnly Lax cookie, and the spec's toast", async () => {
      const outcome = await run(
        login.action,
        args(request("/admin/login", { form: { ...ADMIN, redirectTo: "/admin/blog/new" } })),
      );
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe("/admin/blog/new");
      const cookies = outcome.headers.getSetCookie();
      const session = cookies.find((c) => c.startsWith("aihq_admin="));
      expect(session).toMatch(/^aihq_admin=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(session).not.toContain("Secure");
      const token = await sessionTokenOf(cookiePair(session ?? null));
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      // Stored hashed, never as the token itself.
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashSessionToken(token)));
      expect(row).toBeDefined();
      expect((await database.db.select().from(sessions).where(eq(sessions.id, token))).length).toBe(
        0,
      );
      expect(cookies.some((c) => c.startsWith("aihq_toast="))).toBe(true);

      const again = await signIn(login);
      expect(again).not.toBe(cookiePair(session ?? null));
    });

    it("uses a __Host- Secure cookie when served over https", async () => {
      const httpsRestore = installTestRuntime(database, { PUBLIC_URL: "https://aihq.test" });
      try {
        const req = new Request("https://aihq.test/admin/login", {
          method: "POST",
          headers: { Origin: "https://aihq.test" },
          body: new URLSearchParams(ADMIN),
        });
        const outcome = await run(login.action, args(req));
        expect(outcome.status).toBe(302);
        const session = outcome.headers
          .getSetCookie()
          .find((c) => c.startsWith("__Host-aihq_admin="));
        expect(session).toMatch(
          /^__Host-aihq_admin=[\w%]+\.[\w%]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
        );
        expect(await sessionTokenOf(cookiePair(session ?? null), true)).toMatch(/^[\w-]{43}$/);
      } finally {
        httpsRestore();
      }
    });

    it("answers 'Invalid password' for a wrong password and for an unknown e-mail alike", async () => {
      for (const email of [ADMIN.email, "nobody@aihq.test"]) {
        const outcome = await run(
          login.action,
          args(
            request("/admin/login", { form: { email, password: "wrong password" } }),
            {},
            `198.51.100.${email.length}`,
          ),
        );
        expect(outcome.status).toBe(401);
        expect(outcome.body).toMatchObject({
          status: "error",
          message: "Invalid password",
          toast: { type: "error", title: "Invalid password" },
        });
        expect(JSON.stringify(outcome.body)).not.toContain("wrong password");
        expect(outcome.headers.getSetCookie()).toEqual([]);
      }
    });

    const attempt = (password: string, from: string, email = ADMIN.email) =>
      run(login.action, args(request("/admin/login", { form: { email, password } }), {}, from));
    /** Moves every last failure of `address` back `seconds`, as if that much time went by. */
    const age = (address: string, seconds: number) =>
      database.db.execute(sql`
        update login_throttle set last_failure_at = last_failure_at - ${seconds}::int * interval '1 second'
        where key = ${address} or key like ${`${address}|%`}
      `);

    it("refuses a sixth attempt after five failures from one address for one e-mail, even with the right password", async () => {
      const address = "192.0.2.55";
      for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`, address)).status).toBe(401);
      const blocked = await attempt(ADMIN.password, address);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
      expect(Number(blocked.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
      expect(blocked.headers.get("Cache-Control")).toContain("no-store");
      expect(blocked.body).toMatchObject({
        message: expect.stringMatching(
          /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
        ),
      });
      // Another address, or another e-mail from this address, is not affected.
      expect((await attempt(ADMIN.password, "192.0.2.56")).status).toBe(302);
      expect((await attempt("wrong", address, "other@aihq.test")).status).toBe(401);
    });

    it("30 simultaneous wrong passwords for one e-mail: five are checked, 25 refused", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) => attempt(`parallel guess ${i}`, "192.0.2.60")),
      );
      const message = (o: (typeof outcomes)[number]) =>
        String((o.body as { message?: unknown }).message);
      const throttled = outcomes.filter(
        (o) => o.status === 429 && message(o).startsWith("Too many failed sign-in attempts"),
      );
      expect(throttled).toHaveLength(25);
      // The throttle let five through to a password check. On a machine busy with other work a
      // check may wait longer for a hashing slot than the slots allow, and answers "busy" (429,
      // the attempt given back); the ones that took the two free slots at once are always checked.
      const admitted = outcomes.filter((o) => !throttled.includes(o));
      const checked = admitted.filter((o) => o.status === 401);
      const busy = admitted.filter(
        (o) =>
          o.status === 429 &&
          message(o) === "Too many sign-ins at once. Try again in a few seconds.",
      );
      expect(checked.length + busy.length).toBe(5);
      expect(checked.length).toBeGreaterThanOrEqual(passwordSlots.options.slots);
    });

    it("the lockout lasts 15 minutes from the last allowed failure, not to a fixed window's edge", async () => {
      const address = "192.0.2.61";
      for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`, address)).status).toBe(401);
      // 14 minutes on, refused; refusals do not extend the lockout...
      await age(address, 14 * 60);
      const refused = await attempt(ADMIN.password, address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body).toMatchObject({
        message: "Too many failed sign-in attempts. Try again in 1 minute.",
      });
      for (let i = 0; i < 3; i++) expect((await attempt("more", address)).status).toBe(429);
      // ... so it ends a minute later, and the count starts again.
      await age(address, 61);
      expect((await attempt("fresh guess", address)).status).toBe(401);
      for (let i = 0; i < 4; i++) expect((await attempt(`guess ${i}`, address)).status).toBe(401);
      expect((await attempt(ADMIN.password, address)).status).toBe(429);
    });

    it("successful sign-ins give their attempt back: an editor who signs in often is never locked out", async () => {
      const address = "192.0.2.62";
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++) expect((await attempt(`typo ${i}`, address)).status).toBe(401);
        expect((await attempt(ADMIN.password, address)).status).toBe(302);
        await age(address, 15 * 60);
      }
      for (let i = 0; i < 10; i++) await signIn(login);
      // Four failures and a success leave room for exactly one more failure.
      for (let i = 0; i < 4; i++) expect((await attempt(`typo ${i}`, address)).status).toBe(401);
      expect((await attempt(ADMIN.password, address)).status).toBe(302);
      expect((await attempt("typo 5", address)).status).toBe(401);
      expect((await attempt(ADMIN.password, address)).status).toBe(429);
      // About 30 real password hashes: 12 s on a quiet 2-core machine, past 30 s on a busy one.
    }, 120_000);

    it("limits one address across e-mails: twenty failures, then 429 for any e-mail", async () => {
      const address = "192.0.2.63";
      for (let i = 0; i < 20; i++) {
        expect(
          (await attempt("guess", address, `person${i}@aihq.test`)).status,
          `e-mail ${i}`,
        ).toBe(401);
      }
      const refused = await attempt("guess", address, "person20@aihq.test");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
      // Also for the right password of a real account: the address is locked out.
      expect((await attempt(ADMIN.password, address)).status).toBe(429);
      expect((await attempt(ADMIN.password, "192.0.2.64")).status).toBe(302);
      await age(address, 15 * 60);
      expect((await attempt(ADMIN.password, address)).status).toBe(302);
      // 24 real password hashes (see above).
    }, 120_000);

    it("when every password-hashing slot is taken, answers 429 at once and gives the attempt back", async () => {
      const address = "192.0.2.65";
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const { slots, maxQueue } = passwordSlots.options;
      const blockers = Array.from({ length: slots + maxQueue }, () =>
        // Unbounded, so they hold the queue for as long as the test needs.
        passwordSlots.run(() => held, { bounded: false }),
      );
      try {
        for (let i = 0; i < 8; i++) {
          const busy = await attempt(ADMIN.password, address);
          expect(busy.status).toBe(429);
          expect(busy.headers.get("Retry-After")).toBe("5");
          expect(busy.headers.get("Cache-Control")).toContain("no-store");
          expect(busy.body).toMatchObject({
            message: "Too many sign-ins at once. Try again in a few seconds.",
          });
        }
      } finally {
        release();
        await Promise.all(blockers);
      }
      // None of the eight counted: five failures are still allowed, and then the right password is refused.
      for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`, address)).status).toBe(401);
      expect((await attempt(ADMIN.password, address)).status).toBe(429);
    });

    it("sign-in answers are never cached: 400, 401 and the redirect (429 above; the page on the live server)", async () => {
      const bad = await attempt("", "192.0.2.66", "not an e-mail");
      expect(bad.status).toBe(400);
      const wrong = await attempt("wrong", "192.0.2.66");
      expect(wrong.status).toBe(401);
      const right = await attempt(ADMIN.password, "192.0.2.66");
      expect(right.status).toBe(302);
      for (const outcome of [bad, wrong, right]) {
        expect(outcome.headers.get("Cache-Control")).toBe("private, no-store");
      }
    });

    it("a session ends after the idle limit and after the absolute limit", async () => {
      const cookie = await signIn(login);
      const id = hashSessionToken(await sessionTokenOf(cookie));
      const page = () => run(layout.loader, args(request("/admin/blog", { cookie })));
      expect((await page()).status).toBe(200);

      await database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
        .where(eq(sessions.id, id));
      expect((await page()).status).toBe(302);

      const fresh = await signIn(login);
      const freshId = hashSessionToken(await sessionTokenOf(fresh));
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, freshId));
      expect(
        (await run(layout.loader, args(request("/admin/blog", { cookie: fresh })))).status,
      ).toBe(302);
      expect(SESSION_ABSOLUTE_MS).toBeGreaterThan(SESSION_IDLE_MS);
    });

    it("an active session is kept alive by its requests", async () => {
      const cookie = await signIn(login);
      const id = hashSessionToken(await sessionTokenOf(cookie));
      const old = new Date(Date.now() - SESSION_IDLE_MS + 60_000);
      await database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, id));
      expect((await run(layout.loader, args(request("/admin/blog", { cookie })))).status).toBe(200);
      const [row] = await database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      expect(row!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    });

    it("logout destroys the session on the server, so the old cookie no longer works", async () => {
      const cookie = await signIn(login);
      const id = hashSessionToken(await sessionTokenOf(cookie));
      const outcome = await run(
        logout.action,
        args(request("/admin/logout", { cookie, form: {} })),
      );
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe("/admin/login");
      expect(outcome.headers.getSetCookie().find((c) => c.startsWith("aihq_admin="))).toMatch(
        /^aihq_admin=; .*Max-Age=0/,
      );
      expect(await database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
      expect((await run(layout.loader, args(request("/admin/blog", { cookie })))).status).toBe(302);
      // Logging out from another site is refused; a GET never logs out.
      expect(
        (
          await run(
            logout.action,
            args(request("/admin/logout", { origin: "https://evil.example", form: {} })),
          )
        ).status,
      ).toBe(403);
      expect((await run(logout.loader, args(request("/admin/logout")))).status).toBe(302);
    });

    it("after a secret rotation keeps a session signed with the previous secret, and refuses a tampered, unsigned or dropped one", async () => {
      const OLD = "the-secret-before-the-rotation-0123456789";
      const NEW = "the-secret-after-the-rotation-0123456789ab";
      const withSecrets = async <T>(env: NodeJS.ProcessEnv, body: () => Promise<T>) => {
        const undo = installTestRuntime(database, env);
        try {
          return await body();
        } finally {
          undo();
        }
      };
      const page = (cookie: string) =>
        run(layout.loader, args(request("/admin/blog", { cookie }))).then((o) => o.status);
      const cookie = await withSecrets({ SESSION_SECRET: OLD }, () => signIn(login));
      const token = await withSecrets({ SESSION_SECRET: OLD }, () => sessionTokenOf(cookie));
      const [name, value] = cookie.split("=") as [string, string];
      const at = value.lastIndexOf(".") + 1; // the signature's first character
      const tampered = `${name}=${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;

      await withSecrets({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD }, async () => {
        expect(await page(cookie)).toBe(200);
        expect(await page(tampered)).toBe(302);
        // The bare token (the cookie before it was signed) is refused: the admin signs in again.
        expect(await page(`${name}=${token}`)).toBe(302);
      });
      await withSecrets({ SESSION_SECRET: NEW }, async () => {
        expect(await page(cookie)).toBe(302);
      });
      // The session itself was never ended: the old secret still opens it.
      await withSecrets({ SESSION_SECRET: OLD }, async () => {
        expect(await page(cookie)).toBe(200);
      });
    });

    it("the login page sends a signed-in admin on, and only to admin pages", async () => {
      const cookie = await signIn(login);
      const to = (target: string) =>
        run(
          login.loader,
          args(request(`/admin/login?redirectTo=${encodeURIComponent(target)}`, { cookie })),
        );
      expect((await to("/admin/blog/categories")).headers.get("Location")).toBe(
        "/admin/blog/categories",
      );
      for (const evil of [
        "https://evil.example/",
        "//evil.example",
        "/\\evil.example",
        "/contact",
      ]) {
        expect((await to(evil)).headers.get("Location")).toBe("/admin");
      }
    });

    it("deleting an admin ends their sessions", async () => {
      const cookie = await signIn(login);
      await database.db.execute(sql`delete from admin_users where lower(email) = ${ADMIN.email}`);
      expect((await run(layout.loader, args(request("/admin/blog", { cookie })))).status).toBe(302);
      expect(await database.db.select().from(adminUsers)).toEqual([]);
    });
  });
}
