import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { register, registerGroup } from "#app/features/registrations/register.server";
import { confirmBooking } from "#app/features/registrations/confirm-booking.server";
import { cancelRegistration } from "#app/features/registrations/manage-registration.server";
import { registrationLinkPath } from "#app/features/registrations/registration-links.server";
import { seatsTaken } from "#app/features/registrations/seats.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import {
  callbackRequests,
  emailOutbox,
  masterclasses,
  quizSubmissions,
  rateLimits,
  registrations,
} from "#server/db/schema";
import { consumeRateLimit } from "#server/http/rate-limit";
import { registerLeadMails } from "#server/email/registry";
import {
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type Outcome,
  type RouteModule,
} from "#tests/integration/admin-helpers";
import { testDatabases } from "#tests/integration/test-db";

registerLeadMails(leadMails);

/**
 * Erasure keeps courses working (docs/decisions/0027-erasure-keeps-courses-working.md), as a
 * property: whatever state a person is in, erasing them leaves their course and the back
 * office fully working (no 5xx, nothing half-written, nobody mailed at the placeholder
 * address).
 */
const STATES = [
  "registered",
  "waitlisted",
  "first-waiting",
  "offered",
  "pending",
  "held",
  "attended",
  "cancelled",
  "group-booker",
  "group-attendee",
  "lead",
  "quiz-taker",
] as const;
type State = (typeof STATES)[number];

const ADMIN_PAGES: { file: string; path: string; params?: (courseId: string) => object }[] = [
  { file: "routes/admin/index.tsx", path: "/admin" },
  { file: "routes/admin/leads/index.tsx", path: "/admin/leads" },
  { file: "routes/admin/leads/spam.tsx", path: "/admin/leads/spam" },
  { file: "routes/admin/mail/index.tsx", path: "/admin/mail" },
  { file: "routes/admin/registrations/index.tsx", path: "/admin/registrations" },
  { file: "routes/admin/hrdc/index.tsx", path: "/admin/hrdc" },
  { file: "routes/admin/books/orders.tsx", path: "/admin/book-orders" },
  { file: "routes/admin/certificates/index.tsx", path: "/admin/certificates" },
  { file: "routes/admin/audit/index.tsx", path: "/admin/audit" },
  { file: "routes/admin/leads/export.ts", path: "/admin/leads.csv" },
  { file: "routes/admin/leads/export.ts", path: "/admin/leads.csv?spam=1" },
  { file: "routes/admin/registrations/export.ts", path: "/admin/registrations.csv" },
  { file: "routes/admin/books/orders-export.ts", path: "/admin/book-orders.csv" },
  { file: "routes/admin/mail/export.ts", path: "/admin/mail.csv" },
  { file: "routes/admin/audit/export.ts", path: "/admin/audit.csv" },
  {
    file: "routes/admin/registrations/course.tsx",
    path: "/admin/registrations/:courseId",
    params: (courseId) => ({ courseId }),
  },
  {
    file: "routes/admin/registrations/sheet.tsx",
    path: "/admin/registrations/:courseId/sheet",
    params: (courseId) => ({ courseId }),
  },
  {
    file: "routes/admin/registrations/attendees-csv.tsx",
    path: "/admin/registrations/:courseId/attendees.csv",
    params: (courseId) => ({ courseId }),
  },
];

