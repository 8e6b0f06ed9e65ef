import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelRegistration } from "#app/features/registrations/manage-registration.server";
import { erasePerson } from "#app/features/privacy/erasure.server";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { findTicket, ntwTicketFor, ticketFor } from "#app/features/tickets/tickets.server";
import { checkIn } from "#app/features/tickets/admin/check-in.server";
import { doorAttendees, doorCourse } from "#app/features/tickets/admin/check-in-list.server";
import { declaredPageCache } from "#common/page-cache-declaration";
import {
  attendanceDays,
  masterclasses,
  ntwPrograms,
  ntwRegistrations,
  registrationGroups,
  registrations,
  ticketCheckIns,
  tickets,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import { emailOutbox } from "#server/db/schema";
import { enqueueRegistrationMails } from "#app/features/registrations/registration-mails.server";
import { adminActor, args, importRoute, request, run, setUpRuntime } from "./admin-helpers";
import { testDatabases } from "./test-db";
import { calendarDateKey } from "#common/dates";

registerLeadMails(leadMails);

const DAY = 86_400_000;

function malaysianMidnightToday(): Date {
  return new Date(`${calendarDateKey(new Date())}T00:00:00+08:00`);
}

const hex = (n = 3) => crypto.randomBytes(n).toString("hex");

for (const target of testDatabases()) {
  describe(`tickets and check-in on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    // By default a course that opened at midnight today, Malaysian time: the door checks in on
    // Malaysian days, so "an hour ago" would be yesterday's course between 00:00 and 01:00 MYT.
    async function course(start = malaysianMidnightToday(), end: Date | null = null) {
      const [c] = await database.db
        .insert(masterclasses)
        .values({
          slug: `door-${hex(4)}`,
          title: `Door course ${hex()}`,
          date: start,
          endDate: end,
          price: "1499.00",
          classSize: 30,
          content: { trainer: { name: "Dr. Lim Wei" } },
        })
        .returning();
      return c!;
    }

    async function seat(courseId: string, values: Partial<typeof registrations.$inferInsert> = {}) {
      const [row] = await database.db
        .insert(registrations)
        .values({
          reference: `AIHQ-R-${hex().toUpperCase()}`,
          name: values.name ?? `Person ${hex()}`,
          email: `p.${hex()}@example.my`,
          payment: "individual",
          productType: "masterclass",
          productId: courseId,
          productTitle: "Door course",
          productPrice: "1499.00",
          status: "registered",
          privacyNoticeVersion: "2024-06-01",
          ...values,
        })
        .returning();
      return row!;
    }

    it("issues a ticket to every firm seat, once, and to nobody else", async () => {
      const c = await course();
      const firm = await seat(c.id);
      const paid = await seat(c.id, { status: "confirmed" });
      const first = await ticketFor(database.db, firm.id);
      expect(first?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(first?.path).toBe(`/tickets/${first!.token}`);
      expect(await ticketFor(database.db, firm.id)).toEqual(first);
      expect(await ticketFor(database.db, paid.id)).not.toBeNull();

      const refused = [
        await seat(c.id, { status: "waitlisted" }),
        await seat(c.id, { status: "offered", offerExpiresAt: new Date(Date.now() + DAY) }),
        await seat(c.id, { status: "cancelled" }),
        await seat(c.id, { status: "held", spamReason: "honeypot" }),
        await seat(c.id, { confirmBy: new Date(Date.now() + DAY) }),
        await seat(c.id, { erasedAt: new Date() }),
      ];
      for (const row of refused)
        expect(await ticketFor(database.db, row.id), row.status).toBeNull();

      // HRDC attendees: once their group is confirmed.
      const [pending] = await database.db
        .insert(registrationGroups)
        .values({
          reference: `AIHQ-G-${hex().toUpperCase()}`,
          masterclassId: c.id,
          masterclassTitle: c.title,
          companyName: "Syarikat Contoh Sdn Bhd",
          hrName: "Hana HR",
          hrEmail: `hr.${hex()}@example.my`,
          hrPhone: "+60 12-345 6789",
          confirmBy: new Date(Date.now() + DAY),
          privacyNoticeVersion: "2024-06-01",
        })
        .returning();
      const attendee = await seat(c.id, { payment: "hrdc", groupId: pending!.id });
      expect(await ticketFor(database.db, attendee.id)).toBeNull();
      await database.db
        .update(registrationGroups)
        .set({ confirmedAt: new Date() })
        .where(eq(registrationGroups.id, pending!.id));
      expect(await ticketFor(database.db, attendee.id)).not.toBeNull();

      // A free NTW place gets one; one held as spam does not.
      const [program] = await database.db
        .insert(ntwPrograms)
        .values({ title: `NTW ${hex()}`, date: new Date() })
        .returning();
      const ntw = async (spamReason: string | null) =>
        (
          await database.db
            .insert(ntwRegistrations)
            .values({
              programId: program!.id,
              programTitle: program!.title,
              userName: "Nurul NTW",
              userEmail: `ntw.${hex()}@example.my`,
              privacyNoticeVersion: "2024-06-01",
              spamReason,
            })
            .returning()
        )[0]!;
      expect(await ntwTicketFor(database.db, (await ntw(null)).id)).not.toBeNull();
      expect(await ntwTicketFor(database.db, (await ntw("honeypot")).id)).toBeNull();
    });

    it("cancelling or erasing revokes the ticket: its page says so and the door refuses it", async () => {
      const c = await course();
      const cancelled = await seat(c.id);
      const erased = await seat(c.id);
      const t1 = (await ticketFor(database.db, cancelled.id))!;
      const t2 = (await ticketFor(database.db, erased.id))!;
      expect(await cancelRegistration(cancelled.reference)).toMatchObject({ ok: true });
      await erasePerson(await adminActor(database.db), erased.email, database.db, "/tmp");
      for (const token of [t1.token, t2.token]) {
        const [row] = await database.db.select().from(tickets).where(eq(tickets.token, token));
        expect(row!.revokedAt).toBeInstanceOf(Date);
        expect((await findTicket(token))?.valid).toBe(false);
        const answer = await checkIn(await adminActor(database.db), { courseId: c.id, token });
        expect(answer.status).toBe("revoked");
      }
      expect(await ticketFor(database.db, cancelled.id)).toBeNull();
    });

    it("the confirmation mail of a firm seat links its ticket and attaches the QR code as a PNG; a pending one has none", async () => {
      const c = await course(new Date(Date.now() + 7 * DAY));
      const firm = await seat(c.id);
      const pending = await seat(c.id, { confirmBy: new Date(Date.now() + DAY) });
      await database.db.transaction(async (tx) => {
        await enqueueRegistrationMails(tx, firm, c);
        await enqueueRegistrationMails(tx, pending, c);
      });
      const mailOf = async (id: string) =>
        (
          await database.db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.leadRef, `registration:${id}`))
        ).find((m) => m.recipientRole === "visitor")!;
      const { token } = (await ticketFor(database.db, firm.id))!;
      const mail = await mailOf(firm.id);
      const rendered = await renderEmail(mail.formType, "visitor", mail.formData, {
        siteUrl: "https://aihq.test",
        receivedAt: new Date(),
        recommendations: [],
      });
      expect(rendered.text).toContain(`https://aihq.test/tickets/${token}`);
      const png = rendered.attachments?.find((a) => a.contentType === "image/png");
      expect(png).toMatchObject({ filename: "ticket-qr.png", encoding: "base64" });
      expect(Buffer.from(png!.content, "base64").subarray(1, 4).toString()).toBe("PNG");
      expect((await mailOf(pending.id)).formData).not.toHaveProperty("ticketPath");
    });

    it("the ticket page: the QR for a valid ticket, 'no longer valid' for a revoked one, 404 for a forged token; never cached", async () => {
      const page = await importRoute("routes/tickets/ticket.tsx");
      expect(declaredPageCache(page)).toBeUndefined();
      const c = await course();
      const row = await seat(c.id, { name: "Siti Aminah" });
      const { token } = (await ticketFor(database.db, row.id))!;
      const valid = await run(page.loader, args(request(`/tickets/${token}`), { token }));
      expect(valid.status).toBe(200);
      expect(valid.body).toMatchObject({ valid: true, name: "Siti Aminah", course: c.title });
      expect((valid.body as { qrSvg: string }).qrSvg).toContain("<svg");
      const headers = (page as unknown as { headers: () => Record<string, string> }).headers();
      expect(headers["Cache-Control"]).toBe("private, no-store");
      expect(headers["X-Robots-Tag"]).toContain("noindex");

      await cancelRegistration(row.reference);
      const revoked = await run(page.loader, args(request(`/tickets/${token}`), { token }));
      expect(revoked.body).toMatchObject({ valid: false, qrSvg: null });

      for (const forged of [
        crypto.randomBytes(24).toString("base64url"),
        "AIHQ-R-123",
        "x".repeat(200),
      ]) {
        const outcome = await run(page.loader, args(request(`/tickets/x`), { token: forged }));
        expect(outcome.status, forged).toBe(404);
      }
    });

    it("parallel scans of one ticket check in once; the others answer 'already checked in'", async () => {
      const c = await course();
      const row = await seat(c.id, { status: "confirmed", org: "Petronas" });
      const { token } = (await ticketFor(database.db, row.id))!;
      const actor = await adminActor(database.db);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => checkIn(actor, { courseId: c.id, token })),
      );
      expect(answers.filter((a) => a.status === "checked-in")).toHaveLength(1);
      expect(answers.filter((a) => a.status === "already")).toHaveLength(5);
      const first = answers.find((a) => a.status === "checked-in")!;
      expect(first).toMatchObject({
        person: { name: row.name, org: "Petronas", payment: "Paid", reference: row.reference },
      });
      const rows = await database.db.select().from(ticketCheckIns);
      expect(rows.filter((r) => r.checkedInBy === actor.id).length).toBeGreaterThanOrEqual(1);
      const [after] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, row.id));
      expect(after!.attendedAt).toBeInstanceOf(Date);

      // By the list's button too: the same key, so "already".
      const again = await checkIn(actor, { courseId: c.id, registrationId: row.id });
      expect(again.status).toBe("already");

      // Another course's ticket, an unknown token.
      const other = await course();
      const stranger = await seat(other.id);
      const strangerTicket = (await ticketFor(database.db, stranger.id))!;
      expect((await checkIn(actor, { courseId: c.id, token: strangerTicket.token })).status).toBe(
        "other-course",
      );
      expect(
        (
          await checkIn(actor, {
            courseId: c.id,
            token: crypto.randomBytes(24).toString("base64url"),
          })
        ).status,
      ).toBe("unknown");
    });

    it("a free NTW place checks in at its program's door, once, and shows as in on the list", async () => {
      const [program] = await database.db
        .insert(ntwPrograms)
        .values({ title: `NTW door ${hex()}`, date: new Date(), format: "Online" })
        .returning();
      const [row] = await database.db
        .insert(ntwRegistrations)
        .values({
          programId: program!.id,
          programTitle: program!.title,
          userName: "Farah NTW",
          userEmail: `farah.${hex()}@example.my`,
          privacyNoticeVersion: "2024-06-01",
        })
        .returning();
      const actor = await adminActor(database.db);
      const first = await checkIn(actor, { courseId: program!.id, registrationId: row!.id });
      expect(first).toMatchObject({ status: "checked-in", person: { payment: "Free" } });
      const { token } = (await ntwTicketFor(database.db, row!.id))!;
      expect((await checkIn(actor, { courseId: program!.id, token })).status).toBe("already");
      const course = (await doorCourse(program!.id, "full"))!;
      expect(course).toMatchObject({ kind: "ntw", today: true });
      const list = await doorAttendees(course, "farah", "full");
      expect(list).toEqual([
        expect.objectContaining({ registrationId: row!.id, checkedInAt: expect.any(String) }),
      ]);
    });

    it("a multi-day course checks in per day; attendance (and so the certificate) follows every day", async () => {
      const start = new Date("2026-03-02T01:00:00Z"); // 09:00 MYT
      const end = new Date("2026-03-04T09:00:00Z"); // 17:00 MYT, day 3
      const c = await course(start, end);
      const row = await seat(c.id);
      const { token } = (await ticketFor(database.db, row.id))!;
      const actor = await adminActor(database.db);
      const at = (day: number) => new Date(start.getTime() + day * DAY + 30 * 60_000);
      expect((await checkIn(actor, { courseId: c.id, token }, at(0))).status).toBe("checked-in");
      expect((await checkIn(actor, { courseId: c.id, token }, at(0))).status).toBe("already");
      expect((await checkIn(actor, { courseId: c.id, token }, at(1))).status).toBe("checked-in");
      const days = async () =>
        (
          await database.db
            .select()
            .from(attendanceDays)
            .where(eq(attendanceDays.registrationId, row.id))
        )
          .map((d) => d.day)
          .sort();
      expect(await days()).toEqual(["2026-03-02", "2026-03-03"]);
      const attended = async () =>
        (await database.db.select().from(registrations).where(eq(registrations.id, row.id)))[0]!
          .attendedAt;
      expect(await attended()).toBeNull();
      expect((await checkIn(actor, { courseId: c.id, token }, at(2))).status).toBe("checked-in");
      expect(await attended()).toBeInstanceOf(Date);
      expect((await checkIn(actor, { courseId: c.id, token }, at(5))).status).toBe("not-today");
    });
  });
}
