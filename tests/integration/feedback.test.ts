import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { sendDueFeedbackRequests } from "#app/features/feedback/feedback-requests.server";
import { feedbackPath } from "#app/features/feedback/feedback-link.server";
import { registrationLinkPath } from "#app/features/registrations/registration-links.server";
import {
  auditLog,
  courseFeedback,
  emailOutbox,
  masterclasses,
  registrationReminders,
} from "#server/db/schema";
import { subscribe } from "#server/db/notify";
import { registerLeadMails } from "#server/email/registry";
import { pagesToDrop } from "#server/live/page-events";
import { erasePerson } from "#app/features/privacy/erasure.server";
import {
  addEditor,
  adminActor,
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { course, mailsOf, person } from "./reminder-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

const DAY = 86_400_000;
const EDITOR = { email: "content@aihq.test", password: "a long editor pass phrase" };
/** A course last year, 9:00 AM to 5:00 PM MYT on 10 March (the jobs are given their clock). */
const START = new Date(`${new Date().getUTCFullYear() - 1}-03-10T01:00:00Z`);
/** Midnight MYT after the course's day. */
const DAY_AFTER = new Date(START.getTime() + 15 * 3_600_000);

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

for (const target of testDatabases()) {
  describe(`feedback and testimonials, on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let page: RouteModule;
    let adminPage: RouteModule;
    let coursePage: RouteModule;
    let admin: string;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      page = await importRoute("routes/site/feedback.tsx");
      adminPage = await importRoute("routes/admin/feedback/index.tsx");
      coursePage = await importRoute("routes/shop/masterclass.tsx");
      admin = await signIn(await importRoute("routes/admin/team/login.tsx"));
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
      await database.db.delete(registrationReminders);
      await database.db.delete(courseFeedback);
      await database.db.delete(masterclasses);
    });

    /** A past course with one attendee; their link, valid for the test's lifetime. */
    async function attendee(values: Parameters<typeof person>[2] = {}) {
      const c = await course(database.db, START);
      const p = await person(database.db, c, { attendedAt: START, ...values });
      const path = feedbackPath(p.reference, new Date(Date.now() + DAY));
      return { c, p, path, token: path.split("/")[2]! };
    }
    const open = (token: string) =>
      run(page.loader, args(request(`/feedback/${token}`), { token }));
    const submit = (token: string, form: Record<string, string>) =>
      run(page.action, args(request(`/feedback/${token}`, { form }), { token }));

    it("asks everyone marked present, once, from midnight after the last day", async () => {
      const db = database.db;
      const c = await course(db, START);
      const present = await person(db, c, { attendedAt: START });
      await person(db, c);
      await person(db, c, { attendedAt: START, erasedAt: new Date() });
      await person(db, c, { attendedAt: START, status: "cancelled" });
      expect(await sendDueFeedbackRequests(new Date(DAY_AFTER.getTime() - 1000))).toBe(0);
      const both = await Promise.all([
        sendDueFeedbackRequests(DAY_AFTER),
        sendDueFeedbackRequests(DAY_AFTER),
      ]);
      expect(both[0] + both[1]).toBe(1);
      expect(await sendDueFeedbackRequests(new Date(DAY_AFTER.getTime() + DAY))).toBe(0);
      const mails = await mailsOf(db, "feedback_request");
      expect(mails.map((m) => m.toAddress)).toEqual([present.email]);
      const path = (mails[0]!.formData as { feedbackPath: string }).feedbackPath;
      expect(path).toMatch(new RegExp(`^/feedback/${present.reference}\\.\\d+\\.[\\w-]+$`));
    });

    it("opens the form for a signed link only: forged, other-purpose and expired links are 404", async () => {
      const { p, token } = await attendee();
      const ok = await open(token);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ page: { firstName: "Siti", answer: null } });
      const [ref, expires, sig] = token.split(".");
      const cancelSig = new URL(
        registrationLinkPath("cancel", p.reference, new Date(Date.now() + DAY)),
        "http://x",
      ).searchParams;
      for (const bad of [
        `${ref}.${expires}.${sig!.slice(0, -2)}AA`,
        `${ref}.${Number(expires) + 1}.${sig}`,
        `${ref}.${cancelSig.get("expires")}.${cancelSig.get("sig")}`,
        "nonsense",
        `${ref}\u0000.${expires}.${sig}`,
      ]) {
        expect((await open(bad)).status, bad).toBe(404);
        expect((await submit(bad, { rating: "5" })).status, bad).toBe(404);
      }
      const expired = feedbackPath(p.reference, new Date(Date.now() - 1000)).split("/")[2]!;
      expect((await open(expired)).status).toBe(404);
      expect(await database.db.select().from(courseFeedback)).toHaveLength(0);
    });

    it("refuses bad input at the field with 400, then stores one answer however often it is sent", async () => {
      const { p, token } = await attendee();
      for (const [form, field] of [
        [{}, "rating"],
        [{ rating: "6" }, "rating"],
        [{ rating: "5", takeaway: "x".repeat(1001) }, "takeaway"],
        [{ rating: "5", takeaway: "bad\u0000byte" }, "takeaway"],
        [{ rating: "5", consent: "yes please" }, "consent"],
      ] as const) {
        const refused = await submit(token, form);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          status: "invalid",
          fieldErrors: { [field]: expect.any(String) },
        });
      }
      const form = { rating: "5", takeaway: "Prompting with structure.", consent: "on" };
      const answers = await Promise.all([submit(token, form), submit(token, form)]);
      expect(answers.map((a) => a.status)).toEqual([302, 302]);
      expect(await submit(token, { rating: "1" })).toMatchObject({ status: 302 });
      const rows = await database.db.select().from(courseFeedback);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        rating: 5,
        takeaway: "Prompting with structure.",
        quoteConsent: true,
      });
      expect((await open(token)).body).toMatchObject({
        page: { answer: { rating: 5, takeaway: "Prompting with structure.", consent: true } },
      });
      expect(p.id).toBe(rows[0]!.registrationId);
    });

    it("publishes only with consent; publishing and unpublishing drop the course's cached page", async () => {
      const quiet = await attendee({ name: "Ahmad Faiz" });
      await submit(quiet.token, { rating: "4", takeaway: "Good day." });
      const { c, token } = await attendee({ name: "Siti Aminah binti Yusof", org: "Maybank" });
      await submit(token, {
        rating: "5",
        takeaway: "<b>Loved</b> the agents part.",
        consent: "on",
      });
      const rows = await database.db.select().from(courseFeedback);
      const withConsent = rows.find((r) => r.quoteConsent)!;
      const without = rows.find((r) => !r.quoteConsent)!;

      const post = (intent: string, id: string) =>
        run(
          adminPage.action,
          args(request("/admin/feedback", { cookie: admin, form: { intent, id } })),
        );
      expect((await post("publish", without.id)).status).toBe(302);
      expect(
        (
          await database.db.select().from(courseFeedback).where(eq(courseFeedback.id, without.id))
        )[0]!.publishedAt,
      ).toBeNull();
      const anonymous = await run(
        adminPage.action,
        args(request("/admin/feedback", { form: { intent: "publish", id: withConsent.id } })),
      );
      expect(anonymous.status).not.toBe(200);
      expect(
        await database.db.select().from(auditLog).where(eq(auditLog.action, "feedback.publish")),
      ).toHaveLength(0);

      const heard: string[] = [];
      const subscription = await subscribe(database, "aihq_pages", (payload) =>
        heard.push(payload),
      );
      expect((await post("publish", withConsent.id)).status).toBe(302);
      expect(await until(() => heard.some((h) => h.includes("course_feedback")))).toBe(true);
      const drop = pagesToDrop(heard.find((h) => h.includes("course_feedback"))!);
      expect(drop.kind === "pages" && drop.matches(`/shop/masterclasses/${c.slug}`)).toBe(true);
      expect(drop.kind === "pages" && drop.matches("/shop/masterclasses/other")).toBe(false);

      const shown = await run(
        coursePage.loader,
        args(request(`/shop/masterclasses/${c.slug}`), { slug: c.slug }),
      );
      expect((shown.body as { testimonials: unknown[] }).testimonials).toEqual([
        expect.objectContaining({
          firstName: "Siti",
          company: "Maybank",
          rating: 5,
          quote: "<b>Loved</b> the agents part.",
        }),
      ]);
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "feedback.publish"));
      expect(audit).toHaveLength(1);

      heard.length = 0;
      expect((await post("unpublish", withConsent.id)).status).toBe(302);
      expect(await until(() => heard.some((h) => h.includes("course_feedback")))).toBe(true);
      await subscription.close();
      const after = await run(
        coursePage.loader,
        args(request(`/shop/masterclasses/${c.slug}`), { slug: c.slug }),
      );
      expect((after.body as { testimonials: unknown[] }).testimonials).toEqual([]);

      const list = await run(
        adminPage.loader,
        args(request(`/admin/feedback?course=${c.id}`, { cookie: admin })),
      );
      expect(list.body).toMatchObject({ course: c.id, courses: expect.any(Array) });
      expect((list.body as { answers: unknown[] }).answers).toHaveLength(1);
    });

    it("lets an editor publish, and erasure blanks the words and takes the testimonial down", async () => {
      await addEditor(database.db, EDITOR);
      const editor = await signIn(await importRoute("routes/admin/team/login.tsx"), EDITOR);
      const { c, p, token } = await attendee({ org: "Petronas" });
      await submit(token, { rating: "5", takeaway: "Worth every minute.", consent: "on" });
      const [row] = await database.db.select().from(courseFeedback);
      const published = await run(
        adminPage.action,
        args(
          request("/admin/feedback", { cookie: editor, form: { intent: "publish", id: row!.id } }),
        ),
      );
      expect(published.status).toBe(302);
      const shown = () =>
        run(coursePage.loader, args(request(`/shop/masterclasses/${c.slug}`), { slug: c.slug }));
      expect((await shown()).body).toMatchObject({
        testimonials: [{ quote: "Worth every minute." }],
      });

      const heard: string[] = [];
      const subscription = await subscribe(database, "aihq_pages", (payload) =>
        heard.push(payload),
      );
      await erasePerson(await adminActor(database.db), p.email, database.db, os.tmpdir());
      expect(await until(() => heard.some((h) => h.includes("course_feedback")))).toBe(true);
      await subscription.close();
      const [erased] = await database.db.select().from(courseFeedback);
      expect(erased).toMatchObject({
        takeaway: null,
        quoteConsent: false,
        publishedAt: null,
        rating: 5,
      });
      expect((await shown()).body).toMatchObject({ testimonials: [] });
      // The feedback link of an erased person opens nothing.
      expect((await open(token)).status).toBe(404);
    });

    it("checks the session before listing or publishing", async () => {
      const anonymous = await run(adminPage.loader, args(request("/admin/feedback")));
      expect(anonymous.status).toBe(302);
      const post = await run(
        adminPage.action,
        args(request("/admin/feedback", { form: { intent: "publish", id: crypto.randomUUID() } })),
      );
      expect([302, 401, 403]).toContain(post.status);
    });
  });
}