for (const target of testDatabases()) {
  describe(`erasure breaks nothing on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let admin: string;
    const modules = new Map<string, RouteModule>();
    const route = async (file: string) => {
      if (!modules.has(file)) modules.set(file, await importRoute(file));
      return modules.get(file)!;
    };
    const unique = () => crypto.randomBytes(3).toString("hex");

    async function newCourse(classSize: number, startsInDays = 20) {
      const [row] = await database.db
        .insert(masterclasses)
        .values({
          slug: `erase-${unique()}`,
          title: "AI for HR Leaders",
          date: new Date(Date.now() + startsInDays * 86_400_000),
          price: "1500.00",
          classSize,
          isHrdc: true,
        })
        .returning();
      return row!;
    }

    function person(courseId: string, email: string, extra: Partial<RegistrationInput> = {}) {
      return {
        productType: "masterclass",
        productId: courseId,
        idempotencyKey: crypto.randomBytes(12).toString("base64url"),
        mode: "individual",
        name: "Registrant",
        email,
        phone: "",
        org: "",
        role: "",
        marketingOptIn: false,
        ...extra,
      } as RegistrationInput;
    }
    const hr = (courseId: string, email: string) =>
      person(courseId, email, {
        mode: "hrdc",
        phone: "+60 3-2181 0000",
        org: "Sunway Berhad",
        role: "HR Manager",
      });
    const refOf = async (courseId: string, email: string) =>
      (
        await database.db
          .select({ reference: registrations.reference })
          .from(registrations)
          .where(and(eq(registrations.productId, courseId), eq(registrations.email, email)))
      )[0]?.reference;

    /** Puts P (and others around them) in `state` on a course of two seats. */
    async function scenario(state: State, p: string) {
      const past = state === "attended";
      const course = await newCourse(2, past ? 20 : 20);
      const other = `other.${unique()}@example.my`;
      const third = `third.${unique()}@example.my`;
      switch (state) {
        case "registered":
          await register(person(course.id, p));
          await register(person(course.id, other));
          await register(person(course.id, third));
          break;
        case "waitlisted":
          await register(person(course.id, other));
          await register(person(course.id, third));
          await register(person(course.id, p));
          break;
        case "first-waiting":
          await register(person(course.id, other));
          await register(person(course.id, third));
          await register(person(course.id, p));
          await register(person(course.id, `fourth.${unique()}@example.my`));
          break;
        case "offered":
          await register(person(course.id, other));
          await register(person(course.id, third));
          await register(person(course.id, p));
          await cancelRegistration((await refOf(course.id, third))!);
          break;
        case "pending":
          await register(person(course.id, other));
          await registerGroup(hr(course.id, p), {
            ssmNumber: "",
            selfAttending: true,
            rows: [],
          });
          await registerGroup(hr(course.id, `again.${unique()}@example.my`), {
            ssmNumber: "",
            selfAttending: false,
            rows: [{ index: 0, name: "Colleague", email: third, role: "Analyst" }],
          });
          break;
        case "held":
          await register(person(course.id, p), { spamReason: "The form token was missing" });
          await register(person(course.id, other));
          break;
        case "attended":
          await register(person(course.id, p));
          await register(person(course.id, other));
          await database.db
            .update(registrations)
            .set({ attendedAt: new Date() })
            .where(eq(registrations.productId, course.id));
          break;
        case "cancelled":
          await register(person(course.id, p));
          await register(person(course.id, other));
          await cancelRegistration((await refOf(course.id, p))!);
          break;
        case "group-booker":
        case "group-attendee": {
          const booker = state === "group-booker" ? p : other;
          const colleague = state === "group-booker" ? other : p;
          const outcome = await registerGroup(hr(course.id, booker), {
            ssmNumber: "",
            selfAttending: true,
            rows: [
              { index: 0, name: "Colleague", email: colleague, role: "Analyst" },
              { index: 1, name: "Third", email: third, role: "Analyst" },
            ],
          });
          if (outcome.kind === "group") await confirmBooking(outcome.reference);
          break;
        }
        case "lead":
          await register(person(course.id, other));
          await database.db.insert(callbackRequests).values({
            fullName: "Caller",
            email: p,
            phone: "+60 12-345 6789",
            message: "Call me",
            privacyNoticeVersion: "2024-06-01",
          });
          break;
        case "quiz-taker":
          await register(person(course.id, other));
          await database.db.insert(quizSubmissions).values({
            path: "individual",
            answers: { "1": "a" },
            name: "Quiz",
            email: p,
            jobRole: "CTO",
            score: 70,
            band: "building_momentum",
            privacyNoticeVersion: "2024-06-01",
          });
          break;
      }
      // Counters keyed by the address, as a day of real use leaves them.
      await consumeRateLimit(database.db, {
        bucket: "visitor-mail",
        key: p,
        limit: 5,
        windowSeconds: 86_400,
      });
      await consumeRateLimit(database.db, {
        bucket: "recipient-seen",
        key: `203.0.113.7>${p}`,
        limit: 1,
        windowSeconds: 86_400,
      });
      if (past) {
        await database.db
          .update(masterclasses)
          .set({ date: new Date(Date.now() - 86_400_000) })
          .where(eq(masterclasses.id, course.id));
      }
      return {
        course: { ...course, date: past ? new Date(Date.now() - 86_400_000) : course.date },
        other,
        third,
      };
    }

    async function settle(outcome: Outcome): Promise<number> {
      // A streamed export can fail after its headers: read it to the end.
      if (outcome.body instanceof Response && outcome.status === 200) await outcome.body.text();
      return outcome.status;
    }

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, {
        MAIL_TO_TEAM: "team@aihq.test",
        FORM_RATE_LIMIT_PER_HOUR: "1000",
      });
      admin = await signIn(await route("routes/admin/team/login.tsx"));
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    for (const state of STATES) {
      it(`a person who is ${state}: erased, then every flow on the course and every back-office list answers below 500`, async () => {
        const p = `P.${state}.${unique()}@Example.my`;
        const { course, other, third } = await scenario(state, p.toLowerCase());
        const pReference = await refOf(course.id, p.toLowerCase());
        const preview = await run(
          (await route("routes/admin/privacy/index.tsx")).loader,
          args(request(`/admin/privacy?email=${encodeURIComponent(p)}`, { cookie: admin })),
        );
        expect(preview.status).toBe(200);
        const erase = await run(
          (await route("routes/admin/privacy/index.tsx")).action,
          args(
            request("/admin/privacy", {
              cookie: admin,
              form: { intent: "erase", email: p.toLowerCase(), confirm: p.toLowerCase() },
            }),
          ),
        );
        expect(erase.status).toBe(302);

        const statuses: [string, number][] = [];
        const record = async (name: string, outcome: Promise<Outcome>) =>
          statuses.push([name, await settle(await outcome)]);
        const page = await route("routes/shop/masterclass.tsx");
        const link = await route("routes/shop/registration-link.tsx");
        const coursePath = `/shop/masterclasses/${course.slug}`;
        const token = issueFormToken(Date.now() - 3000);

        // P's own links: the registration no longer exists for them.
        if (pReference) {
          for (const intent of ["cancel", "claim"] as const) {
            const path = registrationLinkPath(
              intent,
              pReference,
              course.date.getTime() > Date.now() ? course.date : new Date(Date.now() + 3_600_000),
            );
            const answer = await run(
              link.action,
              args(request(path, { form: {} }), { reference: pReference, intent }),
            );
            expect(answer.status).toBe(404);
          }
        }
        // Everyone else's links and the public forms still work.
        for (const email of [other, third]) {
          const reference = await refOf(course.id, email);
          if (!reference) continue;
          const path = registrationLinkPath(
            "cancel",
            reference,
            course.date.getTime() > Date.now() ? course.date : new Date(Date.now() + 3_600_000),
          );
          await record(
            `cancel ${email}`,
            run(link.action, args(request(path, { form: {} }), { reference, intent: "cancel" })),
          );
        }
        for (let n = 0; n < 3; n++) {
          await record(
            `register ${n}`,
            run(
              page.action,
              args(
                request(coursePath, {
                  form: {
                    productType: "masterclass",
                    productId: course.id,
                    idempotencyKey: crypto.randomBytes(12).toString("base64url"),
                    mode: "individual",
                    name: "New Visitor",
                    email: `new${n}.${unique()}@example.my`,
                    formToken: token,
                    via: "dialog",
                  },
                }),
                { slug: course.slug },
                `192.0.2.${n + 1}`,
              ),
            ),
          );
        }
        await record(
          "hrdc booking",
          run(
            page.action,
            args(
              request(coursePath, {
                form: {
                  productType: "masterclass",
                  productId: course.id,
                  idempotencyKey: crypto.randomBytes(12).toString("base64url"),
                  mode: "hrdc",
                  name: "Farah Lim",
                  email: `hr.${unique()}@example.my`,
                  phone: "+60 3-7800 1234",
                  org: "Axiata",
                  role: "HR",
                  selfAttending: "on",
                  formToken: token,
                  via: "dialog",
                  "attendees.0.name": "Daniel Ong",
                  "attendees.0.email": `daniel.${unique()}@example.my`,
                  "attendees.0.role": "Analyst",
                },
              }),
              { slug: course.slug },
              "192.0.2.50",
            ),
          ),
        );
        // The team: cancel P's registration (if it still stands), then every list and export.
        const erasedRows = await database.db
          .select()
          .from(registrations)
          .where(
            and(eq(registrations.productId, course.id), sql`${registrations.erasedAt} IS NOT NULL`),
          );
        const courseAdmin = await route("routes/admin/registrations/course.tsx");
        for (const row of erasedRows) {
          await record(
            `admin cancel ${row.reference}`,
            run(
              courseAdmin.action,
              args(
                request(`/admin/registrations/${course.id}`, {
                  cookie: admin,
                  form: { intent: "cancel", registrationId: row.id },
                }),
                { courseId: course.id },
              ),
            ),
          );
        }
        for (const pageDef of ADMIN_PAGES) {
          const module = await route(pageDef.file);
          const path = pageDef.path.replace(":courseId", course.id);
          await record(
            path,
            run(
              module.loader,
              args(
                request(path, { cookie: admin }),
                (pageDef.params?.(course.id) ?? {}) as Record<string, string>,
              ),
            ),
          );
        }
        for (const [name, status] of statuses) expect(status, name).toBeLessThan(500);

        // Nothing half-written, nobody mailed at a placeholder, no counter keeps the address.
        expect(await seatsTaken(database.db, course.id)).toBeLessThanOrEqual(course.classSize);
        const upcoming = course.date.getTime() > Date.now();
        const erasedStanding = await database.db
          .select()
          .from(registrations)
          .where(
            and(
              eq(registrations.productId, course.id),
              sql`${registrations.erasedAt} IS NOT NULL`,
              sql`${registrations.status} <> 'cancelled'`,
            ),
          );
        if (upcoming) expect(erasedStanding).toEqual([]);
        const placeholderMail = await database.db
          .select()
          .from(emailOutbox)
          .where(
            sql`${emailOutbox.toAddress} LIKE 'erased+%@invalid' AND ${emailOutbox.status} IN ('pending', 'held')`,
          );
        expect(placeholderMail).toEqual([]);
        const mentions = await database.db
          .select()
          .from(emailOutbox)
          .where(sql`strpos(lower(${emailOutbox.formData}::text), ${p.toLowerCase()}) > 0`);
        expect(mentions).toEqual([]);
        const counters = await database.db
          .select()
          .from(rateLimits)
          .where(sql`strpos(lower(${rateLimits.key}), ${p.toLowerCase()}) > 0`);
        expect(counters).toEqual([]);
      });
    }
  });
}
