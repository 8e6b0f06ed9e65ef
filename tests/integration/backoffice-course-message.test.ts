import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { register, registerGroup } from "#app/features/registrations/register.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import { upsertAdmin } from "#server/auth/admin-users";
import {
  adminUsers,
  auditLog,
  emailOutbox,
  leadEvents,
  leads,
  masterclasses,
  registrationGroups,
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

const DAY = 86_400_000;
const EDITOR = { email: "content@aihq.test", password: "content editor password" };
const ctx = { siteUrl: "http://aihq.test", receivedAt: new Date(), recommendations: [] };

function person(n: number, productId: string): RegistrationInput {
  return {
    mode: "individual",
    productType: "masterclass",
    productId,
    name: `Registrant ${n}`,
    email: `message${n}.${crypto.randomBytes(3).toString("hex")}@example.my`,
    phone: "",
    org: "",
    role: "",
    marketingOptIn: false,
    idempotencyKey: crypto.randomBytes(12).toString("base64url"),
  };
}

const MESSAGE = {
  subject: "Parking at the venue",
  body: "Park at level B2.\n\nBring <b>your</b> laptop & charger.",
};

for (const target of testDatabases()) {
  describe(`message everyone on a course, on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let admin: string;
    let editor: string;

    /** Two seats held and two waiting, and one cancelled (told nothing). */
    async function course() {
      const [c] = await database.db
        .insert(masterclasses)
        .values({
          slug: `message-${crypto.randomBytes(4).toString("hex")}`,
          title: "AI for Sales Teams",
          date: new Date(Date.now() + 20 * DAY),
          price: "999.00",
          classSize: 2,
        })
        .returning();
      for (const n of [1, 2, 3, 4, 5]) await register(person(n, c!.id));
      const rows = await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.productId, c!.id));
      const last = rows.find((r) => r.name === "Registrant 5")!;
      await database.db
        .update(registrations)
        .set({ status: "cancelled", cancelledAt: new Date() })
        .where(eq(registrations.id, last.id));
      await database.db.delete(emailOutbox);
      const people = rows.filter((r) => r.id !== last.id);
      return {
        c: c!,
        booked: people.filter((r) => r.status === "registered"),
        waiting: people.filter((r) => r.status === "waitlisted"),
      };
    }

    const post = (courseId: string, form: Record<string, string>, cookie = admin) =>
      run(
        page.action,
        args(request(`/admin/registrations/${courseId}/message`, { cookie, form }), { courseId }),
      );
    const messages = () =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.formType, "course_message"));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      await upsertAdmin(database.db, EDITOR);
      await database.db
        .update(adminUsers)
        .set({ role: "editor" })
        .where(eq(adminUsers.email, EDITOR.email));
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      page = await importRoute("routes/admin/registrations/message.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("counts each audience, previews the escaped mail and sends nothing yet", async () => {
      const { c } = await course();
      const loaded = await run(
        page.loader,
        args(request(`/admin/registrations/${c.id}/message`, { cookie: admin }), {
          courseId: c.id,
        }),
      );
      expect((loaded.body as { counts: unknown }).counts).toEqual({
        booked: 2,
        waiting: 2,
        both: 4,
      });
      const preview = await post(c.id, { step: "preview", audience: "waiting", ...MESSAGE });
      const body = preview.body as { status: string; html: string; recipients: number };
      expect(body.status).toBe("preview");
      expect(body.recipients).toBe(2);
      expect(body.html).toContain("Bring &lt;b&gt;your&lt;/b&gt; laptop &amp; charger.");
      expect(body.html).not.toContain("<b>your</b>");
      expect(await messages()).toHaveLength(0);
    });

    for (const [audience, expected] of [
      ["booked", ["booked"]],
      ["waiting", ["waiting"]],
      ["both", ["booked", "waiting"]],
    ] as const) {
      it(`sends one mail to each person ${audience}, recorded on each registration and once in the audit`, async () => {
        const { c, ...groups } = await course();
        const recipients = expected.flatMap((g) => groups[g]);
        const sent = await post(c.id, { step: "send", audience, ...MESSAGE });
        expect(sent.status).toBe(302);
        expect((await flashToastOf(sent.headers)).description).toContain(
          `Queued for ${recipients.length} people`,
        );
        const mails = await messages();
        expect(mails.map((m) => m.toAddress).sort()).toEqual(recipients.map((r) => r.email).sort());
        const rendered = await renderEmail(mails[0]!.formType, "visitor", mails[0]!.formData, ctx);
        expect(rendered.subject).toBe("Parking at the venue");
        expect(rendered.text).toContain("Bring <b>your</b> laptop & charger.");
        expect(rendered.html).toContain("&lt;b&gt;your&lt;/b&gt;");

        const notes = await database.db
          .select({ sourceId: leads.sourceId, note: leadEvents.note })
          .from(leadEvents)
          .innerJoin(leads, eq(leads.id, leadEvents.leadId))
          .where(
            inArray(
              leads.sourceId,
              [...groups.booked, ...groups.waiting].map((r) => r.id),
            ),
          );
        expect(notes.map((n) => n.sourceId).sort()).toEqual(recipients.map((r) => r.id).sort());
        expect(notes[0]!.note).toBe("Message from the team: “Parking at the venue”");
        const audit = await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, c.id), eq(auditLog.action, "masterclass.message")));
        expect(audit).toHaveLength(1);
        expect(audit[0]!.details).toMatchObject({ audience, recipients: recipients.length });
      });
    }

    it("writes to nobody whose address we have not heard back from", async () => {
      const [c] = await database.db
        .insert(masterclasses)
        .values({
          slug: `message-${crypto.randomBytes(4).toString("hex")}`,
          title: "AI for HR Teams",
          isHrdc: true,
          date: new Date(Date.now() + 20 * DAY),
          price: "999.00",
          classSize: 10,
        })
        .returning();
      const firm = person(1, c!.id);
      expect((await register(firm)).kind).toBe("registered");
      // A registration waiting for its registrant's click.
      const unclicked = person(2, c!.id);
      await register(unclicked);
      await database.db
        .update(registrations)
        .set({ status: "waitlisted", confirmBy: new Date(Date.now() + DAY) })
        .where(eq(registrations.email, unclicked.email));
      // An HRDC booking for two colleagues whose contact has not confirmed it: seats held.
      const hr = { ...person(3, c!.id), mode: "hrdc" as const, phone: "+60 3-2181 0000" };
      const booked = await registerGroup(
        { ...hr, org: "Syarikat Contoh Sdn Bhd", role: "HR Manager" },
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

      const counts = async () =>
        (
          (
            await run(
              page.loader,
              args(request(`/admin/registrations/${c!.id}/message`, { cookie: admin }), {
                courseId: c!.id,
              }),
            )
          ).body as { counts: unknown }
        ).counts;
      expect(await counts()).toEqual({ booked: 1, waiting: 0, both: 1 });
      const preview = await post(c!.id, { step: "preview", audience: "both", ...MESSAGE });
      expect((preview.body as { recipients: number }).recipients).toBe(1);
      expect((await post(c!.id, { step: "send", audience: "both", ...MESSAGE })).status).toBe(302);
      expect((await messages()).map((m) => m.toAddress)).toEqual([firm.email]);

      // Once the contact confirms, the colleagues are on the list.
      await database.db
        .update(registrationGroups)
        .set({ confirmedAt: new Date(), confirmBy: null })
        .where(eq(registrationGroups.masterclassId, c!.id));
      expect(await counts()).toEqual({ booked: 3, waiting: 0, both: 3 });
    });

    it("refuses a blank subject at its field, keeping the text", async () => {
      const { c } = await course();
      const refused = await post(c.id, {
        step: "preview",
        audience: "both",
        subject: " ",
        body: "Hi",
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        status: "invalid",
        fieldErrors: { subject: "Give the message a subject." },
        values: { body: "Hi" },
      });
    });

    it("is for the admin role only", async () => {
      const { c } = await course();
      const refused = await post(c.id, { step: "send", audience: "both", ...MESSAGE }, editor);
      expect(refused.status).toBe(403);
      expect(await messages()).toHaveLength(0);
    });
  });
}
