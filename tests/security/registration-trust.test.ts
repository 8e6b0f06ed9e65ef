import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActor } from "#tests/integration/admin-helpers";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { settleLapsedOffers } from "#app/features/registrations/jobs.server";
import { confirmBooking } from "#app/features/registrations/confirm-booking.server";
import { registrationLinkPath } from "#app/features/registrations/registration-links.server";
import { seatsTaken } from "#app/features/registrations/seats.server";
import { releaseSpamLead } from "#app/features/leads/admin/lead-changes.server";
import {
  emailOutbox,
  leads,
  masterclasses,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import {
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  type RouteModule,
} from "#tests/integration/admin-helpers";
import { testDatabases } from "#tests/integration/test-db";

registerLeadMails(leadMails);

/**
 * Seats and mail only for real people (docs/decisions/0028-seats-for-real-people.md). Each
 * case is a security probe's attack, sent through the registration action as a browser would.
 */
for (const target of testDatabases()) {
  describe(`seats and mail for real people on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let link: RouteModule;

    const key = () => crypto.randomBytes(12).toString("base64url");
    const unique = () => crypto.randomBytes(3).toString("hex");

    async function newCourse(classSize: number) {
      const [row] = await database.db
        .insert(masterclasses)
        .values({
          slug: `trust-${unique()}`,
          title: "Generative AI for Managers",
          date: new Date(Date.now() + 30 * 86_400_000),
          price: "1500.00",
          classSize,
          isHrdc: true,
        })
        .returning();
      return row!;
    }

    function single(course: { id: string }, token: string, email = `p.${unique()}@example.my`) {
      return {
        productType: "masterclass",
        productId: course.id,
        idempotencyKey: key(),
        mode: "individual",
        name: "Nurul Aina",
        email,
        phone: "",
        org: "",
        role: "",
        formToken: token,
        via: "dialog",
      };
    }

    function hrdc(
      course: { id: string },
      token: string,
      attendees: number,
      contact = { email: `hr.${unique()}@example.my`, org: `Probe ${unique()} Sdn Bhd` },
    ) {
      const fields: Record<string, string> = {
        productType: "masterclass",
        productId: course.id,
        idempotencyKey: key(),
        mode: "hrdc",
        name: "Farah Lim",
        email: contact.email,
        phone: "+60 3-7800 1234",
        org: contact.org,
        role: "HR Business Partner",
        ssmNumber: "199201012345",
        formToken: token,
        via: "dialog",
      };
      for (let i = 0; i < attendees; i++) {
        fields[`attendees.${i}.name`] = `Attendee ${i}`;
        fields[`attendees.${i}.email`] = `a${i}.${unique()}@example.my`;
        fields[`attendees.${i}.role`] = "Analyst";
      }
      return fields;
    }

    const post = (course: { slug: string }, fields: Record<string, string>, address: string) =>
      run(
        page.action,
        args(
          request(`/shop/masterclasses/${course.slug}`, { form: fields }),
          { slug: course.slug },
          address,
        ),
      );
    const settled = () => issueFormToken(Date.now() - 3000);

    const groupOf = async (reference: string) =>
      (
        await database.db
          .select()
          .from(registrationGroups)
          .where(eq(registrationGroups.reference, reference))
      )[0]!;
    const membersOf = (groupId: string) =>
      database.db.select().from(registrations).where(eq(registrations.groupId, groupId));
    const mailsTo = async (addresses: string[]) =>
      addresses.length
        ? database.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, addresses))
        : [];

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, {
        MAIL_TO_TEAM: "team@aihq.test",
        FORM_RATE_LIMIT_PER_HOUR: "1000",
      });
      page = await importRoute("routes/shop/masterclass.tsx");
      link = await importRoute("routes/shop/registration-link.tsx");
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("the probe's attack (two 20-attendee HRDC bookings without a token, then 60 registrations from one address) leaves at least class_size − 5 seats", async () => {
      const course = await newCourse(20);
      const attacker = "198.51.100.20";
      for (let n = 0; n < 2; n++) {
        const answer = await post(course, hrdc(course, "", 20), attacker);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ status: "success", outcome: "received" });
      }
      expect(await seatsTaken(database.db, course.id)).toBe(0);
      for (let n = 0; n < 60; n++) {
        const answer = await post(course, single(course, settled()), attacker);
        expect(answer.status).toBeLessThan(500);
      }
      expect(await seatsTaken(database.db, course.id)).toBeLessThanOrEqual(5);
      // The next real visitor, from elsewhere, gets a seat and a normal answer.
      const visitor = await post(course, single(course, settled()), "203.0.113.99");
      expect(visitor.body).toMatchObject({ outcome: "registered" });
      // Nothing was dropped: every submission is stored (41 + 60 + 1 rows).
      const stored = await database.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.productId, course.id));
      expect(stored).toHaveLength(40 + 60 + 1);
    });

    it("a held submission takes no seat and 'Not spam' places it as if it had just arrived", async () => {
      const course = await newCourse(1);
      const held = await post(course, single(course, ""), "198.51.100.30");
      expect(held.body).toMatchObject({ outcome: "received" });
      const reference = (held.body as { reference: string }).reference;
      const [row] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.reference, reference));
      expect(row).toMatchObject({ status: "held" });
      expect(await mailsTo([row!.email])).toHaveLength(0);
      // The same address registering for real is not blocked by the held copy.
      const real = await post(
        course,
        single(course, settled(), row!.email.toUpperCase()),
        "198.51.100.31",
      );
      expect(real.body).toMatchObject({ outcome: "registered" });
      const other = await post(course, single(course, ""), "198.51.100.32");
      const otherRef = (other.body as { reference: string }).reference;
      const [otherRow] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.reference, otherRef));
      const [lead] = await database.db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.kind, "registration"), eq(leads.sourceId, otherRow!.id)));
      const actor = await adminActor(database.db);
      expect(await releaseSpamLead(actor, lead!.id, database.db)).toBe(true);
      const [placed] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, otherRow!.id));
      // The one seat is taken by the real registrant: the released one joins the waiting list.
      expect(placed).toMatchObject({ status: "waitlisted", spamReason: null });
      expect((await mailsTo([otherRow!.email])).map((m) => m.status)).toEqual(["pending"]);
    });

    it("a group above MAX_UNCONFIRMED_SEATS is held for its booker's confirmation; attendees are mailed only after it, with only their name, the course and the company", async () => {
      const course = await newCourse(20);
      const answer = await post(course, hrdc(course, settled(), 6), "198.51.100.40");
      expect(answer.body).toMatchObject({
        outcome: "group",
        group: { registered: 5, waitlisted: 1, pending: true },
      });
      const reference = (answer.body as { reference: string }).reference;
      const group = await groupOf(reference);
      const members = await membersOf(group.id);
      expect(members.every((m) => m.confirmBy !== null)).toBe(true);
      expect(members.filter((m) => m.status === "registered")).toHaveLength(5);
      expect(group.confirmBy!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
      const attendeeAddresses = members.map((m) => m.email);
      // Only the booker and the team hear of it.
      expect(await mailsTo(attendeeAddresses)).toHaveLength(0);
      const [summary] = await mailsTo([group.hrEmail]);
      const path = (summary!.formData as { group: { confirmPath: string } }).group.confirmPath;
      expect(path).toBe(registrationLinkPath("confirm", reference, group.confirmBy!));
      // A forged link is not a confirmation.
      const forged = await run(
        link.action,
        args(request(path.replace(/sig=[^&]+/, "sig=AAAA"), { form: {} }), {
          reference,
          intent: "confirm",
        }),
      );
      expect(forged.status).toBe(404);
      const confirmed = await run(
        link.action,
        args(request(path, { form: {} }), { reference, intent: "confirm" }),
      );
      expect(confirmed.status).toBe(302);
      const after = await membersOf(group.id);
      expect(after.every((m) => m.confirmBy === null && m.status === "registered")).toBe(true);
      const mails = await mailsTo(attendeeAddresses);
      expect(mails).toHaveLength(6);
      const rendered = await renderEmail(mails[0]!.formType, "visitor", mails[0]!.formData, {
        siteUrl: "http://aihq.test",
        receivedAt: new Date(),
        recommendations: [],
      });
      expect(rendered.text).toContain(group.companyName);
      expect(rendered.text).not.toContain("Farah Lim");
      expect(rendered.text).not.toContain("Analyst");
    });

    it("an unconfirmed hold releases its seats to the waiting list by itself", async () => {
      const course = await newCourse(5);
      await post(course, hrdc(course, settled(), 6), "198.51.100.50");
      const waiting = await post(course, single(course, settled()), "198.51.100.51");
      expect(waiting.body).toMatchObject({ outcome: "waitlisted" });
      expect(await settleLapsedOffers(new Date(Date.now() + 49 * 3_600_000))).toBe(1);
      const [offered] = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.reference, (waiting.body as { reference: string }).reference));
      expect(offered!.status).toBe("offered");
    });

    it("one HRDC booking of 20 unconfirmed holds at most MAX_UNCONFIRMED_SEATS; the rest are placed in order once its contact confirms", async () => {
      const course = await newCourse(20);
      const answer = await post(course, hrdc(course, settled(), 20), "198.51.100.45");
      expect(answer.body).toMatchObject({
        outcome: "group",
        group: { registered: 5, waitlisted: 15, pending: true },
      });
      expect(await seatsTaken(database.db, course.id)).toBe(5);
      // The next real visitor is seated, not told the course is fully booked.
      const visitor = await post(course, single(course, settled()), "203.0.113.45");
      expect(visitor.body).toMatchObject({ outcome: "registered" });
      expect(await seatsTaken(database.db, course.id)).toBe(6);
      // The unheld attendees are not on the waiting list: nobody offers them a seat.
      expect(await settleLapsedOffers(new Date(Date.now() + 3_600_000))).toBe(0);
      const group = await groupOf((answer.body as { reference: string }).reference);
      const rows = await membersOf(group.id);
      expect(rows.filter((m) => m.status === "offered")).toHaveLength(0);
      // The contact is told which attendees hold a seat and what happens to the others.
      const [summary] = await mailsTo([group.hrEmail]);
      const told = await renderEmail(summary!.formType, "visitor", summary!.formData, {
        siteUrl: "http://aihq.test",
        receivedAt: new Date(),
        recommendations: [],
      });
      expect(told.text).toContain("15 of them hold no seat yet");
      expect(told.text).not.toContain("as the course is full");
      // Confirmed: 14 more take the seats left, in the form's order; the last one waits.
      expect(await confirmBooking(group.reference)).toMatchObject({ ok: true });
      const placed = (await membersOf(group.id)).sort((a, b) => {
        const nth = (name: string) => Number(name.replace("Attendee ", ""));
        return nth(a.name) - nth(b.name);
      });
      expect(placed.map((m) => m.status)).toEqual([
        ...Array<string>(19).fill("registered"),
        "waitlisted",
      ]);
      expect(placed.every((m) => m.confirmBy === null)).toBe(true);
      expect(await seatsTaken(database.db, course.id)).toBe(20);
    });

    it("a second booking from the same e-mail or organisation is pending, even when small", async () => {
      const course = await newCourse(20);
      const contact = { email: `hr.${unique()}@example.my`, org: "Repeat Sdn Bhd" };
      const first = await post(course, hrdc(course, settled(), 2, contact), "198.51.100.60");
      expect(first.body).toMatchObject({ outcome: "group", group: { pending: false } });
      const again = await post(
        course,
        hrdc(course, settled(), 2, {
          email: `other.${unique()}@example.my`,
          org: "repeat sdn bhd",
        }),
        "198.51.100.61",
      );
      expect(again.body).toMatchObject({ outcome: "group", group: { pending: true } });
    });

    it("one address cannot have us mail more than VISITOR_RECIPIENTS_PER_DAY people: the booking is stored for review, its mails held", async () => {
      const course = await newCourse(60);
      const address = "198.51.100.70";
      const first = await post(course, hrdc(course, settled(), 20), address);
      expect(first.body).toMatchObject({ outcome: "group" });
      const second = await post(course, hrdc(course, settled(), 20), address);
      expect(second.body).toMatchObject({ outcome: "received" });
      const group = await groupOf((second.body as { reference: string }).reference);
      expect(group.spamReason).toMatch(/different people/);
      const members = await membersOf(group.id);
      expect(members).toHaveLength(20);
      expect(await mailsTo([group.hrEmail, ...members.map((m) => m.email)])).toHaveLength(0);
    });
  });
}
