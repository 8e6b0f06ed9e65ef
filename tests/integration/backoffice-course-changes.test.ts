import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { register, registerGroup } from "#app/features/registrations/register.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import { formValuesOf } from "#app/features/catalogue/admin/masterclasses.server";
import { saveJoinLink } from "#app/features/catalogue/course-join-link.server";
import {
  auditLog,
  emailOutbox,
  leadEvents,
  leads,
  masterclasses,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import {
  args,
  flashToastOf,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const ctx = { siteUrl: "http://aihq.test", receivedAt: new Date(), recommendations: [] };

function person(n: number, productId: string): RegistrationInput {
  return {
    mode: "individual",
    productType: "masterclass",
    productId,
    name: `Registrant ${n}`,
    email: `change${n}.${crypto.randomBytes(3).toString("hex")}@example.my`,
    phone: "",
    org: "",
    role: "",
    marketingOptIn: false,
    idempotencyKey: crypto.randomBytes(12).toString("base64url"),
  };
}

/** The unfolded lines of an .ics file. */
const icsLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

for (const target of testDatabases()) {
  describe(`course changes reach the people booked, on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let edit: RouteModule;
    let link: RouteModule;
    let admin: string;

    /** A course on 31 Dec next year, 9:00 AM - 5:00 PM MYT, with two seats held and one waiting. */
    async function bookedCourse(classSize = 2) {
      const year = new Date().getUTCFullYear() + 1;
      const [c] = await database.db
        .insert(masterclasses)
        .values({
          slug: `moved-${crypto.randomBytes(4).toString("hex")}`,
          title: "AI for Operations",
          date: new Date(`${year}-12-31T01:00:00Z`),
          endDate: new Date(`${year}-12-31T09:00:00Z`),
          format: "physical",
          venue: "AIHQ Suite, Jalan Ampang",
          price: "999.00",
          classSize,
        })
        .returning();
      const kinds = [];
      for (const n of [1, 2, 3]) kinds.push((await register(person(n, c!.id))).kind);
      expect(kinds).toEqual(["registered", "registered", "waitlisted"]);
      const people = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.productId, c!.id));
      return { course: c!, people, year };
    }

    const save = (course: typeof masterclasses.$inferSelect, changes: Record<string, string>) =>
      run(
        edit.action,
        args(
          request(`/admin/masterclasses/${course.id}`, {
            cookie: admin,
            form: { ...formValuesOf(course), intent: "save", ...changes },
          }),
          { id: course.id },
        ),
      );
    const courseRow = async (id: string) =>
      (await database.db.select().from(masterclasses).where(eq(masterclasses.id, id)))[0]!;
    const changeMails = () =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.formType, "course_change"));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      edit = await importRoute("routes/admin/masterclasses/edit.tsx");
      link = await importRoute("routes/shop/registration-link.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("asks before moving a booked course, then mails each person the change with the moved .ics", async () => {
      const { course, people, year } = await bookedCourse();
      const confirmation = (
        await database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, people.find((p) => p.status === "registered")!.email))
      ).find((m) => (m.formData as { calendarFile?: string }).calendarFile);
      const original = icsLines((confirmation!.formData as { calendarFile: string }).calendarFile);
      expect(original).toContain("SEQUENCE:0");
      await database.db.delete(emailOutbox);
      const moved = { startsAt: `${year + 1}-01-07T10:00`, endsAt: `${year + 1}-01-07T18:00` };

      // First the question: nothing is saved, nobody is mailed.
      const asked = await save(course, moved);
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({
        status: "ask",
        question: { booked: 2, waiting: 1, shrink: null },
      });
      const changes = (asked.body as { question: { changes: unknown[] } }).question.changes;
      expect(changes).toEqual([
        { label: "Date", from: `Dec 31, ${year}`, to: `Jan 7, ${year + 1}` },
        { label: "Time", from: "9:00 AM - 5:00 PM (MYT)", to: "10:00 AM - 6:00 PM (MYT)" },
      ]);
      expect((await courseRow(course.id)).date).toEqual(course.date);
      expect(await changeMails()).toHaveLength(0);

      // Confirmed: saved and, in the same transaction, one mail each.
      const saved = await save(course, { ...moved, answer: "notify" });
      expect(saved.status).toBe(302);
      expect((await flashToastOf(saved.headers)).description).toContain(
        "3 people were mailed the change.",
      );
      const after = await courseRow(course.id);
      expect(after.date.toISOString()).toBe(`${year + 1}-01-07T02:00:00.000Z`);
      expect(after.calendarSequence).toBe(1);
      const mails = await changeMails();
      expect(mails.map((m) => m.toAddress).sort()).toEqual(people.map((p) => p.email).sort());

      const holder = people.find((p) => p.status === "registered")!;
      const mail = mails.find((m) => m.toAddress === holder.email)!;
      const rendered = await renderEmail(mail.formType, "visitor", mail.formData, ctx);
      expect(rendered.subject).toBe("Change to AI for Operations");
      expect(rendered.text).toContain(`Dec 31, ${year} → Jan 7, ${year + 1}`);
      expect(rendered.text).toContain("9:00 AM - 5:00 PM (MYT) → 10:00 AM - 6:00 PM (MYT)");
      const ics = icsLines(rendered.attachments[0]!.content);
      const uid = (lines: string[]) => lines.find((l) => l.startsWith("UID:"));
      expect(uid(ics)).toBe(uid(original));
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain(`DTSTART;TZID=Asia/Kuala_Lumpur:${year + 1}0107T100000`);
      // The waiting list holds no seat: no calendar file for them.
      const waiter = people.find((p) => p.status === "waitlisted")!;
      const waiterMail = mails.find((m) => m.toAddress === waiter.email)!;
      expect((waiterMail.formData as { calendarFile?: string }).calendarFile).toBeUndefined();

      // Each registration's history says so; the audit has the change and the mailing.
      const events = await database.db
        .select({ note: leadEvents.note })
        .from(leadEvents)
        .innerJoin(leads, eq(leads.id, leadEvents.leadId))
        .where(
          inArray(
            leads.sourceId,
            people.map((p) => p.id),
          ),
        );
      expect(events).toHaveLength(3);
      expect(events[0]!.note).toContain("Told of the course change");
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, course.id), eq(auditLog.action, "masterclass.notify")));
      expect(audit).toHaveLength(1);

      // The one-click cancel link works.
      const cancelPath = (mail.formData as { cancelPath: string }).cancelPath;
      const cancelled = await run(
        link.action,
        args(request(cancelPath, { form: {} }), { reference: holder.reference, intent: "cancel" }),
      );
      expect(cancelled.status).toBe(302);
      const [row] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, holder.id));
      expect(row!.status).toBe("cancelled");
    });

    it("mails a virtual course's joining link to the people holding a seat, not to those waiting", async () => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: `virtual-${crypto.randomBytes(4).toString("hex")}`,
          title: "AI for Remote Teams",
          date: new Date(Date.now() + 40 * 86_400_000),
          format: "virtual",
          price: "499.00",
          classSize: 1,
        })
        .returning();
      const joinUrl = "https://zoom.us/j/81234567890?pwd=aihq";
      await database.db.transaction((tx) => saveJoinLink(tx, course!.id, joinUrl));
      const seated = person(7, course!.id);
      const waiting = person(8, course!.id);
      expect((await register(seated)).kind).toBe("registered");
      expect((await register(waiting)).kind).toBe("waitlisted");

      const visitorMail = async (email: string) => {
        const [mail] = await database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.recipientRole, "visitor")));
        return renderEmail(mail!.formType, "visitor", mail!.formData, ctx);
      };
      expect((await visitorMail(seated.email)).text).toContain(joinUrl);
      expect((await visitorMail(waiting.email)).text).not.toContain("zoom.us");
      // Never on the public page, which reads the course row.
      expect(JSON.stringify(await courseRow(course!.id))).not.toContain("zoom.us");

      // A new link is news for the seat only: the waiting list is not mailed it.
      await database.db.delete(emailOutbox);
      const newUrl = "https://zoom.us/j/89999999999?pwd=moved";
      const saved = await save((await courseRow(course!.id))!, {
        joinUrl: newUrl,
        answer: "notify",
      });
      expect(saved.status).toBe(302);
      const told = await changeMails();
      expect(told.map((m) => m.toAddress)).toEqual([seated.email]);
      const rendered = await renderEmail(told[0]!.formType, "visitor", told[0]!.formData, ctx);
      expect(rendered.text).toContain(newUrl);
    });

    it("tells nobody whose address we have not heard back from, and counts only the others", async () => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: `hrdc-${crypto.randomBytes(4).toString("hex")}`,
          title: "AI for HR Teams",
          isHrdc: true,
          date: new Date(Date.now() + 40 * 86_400_000),
          format: "physical",
          price: "999.00",
          classSize: 10,
        })
        .returning();
      const firm = person(1, course!.id);
      expect((await register(firm)).kind).toBe("registered");
      // A registration waiting for its registrant's click.
      const unclicked = person(2, course!.id);
      await register(unclicked);
      await database.db
        .update(registrations)
        .set({ status: "waitlisted", confirmBy: new Date(Date.now() + 86_400_000) })
        .where(eq(registrations.email, unclicked.email));
      // An HRDC booking for two colleagues whose contact has not confirmed it: seats held.
      const booked = await registerGroup(
        {
          ...person(3, course!.id),
          mode: "hrdc",
          phone: "+60 3-2181 0000",
          org: "Syarikat Contoh Sdn Bhd",
          role: "HR Manager",
        },
        {
          ssmNumber: "",
          selfAttending: false,
          rows: [4, 5].map((n, index) => ({
            index,
            name: `Attendee ${n}`,
            email: `stranger${n}.${crypto.randomBytes(3).toString("hex")}@example.my`,
            role: "",
          })),
        },
      );
      expect(booked).toMatchObject({ kind: "group", registered: 2 });
      await database.db.delete(emailOutbox);

      const moved = { venue: "Menara Aurora, Level 18" };
      const asked = await save(course!, moved);
      expect(asked.body).toMatchObject({ status: "ask", question: { booked: 1, waiting: 0 } });
      const saved = await save(course!, { ...moved, answer: "notify" });
      expect(saved.status).toBe(302);
      expect((await flashToastOf(saved.headers)).description).toContain(
        "1 person was mailed the change.",
      );
      expect((await changeMails()).map((m) => m.toAddress)).toEqual([firm.email]);
    });

    it("saves without mailing anyone when told so, and says so", async () => {
      const { course } = await bookedCourse();
      const saved = await save(course, { venue: "Menara Aurora, Level 18", answer: "silent" });
      expect(saved.status).toBe(302);
      expect((await flashToastOf(saved.headers)).description).toContain(
        "Nobody was mailed about the change.",
      );
      expect((await courseRow(course.id)).venue).toBe("Menara Aurora, Level 18");
      expect((await courseRow(course.id)).calendarSequence).toBe(0);
      expect(await changeMails()).toHaveLength(0);
    });

    it("asks nothing for a change that does not concern the people booked", async () => {
      const { course } = await bookedCourse();
      const saved = await save(course, { subtitle: "A new subtitle" });
      expect(saved.status).toBe(302);
      expect((await courseRow(course.id)).subtitle).toBe("A new subtitle");
    });

    it("warns before a class smaller than the seats held, and saves only when accepted", async () => {
      const { course } = await bookedCourse(2);
      const asked = await save(course, { classSize: "1" });
      expect(asked.body).toMatchObject({
        status: "ask",
        question: {
          changes: [],
          shrink:
            "2 people hold seats (booked or offered), 1 beyond the new size of 1: they keep their seats. New registrations join the waiting list, and no seat is offered from it until no seat is held.",
        },
      });
      expect((await courseRow(course.id)).classSize).toBe(2);
      const saved = await save(course, { classSize: "1", answer: "silent" });
      expect(saved.status).toBe(302);
      expect((await courseRow(course.id)).classSize).toBe(1);
      const seats = await database.db
        .select()
        .from(registrations)
        .where(and(eq(registrations.productId, course.id), eq(registrations.status, "registered")));
      expect(seats).toHaveLength(2);
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, course.id), eq(auditLog.action, "masterclass.update")));
      expect(audit!.details).toMatchObject({ classSize: { from: 2, to: 1 } });
    });
  });
}
