import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CERTIFICATE_ID_PATTERN } from "#app/features/certificates/admin/certificate-id";
import { findPerson } from "#app/features/privacy/privacy.server";
import { erasePerson } from "#app/features/privacy/erasure.server";
import { leadMails } from "#app/features/leads/lead-mails.server";
import { calendarDateKey } from "#common/dates";
import {
  adminUsers,
  auditLog,
  certificates,
  emailOutbox,
  masterclasses,
  registrations,
} from "#server/db/schema";
import { registerLeadMails } from "#server/email/registry";
import { renderEmail } from "#server/email/render";
import {
  addEditor,
  ADMIN,
  args,
  flashToastOf,
  importRoute,
  ORIGIN,
  request,
  type RouteModule,
  run,
  setUpRuntime,
  signIn,
} from "./admin-helpers";
import { testDatabases } from "./test-db";

registerLeadMails(leadMails);

// IDs a test forces on the generator (to stage a collision); random otherwise.
const forced = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock("#app/features/certificates/admin/certificate-id", async (importOriginal) => {
  const real =
    await importOriginal<typeof import("#app/features/certificates/admin/certificate-id")>();
  return { ...real, newCertificateId: () => forced.ids.shift() ?? real.newCertificateId() };
});

const DAY = 86_400_000;
const EDITOR = { email: "cert-editor@aihq.test", password: "certificate editor password" };
const RENDER = { siteUrl: "https://aihq.test", receivedAt: new Date(), recommendations: [] };

function today() {
  return calendarDateKey(new Date());
}

/** A POST with repeated fields (the checkboxes of the bulk action). */
function multiPost(url: string, cookie: string, pairs: [string, string][]): Request {
  return new Request(new URL(url, ORIGIN), {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: new URLSearchParams(pairs),
  });
}

