import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { openDatabase, type Database } from "#server/db/client";
import { emailOutbox } from "#server/db/schema";
import { enqueueFormEmails } from "#server/email/outbox";
import { insertSampleCatalogue, sampleFormData } from "#server/email/samples";
import { registerLeadMails } from "#server/email/registry";
import { smtpTransport, type MailTransport } from "#server/email/transport";
import { createMailWorker, type MailWorker, type MailWorkerOptions } from "#server/email/worker";
import { retryDelayMs } from "#server/email/outbox-settlement";
import { freePort, SINK_PASS, SINK_USER, startSmtpSink, type SmtpSink } from "./email-sink";
import { testDatabases } from "./test-db";

// As boot() does from the server build.
registerLeadMails(leadMails);

const TEAM = "team@aihq.test";
const silent = pino({ level: "silent" });

describe("retry back-off", () => {
  it("starts at 30 s, doubles, and stops growing at 1 h", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(
      (n) => retryDelayMs(n, 30_000, 3_600_000) / 1000,
    );
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });
});

for (const target of testDatabases()) {
  describe(`e-mail delivery faults on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    const workers: MailWorker[] = [];
    const sinks: SmtpSink[] = [];
    const extraHandles: Database[] = [];

    function worker(
      db: Database,
      transport: MailTransport,
      overrides: Partial<MailWorkerOptions> = {},
    ): MailWorker {
      const created = createMailWorker({
        database: db,
        transport,
        mailFrom: "AIHQ <hello@aihq.com.my>",
        siteUrl: "https://aihq.test",
        logger: silent,
        pollIntervalMs: 25,
        ...overrides,
      });
      workers.push(created);
      return created;
    }

    async function sink(port?: number) {
      const created = await startSmtpSink(port);
      sinks.push(created);
      return created;
    }

    async function rows() {
      return database.db
        .select()
        .from(emailOutbox)
        .orderBy(emailOutbox.createdAt, emailOutbox.recipientRole);
    }

    beforeAll(async () => {
      database = await target.open();
      await insertSampleCatalogue(database.db);
    });
    afterAll(async () => {
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop(200)));
      await Promise.all(sinks.splice(0).map((s) => s.stop()));
      await Promise.all(extraHandles.splice(0).map((h) => h.close()));
    });

    it("retries with growing delays while the server is down, and delivers when it is back", async () => {
      const port = await freePort();
      const url = `smtp://${encodeURIComponent(SINK_USER)}:${encodeURIComponent(SINK_PASS)}@127.0.0.1:${port}`;
      const [visitorId] = await enqueueFormEmails(
        database.db,
        "contact_callback",
        sampleFormData.contact_callback,
        {
          teamAddress: TEAM,
        },
      );
      // Delays of a second or more: a drain claims again until nothing is due, so a
      // shorter delay let a loaded CI machine retry within one round (attempts 2 at round 1).
      const w = worker(database, smtpTransport(url), {
        retryBaseMs: 1000,
        retryMaxMs: 2000,
        maxAttempts: 10,
      });

      // Drive the worker by hand: each round is one attempt, and the row says when the next is due.
      const delays: number[] = [];
      for (let round = 1; round <= 4; round += 1) {
        await waitUntilDue(visitorId!);
        await w.drain();
        const [row] = await database.db
          .select({
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            lastError: emailOutbox.lastError,
            delayMs: sql<number>`(extract(epoch from (${emailOutbox.nextAttemptAt} - ${emailOutbox.updatedAt})) * 1000)::int`,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, visitorId!));
        expect(row).toMatchObject({ status: "pending", attempts: round });
        expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
        delays.push(row!.delayMs);
      }
      expect(delays).toEqual([1000, 2000, 2000, 2000]);

      // The server comes back on the same address: everything queued arrives.
      const back = await sink(port);
      await waitUntilDue(visitorId!);
      await w.drain();
      const received = await back.waitFor(2);
      expect(received.map((m) => m.envelopeTo[0]).sort()).toEqual(
        [TEAM, "weiming.tan@example.my"].sort(),
      );
      const settled = await rows();
      expect(settled.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
        ["sent", 5, null],
        ["sent", 5, null],
      ]);
    });

    it("delivers on its own once the server is back (timer and NOTIFY, no manual drain)", async () => {
      const down = await sink();
      const port = down.port;
      await down.stop();
      await worker(database, smtpTransport(down.url), { retryBaseMs: 30, retryMaxMs: 60 }).start();
      await enqueueFormEmails(database.db, "grant_inquiry", sampleFormData.grant_inquiry, {
        teamAddress: TEAM,
      });
      await expect
        .poll(async () => Math.min(...(await rows()).map((r) => r.attempts)), { timeout: 5000 })
        .toBeGreaterThanOrEqual(2);
      const back = await sink(port);
      await back.waitFor(2, 5000);
      await expect
        .poll(async () => (await rows()).map((r) => r.status), { timeout: 5000 })
        .toEqual(["sent", "sent"]);
    });

    it("marks a message failed after the maximum attempts when the server keeps refusing it", async () => {
      const refusing = await sink();
      refusing.mode = "reject";
      await worker(database, smtpTransport(refusing.url), {
        retryBaseMs: 10,
        retryMaxMs: 20,
        maxAttempts: 3,
      }).start();
      await enqueueFormEmails(database.db, "custom_training", sampleFormData.custom_training, {
        teamAddress: TEAM,
      });
      await expect
        .poll(async () => (await rows()).map((r) => r.status), { timeout: 5000 })
        .toEqual(["failed", "failed"]);
      for (const row of await rows()) {
        expect(row.attempts).toBe(3);
        expect(row.lastError).toMatch(/550/);
        expect(row.sentAt).toBeNull();
      }
      // Failed rows stay failed: no further attempts.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await rows()).map((r) => r.attempts)).toEqual([3, 3]);
      expect(refusing.messages).toHaveLength(0);
    });

    it("takes over a message whose worker died mid-send, after the lease, with the same Message-ID", async () => {
      const target = await sink();
      const [visitorId] = await enqueueFormEmails(
        database.db,
        "ntw_registration",
        sampleFormData.ntw_registration,
        {
          teamAddress: TEAM,
        },
      );
      // The first worker claims the rows and never finishes sending (a crash, as far as anyone can tell).
      let hung = 0;
      const hanging: MailTransport = {
        kind: "smtp",
        send: () => new Promise(() => void (hung += 1)),
        close() {},
      };
      void worker(database, hanging, { leaseMs: 300, batchSize: 10 }).drain();
      await expect
        .poll(async () => (await rows()).map((r) => r.status), { timeout: 3000 })
        .toEqual(["sending", "sending"]);
      await expect.poll(() => hung, { timeout: 3000 }).toBe(2);

      // Another worker leaves them alone while the lease holds …
      const rescuer = worker(database, smtpTransport(target.url), { leaseMs: 300 });
      expect(await rescuer.drain()).toBe(0);
      // … and sends them once it has expired.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await rescuer.drain()).toBe(2);
      const received = await target.waitFor(2);
      expect(received.map((m) => m.messageId)).toContain(`<${visitorId}@aihq.com.my>`);
      const settled = await rows();
      expect(settled.map((r) => [r.status, r.attempts])).toEqual([
        ["sent", 2],
        ["sent", 2],
      ]);
    });

    it("fails a message whose last allowed attempt was interrupted, instead of trying it forever", async () => {
      const target = await sink();
      await enqueueFormEmails(database.db, "grant_inquiry", sampleFormData.grant_inquiry, {
        teamAddress: TEAM,
      });
      const hanging: MailTransport = {
        kind: "smtp",
        send: () => new Promise(() => {}),
        close() {},
      };
      void worker(database, hanging, { leaseMs: 100, maxAttempts: 1, batchSize: 10 }).drain();
      await expect
        .poll(async () => (await rows()).map((r) => r.status), { timeout: 3000 })
        .toEqual(["sending", "sending"]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await worker(database, smtpTransport(target.url), { maxAttempts: 1 }).drain()).toBe(0);
      const settled = await rows();
      expect(settled.map((r) => r.status)).toEqual(["failed", "failed"]);
      expect(settled[0]?.lastError).toMatch(/interrupted/);
      expect(target.messages).toHaveLength(0);
    });

    it("two workers on separate connections deliver every message exactly once", async () => {
      const target = await sink();
      const second = await secondHandle();
      const count = 25;
      for (let i = 0; i < count; i += 1) {
        await enqueueFormEmails(
          database.db,
          "contact_callback",
          {
            ...sampleFormData.contact_callback,
            fullName: `Visitor ${i}`,
            email: `visitor${i}@example.my`,
          },
          { teamAddress: TEAM },
        );
      }
      const sentBy = { a: 0, b: 0 };
      const counted = (name: "a" | "b"): MailTransport => {
        const inner = smtpTransport(target.url);
        return {
          kind: "smtp",
          close: () => inner.close(),
          send: (mail) => inner.send(mail).then((r) => ((sentBy[name] += 1), r)),
        };
      };
      const a = worker(database, counted("a"), { batchSize: 3 });
      const b = worker(second, counted("b"), { batchSize: 3 });
      await Promise.all([a.start(), b.start()]);
      await target.waitFor(count * 2, 20_000);
      await expect
        .poll(async () => (await rows()).filter((r) => r.status === "sent").length, {
          timeout: 5000,
        })
        .toBe(count * 2);
      // Give any stray duplicate time to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ids = target.messages.map((m) => m.messageId);
      expect(ids).toHaveLength(count * 2);
      expect(new Set(ids).size).toBe(count * 2);
      expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
      // Both took part: the rows were shared out, not sent twice.
      expect(sentBy.a + sentBy.b).toBe(count * 2);
      expect(sentBy.a).toBeGreaterThan(0);
      expect(sentBy.b).toBeGreaterThan(0);
    });

    it("a mail that went out is recorded as sent once the database answers again, never sent twice", async () => {
      const target = await sink();
      await enqueueFormEmails(database.db, "contact_callback", sampleFormData.contact_callback, {
        teamAddress: TEAM,
      });
      // The database refuses the first two "sent" updates as it does while it restarts
      // (admin_shutdown). A sequence counts them: unlike a table, it is not rolled back with
      // the failed statement.
      const statements = [
        "create sequence outbox_sent_refusals",
        `create function refuse_sent() returns trigger language plpgsql as $$
         begin
           if new.status = 'sent' and nextval('outbox_sent_refusals') <= 2 then
             raise exception using errcode = '57P01', message = 'the database is restarting (test)';
           end if;
           return new;
         end $$`,
        "create trigger refuse_sent before update on email_outbox for each row execute function refuse_sent()",
      ];
      for (const statement of statements) await database.db.execute(sql.raw(statement));
      try {
        const w = worker(database, smtpTransport(target.url), { retryBaseMs: 10, retryMaxMs: 20 });
        expect(await w.drain()).toBe(2);
        // Had a refused update counted as a failed send, the row would be due again by now.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await w.drain();
        const settled = await rows();
        expect(settled.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
          ["sent", 1, null],
          ["sent", 1, null],
        ]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(target.messages).toHaveLength(2);
      } finally {
        await database.db.execute(sql.raw("drop trigger refuse_sent on email_outbox"));
        await database.db.execute(sql.raw("drop function refuse_sent()"));
        await database.db.execute(sql.raw("drop sequence outbox_sent_refusals"));
      }
    });

    /** Another connection pool on the same database, as a second app instance would have. */
    async function secondHandle(): Promise<Database> {
      if (database.raw.kind === "pglite") return database; // one connection is all PGlite has
      const url = database.raw.pool.options.connectionString;
      if (!url) throw new Error("the test pool has no connection string");
      const handle = await openDatabase({ databaseUrl: url, poolMax: 4 });
      extraHandles.push(handle);
      return handle;
    }

    async function waitUntilDue(id: string) {
      for (;;) {
        const [row] = await database.db
          .select({
            wait: sql<number>`(extract(epoch from (${emailOutbox.nextAttemptAt} - now())) * 1000)::int`,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, id));
        if ((row?.wait ?? 0) <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(row!.wait + 5, 100)));
      }
    }
  });
}
