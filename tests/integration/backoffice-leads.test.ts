import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteStaleSpam } from "#app/features/leads/admin/jobs.server";
import { parseLeadFilter } from "#app/features/leads/admin/filters";
import { eachLead, listLeads } from "#app/features/leads/admin/leads.server";
import {
  auditLog,
  callbackRequests,
  emailOutbox,
  grantInquiries,
  leadEvents,
  leads,
  quizSubmissions,
} from "#server/db/schema";
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

const EDITOR = { email: "content@aihq.test", password: "content editor password" };
const NOTICE = "2024-06-01";

function filter(query: string) {
  return parseLeadFilter(new URLSearchParams(query));
}

for (const target of testDatabases()) {
  describe(`the leads inbox on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let admin: string;
    let editor: string;
    let inbox: RouteModule;
    let detail: RouteModule;
    let spam: RouteModule;
    let csv: RouteModule;

    async function callback(values: {
      name: string;
      email: string;
      message?: string;
      spamReason?: string;
      createdAt?: Date;
    }) {
      const [row] = await database.db
        .insert(callbackRequests)
        .values({
          fullName: values.name,
          email: values.email,
          phone: "+60 12-345 6789",
          message: values.message ?? null,
          privacyNoticeVersion: NOTICE,
          spamReason: values.spamReason ?? null,
          createdAt: values.createdAt,
        })
        .returning();
      const [lead] = await database.db
        .select()
        .from(leads)
        .where(and(eq(leads.kind, "callback"), eq(leads.sourceId, row!.id)));
      return { source: row!, lead: lead! };
    }

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      inbox = await importRoute("routes/admin/leads/index.tsx");
      detail = await importRoute("routes/admin/leads/detail.tsx");
      spam = await importRoute("routes/admin/leads/spam.tsx");
      csv = await importRoute("routes/admin/leads/export.ts");
    }, 60_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
      await database.db.delete(callbackRequests);
      await database.db.delete(quizSubmissions);
      await database.db.delete(grantInquiries);
      await database.db.delete(leads);
      await database.db.delete(auditLog);
    });

    it("filters by kind, status and Malaysian dates, searches case-insensitively with wildcards literal, leaves spam out, counts per kind", async () => {
      // 23:30 MYT on 1 Mar 2026 is still 1 Mar in Malaysia (15:30 UTC).
      const siti = await callback({
        name: "Siti Aminah",
        email: "siti@grab.example",
        createdAt: new Date("2026-03-01T15:30:00Z"),
      });
      await callback({
        name: "Raj 100% Kumar",
        email: "raj@example.my",
        createdAt: new Date("2026-03-01T16:30:00Z"), // 00:30 MYT on 2 Mar
      });
      await callback({
        name: "Raj 100x Kumar",
        email: "rajx@example.my",
        createdAt: new Date("2026-03-03T01:00:00Z"),
      });
      await callback({ name: "Spammy", email: "spam@grab.example", spamReason: "Honeypot filled" });
      await database.db.insert(quizSubmissions).values({
        path: "organization",
        answers: { "1": "a" },
        name: "Lim Wei",
        email: "lim@example.my",
        organization: "GRAB Holdings",
        jobRole: "CTO",
        score: 70,
        band: "building_momentum",
        privacyNoticeVersion: NOTICE,
      });
      await database.db
        .update(leads)
        .set({ status: "contacted" })
        .where(eq(leads.id, siti.lead.id));

      const all = await listLeads(filter(""));
      expect(all.total).toBe(4);
      expect(all.rows.map((r) => r.name)).not.toContain("Spammy");
      expect(all.kindCounts).toMatchObject({ callback: 3, quiz: 1, visitor: 0 });

      const quizzes = await listLeads(filter("kind=quiz"));
      expect(quizzes.rows.map((r) => r.name)).toEqual(["Lim Wei"]);
      // The readiness band reads as words, not its code.
      expect(quizzes.rows[0]!.subject).toBe("Building momentum");
      // The counts per kind ignore the kind filter, so the chips still show the others.
      expect(quizzes.kindCounts).toMatchObject({ callback: 3, quiz: 1 });

      expect((await listLeads(filter("status=contacted"))).rows.map((r) => r.name)).toEqual([
        "Siti Aminah",
      ]);
      expect(
        (await listLeads(filter("from=2026-03-01&to=2026-03-01"))).rows.map((r) => r.name),
      ).toEqual(["Siti Aminah"]);
      expect(
        (await listLeads(filter("from=2026-03-02&to=2026-03-02"))).rows.map((r) => r.name),
      ).toEqual(["Raj 100% Kumar"]);

      // Name, e-mail or organisation, any case.
      expect((await listLeads(filter("q=grab"))).rows.map((r) => r.name).sort()).toEqual([
        "Lim Wei",
        "Siti Aminah",
      ]);
      expect((await listLeads(filter("q=SITI"))).total).toBe(1);
      // % and _ are literal.
      expect((await listLeads(filter("q=100%25"))).rows.map((r) => r.name)).toEqual([
        "Raj 100% Kumar",
      ]);
      expect((await listLeads(filter("q=100_"))).total).toBe(0);

      // The route reads the same parameters from the URL.
      const page = await run(
        inbox.loader,
        args(request("/admin/leads?kind=callback&q=raj", { cookie: admin })),
      );
      const body = page.body as { rows: { name: string }[]; total: number };
      expect(body.total).toBe(2);
      expect(body.rows.map((r) => r.name)).toEqual(["Raj 100x Kumar", "Raj 100% Kumar"]);
    });

    it("pages 50 at a time in a stable order, even when leads share a timestamp", async () => {
      await database.db.execute(sql`
        INSERT INTO leads (kind, source_id, name, email, created_at)
        SELECT 'visitor', gen_random_uuid(), 'Visitor ' || i, 'v' || i || '@example.my',
               timestamptz '2026-01-01 00:00:00+00' + ((i / 3) || ' minutes')::interval
        FROM generate_series(1, 120) AS i`);
      const seen = new Set<string>();
      for (const p of [1, 2, 3]) {
        const { rows, pages, total } = await listLeads(filter(`page=${p}`));
        expect(total).toBe(120);
        expect(pages).toBe(3);
        expect(rows).toHaveLength(p === 3 ? 20 : 50);
        for (const r of rows) seen.add(r.id);
      }
      expect(seen.size).toBe(120);
      // The export's keyset reads every row once too.
      const exported: string[] = [];
      for await (const chunk of eachLead(filter(""), { chunk: 7 }))
        exported.push(...chunk.map((r) => r.id));
      expect(exported).toHaveLength(120);
      expect(new Set(exported).size).toBe(120);
    });

    it("shows a lead with every field, its quiz answers and its mails; status change with a note stores the event and the audit record", async () => {
      const [quiz] = await database.db
        .insert(quizSubmissions)
        .values({
          path: "individual",
          answers: { "1": "use-daily" },
          name: "Lim Wei",
          email: "lim@example.my",
          organization: "Grab",
          jobRole: "CTO",
          score: 87,
          band: "ready_to_lead",
          privacyNoticeVersion: NOTICE,
        })
        .returning();
      await database.db.insert(emailOutbox).values({
        formType: "quiz_result",
        formData: {},
        recipientRole: "visitor",
        toAddress: "lim@example.my",
        status: "sent",
        subject: "Your AI readiness result",
        leadRef: `quiz:${quiz!.id}`,
      });
      const [lead] = await database.db.select().from(leads).where(eq(leads.sourceId, quiz!.id));
      const shown = await run(
        detail.loader,
        args(request(`/admin/leads/${lead!.id}`, { cookie: admin }), { id: lead!.id }),
      );
      const body = shown.body as {
        lead: { kind: string; status: string };
        source: Record<string, unknown>;
        mails: { status: string; subject: string }[];
      };
      expect(body.lead).toMatchObject({ kind: "quiz", status: "new" });
      expect(body.source).toMatchObject({
        score: 87,
        band: "ready_to_lead",
        jobRole: "CTO",
        answers: { "1": "use-daily" },
      });
      expect(body.mails).toEqual([
        expect.objectContaining({ status: "sent", subject: "Your AI readiness result" }),
      ]);

      const post = (form: Record<string, string>) =>
        run(
          detail.action,
          args(request(`/admin/leads/${lead!.id}`, { cookie: admin, form }), { id: lead!.id }),
        );
      const changed = await post({
        intent: "status",
        from: "new",
        to: "contacted",
        note: "Called, wants a quote",
      });
      expect(changed.status).toBe(302);
      const [after] = await database.db.select().from(leads).where(eq(leads.id, lead!.id));
      expect(after!.status).toBe("contacted");
      const events = await database.db
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.leadId, lead!.id));
      expect(events).toEqual([
        expect.objectContaining({
          status: "contacted",
          note: "Called, wants a quote",
          actorEmail: "editor@aihq.test",
        }),
      ]);
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, lead!.id));
      expect(audit.map((a) => a.action)).toEqual(["lead.status"]);
      expect(JSON.stringify(audit)).not.toContain("lim@example.my");

      // A stale form (someone moved it meanwhile) and a move the pipeline does not allow change nothing.
      expect((await post({ intent: "status", from: "new", to: "qualified" })).status).toBe(302);
      const notAllowed = await post({
        intent: "status",
        from: "contacted",
        to: "new",
        note: "Keep this note",
      });
      expect(notAllowed.status).toBe(400);
      // The one form contract: the message at the field, the values kept.
      expect(notAllowed.body).toEqual({
        status: "invalid",
        fieldErrors: { to: "A contacted lead cannot become new." },
        values: { intent: "status", from: "contacted", to: "new", note: "Keep this note" },
      });
      const blankNote = await post({ intent: "note", note: "   " });
      expect(blankNote.status).toBe(400);
      expect(blankNote.body).toMatchObject({
        status: "invalid",
        fieldErrors: { note: "Write a note first." },
      });
      const longNote = await post({ intent: "note", note: "x".repeat(2001) });
      expect(longNote.status).toBe(400);
      expect(longNote.body).toMatchObject({
        status: "invalid",
        fieldErrors: { note: "Notes can be at most 2000 characters." },
        values: { note: "x".repeat(2001) },
      });
      const [still] = await database.db.select().from(leads).where(eq(leads.id, lead!.id));
      expect(still!.status).toBe("contacted");

      // A note on its own.
      expect((await post({ intent: "note", note: "Sent the brochure" })).status).toBe(302);

      // The change, its event and its audit record are one transaction: when the audit
      // insert fails, the status and the event are rolled back too.
      await database.db.execute(sql`
        CREATE FUNCTION test_refuse_audit() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'audit refused'; END; $$ LANGUAGE plpgsql`);
      await database.db.execute(
        sql`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`,
      );
      try {
        await expect(
          post({ intent: "status", from: "contacted", to: "qualified" }),
        ).rejects.toThrow();
      } finally {
        await database.db.execute(sql`DROP TRIGGER test_refuse_audit ON audit_log`);
        await database.db.execute(sql`DROP FUNCTION test_refuse_audit()`);
      }
      const [unchanged] = await database.db.select().from(leads).where(eq(leads.id, lead!.id));
      expect(unchanged!.status).toBe("contacted");
      const timeline = await database.db
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.leadId, lead!.id));
      expect(timeline.map((e) => [e.status, e.note])).toEqual([
        ["contacted", "Called, wants a quote"],
        [null, "Sent the brochure"],
      ]);
    });

    it("'Not spam' moves a suspected-spam lead to the inbox and releases its held mails, audited", async () => {
      const { source, lead } = await callback({
        name: "Real Person",
        email: "real@example.my",
        spamReason: "Sent 1 s after the page loaded",
      });
      await database.db.insert(emailOutbox).values(
        (["visitor", "team"] as const).map((role) => ({
          formType: "contact_callback",
          formData: {},
          recipientRole: role,
          toAddress: role === "visitor" ? "real@example.my" : "team@aihq.test",
          status: "held" as const,
          leadRef: `callback:${source.id}`,
        })),
      );
      const folder = await run(spam.loader, args(request("/admin/leads/spam", { cookie: admin })));
      const listed = folder.body as { rows: { id: string }[]; reasons: Record<string, string> };
      expect(listed.rows.map((r) => r.id)).toEqual([lead.id]);
      expect(listed.reasons[`callback:${source.id}`]).toBe("Sent 1 s after the page loaded");

      const outcome = await run(
        spam.action,
        args(
          request("/admin/leads/spam", {
            cookie: admin,
            form: { intent: "not-spam", id: lead.id },
          }),
        ),
      );
      expect(outcome.status).toBe(302);
      const [cleared] = await database.db
        .select()
        .from(callbackRequests)
        .where(eq(callbackRequests.id, source.id));
      expect(cleared!.spamReason).toBeNull();
      const mails = await database.db.select().from(emailOutbox);
      expect(mails.map((m) => m.status)).toEqual(["pending", "pending"]);
      expect((await listLeads(filter(""))).rows.map((r) => r.id)).toEqual([lead.id]);
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, lead.id));
      expect(audit.map((a) => a.action)).toEqual(["lead.not_spam"]);
      // A second click changes nothing.
      const again = await run(
        spam.action,
        args(
          request("/admin/leads/spam", {
            cookie: admin,
            form: { intent: "not-spam", id: lead.id },
          }),
        ),
      );
      expect(again.status).toBe(302);
      expect(await database.db.select().from(auditLog)).toHaveLength(1);
    });

    it("exports the current filter as CSV: BOM, CRLF, quoting, formula cells neutralised", async () => {
      await callback({ name: '=HYPERLINK("http://evil.example")', email: "evil@example.my" });
      await callback({ name: "Tan, Wei Ming", email: "tan@example.my", message: "+60 call me" });
      await callback({ name: "Hidden", email: "hidden@example.my", spamReason: "Honeypot filled" });
      const outcome = await run(
        csv.loader,
        args(request("/admin/leads.csv?kind=callback", { cookie: admin })),
      );
      const response = outcome.body as Response;
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      const lines = text.split("\r\n");
      expect(lines[0]).toBe("Received,Type,Status,Name,Email,Organisation,Subject,Lead ID");
      expect(lines).toHaveLength(4); // header, two leads, and the empty string after the last CRLF
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(text).toContain(`"Tan, Wei Ming"`);
      expect(text).toContain(`,'+60 call me,`);
      expect(text).not.toContain("Hidden");
      // The Spam folder's own export.
      const spamCsv = await run(
        csv.loader,
        args(request("/admin/leads.csv?spam=1", { cookie: admin })),
      );
      expect(await (spamCsv.body as Response).text()).toContain("Hidden");
    });

    it("roles: an editor gets 403 everywhere; nobody signed in is sent to sign-in (pages) or 401 (actions)", async () => {
      const id = crypto.randomUUID();
      const pages: [RouteModule, string, Record<string, string>][] = [
        [inbox, "/admin/leads", {}],
        [spam, "/admin/leads/spam", {}],
        [detail, `/admin/leads/${id}`, { id }],
        [csv, "/admin/leads.csv", {}],
      ];
      for (const [mod, url, params] of pages) {
        const asEditor = await run(mod.loader, args(request(url, { cookie: editor }), params));
        expect(asEditor.status, url).toBe(403);
        const anonymous = await run(mod.loader, args(request(url), params));
        expect(anonymous.status, url).toBe(302);
        expect(anonymous.headers.get("Location"), url).toMatch(/^\/admin\/login\?redirectTo=/);
      }
      const { lead } = await callback({
        name: "X",
        email: "x@example.my",
        spamReason: "Honeypot filled",
      });
      for (const [mod, url, params] of [
        [spam, "/admin/leads/spam", {}],
        [detail, `/admin/leads/${lead.id}`, { id: lead.id }],
      ] as const) {
        const form = { intent: "not-spam", id: lead.id };
        expect(
          (await run(mod.action, args(request(url, { cookie: editor, form }), params))).status,
        ).toBe(403);
        expect((await run(mod.action, args(request(url, { form }), params))).status).toBe(401);
        // Another origin, even with an admin session.
        expect(
          (
            await run(
              mod.action,
              args(request(url, { cookie: admin, form, origin: "https://evil.example" }), params),
            )
          ).status,
        ).toBe(403);
      }
      const [still] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(still!.spam).toBe(true);
    });

    it("deletes suspected spam older than 30 days with its held mails; keeps newer spam and real leads", async () => {
      const now = new Date("2026-06-30T00:00:00Z");
      const old = await callback({
        name: "Old spam",
        email: "old@example.my",
        spamReason: "Honeypot filled",
        createdAt: new Date("2026-05-30T00:00:00Z"),
      });
      await callback({
        name: "New spam",
        email: "new@example.my",
        spamReason: "Honeypot filled",
        createdAt: new Date("2026-06-15T00:00:00Z"),
      });
      await callback({
        name: "Old real lead",
        email: "real@example.my",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      });
      await database.db.insert(emailOutbox).values({
        formType: "contact_callback",
        formData: {},
        recipientRole: "visitor",
        toAddress: "old@example.my",
        status: "held",
        leadRef: `callback:${old.source.id}`,
      });
      expect(await deleteStaleSpam(now)).toBe(1);
      const left = await database.db.select({ name: leads.name }).from(leads);
      expect(left.map((l) => l.name).sort()).toEqual(["New spam", "Old real lead"]);
      expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
      expect(await deleteStaleSpam(now)).toBe(0);
    });
  });

  describe(`the leads inbox with 100,000 leads on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    // Generous for a shared CI machine; an unindexed plan over 100,000 rows is far slower on PGlite.
    const budgetMs = target.name === "postgres" ? 500 : 2500;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      await database.db.execute(sql`
        INSERT INTO leads (kind, source_id, name, email, organisation, subject, status, spam, created_at)
        SELECT (ARRAY['callback','quiz','registration','registration_group','ntw','grant_inquiry','custom_training','visitor'])[1 + i % 8],
               gen_random_uuid(),
               'Person ' || i,
               'person' || i || '@example.my',
               CASE WHEN i % 3 = 0 THEN NULL ELSE 'Company ' || (i % 997) END,
               'Subject ' || (i % 50),
               (ARRAY['new','contacted','qualified','won','lost'])[1 + i % 5]::lead_status,
               i % 25 = 0,
               timestamptz '2026-01-01 00:00:00+08' + (i || ' minutes')::interval
        FROM generate_series(1, 100000) AS i`);
      await database.db.execute(sql`ANALYZE leads`);
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    const cases = [
      "",
      "kind=quiz",
      "status=won",
      "kind=ntw&status=new",
      "from=2026-02-01&to=2026-02-07",
      "q=person4242",
      "q=company 12&kind=callback",
      "page=1500",
    ];
    for (const query of cases) {
      it(`lists "${query || "everything"}" within ${budgetMs} ms`, async () => {
        await listLeads(filter(query)); // warm the plan cache
        // The best of three: a bad plan is slow every time, a busy CI machine only now and then.
        let elapsed = Number.POSITIVE_INFINITY;
        for (let run = 0; run < 3; run += 1) {
          const started = performance.now();
          const result = await listLeads(filter(query));
          elapsed = Math.min(elapsed, performance.now() - started);
          expect(result.rows.length).toBeGreaterThan(0);
        }
        expect(elapsed).toBeLessThan(budgetMs);
      });
    }

    it("counts per kind add up and the Spam folder holds the rest", async () => {
      const inbox = await listLeads(filter(""));
      const folder = await listLeads(filter(""), { spam: true });
      expect(inbox.total + folder.total).toBe(100_000);
      expect(Object.values(inbox.kindCounts).reduce((a, b) => a + b, 0)).toBe(inbox.total);
    });

    it.runIf(target.name === "postgres")("reads pages through the indexes (EXPLAIN)", async () => {
      const plan = async (where: string) => {
        const result = await database.db.execute(
          sql.raw(
            `EXPLAIN SELECT id FROM leads WHERE spam = false ${where} ORDER BY created_at DESC NULLS LAST, id DESC LIMIT 50`,
          ),
        );
        return (result.rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]).join("\n");
      };
      for (const where of [
        "",
        "AND kind = 'quiz'",
        "AND status = 'won'",
        "AND created_at >= '2026-02-01' AND created_at < '2026-02-08'",
      ]) {
        const text = await plan(where);
        expect(text, `${where}\n${text}`).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
        expect(text, `${where}\n${text}`).not.toMatch(/Seq Scan on leads/);
      }
      // Whether a search walks created_at (or kind) and filters, or reads the trigram indexes,
      // is the planner's call from ANALYZE's random sample: a CI run estimated 985 matches for
      // q=person4242 instead of about 30 and walked created_at. The timings above hold either
      // way. What must hold whatever the sample: the search predicate as listLeads writes it
      // (contains, any case) is one the trigram indexes answer. With sequential scans priced
      // out, a predicate they could not serve would still show a Seq Scan.
      for (const term of ["person4242", "company 12"]) {
        const where = `name ILIKE '%${term}%' OR email ILIKE '%${term}%' OR organisation ILIKE '%${term}%'`;
        const text = await database.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          const result = await tx.execute(sql.raw(`EXPLAIN SELECT id FROM leads WHERE ${where}`));
          return (result.rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]).join("\n");
        });
        for (const index of [
          "leads_name_trgm_idx",
          "leads_email_trgm_idx",
          "leads_organisation_trgm_idx",
        ]) {
          expect(text, `${where}\n${text}`).toMatch(new RegExp(`Bitmap Index Scan on ${index}`));
        }
        expect(text, `${where}\n${text}`).not.toMatch(/Seq Scan on leads/);
      }
    });

    it("streams the whole export in chunks", async () => {
      const started = performance.now();
      let rows = 0;
      let biggest = 0;
      for await (const chunk of eachLead(filter(""))) {
        rows += chunk.length;
        biggest = Math.max(biggest, chunk.length);
      }
      expect(rows).toBe(96_000);
      expect(biggest).toBe(1000);
      expect(performance.now() - started).toBeLessThan(target.name === "postgres" ? 5000 : 30_000);
    }, 60_000);
  });
}