for (const target of testDatabases()) {
  describe(`back-office certificates on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let list: RouteModule;
    let detail: RouteModule;
    let course: RouteModule;
    let verify: RouteModule;
    let admin: string;
    let editor: string;

    const issue = (form: Record<string, string>, cookie = admin) =>
      run(list.action, args(request("/admin/certificates", { cookie, form })));
    const valid = (overrides: Record<string, string> = {}) => ({
      holderName: "Siti Aminah binti Yusof",
      email: `siti.${crypto.randomBytes(3).toString("hex")}@example.my`,
      program: "AI for HR Professionals Masterclass",
      issuedOn: today(),
      expiresOn: "",
      ...overrides,
    });
    const idFrom = (location: string | null) => decodeURIComponent(location!.split("/").pop()!);
    const certificateRow = async (id: string) =>
      (await database.db.select().from(certificates).where(eq(certificates.id, id)))[0];
    const mailsOf = (id: string) =>
      database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.leadRef, `certificate:${id}`));
    const onDetail = (id: string, form: Record<string, string>, cookie = admin) =>
      run(detail.action, args(request(`/admin/certificates/${id}`, { cookie, form }), { id }));

    async function startedCourse(title = `Course ${crypto.randomBytes(2).toString("hex")}`) {
      const [c] = await database.db
        .insert(masterclasses)
        .values({
          slug: `course-${crypto.randomBytes(4).toString("hex")}`,
          title,
          date: new Date(Date.now() - DAY),
          price: "1499.00",
          classSize: 10,
        })
        .returning();
      const people = [
        ["Aminah Confirmed", "confirmed"],
        ["Boon Confirmed", "confirmed"],
        ["Chandra Unpaid", "registered"],
        ["Devi Cancelled", "cancelled"],
      ] as const;
      const rows = [];
      for (const [n, [name, status]] of people.entries()) {
        const [row] = await database.db
          .insert(registrations)
          .values({
            reference: `AIHQ-R-${crypto.randomBytes(3).toString("hex").toUpperCase()}`,
            name,
            email: `${name.split(" ")[0]!.toLowerCase()}.${crypto.randomBytes(3).toString("hex")}@example.my`,
            payment: "individual",
            productType: "masterclass",
            productId: c!.id,
            productTitle: title,
            productPrice: "1499.00",
            status,
            privacyNoticeVersion: "2024-06-01",
            createdAt: new Date(Date.now() - (10 - n) * 60_000),
          })
          .returning();
        rows.push(row!);
      }
      return { c: c!, rows };
    }

    const certify = (courseId: string, ids: string[], cookie = admin) =>
      run(
        course.action,
        args(
          multiPost(`/admin/registrations/${courseId}`, cookie, [
            ["intent", "certify"],
            ...ids.map((id): [string, string] => ["registrationId", id]),
          ]),
          { courseId },
        ),
      );

    const onCourse = (courseId: string, form: Record<string, string>, cookie = admin) =>
      run(
        course.action,
        args(request(`/admin/registrations/${courseId}`, { cookie, form }), { courseId }),
      );
    const markPresent = (courseId: string, ids: string[], day?: string) =>
      run(
        course.action,
        args(
          multiPost(`/admin/registrations/${courseId}`, admin, [
            ["intent", "mark-present"],
            ...(day ? [["day", day] as [string, string]] : []),
            ...ids.map((id): [string, string] => ["registrationId", id]),
          ]),
          { courseId },
        ),
      );
    const registrationRow = async (id: string) =>
      (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
    const auditOf = (action: string, targetId: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { MAIL_TO_TEAM: "team@aihq.test" });
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      list = await importRoute("routes/admin/certificates/index.tsx");
      detail = await importRoute("routes/admin/certificates/detail.tsx");
      course = await importRoute("routes/admin/registrations/course.tsx");
      verify = await importRoute("routes/site/verify.tsx");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(emailOutbox);
    });

    it("issues a certificate: a random upper-case ID, the row, one outbox mail with the verify and LinkedIn links, an audit entry", async () => {
      const input = valid({ expiresOn: "2029-06-30" });
      const outcome = await issue(input);
      expect(outcome.status).toBe(302);
      const id = idFrom(outcome.headers.get("Location"));
      expect(id).toMatch(CERTIFICATE_ID_PATTERN);
      expect((await flashToastOf((outcome.body as Response).headers)).title).toBe(
        `Certificate ${id} issued`,
      );
      expect(await certificateRow(id)).toMatchObject({
        holderName: input.holderName,
        email: input.email,
        program: input.program,
        issuedOn: input.issuedOn,
        expiresOn: "2029-06-30",
        status: "valid",
        revokedAt: null,
        registrationId: null,
      });
      const mails = await mailsOf(id);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        formType: "certificate_issued",
        recipientRole: "visitor",
        toAddress: input.email,
        status: "pending",
      });
      const rendered = await renderEmail(
        "certificate_issued",
        "visitor",
        mails[0]!.formData,
        RENDER,
      );
      const verifyUrl = `https://aihq.test/verify?id=${id}`;
      expect(rendered.subject).toBe(`Your AIHQ certificate: ${input.program}`);
      expect(rendered.text).toContain(verifyUrl);
      expect(rendered.text).toContain(id);
      const linkedIn = [...rendered.html.matchAll(/href="([^"]+)"/g)]
        .map((m) => m[1]!.replace(/&amp;/g, "&"))
        .find((href) => href.startsWith("https://www.linkedin.com/profile/add?"));
      expect(linkedIn).toBeDefined();
      const params = new URL(linkedIn!).searchParams;
      expect(Object.fromEntries(params)).toEqual({
        startTask: "CERTIFICATION_NAME",
        name: input.program,
        organizationName: "AIHQ",
        issueYear: input.issuedOn.slice(0, 4),
        issueMonth: String(Number(input.issuedOn.slice(5, 7))),
        expirationYear: "2029",
        expirationMonth: "6",
        certUrl: verifyUrl,
        certId: id,
      });
      expect(rendered.text).toContain("Add to LinkedIn profile");
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "certificate.issue"), eq(auditLog.targetId, id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorEmail).toBe(ADMIN.email);
      // /verify finds it as valid, typed in lower case.
      const checked = await run(verify.loader, args(request(`/verify?id=${id.toLowerCase()}`)));
      expect(checked.body).toMatchObject({ result: { status: "valid", id } });
    });

    it("IDs are not guessable from their neighbours: 40 issued in a row are distinct and share no pattern", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) {
        const outcome = await issue(valid({ holderName: `Holder ${i}` }));
        ids.push(idFrom(outcome.headers.get("Location")));
      }
      expect(new Set(ids).size).toBe(40);
      for (const id of ids) expect(id).toMatch(CERTIFICATE_ID_PATTERN);
      // Consecutive IDs differ in most positions (a counter would differ in one or two).
      const distances = ids
        .slice(1)
        .map((id, i) => [...id.slice(5)].filter((ch, k) => ch !== ids[i]![5 + k]).length);
      expect(Math.min(...distances)).toBeGreaterThanOrEqual(4);
    });

    it("draws a new ID when the first one is taken, leaving the holder of that ID untouched", async () => {
      const taken = idFrom(
        (await issue(valid({ holderName: "First Holder" }))).headers.get("Location"),
      );
      forced.ids.push(taken, taken, "AIHQ-FRESH23456");
      const outcome = await issue(valid({ holderName: "Second Holder" }));
      expect(outcome.status).toBe(302);
      expect(idFrom(outcome.headers.get("Location"))).toBe("AIHQ-FRESH23456");
      expect((await certificateRow(taken))!.holderName).toBe("First Holder");
      expect((await certificateRow("AIHQ-FRESH23456"))!.holderName).toBe("Second Holder");
      expect(await mailsOf("AIHQ-FRESH23456")).toHaveLength(1);
      expect(await mailsOf(taken)).toHaveLength(1);
      expect(forced.ids).toEqual([]);
    });

    it("refuses bad issue input at the fields, with the values kept, and stores nothing", async () => {
      const before = (await database.db.select().from(certificates)).length;
      const cases: [Record<string, string>, string][] = [
        [valid({ holderName: "  " }), "holderName"],
        [valid({ email: "not-an-address" }), "email"],
        [valid({ program: "" }), "program"],
        [valid({ issuedOn: "2026-02-30" }), "issuedOn"],
        [valid({ issuedOn: "2999-01-01" }), "issuedOn"],
        [valid({ expiresOn: "2000-01-01" }), "expiresOn"],
        [valid({ holderName: "Nul\u0000Byte" }), "holderName"],
        [valid({ program: "x".repeat(100_000) }), "program"],
      ];
      for (const [form, field] of cases) {
        const outcome = await issue(form);
        expect(outcome.status, field).toBe(400);
        const body = outcome.body as {
          status: string;
          fieldErrors: Record<string, string>;
          values: Record<string, string>;
        };
        expect(body.status).toBe("invalid");
        expect(body.fieldErrors[field], JSON.stringify(body.fieldErrors)).toBeTruthy();
        expect(body.values.email).toBe(form.email);
      }
      const missing = await run(
        list.action,
        args(request("/admin/certificates", { cookie: admin, form: {} })),
      );
      expect(missing.status).toBe(400);
      expect((await database.db.select().from(certificates)).length).toBe(before);
      expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
    });

    it("revoke needs a reason; then /verify shows it revoked with the date and never the reason", async () => {
      const id = idFrom((await issue(valid())).headers.get("Location"));
      const noReason = await onDetail(id, { intent: "revoke", reason: " ", revokedOn: today() });
      expect(noReason.status).toBe(400);
      expect((noReason.body as { fieldErrors: Record<string, string> }).fieldErrors.reason).toBe(
        "Give the reason for revoking (kept internal)",
      );
      const future = await onDetail(id, {
        intent: "revoke",
        reason: "Issued by mistake",
        revokedOn: "2999-01-01",
      });
      expect(future.status).toBe(400);
      expect((await certificateRow(id))!.status).toBe("valid");

      const revoked = await onDetail(id, {
        intent: "revoke",
        reason: "Attendance records were wrong",
        revokedOn: today(),
      });
      expect(revoked.status).toBe(302);
      const row = (await certificateRow(id))!;
      expect(row.status).toBe("revoked");
      expect(row.revokedAt).toBeInstanceOf(Date);
      expect(row.revokedReason).toBe("Attendance records were wrong");
      expect(
        await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "certificate.revoke"), eq(auditLog.targetId, id))),
      ).toHaveLength(1);

      const checked = await run(verify.loader, args(request(`/verify?id=${id}`)));
      expect(checked.body).toMatchObject({ result: { status: "revoked", id } });
      expect(JSON.stringify(checked.body)).not.toContain("Attendance records were wrong");
      expect(
        calendarDateKey((checked.body as { result: { revokedAt: Date } }).result.revokedAt),
      ).toBe(today());

      // Twice is refused; a revoked certificate is not re-sent.
      const again = await onDetail(id, { intent: "revoke", reason: "x", revokedOn: today() });
      expect(again.status).toBe(409);
      const resend = await onDetail(id, { intent: "resend" });
      expect(resend.status).toBe(409);
      expect((resend.body as { message: string }).message).toBe(
        "A revoked certificate is not sent again.",
      );
    });

    it("re-sends the certificate mail to its address, with an audit entry", async () => {
      const input = valid();
      const id = idFrom((await issue(input)).headers.get("Location"));
      const outcome = await onDetail(id, { intent: "resend" });
      expect(outcome.status).toBe(302);
      const mails = await mailsOf(id);
      expect(mails).toHaveLength(2);
      expect(mails.every((m) => m.toAddress === input.email)).toBe(true);
      expect(
        await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "certificate.resend"), eq(auditLog.targetId, id))),
      ).toHaveLength(1);
      const unknownIntent = await onDetail(id, { intent: "delete" });
      expect(unknownIntent.status).toBe(400);
    });

    it("the detail page answers 404 to unknown and impossible IDs, loader and action", async () => {
      for (const id of ["AIHQ-ZZZZZZZZZZ", "../etc/passwd", "a\u0000b", "x".repeat(5000), ""]) {
        const loaded = await run(
          detail.loader,
          args(request(`/admin/certificates/x`, { cookie: admin }), { id }),
        );
        expect(loaded.status, id.slice(0, 20)).toBe(404);
        const posted = await onDetail(id, { intent: "resend" });
        expect(posted.status, id.slice(0, 20)).toBe(404);
      }
    });

    it("lists newest first, searches by ID, holder, e-mail and program, filters by status, pages", async () => {
      const tag = crypto.randomBytes(3).toString("hex");
      const first = idFrom(
        (
          await issue(valid({ holderName: `Zainab ${tag}`, program: `Prompting ${tag}` }))
        ).headers.get("Location"),
      );
      const second = idFrom(
        (
          await issue(valid({ holderName: `Yusuf ${tag}`, email: `yusuf.${tag}@example.my` }))
        ).headers.get("Location"),
      );
      await onDetail(first, { intent: "revoke", reason: "Test", revokedOn: today() });
      const load = async (query: string) =>
        (await run(list.loader, args(request(`/admin/certificates?${query}`, { cookie: admin }))))
          .body as { rows: { id: string; status: string }[]; total: number; pages: number };
      expect((await load("")).rows[0]!.id).toBe(second);
      expect((await load(`q=${tag}`)).rows.map((r) => r.id)).toEqual([second, first]);
      expect((await load(`q=${second.toLowerCase()}`)).rows.map((r) => r.id)).toEqual([second]);
      expect((await load(`q=yusuf.${tag}%40`)).rows.map((r) => r.id)).toEqual([second]);
      expect((await load(`q=Prompting%20${tag}`)).rows.map((r) => r.id)).toEqual([first]);
      expect((await load(`q=${tag}&status=revoked`)).rows.map((r) => r.id)).toEqual([first]);
      expect((await load(`q=${tag}&status=valid`)).rows.map((r) => r.id)).toEqual([second]);
      // Odd parameters are ignored, never an error; LIKE wildcards are literal.
      expect((await load("q=%25%25%25_&status=bogus&page=-4")).total).toBe(0);
      expect((await load("q=%00")).total).toBeGreaterThan(0);
      const all = await load("");
      expect(all.pages).toBe(Math.max(1, Math.ceil(all.total / 50)));
      expect((await load("page=999")).rows).toEqual([]);
    });

    it("certificates go only to attendees marked present: a confirmed seat not marked present is refused, by name", async () => {
      const { c, rows } = await startedCourse();
      const [aminah, boon] = rows;
      await onCourse(c.id, { intent: "attended", registrationId: boon!.id });
      const outcome = await certify(c.id, [aminah!.id, boon!.id]);
      expect(outcome.status).toBe(409);
      const message = (outcome.body as { message: string }).message;
      expect(message).toContain(`Aminah Confirmed (${aminah!.reference}, not marked present)`);
      expect(message).not.toContain("Boon");
      expect(
        await database.db
          .select()
          .from(certificates)
          .where(inArray(certificates.registrationId, [aminah!.id, boon!.id])),
      ).toHaveLength(0);
      // Issuing marks nobody present by itself.
      expect((await registrationRow(aminah!.id)).attendedAt).toBeNull();
    });

    it("from the attendee list: marks the chosen present, then issues their certificates; twice issues nothing new", async () => {
      const { c, rows } = await startedCourse("Generative AI for Finance Teams");
      const [aminah, boon, unpaid, cancelled] = rows;
      const ids = rows.map((r) => r.id);

      // A cancelled seat refuses the whole marking, by name, and changes nothing.
      const refusedMark = await markPresent(c.id, [aminah!.id, cancelled!.id]);
      expect(refusedMark.status).toBe(409);
      expect((refusedMark.body as { message: string }).message).toContain("Devi Cancelled");
      expect((await registrationRow(aminah!.id)).attendedAt).toBeNull();

      // Unpaid or cancelled, and not present: the whole action is refused by name.
      const refusedOutcome = await certify(c.id, [aminah!.id, unpaid!.id, cancelled!.id]);
      expect(refusedOutcome.status).toBe(409);
      const message = (refusedOutcome.body as { message: string }).message;
      expect(message).toContain("Chandra Unpaid");
      expect(message).toContain("Devi Cancelled");
      expect(
        await database.db
          .select()
          .from(certificates)
          .where(inArray(certificates.registrationId, ids)),
      ).toHaveLength(0);

      const marked = await markPresent(c.id, [aminah!.id, boon!.id]);
      expect(marked.status).toBe(302);
      expect((await flashToastOf((marked.body as Response).headers)).title).toBe(
        "2 marked attended",
      );
      expect(await auditOf("registration.attended", aminah!.id)).toHaveLength(1);
      const outcome = await certify(c.id, [aminah!.id, boon!.id]);
      expect(outcome.status).toBe(302);
      expect((await flashToastOf((outcome.body as Response).headers)).title).toBe(
        "2 issued, 0 already had one",
      );
      const issued = await database.db
        .select()
        .from(certificates)
        .where(inArray(certificates.registrationId, ids));
      expect(issued).toHaveLength(2);
      for (const r of [aminah!, boon!]) {
        const cert = issued.find((x) => x.registrationId === r.id)!;
        expect(cert).toMatchObject({
          holderName: r.name,
          email: r.email,
          program: "Generative AI for Finance Teams",
          masterclassId: c.id,
          issuedOn: today(),
          status: "valid",
        });
        expect(cert.id).toMatch(CERTIFICATE_ID_PATTERN);
        expect((await registrationRow(r.id)).attendedAt).toBeInstanceOf(Date);
        const mails = await mailsOf(cert.id);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.toAddress).toBe(r.email);
        const rendered = await renderEmail(
          "certificate_issued",
          "visitor",
          mails[0]!.formData,
          RENDER,
        );
        expect(rendered.text).toContain(`https://aihq.test/verify?id=${cert.id}`);
        expect(rendered.html).toContain(
          "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME",
        );
      }

      // Twice: nothing duplicated, nothing mailed again, and it says so.
      const again = await certify(c.id, [aminah!.id, boon!.id, aminah!.id]);
      expect(again.status).toBe(302);
      expect((await flashToastOf((again.body as Response).headers)).title).toBe(
        "0 issued, 2 already had one",
      );
      expect(
        await database.db
          .select()
          .from(certificates)
          .where(inArray(certificates.registrationId, ids)),
      ).toHaveLength(2);
      expect(await database.db.select().from(emailOutbox)).toHaveLength(2);

      // Presence is what counts: an unpaid seat marked present qualifies too.
      await onCourse(c.id, { intent: "attended", registrationId: unpaid!.id });
      const third = await certify(c.id, [unpaid!.id, aminah!.id]);
      expect((await flashToastOf((third.body as Response).headers)).title).toBe(
        "1 issued, 1 already had one",
      );

      // The attendee list shows each certificate.
      const page = await run(
        course.loader,
        args(request(`/admin/registrations/${c.id}`, { cookie: admin }), { courseId: c.id }),
      );
      const attendees = (page.body as { attendees: { id: string; certificateId: string | null }[] })
        .attendees;
      const byId = new Map(attendees.map((a) => [a.id, a.certificateId]));
      expect(byId.get(aminah!.id)).toBe(issued.find((x) => x.registrationId === aminah!.id)!.id);
      expect(byId.get(cancelled!.id)).toBeNull();
    });

    it("unmarking attendance revokes the certificate it produced, once confirmed, audited; /verify then says revoked", async () => {
      const { c, rows } = await startedCourse();
      const [aminah] = rows;
      await onCourse(c.id, { intent: "attended", registrationId: aminah!.id });
      await certify(c.id, [aminah!.id]);
      const cert = (
        await database.db
          .select()
          .from(certificates)
          .where(eq(certificates.registrationId, aminah!.id))
      )[0]!;

      // Without the confirmation (a page loaded before the certificate existed): refused, nothing changes.
      const unconfirmed = await onCourse(c.id, {
        intent: "not-attended",
        registrationId: aminah!.id,
      });
      expect(unconfirmed.status).toBe(409);
      expect((unconfirmed.body as { message: string }).message).toContain(
        `certificate ${cert.id} will be revoked`,
      );
      expect((await certificateRow(cert.id))!.status).toBe("valid");
      expect((await registrationRow(aminah!.id)).attendedAt).toBeInstanceOf(Date);
      const wrong = await onCourse(c.id, {
        intent: "not-attended",
        registrationId: aminah!.id,
        revokes: "AIHQ-ZZZZZZZZZZ",
      });
      expect(wrong.status).toBe(409);

      const withdrawn = await onCourse(c.id, {
        intent: "not-attended",
        registrationId: aminah!.id,
        revokes: cert.id,
      });
      expect(withdrawn.status).toBe(302);
      expect((await flashToastOf((withdrawn.body as Response).headers)).title).toBe(
        `${aminah!.reference} marked as not attended · certificate ${cert.id} revoked`,
      );
      expect((await registrationRow(aminah!.id)).attendedAt).toBeNull();
      const row = (await certificateRow(cert.id))!;
      expect(row.status).toBe("revoked");
      expect(row.revokedReason).toBe("Attendance withdrawn");
      expect(calendarDateKey(row.revokedAt!)).toBe(today());
      const audit = await auditOf("certificate.revoke", cert.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorEmail).toBe(ADMIN.email);
      expect(audit[0]!.details).toMatchObject({
        reason: "Attendance withdrawn",
        registration: aminah!.reference,
      });
      expect(await auditOf("registration.not-attended", aminah!.id)).toHaveLength(1);

      const checked = await run(verify.loader, args(request(`/verify?id=${cert.id}`)));
      expect(checked.body).toMatchObject({ result: { status: "revoked", id: cert.id } });
      expect(JSON.stringify(checked.body)).not.toContain("Attendance withdrawn");

      // Present again: the revoked certificate is not brought back, nor a second one issued.
      await onCourse(c.id, { intent: "attended", registrationId: aminah!.id });
      const again = await certify(c.id, [aminah!.id]);
      expect((await flashToastOf((again.body as Response).headers)).title).toBe(
        `0 issued, 1 already had one · revoked: ${cert.id} (issue a new one from Certificates)`,
      );
      expect((await certificateRow(cert.id))!.status).toBe("revoked");
      // Unmarking with only a revoked certificate needs no confirmation.
      expect(
        (await onCourse(c.id, { intent: "not-attended", registrationId: aminah!.id })).status,
      ).toBe(302);
    });

    it("a multi-day course: present every day, or no certificate; unmarking a day revokes it", async () => {
      const { c, rows } = await startedCourse("Three-Day AI Bootcamp");
      await database.db
        .update(masterclasses)
        .set({ date: new Date(Date.now() - 2 * DAY), endDate: new Date(Date.now() + 60_000) })
        .where(eq(masterclasses.id, c.id));
      const days = [2, 1, 0].map((n) => calendarDateKey(new Date(Date.now() - n * DAY)));
      const [aminah, boon] = rows;

      // A day must be named, and be one of the course's.
      expect(
        (await onCourse(c.id, { intent: "attended", registrationId: aminah!.id })).status,
      ).toBe(409);
      expect(
        (
          await onCourse(c.id, {
            intent: "attended",
            registrationId: aminah!.id,
            day: "2001-01-01",
          })
        ).status,
      ).toBe(409);
      expect(
        (await onCourse(c.id, { intent: "attended", registrationId: aminah!.id, day: "nope" }))
          .status,
      ).toBe(400);

      for (const day of days.slice(0, 2)) {
        const marked = await onCourse(c.id, {
          intent: "attended",
          registrationId: aminah!.id,
          day,
        });
        expect(marked.status).toBe(302);
      }
      // Present two days of three: not attended as a whole.
      expect((await registrationRow(aminah!.id)).attendedAt).toBeNull();
      for (const day of days) {
        expect((await markPresent(c.id, [boon!.id], day)).status).toBe(302);
      }
      expect((await registrationRow(boon!.id)).attendedAt).toBeInstanceOf(Date);

      const refusedOutcome = await certify(c.id, [aminah!.id, boon!.id]);
      expect(refusedOutcome.status).toBe(409);
      const message = (refusedOutcome.body as { message: string }).message;
      expect(message).toContain(`Aminah Confirmed (${aminah!.reference}, absent on Day 3`);
      expect(message).not.toContain("Boon");

      const loaded = await run(
        course.loader,
        args(request(`/admin/registrations/${c.id}`, { cookie: admin }), { courseId: c.id }),
      );
      const body = loaded.body as {
        course: { days: string[] };
        attendees: { id: string; presentDays: string[]; present: boolean }[];
      };
      expect(body.course.days).toEqual(days);
      const listed = new Map(body.attendees.map((a) => [a.id, a]));
      expect(listed.get(aminah!.id)).toMatchObject({
        presentDays: days.slice(0, 2),
        present: false,
      });
      expect(listed.get(boon!.id)).toMatchObject({ presentDays: days, present: true });

      const issued = await certify(c.id, [boon!.id]);
      expect((await flashToastOf((issued.body as Response).headers)).title).toBe(
        "1 issued, 0 already had one",
      );
      const cert = (
        await database.db
          .select()
          .from(certificates)
          .where(eq(certificates.registrationId, boon!.id))
      )[0]!;
      // Taking back one day takes back the certificate (after confirming it).
      expect(
        (await onCourse(c.id, { intent: "not-attended", registrationId: boon!.id, day: days[1]! }))
          .status,
      ).toBe(409);
      const withdrawn = await onCourse(c.id, {
        intent: "not-attended",
        registrationId: boon!.id,
        day: days[1]!,
        revokes: cert.id,
      });
      expect(withdrawn.status).toBe(302);
      expect((await certificateRow(cert.id))!).toMatchObject({
        status: "revoked",
        revokedReason: "Attendance withdrawn",
      });
      expect((await registrationRow(boon!.id)).attendedAt).toBeNull();
      const checked = await run(verify.loader, args(request(`/verify?id=${cert.id}`)));
      expect(checked.body).toMatchObject({ result: { status: "revoked" } });
    });

    it("a day of a multi-day course that has not come yet cannot be marked", async () => {
      const { c, rows } = await startedCourse();
      await database.db
        .update(masterclasses)
        .set({ date: new Date(Date.now() - DAY), endDate: new Date(Date.now() + 2 * DAY) })
        .where(eq(masterclasses.id, c.id));
      const tomorrow = calendarDateKey(new Date(Date.now() + DAY));
      const early = await onCourse(c.id, {
        intent: "attended",
        registrationId: rows[0]!.id,
        day: tomorrow,
      });
      expect(early.status).toBe(409);
      expect((early.body as { message: string }).message).toContain("can be marked from that day");
      expect((await markPresent(c.id, [rows[0]!.id], tomorrow)).status).toBe(409);
    });

    it("the bulk action refuses a course that has not started, and unreadable choices, with 4xx", async () => {
      const { c, rows } = await startedCourse();
      await database.db
        .update(masterclasses)
        .set({ date: new Date(Date.now() + 5 * DAY) })
        .where(eq(masterclasses.id, c.id));
      const early = await certify(c.id, [rows[0]!.id]);
      expect(early.status).toBe(409);
      expect((early.body as { message: string }).message).toBe(
        "Attendance can be marked once the course has started.",
      );
      expect((await certify(c.id, [])).status).toBe(400);
      expect((await certify(c.id, ["not-a-uuid"])).status).toBe(400);
      expect((await certify(c.id, [crypto.randomUUID()])).status).toBe(409);
      const other = await startedCourse();
      // A registration of another course is not this course's.
      expect((await certify(c.id, [other.rows[0]!.id])).status).toBe(409);
    });

    it("editors get 403 and strangers are sent to sign in, on every certificate loader and action", async () => {
      const id = idFrom((await issue(valid())).headers.get("Location"));
      const { c, rows } = await startedCourse();
      for (const cookie of [editor, undefined]) {
        const expected = cookie ? 403 : 302;
        const listed = await run(list.loader, args(request("/admin/certificates", { cookie })));
        expect(listed.status).toBe(expected);
        const shown = await run(
          detail.loader,
          args(request(`/admin/certificates/${id}`, { cookie }), { id }),
        );
        expect(shown.status).toBe(expected);
        const actions = [
          await run(list.action, args(request("/admin/certificates", { cookie, form: valid() }))),
          await run(
            detail.action,
            args(
              request(`/admin/certificates/${id}`, {
                cookie,
                form: { intent: "revoke", reason: "x", revokedOn: today() },
              }),
              { id },
            ),
          ),
          await certify(c.id, [rows[0]!.id], cookie ?? ""),
        ];
        for (const outcome of actions) expect(outcome.status).toBe(cookie ? 403 : 401);
      }
      expect((await certificateRow(id))!.status).toBe("valid");
      expect(
        await database.db
          .select()
          .from(certificates)
          .where(eq(certificates.registrationId, rows[0]!.id)),
      ).toHaveLength(0);
    });

    it("PDPA: find and export include certificates; erase keeps the certificate and blanks its e-mail", async () => {
      const input = valid({ email: `Pdpa.${crypto.randomBytes(3).toString("hex")}@Example.my` });
      const id = idFrom((await issue(input)).headers.get("Location"));
      const person = await findPerson(input.email.toLowerCase());
      expect(person.certificates).toHaveLength(1);
      expect(person.certificates[0]).toMatchObject({ id, holderName: input.holderName });
      expect(person.total).toBe(1);
      const [actor] = await database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, ADMIN.email));
      const summary = await erasePerson(
        { id: actor!.id, email: actor!.email, name: actor!.name, role: "admin" },
        input.email,
      );
      expect(summary.certificates).toBe(1);
      const row = (await certificateRow(id))!;
      expect(row.email).toBeNull();
      expect(row).toMatchObject({ holderName: input.holderName, status: "valid" });
      expect((await findPerson(input.email)).total).toBe(0);
      // Nothing left to re-send to.
      const resend = await onDetail(id, { intent: "resend" });
      expect(resend.status).toBe(409);
    });
  });
}
