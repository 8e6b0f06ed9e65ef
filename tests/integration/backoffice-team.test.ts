import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/auth/admin-users";
import { authenticate } from "#server/auth/sessions";
import { adminUsers, auditLog, emailOutbox, sessions } from "#server/db/schema";
import { parseFormSubmission } from "#server/email/outbox";
import { requireLeadMail } from "#server/email/registry";
import { getRuntime } from "#server/runtime";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { registerLeadMails } from "#server/email/registry";
import {
  changeRole,
  checkSetPasswordLink,
  inviteUser,
  LAST_ADMIN_MESSAGE,
  setDisabled,
  setPasswordPath,
} from "#app/features/team/team.server";
import { sendSetPasswordMail } from "#app/features/team/set-password-mail.server";
import {
  ADMIN,
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { conflict, refused } from "#common/outcome";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const DAY_MS = 86_400_000;

for (const target of testDatabases()) {
  describe(`back-office team on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let login: RouteModule;
    let team: RouteModule;
    let invite: RouteModule;
    let audit: RouteModule;
    let dashboard: RouteModule;

    const secrets = () => getRuntime().secrets;
    const adminRow = async (email = ADMIN.email) => {
      const [row] = await database.db
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = ${email}`);
      if (!row) throw new Error(`no account ${email}`);
      return row;
    };
    const actor = async () => {
      const row = await adminRow();
      return { id: row.id, email: row.email, name: row.name, role: row.role };
    };
    const linkParts = (path: string) => {
      const url = new URL(path, "http://aihq.test");
      return {
        url: url.pathname + url.search,
        id: url.pathname.split("/").pop()!,
        expires: url.searchParams.get("expires"),
        sig: url.searchParams.get("sig"),
      };
    };
    const teamPost = (cookie: string, form: Record<string, string>) =>
      run(team.action, args(request("/admin/team", { cookie, form })));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      login = await importRoute("routes/admin/team/login.tsx");
      team = await importRoute("routes/admin/team/index.tsx");
      invite = await importRoute("routes/admin/team/invite.tsx");
      audit = await importRoute("routes/admin/audit/index.tsx");
      dashboard = await importRoute("routes/admin/index.tsx");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      // One admin (ADMIN) at the start of every test.
      await database.db.delete(auditLog);
      await database.db.delete(emailOutbox);
      await database.db.delete(adminUsers).where(sql`lower(${adminUsers.email}) <> ${ADMIN.email}`);
      await database.db
        .update(adminUsers)
        .set({ role: "admin", disabledAt: null })
        .where(eq(adminUsers.email, ADMIN.email));
    });

    it("invites through the team page: the account, its audit entry and the set-password mail, together", async () => {
      const cookie = await signIn(login);
      const outcome = await teamPost(cookie, {
        intent: "invite",
        email: "New.Person@AIHQ.test",
        name: "New Person",
        role: "editor",
      });
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe("/admin/team");
      const user = await adminRow("new.person@aihq.test");
      expect(user).toMatchObject({ role: "editor", disabledAt: null, name: "New Person" });
      const [entry] = await database.db.select().from(auditLog);
      expect(entry).toMatchObject({
        action: "user.invite",
        actorEmail: ADMIN.email,
        targetId: user.id,
      });
      const mails = await database.db.select().from(emailOutbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        formType: "admin_set_password",
        recipientRole: "visitor",
        toAddress: "new.person@aihq.test",
        status: "pending",
      });
      const path = String((mails[0]!.formData as { path: string }).path);
      expect(path).toMatch(new RegExp(`^/admin/invite/${user.id}\\?expires=\\d+&sig=`));
      // The worker can render it; the link is absolute in the message.
      const mail = requireLeadMail("admin_set_password");
      const content = mail.content("visitor", mails[0]!.formData, {
        siteUrl: "http://aihq.test",
        receivedAt: new Date(),
        recommendations: [],
      });
      expect(content.subject).toBe("You are invited to the AIHQ back office");

      // A taken e-mail is refused with a message, and nothing more is stored.
      const again = await teamPost(cookie, {
        intent: "invite",
        email: "new.person@aihq.test",
        name: "Twice",
        role: "admin",
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        message: "There is already an account with this e-mail.",
      });
      expect(await database.db.select().from(auditLog)).toHaveLength(1);
      expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
    });

    it("a failed delivery rolls back the account and its audit entry (same transaction)", async () => {
      await expect(
        inviteUser(
          database.db,
          secrets(),
          await actor(),
          { email: "rollback@aihq.test", name: "Rollback", role: "editor" },
          async (tx, message) => {
            await sendSetPasswordMail(tx, message);
            throw new Error("delivery failed");
          },
        ),
      ).rejects.toThrow("delivery failed");
      expect(
        await database.db
          .select()
          .from(adminUsers)
          .where(eq(adminUsers.email, "rollback@aihq.test")),
      ).toEqual([]);
      expect(await database.db.select().from(auditLog)).toEqual([]);
      expect(await database.db.select().from(emailOutbox)).toEqual([]);
    });

    it("the set-password link works once, then signs in; a used, expired or forged link is refused", async () => {
      const outcome = await inviteUser(
        database.db,
        secrets(),
        await actor(),
        { email: "once@aihq.test", name: "Once", role: "editor" },
        sendSetPasswordMail,
      );
      if (!outcome.ok) throw new Error(outcome.message);
      const invited = outcome.value;
      const link = linkParts(invited.link);
      const page = await run(invite.loader, args(request(link.url), { id: link.id }));
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ refused: null, email: "once@aihq.test" });

      const password = "a brand new passphrase";
      const set = await run(
        invite.action,
        args(request(link.url, { form: { password, confirm: password } }), { id: link.id }),
      );
      expect(set.status).toBe(302);
      expect(set.headers.get("Location")).toBe("/admin");
      expect(set.headers.getSetCookie().some((c) => c.startsWith("aihq_admin="))).toBe(true);
      expect(await authenticate(database.db, "once@aihq.test", password)).toMatchObject({
        role: "editor",
      });
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "user.password_set"));
      expect(entry).toMatchObject({ actorEmail: "once@aihq.test", targetId: invited.id });

      // Used: the hash it was bound to is gone.
      const reused = await run(
        invite.action,
        args(
          request(link.url, {
            form: { password: "another passphrase!", confirm: "another passphrase!" },
          }),
          {
            id: link.id,
          },
        ),
      );
      expect(reused.status).toBe(410);
      expect(await authenticate(database.db, "once@aihq.test", password)).not.toBeNull();
      expect((await run(invite.loader, args(request(link.url), { id: link.id }))).status).toBe(410);

      // Expired: a link made 25 hours ago.
      const user = await adminRow("once@aihq.test");
      const old = linkParts(setPasswordPath(secrets(), user, Date.now() - 25 * 60 * 60 * 1000));
      const expired = await run(invite.loader, args(request(old.url), { id: old.id }));
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ refused: expect.stringMatching(/expired/) });
      expect(
        await checkSetPasswordLink(database.db, secrets(), user.id, old.expires, old.sig),
      ).toEqual(refused("expired"));

      // Forged: a changed expiry, another account's id, a made-up signature.
      const fresh = linkParts(setPasswordPath(secrets(), user));
      const admin = await adminRow();
      for (const [id, expires, sig] of [
        [fresh.id, String(Number(fresh.expires) + 3600), fresh.sig],
        [admin.id, fresh.expires, fresh.sig],
        [fresh.id, fresh.expires, "x".repeat(43)],
        [fresh.id, fresh.expires, null],
        ["not-a-uuid", fresh.expires, fresh.sig],
      ] as const) {
        expect(await checkSetPasswordLink(database.db, secrets(), id, expires, sig)).toEqual({
          ok: false,
          reason: "invalid",
        });
      }
      const forged = await run(
        invite.action,
        args(
          request(`/admin/invite/${admin.id}?expires=${fresh.expires}&sig=${fresh.sig}`, {
            form: { password: "taking over the admin", confirm: "taking over the admin" },
          }),
          { id: admin.id },
        ),
      );
      expect(forged.status).toBe(410);
      expect(await authenticate(database.db, ADMIN.email, ADMIN.password)).not.toBeNull();
      // And from another site, refused before anything is read.
      const csrf = await run(
        invite.action,
        args(
          request(fresh.url, {
            origin: "https://evil.example",
            form: { password: "x".repeat(20), confirm: "x".repeat(20) },
          }),
          { id: fresh.id },
        ),
      );
      expect(csrf.status).toBe(403);
    });

    it("never demotes or disables the last active admin", async () => {
      const cookie = await signIn(login);
      const me = await adminRow();
      const refusedForms: Record<string, string>[] = [
        { intent: "role", id: me.id, role: "editor" },
        { intent: "disable", id: me.id, confirm: "yes" },
      ];
      for (const form of refusedForms) {
        const outcome = await teamPost(cookie, form);
        expect(outcome.status).toBe(409);
        expect(outcome.body).toMatchObject({ message: LAST_ADMIN_MESSAGE });
      }
      expect(await adminRow()).toMatchObject({ role: "admin", disabledAt: null });
      expect(await database.db.select().from(auditLog)).toEqual([]);

      // A disabled admin does not count: disabling the other admin first leaves one again.
      await upsertAdmin(database.db, {
        email: "second@aihq.test",
        password: "second admin password",
      });
      const second = await adminRow("second@aihq.test");
      await setDisabled(database.db, await actor(), second.id, true);
      expect(await changeRole(database.db, await actor(), me.id, "editor")).toEqual(
        conflict(LAST_ADMIN_MESSAGE),
      );
      await setDisabled(database.db, await actor(), second.id, false);
      // With two active admins, one may be demoted: then the other is the last.
      await changeRole(database.db, await actor(), me.id, "editor");
      expect(await changeRole(database.db, await actor(), second.id, "editor")).toEqual(
        conflict(LAST_ADMIN_MESSAGE),
      );
      const actions = (await database.db.select().from(auditLog)).map((row) => row.action).sort();
      expect(actions).toEqual(["user.disable", "user.enable", "user.role"]);
    });

    it("two admins demoting each other at once: one succeeds, one admin is left", async () => {
      await upsertAdmin(database.db, {
        email: "second@aihq.test",
        password: "second admin password",
      });
      const first = await actor();
      const secondRow = await adminRow("second@aihq.test");
      const second = {
        id: secondRow.id,
        email: secondRow.email,
        name: secondRow.name,
        role: secondRow.role,
      };
      const results = await Promise.allSettled([
        changeRole(database.db, first, second.id, "editor"),
        changeRole(database.db, second, first.id, "editor"),
      ]);
      expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
      const admins = await database.db
        .select()
        .from(adminUsers)
        .where(and(eq(adminUsers.role, "admin"), sql`${adminUsers.disabledAt} is null`));
      expect(admins).toHaveLength(1);
    });

    it("disabling an account ends its sessions at once; enabling does not bring them back", async () => {
      await upsertAdmin(database.db, {
        email: "editor2@aihq.test",
        password: "editor two password",
      });
      await database.db
        .update(adminUsers)
        .set({ role: "editor" })
        .where(eq(adminUsers.email, "editor2@aihq.test"));
      const editorCookie = await signIn(login, {
        email: "editor2@aihq.test",
        password: "editor two password",
      });
      const editor = await adminRow("editor2@aihq.test");
      const home = () => run(dashboard.loader, args(request("/admin", { cookie: editorCookie })));
      expect((await home()).status).toBe(200);

      const cookie = await signIn(login);
      // Not confirmed: sent to the confirmation page, nothing changed.
      const unconfirmed = await teamPost(cookie, { intent: "disable", id: editor.id });
      expect(unconfirmed.status).toBe(303);
      expect(unconfirmed.headers.get("Location")).toBe(`/admin/team?disable=${editor.id}`);
      expect((await home()).status).toBe(200);
      expect(await database.db.select().from(auditLog)).toEqual([]);
      const confirmPage = await run(
        team.loader,
        args(request(`/admin/team?disable=${editor.id}`, { cookie })),
      );
      expect(confirmPage.body).toMatchObject({
        confirmDisable: { id: editor.id, email: "editor2@aihq.test" },
      });

      expect(
        (await teamPost(cookie, { intent: "disable", id: editor.id, confirm: "yes" })).status,
      ).toBe(302);
      expect(
        await database.db.select().from(sessions).where(eq(sessions.userId, editor.id)),
      ).toEqual([]);
      // A disabled account has nothing left to confirm.
      const after = await run(
        team.loader,
        args(request(`/admin/team?disable=${editor.id}`, { cookie })),
      );
      expect(after.body).toMatchObject({ confirmDisable: null });
      expect((await home()).status).toBe(302);
      expect(
        await authenticate(database.db, "editor2@aihq.test", "editor two password"),
      ).toBeNull();
      const [entry] = await database.db.select().from(auditLog);
      expect(entry).toMatchObject({ action: "user.disable", targetId: editor.id });

      expect((await teamPost(cookie, { intent: "enable", id: editor.id })).status).toBe(302);
      expect((await home()).status).toBe(302);
      expect(
        await authenticate(database.db, "editor2@aihq.test", "editor two password"),
      ).not.toBeNull();
    });

    it("exports the team as CSV for admins only: every account with its role and status", async () => {
      const exportRoute = await importRoute("routes/admin/team/export.ts");
      await upsertAdmin(database.db, {
        email: "csv-editor@aihq.test",
        password: "csv editor password 0123",
        name: "@Editor, Csv",
      });
      const row = await adminRow("csv-editor@aihq.test");
      await database.db
        .update(adminUsers)
        .set({ role: "editor", disabledAt: new Date() })
        .where(eq(adminUsers.id, row.id));
      const cookie = await signIn(login);
      const outcome = await run(exportRoute.loader, args(request("/admin/team.csv", { cookie })));
      expect(outcome.status).toBe(200);
      const response = outcome.body as Response;
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="team-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n").slice(0, -1);
      expect(lines[0]).toBe("Name,E-mail,Role,Status,Last sign-in,Added");
      expect(lines).toHaveLength(3);
      // Ordered by e-mail like the list; formula cells neutralised.
      expect(lines[1]).toMatch(/^"'@Editor, Csv",csv-editor@aihq\.test,editor,disabled,,\d{4}-/);
      expect(lines[2]).toMatch(
        new RegExp(`,${ADMIN.email.replace(/\./g, "\\.")},admin,active,\\d{4}-`),
      );

      // An editor may not read colleagues' addresses: 403, and no file.
      await database.db
        .update(adminUsers)
        .set({ disabledAt: null })
        .where(eq(adminUsers.id, row.id));
      const editor = await signIn(login, {
        email: "csv-editor@aihq.test",
        password: "csv editor password 0123",
      });
      const refused = await run(
        exportRoute.loader,
        args(request("/admin/team.csv", { cookie: editor })),
      );
      expect(refused.status).toBe(403);
      expect(refused.body).not.toBeInstanceOf(Response);
    });

    it("reset password mails a new link; the old password works until it is used", async () => {
      await upsertAdmin(database.db, {
        email: "forgetful@aihq.test",
        password: "forgotten password",
      });
      const user = await adminRow("forgetful@aihq.test");
      const cookie = await signIn(login);
      expect((await teamPost(cookie, { intent: "reset", id: user.id })).status).toBe(302);
      const [mail] = await database.db.select().from(emailOutbox);
      expect(mail).toMatchObject({
        formType: "admin_set_password",
        toAddress: "forgetful@aihq.test",
      });
      expect(mail!.formData).toMatchObject({ reason: "reset" });
      const [entry] = await database.db.select().from(auditLog);
      expect(entry).toMatchObject({ action: "user.password_reset", targetId: user.id });
      expect(
        await authenticate(database.db, "forgetful@aihq.test", "forgotten password"),
      ).not.toBeNull();
    });

    it("the public send-email endpoint does not accept the internal set-password mail", () => {
      const parsed = parseFormSubmission({
        formType: "admin_set_password",
        formData: {
          email: "victim@aihq.test",
          name: "Victim",
          path: `/admin/invite/${crypto.randomUUID()}?expires=1&sig=abc`,
          reason: "reset",
        },
      });
      expect(parsed.success).toBe(false);
    });

    it("the audit log: admins only, newest first, paginated and filtered on the server", async () => {
      const me = await actor();
      await database.db.insert(auditLog).values(
        Array.from({ length: 60 }, (_, i) => ({
          actorId: me.id,
          actorEmail: i % 2 ? "other@aihq.test" : me.email,
          action: i % 3 ? "user.role" : "user.invite",
          targetType: "admin_user",
          summary: `Entry ${i}`,
          createdAt: new Date(Date.now() - (60 - i) * DAY_MS),
        })),
      );
      const cookie = await signIn(login);
      const page = (query: string) =>
        run(audit.loader, args(request(`/admin/audit${query}`, { cookie })));
      const first = (await page("")).body as { rows: { summary: string }[]; total: number };
      expect(first.total).toBe(60);
      expect(first.rows).toHaveLength(50);
      expect(first.rows[0]!.summary).toBe("Entry 59");
      const second = (await page("?page=2")).body as { rows: { summary: string }[] };
      expect(second.rows.map((r) => r.summary)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Entry ${9 - i}`),
      );
      const filtered = (await page("?actor=OTHER%40aihq.test&action=user.invite")).body as {
        rows: { summary: string }[];
        total: number;
      };
      expect(filtered.total).toBe(10);
      expect(filtered.rows.map((r) => r.summary)).toEqual(
        [57, 51, 45, 39, 33, 27, 21, 15, 9, 3].map((i) => `Entry ${i}`),
      );
    });
  });
}
