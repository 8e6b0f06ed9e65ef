import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminUsers,
  auditLog,
  books,
  certificates,
  emailOutbox,
  grants,
  masterclasses,
  ntwPrograms,
  registrations,
} from "#server/db/schema";
import {
  addEditor,
  ADMIN,
  args,
  importRoute,
  request,
  type RouteModule,
  run,
  setUpRuntime,
  signIn,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

/**
 * Every back-office list exports its current filter as CSV:
 * the header, the filter, formula cells neutralised, and the list's role.
 */

const EDITOR = { email: "export-editor@aihq.test", password: "export editor password 0123" };
const DAY = 24 * 60 * 60 * 1000;
const NOTICE = "2024-06-01";

/** A CSV download: its status, its lines (BOM checked, CRLF split, the last empty one dropped). */
async function download(mod: RouteModule, url: string, cookie: string) {
  const outcome = await run(mod.loader, args(request(url, { cookie })));
  if (!(outcome.body instanceof Response)) return { status: outcome.status, lines: [], text: "" };
  const response = outcome.body;
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  expect(text.endsWith("\r\n")).toBe(true);
  return { status: outcome.status, lines: text.split("\r\n").slice(0, -1), text };
}

for (const target of testDatabases()) {
  describe(`back-office CSV exports on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let admin: string;
    let editor: string;
    const mods: Record<string, RouteModule> = {};
    const tag = crypto.randomBytes(3).toString("hex");

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      for (const name of [
        "books",
        "grants",
        "ntw",
        "masterclasses",
        "certificates",
        "mail",
        "audit",
        "registrations",
      ]) {
        // The catalogue's lists share one export module, registered per list (the URL says which).
        const catalogue = ["books", "grants", "ntw", "masterclasses"].includes(name);
        mods[name] = await importRoute(
          catalogue ? "routes/admin/catalogue/export.ts" : `routes/admin/${name}/export.ts`,
        );
      }
    }, 240_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("books, grants and NTW programs: header, the search, formula cells neutralised; editors may export", async () => {
      await database.db.insert(books).values([
        { slug: `a-${tag}`, title: `=HYPERLINK("x") ${tag}`, author: "Tan, Wei", price: "49.90" },
        { slug: `b-${tag}`, title: `Plain ${tag}`, author: "Someone", price: "10.00" },
        { slug: `unrelated-${tag.length}`, title: "Not matched", author: "Nobody", price: "1.00" },
      ]);
      const bookCsv = await download(mods.books!, `/admin/books.csv?q=${tag}&page=3`, editor);
      expect(bookCsv.status).toBe(200);
      expect(bookCsv.lines[0]).toBe("Title,Author,Price (RM),Format,Slug,Cover,Updated,Book ID");
      expect(bookCsv.lines).toHaveLength(3);
      expect(bookCsv.text).toContain(
        `"'=HYPERLINK(""x"") ${tag}","Tan, Wei",49.90,Paperback,a-${tag},`,
      );
      expect(bookCsv.text).not.toContain("Not matched");

      await database.db.insert(grants).values([
        { title: `+Grant ${tag}`, category: "HRDC", benefits: ["-50% off", "Claimable"] },
        { title: "Other grant", category: "HRDC" },
      ]);
      const grantCsv = await download(mods.grants!, `/admin/grants.csv?q=${tag}`, editor);
      expect(grantCsv.lines[0]).toBe(
        "Title,Category,Badge,Badge colour,Benefits,Brochure,Updated,Grant ID",
      );
      expect(grantCsv.lines).toHaveLength(2);
      expect(grantCsv.lines[1]).toMatch(new RegExp(`^'\\+Grant ${tag},HRDC,`));
      expect(grantCsv.lines[1]).toContain("'-50% off; Claimable");

      await database.db.insert(ntwPrograms).values([
        { title: `@NTW ${tag}`, date: new Date(Date.now() + 10 * DAY), trainerName: "Aisyah" },
        { title: `NTW past ${tag}`, date: new Date(Date.now() - 10 * DAY), trainerName: "Aisyah" },
        { title: "Another program", date: new Date(Date.now() + DAY), trainerName: "Lim" },
      ]);
      const ntwCsv = await download(mods.ntw!, `/admin/ntw.csv?q=${tag}`, editor);
      expect(ntwCsv.lines[0]).toBe("Title,Date,Format,Duration,Trainer,Registrations,Program ID");
      // The list's order: coming programs first, then past ones.
      expect(ntwCsv.lines.slice(1).map((l) => l.split(",")[0])).toEqual([
        `'@NTW ${tag}`,
        `NTW past ${tag}`,
      ]);
    });

    it("masterclasses: the view and search, counts of registrations but never the people", async () => {
      const [published, draft] = await database.db
        .insert(masterclasses)
        .values([
          {
            slug: `live-${tag}`,
            title: `Live course ${tag}`,
            date: new Date(Date.now() + 20 * DAY),
            price: "1500.00",
            classSize: 20,
            status: "published",
          },
          {
            slug: `draft-${tag}`,
            title: `-Draft course ${tag}`,
            date: new Date(Date.now() + 30 * DAY),
            price: "1500.00",
            classSize: 20,
            status: "draft",
          },
        ])
        .returning();
      await database.db.insert(registrations).values({
        reference: `AIHQ-R-${tag}`,
        name: "Siti Aminah",
        email: `siti-${tag}@example.my`,
        payment: "individual",
        productType: "masterclass",
        productId: published!.id,
        productTitle: published!.title,
        productPrice: "1500.00",
        status: "confirmed",
        privacyNoticeVersion: NOTICE,
      });
      const upcoming = await download(
        mods.masterclasses!,
        `/admin/masterclasses.csv?q=${tag}`,
        editor,
      );
      expect(upcoming.lines[0]).toBe(
        "Title,Starts,Ends,Type,Format,Status,Class size,Seats sold,Registrations,Slug,Course ID",
      );
      expect(upcoming.lines).toHaveLength(2);
      expect(upcoming.lines[1]).toContain(`Live course ${tag},`);
      expect(upcoming.lines[1]).toContain(`,published,20,1,1,live-${tag},${published!.id}`);
      expect(upcoming.text).not.toContain("Siti");
      const drafts = await download(
        mods.masterclasses!,
        `/admin/masterclasses.csv?view=drafts&q=${tag}`,
        admin,
      );
      expect(drafts.lines.slice(1)).toEqual([expect.stringMatching(/^'-Draft course /)]);
      expect(drafts.lines[1]).toContain(draft!.id);
    });

    it("certificates, mail, audit log and registrations overview: their filters, admins only", async () => {
      await database.db.insert(certificates).values([
        {
          id: `AIHQ-EXP${tag.toUpperCase()}`,
          holderName: `=Evil ${tag}`,
          email: `holder-${tag}@example.my`,
          program: "AI for HR",
          issuedOn: "2026-10-01",
        },
        {
          id: `AIHQ-REV${tag.toUpperCase()}`,
          holderName: `Revoked ${tag}`,
          program: "AI for HR",
          issuedOn: "2026-10-01",
          status: "revoked" as const,
          revokedAt: new Date(),
          revokedReason: "Issued by mistake",
        },
      ]);
      const valid = await download(
        mods.certificates!,
        `/admin/certificates.csv?status=valid&q=${tag}`,
        admin,
      );
      expect(valid.lines[0]).toBe(
        "Certificate ID,Holder,E-mail,Program,Issued on,Expires on,Status,Revoked at,Created",
      );
      expect(valid.lines).toHaveLength(2);
      expect(valid.lines[1]).toMatch(
        new RegExp(`^AIHQ-EXP${tag.toUpperCase()},'=Evil ${tag},holder-${tag}@example.my,`),
      );

      await database.db.insert(emailOutbox).values([
        {
          formType: "contact_callback",
          formData: {},
          recipientRole: "team",
          toAddress: "team@aihq.test",
          status: "failed",
          subject: `=cmd|' /C calc'!A0 ${tag}`,
          lastError: "550 mailbox unavailable",
          attempts: 20,
        },
        {
          formType: "contact_callback",
          formData: {},
          recipientRole: "visitor",
          toAddress: `sent-${tag}@example.my`,
          status: "sent",
          subject: `Sent ${tag}`,
        },
      ]);
      const failed = await download(mods.mail!, "/admin/mail.csv?status=failed", admin);
      expect(failed.lines[0]).toBe(
        "Queued,Status,Mail,Recipient,To,Subject,Attempts,Last error,Sent,Mail ID",
      );
      expect(failed.text).toContain(`,failed,contact_callback,team,team@aihq.test,'=cmd|' /C`);
      expect(failed.text).not.toContain(`Sent ${tag}`);
      const all = await download(mods.mail!, "/admin/mail.csv", admin);
      expect(all.text).toContain(`Sent ${tag}`);

      const [me] = await database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, ADMIN.email));
      await database.db.insert(auditLog).values([
        {
          actorId: me!.id,
          actorEmail: ADMIN.email,
          action: `book.create`,
          targetType: "book",
          summary: `@Created the book ${tag}`,
        },
        {
          actorId: me!.id,
          actorEmail: ADMIN.email,
          action: "lead.status",
          targetType: "lead",
          summary: `Marked a lead ${tag}`,
        },
      ]);
      const audit = await download(mods.audit!, "/admin/audit.csv?action=book.create", admin);
      expect(audit.lines[0]).toBe("When,Who,Action,Target type,Target ID,Summary,Entry ID");
      expect(audit.text).toContain(`,${ADMIN.email},book.create,book,,'@Created the book ${tag},`);
      expect(audit.text).not.toContain(`Marked a lead ${tag}`);

      const courses = await download(mods.registrations!, "/admin/registrations.csv", admin);
      expect(courses.lines[0]).toBe(
        "Course,Starts,Ends,Class size,Held,Offered,Free,Confirmed,Waiting list,Course ID",
      );
      expect(courses.text).toMatch(new RegExp(`Live course ${tag},[^\\r]*,20,1,0,19,1,0,`));
      const past = await download(mods.registrations!, "/admin/registrations.csv?when=past", admin);
      expect(past.text).not.toContain(`Live course ${tag}`);

      // Personal data: an editor is refused, a visitor without a session sent to sign-in.
      for (const name of ["certificates", "mail", "audit", "registrations"]) {
        const url = `/admin/${name}.csv`;
        expect((await run(mods[name]!.loader, args(request(url, { cookie: editor })))).status).toBe(
          403,
        );
        const anonymous = await run(mods[name]!.loader, args(request(url)));
        expect(anonymous.status, url).toBe(302);
        expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
      }
    });

    it("walks a long list by keyset without losing or repeating a row", async () => {
      const at = new Date("2026-01-05T00:00:00.123456Z");
      // 2,500 entries, many sharing one timestamp: ties are broken by id across chunks.
      const rows = Array.from({ length: 2500 }, (_, i) => ({
        actorEmail: ADMIN.email,
        action: `bulk.${tag}`,
        targetType: "test",
        summary: `Entry ${i}`,
        createdAt: i % 3 === 0 ? at : new Date(at.getTime() + i),
      }));
      for (let i = 0; i < rows.length; i += 500)
        await database.db.insert(auditLog).values(rows.slice(i, i + 500));
      const csv = await download(mods.audit!, `/admin/audit.csv?action=bulk.${tag}`, admin);
      const summaries = csv.lines.slice(1).map((line) => line.split(",")[5]);
      expect(summaries).toHaveLength(2500);
      expect(new Set(summaries).size).toBe(2500);
    });
  });
}
