import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { decodeHeader } from "#app/features/mail/mail.server";
import { auditLog, emailOutbox } from "#server/db/schema";
import { enqueueFormEmails } from "#server/email/outbox";
import { registerLeadMails } from "#server/email/registry";
import { sampleFormData } from "#server/email/samples";
import {
  addEditor,
  args,
  importRoute,
  request,
  type RouteModule,
  run,
  setUpRuntime,
  signIn,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const EDITOR = { email: "content@aihq.test", password: "content editor password" };

for (const target of testDatabases()) {
  describe(`back-office mail on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let outbox: RouteModule;
    let message: RouteModule;
    let dev: RouteModule;
    let admin: string;
    let editor: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-mail-test-"));

    /** Two queued mails of a contact form, then marked failed after 20 attempts. */
    async function failedMails() {
      const ids = await enqueueFormEmails(database.db, "contact_callback", {
        ...sampleFormData.contact_callback,
        email: `caller.${crypto.randomBytes(3).toString("hex")}@example.my`,
      });
      await database.db
        .update(emailOutbox)
        .set({ status: "failed", attempts: 20, lastError: "ECONNREFUSED: connect refused" })
        .where(eq(emailOutbox.status, "pending"));
      return ids;
    }
    const rowOf = async (id: string) =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test", DATA_DIR: dataDir });
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      outbox = await importRoute("routes/admin/mail/index.tsx");
      message = await importRoute("routes/admin/mail/message.tsx");
      dev = await importRoute("routes/admin/mail/dev.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("lists the outbox by status with counts, and renders a message (HTML and text)", async () => {
      const [visitorId] = await failedMails();
      const listed = await run(
        outbox.loader,
        args(request("/admin/mail?status=failed", { cookie: admin })),
      );
      const body = listed.body as { counts: Record<string, number>; mails: { id: string }[] };
      expect(body.counts).toMatchObject({ failed: 2, pending: 0, sent: 0 });
      expect(body.mails).toHaveLength(2);
      const shown = await run(
        message.loader,
        args(request(`/admin/mail/${visitorId}`, { cookie: admin }), { id: visitorId! }),
      );
      const { mail, preview } = shown.body as {
        mail: { attempts: number; lastError: string };
        preview: { ok: true; html: string; text: string; subject: string };
      };
      expect(mail).toMatchObject({ attempts: 20, lastError: "ECONNREFUSED: connect refused" });
      expect(preview.ok).toBe(true);
      expect(preview.html).toMatch(/^<!DOCTYPE html/i);
      expect(preview.text).toContain("Tan Wei Ming");
      const missing = await run(
        message.loader,
        args(request(`/admin/mail/${crypto.randomUUID()}`, { cookie: admin }), {
          id: crypto.randomUUID(),
        }),
      );
      expect(missing.status).toBe(404);
    });

    it("retry one: back to pending, due now, attempts reset, audited", async () => {
      const [first, second] = await failedMails();
      const before = Date.now();
      const outcome = await run(
        message.action,
        args(
          request(`/admin/mail/${first}`, { cookie: admin, form: { intent: "retry", id: first! } }),
          {
            id: first!,
          },
        ),
      );
      expect(outcome.status).toBe(302);
      const row = await rowOf(first!);
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(before - 60_000);
      expect((await rowOf(second!)).status).toBe("failed");
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, first!));
      expect(audit.map((a) => a.action)).toEqual(["mail.retry"]);
      // Not failed any more: a second retry is refused.
      const again = await run(
        message.action,
        args(
          request(`/admin/mail/${first}`, { cookie: admin, form: { intent: "retry", id: first! } }),
          {
            id: first!,
          },
        ),
      );
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        status: "error",
        message: "This mail is not failed any more.",
      });
    });

    it("retry all failed puts every failed mail back to pending", async () => {
      const ids = [...(await failedMails()), ...(await failedMails())];
      const outcome = await run(
        outbox.action,
        args(request("/admin/mail", { cookie: admin, form: { intent: "retry-all" } })),
      );
      expect(outcome.status).toBe(302);
      for (const id of ids) expect((await rowOf(id)).status).toBe("pending");
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "mail.retry-all"));
      expect(audit.at(-1)!.summary).toBe("Put 4 failed mails back in the queue");
    });

    it("roles: an editor gets 403 and changes nothing; nobody signed in is sent to sign-in or 401", async () => {
      const [id] = await failedMails();
      for (const [module, url, params] of [
        [outbox, "/admin/mail", {}],
        [message, `/admin/mail/${id}`, { id: id! }],
        [dev, "/admin/mail/dev", {}],
      ] as const) {
        expect(
          (await run(module.loader, args(request(url, { cookie: editor }), params))).status,
        ).toBe(403);
        const anonymous = await run(module.loader, args(request(url), params));
        expect(anonymous.status).toBe(302);
      }
      const form = { intent: "retry-all" };
      expect(
        (await run(outbox.action, args(request("/admin/mail", { cookie: editor, form })))).status,
      ).toBe(403);
      expect((await run(outbox.action, args(request("/admin/mail", { form })))).status).toBe(401);
      expect((await rowOf(id!)).status).toBe("failed");
    });

    it("the dev mailbox lists DATA_DIR/mail/*.eml newest first, reading nothing else", async () => {
      const dir = path.join(dataDir, "mail");
      fs.mkdirSync(dir, { recursive: true });
      const older = crypto.randomUUID();
      const newer = crypto.randomUUID();
      fs.writeFileSync(
        path.join(dir, `${older}.eml`),
        "To: a@example.my\r\nSubject: =?UTF-8?Q?Caf=C3=A9_time?=\r\n\r\nbody",
      );
      fs.utimesSync(path.join(dir, `${older}.eml`), new Date(2026, 0, 1), new Date(2026, 0, 1));
      fs.writeFileSync(
        path.join(dir, `${newer}.eml`),
        "To: b@example.my\r\nSubject: Hello\r\n\r\nx",
      );
      fs.writeFileSync(path.join(dir, "notes.txt"), "Subject: secret\r\n\r\n");
      const outcome = await run(dev.loader, args(request("/admin/mail/dev", { cookie: admin })));
      const body = outcome.body as {
        active: boolean;
        messages: { id: string; subject: string; to: string }[];
      };
      expect(body.active).toBe(true);
      expect(body.messages.map((m) => [m.id, m.subject, m.to])).toEqual([
        [newer, "Hello", "b@example.my"],
        [older, "Café time", "a@example.my"],
      ]);
      expect(decodeHeader("=?UTF-8?B?SGVsbG8gd29ybGQ=?=")).toBe("Hello world");
    });
  });
}
