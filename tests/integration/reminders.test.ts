import { eq } from "drizzle-orm";
import { issueInvoice } from "#app/features/invoices/issue-invoice.server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { sendDueReminders } from "#app/features/reminders/reminders.server";
import {
  courseJoinLinks,
  emailOutbox,
  masterclasses,
  registrationGroups,
  registrationReminders,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import { setUpRuntime } from "./admin-helpers";
import { course, mailsOf, person } from "./reminder-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const DAY = 86_400_000;
const ctx = { siteUrl: "http://aihq.test", receivedAt: new Date(), recommendations: [] };
/** 9:00 AM MYT on 10 March next year. */
const START = new Date(`${new Date().getUTCFullYear() + 1}-03-10T01:00:00Z`);
const before = (ms: number) => new Date(START.getTime() - ms);

for (const target of testDatabases()) {
  describe(`course reminders, on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
      await database.db.delete(registrationReminders);
      await database.db.delete(masterclasses);
    });

    it("reminds every firm seat 7 days and 1 day before, once each, and nobody else", async () => {
      const db = database.db;
      const c = await course(db, START);
      const paid = await person(db, c, { name: "Paid Person" });
      const booked = await person(db, c, { status: "registered", payment: "hrdc" });
      for (const status of ["waitlisted", "cancelled", "held"] as const) {
        await person(db, c, { status });
      }
      await person(db, c, { spamReason: "honeypot" });
      await person(db, c, { erasedAt: new Date() });
      await person(db, c, { status: "registered", confirmBy: before(DAY * 2) });
      await person(db, c, { status: "offered", offerExpiresAt: before(DAY) });
      // The attendee of an HRDC booking its contact has not confirmed: a seat, but a stranger's
      // address as far as we know. Once a confirmed booking, reminded like any seat.
      const hrdcGroup = async (confirmedAt: Date | null) => {
        const [g] = await db
          .insert(registrationGroups)
          .values({
            reference: `AIHQ-G-${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
            masterclassId: c.id,
            masterclassTitle: c.title,
            companyName: "Syarikat Contoh Sdn Bhd",
            hrName: "Hana HR",
            hrEmail: "hana@example.my",
            hrPhone: "+60 12-345 6789",
            confirmedAt,
            confirmBy: confirmedAt ? null : before(DAY * 2),
            privacyNoticeVersion: "2025-01",
          })
          .returning();
        return g!.id;
      };
      await person(db, c, {
        status: "registered",
        payment: "hrdc",
        groupId: await hrdcGroup(null),
      });
      const attendee = await person(db, c, {
        status: "registered",
        payment: "hrdc",
        groupId: await hrdcGroup(before(30 * DAY)),
      });

      expect(await sendDueReminders(before(7 * DAY + 60_000))).toBe(0);
      expect(await sendDueReminders(before(7 * DAY))).toBe(3);
      expect(await sendDueReminders(before(6 * DAY))).toBe(0);
      const week = await mailsOf(db, "course_reminder");
      expect(week.map((m) => m.toAddress).sort()).toEqual(
        [paid.email, booked.email, attendee.email].sort(),
      );

      expect(await sendDueReminders(before(DAY - 60_000))).toBe(3);
      expect(await sendDueReminders(before(60_000))).toBe(0);
      expect(await sendDueReminders(START)).toBe(0);
      expect(await mailsOf(db, "course_reminder")).toHaveLength(6);
    });

    it("says where and when, with the map link, the cancel link and the .ics", async () => {
      const db = database.db;
      const c = await course(db, START);
      await person(db, c, { name: "Siti Aminah" });
      await sendDueReminders(before(DAY));
      const [mail] = await mailsOf(db, "course_reminder");
      const rendered = renderEmail("course_reminder", "visitor", mail!.formData, ctx);
      const html = (await rendered).html;
      expect((await rendered).subject).toBe("Reminder: AI for Finance Teams starts tomorrow");
      expect(html).toContain(
        "https://www.google.com/maps/search/?api=1&amp;query=AIHQ%20Suite%2C%20Menara%20Ampang%2C%20Kuala%20Lumpur",
      );
      expect(html).toContain("/shop/registrations/");
      expect(html).toContain("9:00 AM - 5:00 PM MYT");
      const data = mail!.formData as { attachments: { filename: string; content: string }[] };
      expect(data.attachments[0]?.filename).toBe(`${c.slug}.ics`);
      expect(data.attachments[0]?.content).toContain("BEGIN:VEVENT");
      // The seat's ticket for the door: its page, and its QR code as a picture.
      expect(html).toMatch(/Your ticket[\s\S]*\/tickets\/[A-Za-z0-9_-]{32}/);
      expect(data.attachments.map((a) => a.filename)).toContain("ticket-qr.png");
    });

    it("gives a virtual course's seat its joining link", async () => {
      const db = database.db;
      const c = await course(db, START, { format: "virtual", venue: "Zoom" });
      await db
        .insert(courseJoinLinks)
        .values({ masterclassId: c.id, url: "https://zoom.us/j/123" });
      await person(db, c);
      await sendDueReminders(before(7 * DAY));
      const [mail] = await mailsOf(db, "course_reminder");
      const { html } = await renderEmail("course_reminder", "visitor", mail!.formData, ctx);
      expect(html).toContain("https://zoom.us/j/123");
      expect(html).not.toContain("google.com/maps");
    });

    it("sends an unpaid Self Payment the payment reminder instead", async () => {
      const db = database.db;
      const c = await course(db, START);
      const owing = await person(db, c, { payment: "individual", status: "registered" });
      await person(db, c, { payment: "individual", status: "confirmed" });
      const invoice = await db.transaction((tx) => issueInvoice(tx, { registrationId: owing.id }));
      expect(invoice.ok).toBe(true);
      await sendDueReminders(before(7 * DAY));
      const payment = await mailsOf(db, "payment_reminder");
      expect(payment.map((m) => m.toAddress)).toEqual([owing.email]);
      expect(await mailsOf(db, "course_reminder")).toHaveLength(1);
      const rendered = await renderEmail("payment_reminder", "visitor", payment[0]!.formData, ctx);
      expect(rendered.subject).toBe("Your payment for AI for Finance Teams is still open");
      expect(rendered.html).toContain("RM");
      // The invoice still owed travels with its reminder.
      const files = (payment[0]!.formData as { attachments: { filename: string }[] }).attachments;
      expect(files.map((f) => f.filename)).toContain(
        `invoice-${invoice.ok ? invoice.value.number : "?"}.pdf`,
      );
    });

    it("skips a reminder the confirmation just made, and the 7-day one inside the last day", async () => {
      const db = database.db;
      const c = await course(db, START);
      await person(db, c, { createdAt: before(7 * DAY - 3_600_000) });
      await person(db, c, { createdAt: before(7 * DAY + 3_600_000) });
      await sendDueReminders(before(7 * DAY));
      expect(await mailsOf(db, "course_reminder")).toHaveLength(0);
      // Someone booked 3 days before: only the 1-day reminder, even if the job ran late.
      await sendDueReminders(before(2 * DAY));
      expect(await mailsOf(db, "course_reminder")).toHaveLength(0);
      await sendDueReminders(before(12 * 3_600_000));
      expect(await mailsOf(db, "course_reminder")).toHaveLength(2);
    });

    it("reminds again for a course moved to a later date", async () => {
      const db = database.db;
      const c = await course(db, START);
      await person(db, c);
      expect(await sendDueReminders(before(7 * DAY))).toBe(1);
      const later = new Date(START.getTime() + 14 * DAY);
      await db
        .update(masterclasses)
        .set({ date: later, endDate: new Date(later.getTime() + 8 * 3_600_000) })
        .where(eq(masterclasses.id, c.id));
      expect(await sendDueReminders(before(5 * DAY))).toBe(0);
      expect(await sendDueReminders(new Date(later.getTime() - 7 * DAY))).toBe(1);
      const keys = await db.select().from(registrationReminders);
      expect(keys.map((k) => k.courseDate.toISOString()).sort()).toEqual(
        [START.toISOString(), later.toISOString()].sort(),
      );
    });

    it("sends one mail per person when two instances run at once", async () => {
      const db = database.db;
      const c = await course(db, START);
      for (let n = 0; n < 6; n += 1) await person(db, c);
      const counts = await Promise.all([
        sendDueReminders(before(DAY)),
        sendDueReminders(before(DAY)),
        sendDueReminders(before(DAY)),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
      const mails = await mailsOf(db, "course_reminder");
      expect(new Set(mails.map((m) => m.toAddress)).size).toBe(6);
      expect(mails).toHaveLength(6);
    });
  });
}
