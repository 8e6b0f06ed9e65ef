import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followCourseInvoices } from "#app/features/invoices/follow-booking.server";
import { ledgerBreaks, owedSen } from "#app/features/invoices/ledger";
import { ledgerFigures } from "#app/features/invoices/ledger.server";
import { confirmGroupPayment } from "#app/features/registrations/admin/payments.server";
import { swapAttendee } from "#app/features/registrations/admin/booking-corrections.server";
import { cancelFromBackOffice } from "#app/features/registrations/admin/registration-changes.server";
import { loadDashboard, type AdminDashboard } from "#app/features/dashboard/dashboard.server";
import { claimPackSources } from "#app/features/registrations/hrdc/claim-pack-sources.server";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { registerLeadMails } from "#server/email/registry";
import { emailOutbox, invoices, masterclasses, registrations } from "#server/db/schema";
import { adminActor, setUpRuntime } from "./admin-helpers";
import { courseIn, groupIn, seatIn } from "./invoice-fixtures";
import { pdfTextLines } from "./pdf-text";
import { testDatabases } from "./test-db";

const DAY = 86_400_000;
registerLeadMails(leadMails);

// The team's HRDC week, read from the invoices: a group of 7 confirmed, one cancelled, one
// swapped, the course moved, HRD Corp paying for the 5 who came. Every invoice and credit note
// must agree to the sen, and what is still owed stays owed.

for (const target of testDatabases()) {
  describe(`an HRDC group's invoice follows its booking on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: (() => void) | undefined;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test", SST_RATE: "0" });
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("credits and reissues at each change, carries the payment, and leaves RM 3,500 owed", async () => {
      const db = database.db;
      const courseId = await courseIn(db, 30);
      await db
        .update(masterclasses)
        .set({ price: "3500.00" })
        .where(eq(masterclasses.id, courseId));
      const { group, members } = await groupIn(db, courseId);
      // Seven seated at RM 3,500 (the fixture's two, with the waiting one seated, and four more).
      await db
        .update(registrations)
        .set({ productPrice: "3500.00", status: "registered" })
        .where(eq(registrations.groupId, group.id));
      for (const name of ["Tan Mei Ling", "Siti Nur", "Arjun Pillai", "Wong Kar Yee"])
        await seatIn(db, courseId, {
          name,
          payment: "hrdc",
          groupId: group.id,
          productPrice: "3500.00",
        });
      const standing = async () =>
        (
          await db
            .select()
            .from(invoices)
            .where(and(eq(invoices.groupId, group.id), eq(invoices.kind, "invoice")))
            .orderBy(asc(invoices.sequence))
        ).filter((i) => i.status !== "credited");
      const all = () =>
        db
          .select()
          .from(invoices)
          .where(eq(invoices.groupId, group.id))
          .orderBy(asc(invoices.sequence));

      const { issueInvoice } = await import("#app/features/invoices/issue-invoice.server");
      const first = await db.transaction((tx) => issueInvoice(tx, { groupId: group.id }));
      expect(first.ok && first.value.total).toBe("24500.00");

      const actor = await adminActor(db);
      expect((await cancelFromBackOffice(actor, courseId, members[0]!.id)).ok).toBe(true);
      let now = await standing();
      expect(now.map((i) => i.total)).toEqual(["21000.00"]);
      expect(now[0]!.lines.some((l) => l.description.includes("Ravi Kumar"))).toBe(false);

      const swapped = await swapAttendee(actor, courseId, members[1]!.id, {
        name: "Farah Idris",
        email: "farah.idris@sunway.example",
        role: "Analyst",
      });
      expect(swapped.ok).toBe(true);
      now = await standing();
      expect(now).toHaveLength(1);
      expect(now[0]!.total).toBe("21000.00");
      expect(now[0]!.lines.some((l) => l.description.includes("Farah Idris"))).toBe(true);
      expect(now[0]!.lines.some((l) => l.description.includes("Lim Mei Ling"))).toBe(false);

      // The course moves a week later: its dates are on every line.
      await db.transaction(async (tx) => {
        const [course] = await tx
          .select()
          .from(masterclasses)
          .where(eq(masterclasses.id, courseId));
        await tx
          .update(masterclasses)
          .set({ date: new Date(course!.date.getTime() + 7 * DAY) })
          .where(eq(masterclasses.id, courseId));
        expect(await followCourseInvoices(tx, courseId, "the course moved")).toBe(1);
      });
      now = await standing();
      expect(now).toHaveLength(1);

      // HRD Corp pays for the five who came: RM 17,500 against the RM 21,000 invoice.
      const paid = await confirmGroupPayment(actor, courseId, group.id, {
        amount: "17500.00",
        method: "hrdc",
        reference: "HRDC-CLAIM-0042",
        paidOn: "2026-12-20",
      });
      expect(paid.ok).toBe(true);
      const [current] = await standing();
      expect(current!.status).toBe("unpaid");
      const figures = await ledgerFigures(db, current!);
      expect(owedSen(figures)).toBe(350_000);
      expect(ledgerBreaks(figures)).toEqual([]);

      // Every replaced invoice is credited in full by its credit note, and agrees with itself.
      const documents = await all();
      const replaced = documents.filter((d) => d.kind === "invoice" && d.status === "credited");
      expect(replaced.map((d) => d.total)).toEqual(["24500.00", "21000.00", "21000.00"]);
      for (const old of replaced) {
        const notes = documents.filter((d) => d.creditedInvoiceId === old.id);
        expect(notes.map((n) => n.total)).toEqual([`-${old.total}`]);
        expect(ledgerBreaks(await ledgerFigures(db, old))).toEqual([]);
      }

      // The claim pack ships the standing invoice.
      const pack = await claimPackSources.invoice(group.id, db);
      expect(pack?.fileName).toBe(`invoice-${current!.number}.pdf`);
      const text = pdfTextLines(pack!.pdf).join("\n");
      expect(text).toContain("21,000.00");
      expect(text).toContain("Farah Idris");

      // The dashboard says the same: RM 3,500.00 owed this month, by the five who came.
      const came = (
        await db
          .select({ id: registrations.id })
          .from(registrations)
          .where(and(eq(registrations.groupId, group.id), eq(registrations.status, "confirmed")))
          .orderBy(asc(registrations.createdAt))
      ).slice(0, 5);
      for (const seat of came)
        await db
          .update(registrations)
          .set({ attendedAt: new Date() })
          .where(eq(registrations.id, seat.id));
      const dashboard = (await loadDashboard(db, "admin", new Date())) as AdminDashboard;
      expect(dashboard.money.owed.sen).toBe(350_000);
      expect(dashboard.money.attendedUnpaid.rows.map((row) => row.owedSen)).toEqual(
        Array(5).fill(350_000),
      );

      // The employer was sent each new invoice and each credit note.
      const mailed = await db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.formType, "invoice_document"),
            eq(emailOutbox.toAddress, group.hrEmail),
          ),
        );
      expect(mailed.length).toBeGreaterThanOrEqual(6);
    });
  });
}
