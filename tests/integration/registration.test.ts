import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { register, registerGroup } from "#app/features/registrations/register.server";
import { settleLapsedOffers } from "#app/features/registrations/jobs.server";
import { ok, refused } from "#common/outcome";
import { confirmBooking } from "#app/features/registrations/confirm-booking.server";
import {
  cancelRegistration,
  claimSeat,
} from "#app/features/registrations/manage-registration.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import { seatsTaken } from "#app/features/registrations/seats.server";
import { leadMails } from "#app/features/leads/lead-mails.server";
import {
  books,
  emailOutbox,
  masterclasses,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import { setUpRuntime } from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const DAY = 86_400_000;
const key = () => crypto.randomBytes(12).toString("base64url");

function person(n: number, overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    mode: "individual",
    productType: "masterclass",
    productId: "",
    name: `Registrant ${n}`,
    email: `person${n}@example.my`,
    phone: "",
    org: "",
    role: "",
    marketingOptIn: false,
    idempotencyKey: key(),
    ...overrides,
  };
}

for (const target of testDatabases()) {
  describe(`registrations on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;

    async function course(overrides: Partial<typeof masterclasses.$inferInsert> = {}) {
      const [row] = await database.db
        .insert(masterclasses)
        .values({
          slug: `course-${crypto.randomBytes(4).toString("hex")}`,
          title: "Generative AI for Finance Teams",
          date: new Date(Date.now() + 10 * DAY),
          price: "1499.00",
          classSize: 30,
          ...overrides,
        })
        .returning();
      return row!;
    }

    const rowsOf = (courseId: string) =>
      database.db.select().from(registrations).where(eq(registrations.productId, courseId));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("60 concurrent registrations for 30 seats: exactly 30 registered and 30 waitlisted", async () => {
      const c = await course({ classSize: 30 });
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, n) => register(person(n, { productId: c.id }))),
      );
      expect(outcomes.filter((o) => o.kind === "registered")).toHaveLength(30);
      expect(outcomes.filter((o) => o.kind === "waitlisted")).toHaveLength(30);
      const rows = await rowsOf(c.id);
      expect(rows.filter((r) => r.status === "registered")).toHaveLength(30);
      expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(30);
      expect(new Set(rows.map((r) => r.reference)).size).toBe(60);
      for (const row of rows) expect(row.reference).toMatch(/^AIHQ-R-[A-Z2-9]{6}$/);
      // Each registration queued its own two mails, in its own transaction.
      const [mails] = await database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
      expect(mails?.n).toBe(120);
    }, 60_000);

    it("stores the registration with a price snapshot and queues both mails, the .ics attached", async () => {
      const c = await course({ price: "2500.00", isHrdc: true });
      const outcome = await register(
        person(1, {
          productId: c.id,
          mode: "hrdc",
          phone: "+60 12-345 6789",
          org: "Petronas Digital",
          role: "HR Manager",
          marketingOptIn: true,
        }),
      );
      expect(outcome.kind).toBe("registered");
      const [row] = await rowsOf(c.id);
      expect(row).toMatchObject({
        payment: "hrdc",
        productType: "masterclass",
        productTitle: "Generative AI for Finance Teams",
        productPrice: "2500.00",
        status: "registered",
        marketingOptIn: true,
        privacyNoticeVersion: "2024-06-01",
      });
      const mails = await database.db.select().from(emailOutbox);
      expect(mails.map((m) => `${m.formType}:${m.recipientRole}:${m.toAddress}`).sort()).toEqual([
        "masterclass_hrdc:team:team@aihq.test",
        "masterclass_hrdc:visitor:person1@example.my",
      ]);
      const data = mails[0]!.formData as Record<string, string>;
      expect(data.reference).toBe(row!.reference);
      expect(data.calendarFile).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(data.calendarFileName).toBe(`${c.slug}.ics`);
      expect(data.cancelPath).toMatch(
        new RegExp(`^/shop/registrations/${row!.reference}/cancel\\?expires=\\d+&sig=`),
      );
    });

    it("mails the course's whole date range and session time in MYT: confirmation, team notice, HR summary", async () => {
      // Three days, 9:00 AM (the start's clock) to 5:00 PM (the end's) MYT.
      const c = await course({
        date: new Date("2030-03-10T01:00:00Z"),
        endDate: new Date("2030-03-12T09:00:00Z"),
        isHrdc: true,
      });
      const when = "10 - 12 Mar 2030, 9:00 AM - 5:00 PM MYT each day";
      const ctx = { siteUrl: "http://aihq.test", receivedAt: new Date(), recommendations: [] };
      const rendered = async (where: (m: typeof emailOutbox.$inferSelect) => boolean) => {
        const mail = (await database.db.select().from(emailOutbox)).find(where);
        expect(mail).toBeDefined();
        return renderEmail(mail!.formType, mail!.recipientRole, mail!.formData, ctx);
      };

      expect((await register(person(700, { productId: c.id }))).kind).toBe("registered");
      const confirmation = await rendered((m) => m.toAddress === "person700@example.my");
      const notice = await rendered((m) => m.toAddress === "team@aihq.test");
      for (const mail of [confirmation, notice]) {
        expect(mail.text).toContain(when);
        expect(mail.html).toContain(when);
      }

      await database.db.delete(emailOutbox);
      const hr = person(701, {
        productId: c.id,
        mode: "hrdc",
        phone: "+60 3-2181 0000",
        org: "Sunway Berhad",
        role: "HR Manager",
      });
      const rows = [
        { index: 0, name: "Tan Wei Ming", email: "weiming@example.my", role: "Analyst" },
      ];
      const outcome = await registerGroup(hr, { ssmNumber: "", selfAttending: false, rows });
      expect(outcome.kind).toBe("group");
      const summary = await rendered(
        (m) => m.toAddress === "person701@example.my" && "group" in (m.formData as object),
      );
      const groupNotice = await rendered((m) => m.toAddress === "team@aihq.test");
      expect(summary.subject).toMatch(/^HRDC booking AIHQ-G-/);
      for (const mail of [summary, groupNotice]) expect(mail.text).toContain(when);

      // A one-day course: its date and the session, no range.
      const day = await course({
        date: new Date("2030-04-02T01:00:00Z"),
        endDate: new Date("2030-04-02T09:00:00Z"),
      });
      await database.db.delete(emailOutbox);
      await register(person(702, { productId: day.id }));
      expect((await rendered((m) => m.toAddress === "person702@example.my")).text).toContain(
        "Apr 2, 2030, 9:00 AM - 5:00 PM MYT",
      );
    });

    it("the same submission twice, or the same person again, is one registration", async () => {
      const c = await course();
      const first = person(7, { productId: c.id });
      const [a, b] = await Promise.all([register(first), register(first)]);
      const kinds = [a.kind, b.kind].sort();
      expect(kinds).toEqual(["already", "registered"]);
      const again = await register({
        ...first,
        idempotencyKey: key(),
        email: "PERSON7@example.my",
      });
      // Found by the address typed, not by this submission: the place is on file.
      expect(again.kind).toBe("on-file");
      const rows = await rowsOf(c.id);
      expect(rows).toHaveLength(1);
      expect(again.kind === "on-file" && again.registrations.map((r) => r.id)).toEqual([
        rows[0]!.id,
      ]);
      // A key reused for someone else is not a retry, and says nothing about the first person.
      const other = await register({ ...first, email: "someone.else@example.my" });
      expect(other).toEqual({ kind: "key-reused" });
      expect(await rowsOf(c.id)).toHaveLength(1);
    });

    it("refuses once the course has started, and modes the course does not offer", async () => {
      const started = await course({ date: new Date(Date.now() - 60_000) });
      expect(await register(person(1, { productId: started.id }))).toEqual({ kind: "closed" });
      const plain = await course({ isHrdc: false, isNtw: false });
      for (const mode of ["hrdc", "ntw"] as const) {
        expect(
          await register(
            person(2, { productId: plain.id, mode, phone: "0123456789", org: "Acme", role: "CEO" }),
          ),
        ).toEqual({ kind: "mode-not-offered" });
      }
      expect(await rowsOf(started.id)).toHaveLength(0);
      expect(await rowsOf(plain.id)).toHaveLength(0);
      expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
    });

    it("an NTW place is free and says so", async () => {
      const c = await course({ isNtw: true });
      await register(person(3, { productId: c.id, mode: "ntw", org: "Maybank", role: "Analyst" }));
      const [row] = await rowsOf(c.id);
      expect(row).toMatchObject({ payment: "ntw", productPrice: "0.00" });
      const [visitor] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientRole, "visitor"));
      expect(visitor!.formData).toMatchObject({ ntwSeat: true });
    });

    it("orders a book: individual mode, no seat count, no .ics", async () => {
      const [book] = await database.db
        .insert(books)
        .values({
          slug: `book-${crypto.randomBytes(4).toString("hex")}`,
          title: "Prompting at Work",
          author: "Dr. Aisyah Rahman",
          price: "89.90",
          // An e-book: no delivery address (tests/integration/book-delivery.test.ts has paperbacks).
          format: "ebook",
        })
        .returning();
      const outcome = await register(person(4, { productType: "book", productId: book!.id }));
      expect(outcome.kind).toBe("registered");
      const [row] = await database.db
        .select()
        .from(registrations)
        .where(and(eq(registrations.productType, "book"), eq(registrations.productId, book!.id)));
      expect(row).toMatchObject({ productPrice: "89.90", productTitle: "Prompting at Work" });
      const [visitor] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientRole, "visitor"));
      expect(visitor!.formData).not.toHaveProperty("calendarFile");
      expect(
        await register(
          person(5, {
            productType: "book",
            productId: book!.id,
            mode: "installment",
            phone: "0123456789",
          }),
        ),
      ).toEqual({ kind: "mode-not-offered" });
    });

    it("an unknown product is not found, and nothing is stored", async () => {
      expect(await register(person(6, { productId: crypto.randomUUID() }))).toEqual({
        kind: "not-found",
      });
    });

    it("a cancellation frees the seat for the first person waiting, who can claim it for 48 hours", async () => {
      const c = await course({ classSize: 2 });
      for (let n = 0; n < 4; n++) await register(person(100 + n, { productId: c.id }));
      const byEmail = async (email: string) => (await rowsOf(c.id)).find((r) => r.email === email)!;
      const first = await byEmail("person100@example.my");
      await database.db.delete(emailOutbox);

      expect(await cancelRegistration(first.reference)).toEqual(ok());
      expect(await cancelRegistration(first.reference)).toEqual(refused("already-cancelled"));
      expect((await byEmail("person100@example.my")).status).toBe("cancelled");
      const offered = await byEmail("person102@example.my");
      expect(offered.status).toBe("offered");
      const hours = (offered.offerExpiresAt!.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);
      expect((await byEmail("person103@example.my")).status).toBe("waitlisted");

      const mails = await database.db.select().from(emailOutbox);
      const summary = mails
        .map(
          (m) => `${(m.formData as { status: string }).status}:${m.recipientRole}:${m.toAddress}`,
        )
        .sort();
      expect(summary).toEqual([
        "cancelled:team:team@aihq.test",
        "cancelled:visitor:person100@example.my",
        "offered:team:team@aihq.test",
        "offered:visitor:person102@example.my",
      ]);
      const offerMail = mails.find((m) => m.toAddress === "person102@example.my")!;
      expect((offerMail.formData as { claimPath: string }).claimPath).toMatch(
        new RegExp(`^/shop/registrations/${offered.reference}/claim\\?expires=\\d+&sig=`),
      );

      expect(await claimSeat(offered.reference)).toEqual(ok());
      expect(await claimSeat(offered.reference)).toEqual(refused("already-yours"));
      const claimed = await byEmail("person102@example.my");
      expect(claimed).toMatchObject({ status: "registered", offerExpiresAt: null });
      // Still two seats held: nobody else was let in.
      expect((await rowsOf(c.id)).filter((r) => r.status === "registered")).toHaveLength(2);
    });

    it("an offer not claimed in time goes to the next person waiting", async () => {
      const c = await course({ classSize: 1 });
      for (let n = 0; n < 3; n++) await register(person(200 + n, { productId: c.id }));
      const rows = async () => new Map((await rowsOf(c.id)).map((r) => [r.email, r]));
      await cancelRegistration((await rows()).get("person200@example.my")!.reference);
      const late = (await rows()).get("person201@example.my")!;
      expect(late.status).toBe("offered");
      // 49 hours later the offer has lapsed: claiming fails and the seat moves on.
      const later = new Date(Date.now() + 49 * 3_600_000);
      expect(await claimSeat(late.reference, later)).toEqual(refused("expired"));
      const after = await rows();
      expect(after.get("person201@example.my")!.status).toBe("cancelled");
      expect(after.get("person202@example.my")!.status).toBe("offered");
    });

    it("the periodic job moves a lapsed offer on without anyone visiting", async () => {
      const c = await course({ classSize: 1 });
      for (let n = 0; n < 3; n++) await register(person(400 + n, { productId: c.id }));
      const rows = async () => new Map((await rowsOf(c.id)).map((r) => [r.email, r]));
      await cancelRegistration((await rows()).get("person400@example.my")!.reference);
      expect(await settleLapsedOffers()).toBe(0);
      expect(await settleLapsedOffers(new Date(Date.now() + 49 * 3_600_000))).toBe(1);
      const after = await rows();
      expect(after.get("person401@example.my")!.status).toBe("cancelled");
      expect(after.get("person402@example.my")!.status).toBe("offered");
    });

    it("an HRDC group: one booking, each attendee seated in order, one summary for HR", async () => {
      const c = await course({ classSize: 3, isHrdc: true });
      await register(person(500, { productId: c.id }));
      const hr = person(501, {
        productId: c.id,
        mode: "hrdc",
        phone: "+60 3-2181 0000",
        org: "Sunway Berhad",
        role: "HR Manager",
      });
      const colleagues = [
        { index: 0, name: "Tan Wei Ming", email: "weiming@example.my", role: "Analyst" },
        { index: 1, name: "Priya Nair", email: "priya@example.my", role: "Engineer" },
        // Already registered on their own: left as they are.
        { index: 2, name: "Registrant 500", email: "PERSON500@example.my", role: "Lead" },
      ];
      const outcome = await registerGroup(hr, {
        ssmNumber: "200101012345",
        selfAttending: true,
        rows: colleagues,
      });
      expect(outcome).toMatchObject({ kind: "group", registered: 2, waitlisted: 1, skipped: 1 });
      const [group] = await database.db
        .select()
        .from(registrationGroups)
        .where(eq(registrationGroups.masterclassId, c.id));
      expect(group).toMatchObject({
        companyName: "Sunway Berhad",
        ssmNumber: "200101012345",
        hrEmail: "person501@example.my",
      });
      expect(outcome.kind === "group" && outcome.reference).toBe(group!.reference);
      const members = (await rowsOf(c.id)).filter((r) => r.groupId === group!.id);
      expect(members.map((m) => `${m.email}:${m.status}`)).toEqual([
        "person501@example.my:registered",
        "weiming@example.my:registered",
        "priya@example.my:waitlisted",
      ]);
      const mailList = async () =>
        (await database.db.select().from(emailOutbox))
          .map((m) => `${m.recipientRole}:${m.toAddress}`)
          .sort();
      // Until the contact confirms, only they and the team hear of the booking: no request
      // mails strangers on its own. person500 had registered alone just before.
      expect(await mailList()).toEqual([
        "team:team@aihq.test",
        "team:team@aihq.test",
        "visitor:person500@example.my",
        "visitor:person501@example.my",
      ]);
      expect(group!.confirmedAt).toBeNull();
      expect(await confirmBooking(group!.reference)).toEqual(ok());
      expect(await confirmBooking(group!.reference)).toEqual(refused("already"));
      // Then each attendee their own confirmation (the team was told once, by the summary),
      // and the contact the employer's invoice.
      expect(await mailList()).toEqual([
        "team:team@aihq.test",
        "team:team@aihq.test",
        "visitor:person500@example.my",
        "visitor:person501@example.my",
        "visitor:person501@example.my",
        "visitor:person501@example.my",
        "visitor:priya@example.my",
        "visitor:weiming@example.my",
      ]);
      const mails = await database.db.select().from(emailOutbox);
      const invoiceMail = mails.find((m) => m.formType === "invoice_document");
      expect(invoiceMail?.toAddress).toBe("person501@example.my");
      expect(invoiceMail?.formData).toMatchObject({
        invoice: { document: "invoice", number: expect.stringMatching(/^AIHQ-INV-/) },
      });
      const summary = mails.find(
        (m) => m.recipientRole === "visitor" && (m.formData as { group?: unknown }).group,
      );
      expect(summary?.toAddress).toBe("person501@example.my");
      expect(
        (summary!.formData as { group: { attendees: unknown[] } }).group.attendees,
      ).toHaveLength(3);
      // A colleague's cancellation is mailed like anyone's, and Priya is offered the seat.
      const weiming = members.find((m) => m.email === "weiming@example.my")!;
      expect(await cancelRegistration(weiming.reference)).toEqual(ok());
      expect((await rowsOf(c.id)).find((r) => r.email === "priya@example.my")!.status).toBe(
        "offered",
      );
      // The same dialog opening again is the same booking.
      expect(
        await registerGroup(hr, { ssmNumber: "", selfAttending: true, rows: colleagues }),
      ).toMatchObject({ kind: "already", reference: group!.reference });
      expect((await rowsOf(c.id)).filter((r) => r.groupId === group!.id)).toHaveLength(3);
    });

    it("an HRDC contact booking only themselves is answered with their own reference, twice", async () => {
      const c = await course({ isHrdc: true });
      const hr = person(600, {
        productId: c.id,
        mode: "hrdc",
        phone: "+60 3-2181 0000",
        org: "Sunway Berhad",
        role: "HR Manager",
      });
      const group = { ssmNumber: "", selfAttending: true, rows: [] };
      const first = await registerGroup(hr, group);
      expect(first.kind).toBe("registered");
      const again = await registerGroup(hr, group);
      expect(again).toMatchObject({ kind: "already" });
      expect(again.kind === "already" && again.reference).toBe(
        first.kind === "registered" && first.reference,
      );
    });

    it("a registration and its outbox rows are one transaction: when the mails cannot be queued nothing is written, for one person or an HRDC group", async () => {
      const c = await course({ classSize: 2, isHrdc: true });
      for (let n = 0; n < 3; n++) await register(person(700 + n, { productId: c.id }));
      // A lapsed offer: the next seat change withdraws it and offers the seat to person702,
      // so a failing registration would have changed more than its own row.
      await database.db
        .update(registrations)
        .set({ status: "offered", offerExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(registrations.email, "person701@example.my"));
      await database.db.delete(emailOutbox);
      const statuses = async () => (await rowsOf(c.id)).map((r) => `${r.email}:${r.status}`).sort();
      const groupsOf = () =>
        database.db
          .select()
          .from(registrationGroups)
          .where(eq(registrationGroups.masterclassId, c.id));
      const before = await statuses();
      expect(before).toEqual([
        "person700@example.my:registered",
        "person701@example.my:offered",
        "person702@example.my:waitlisted",
      ]);
      expect(await seatsTaken(database.db, c.id)).toBe(2);

      const hr = person(704, {
        productId: c.id,
        mode: "hrdc",
        phone: "+60 3-2181 0000",
        org: "Sunway Berhad",
        role: "HR Manager",
      });
      const colleagues = [
        { index: 0, name: "Tan Wei Ming", email: "weiming.tx@example.my", role: "Analyst" },
        { index: 1, name: "Priya Nair", email: "priya.tx@example.my", role: "Engineer" },
      ];
      // The outbox refuses every row: the mails of any registration cannot be queued.
      await database.db.execute(sql`alter table email_outbox add constraint no_rows check (false)`);
      try {
        await expect(register(person(703, { productId: c.id }))).rejects.toThrow();
        await expect(
          registerGroup(hr, { ssmNumber: "200101012345", selfAttending: true, rows: colleagues }),
        ).rejects.toThrow();
      } finally {
        await database.db.execute(sql`alter table email_outbox drop constraint no_rows`);
      }
      expect(await statuses()).toEqual(before);
      expect(await seatsTaken(database.db, c.id)).toBe(2);
      expect(await groupsOf()).toHaveLength(0);
      const [left] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(registrations)
        .where(
          sql`lower(${registrations.email}) in ('person703@example.my', 'person704@example.my', 'weiming.tx@example.my', 'priya.tx@example.my')`,
        );
      expect(left?.n).toBe(0);
      expect(await database.db.select().from(emailOutbox)).toHaveLength(0);

      // With the outbox working again the same submissions go through, and the lapsed
      // offer moves on: what the failed attempts would have written, had they not rolled back.
      expect(await register(person(703, { productId: c.id }))).toMatchObject({
        kind: "waitlisted",
      });
      expect(await statuses()).toEqual([
        "person700@example.my:registered",
        "person701@example.my:cancelled",
        "person702@example.my:offered",
        "person703@example.my:waitlisted",
      ]);
      expect(
        await registerGroup(hr, {
          ssmNumber: "200101012345",
          selfAttending: true,
          rows: colleagues,
        }),
      ).toMatchObject({ kind: "group", registered: 0, waitlisted: 3 });
      expect(await groupsOf()).toHaveLength(1);
    });

    it("closes exactly at the start time", async () => {
      const start = new Date(Date.now() + DAY);
      const c = await course({ date: start });
      expect(
        await register(person(300, { productId: c.id }), { now: new Date(start.getTime() - 1) }),
      ).toMatchObject({ kind: "registered" });
      expect(await register(person(301, { productId: c.id }), { now: start })).toEqual({
        kind: "closed",
      });
    });
  });
}
