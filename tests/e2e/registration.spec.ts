import AxeBuilder from "@axe-core/playwright";
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { allMail, readMail, uniqueEmail, type SinkMessage } from "./support/mail";

// Demo seed (server/db/seed/catalogue.ts). Each test that registers uses a course of its own,
// so parallel tests (and other spec files) never see each other's seats.
const SUMMIT = { slug: "malaysia-ai-business-summit", title: "Malaysia AI Business Summit" }; // HRDC
const NTW = { slug: "chatgpt-skill-boost", title: "ChatGPT Skill Boost" }; // NTW, not HRDC
const FUTURE = {
  slug: "future-of-work-virtual-conference",
  title: "Future of Work Asia: Virtual Conference",
}; // neither HRDC nor NTW, 150 seats
const HR = { slug: "hr-masterclass", title: "AI for HR Professionals Masterclass" }; // HRDC, 30 seats
const WRITING = {
  slug: "business-writing-masterclass",
  title: "Business Writing with AI Masterclass",
}; // HRDC, 40 seats
const MARKETING = { slug: "generative-ai-marketing", title: "Generative AI for Marketing Teams" };
const FINANCE = { slug: "ai-for-finance-teams", title: "AI for Finance and Accounting Teams" };
const NO_JS = {
  slug: "excel-power-bi-ai",
  title: "AI-Powered Data Analysis with Excel and Power BI",
};
const SMALLEST = { slug: "ai-ready-leader", title: "The AI-Ready Leader", classSize: 20 };
const PAST = { slug: "microsoft-copilot-productivity" }; // started four days ago
// The seed's e-book: its order asks for no delivery address (book-delivery.spec.ts orders a
// paperback).
const BOOK = {
  slug: "write-clearly-work-faster",
  title: "Write Clearly, Work Faster: Business Writing with AI",
};

const SUCCESS_DESCRIPTION =
  "Thank you for your registration. Details have been sent to your email.";
const REFERENCE = /Your reference is (AIHQ-R-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6})\./;
const REFERENCE_IN_TEXT = /AIHQ-R-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}/;
const GROUP_REFERENCE = /Your booking reference is (AIHQ-G-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6})\./;
const FAILURE_TITLE = "Registration Failed";
const FAILURE_DESCRIPTION = "There was a problem with your registration. Please try again.";
const CLOSED = "Registration has closed: this course has already started.";
/** The spam guard refuses a form sent less than two seconds after it was rendered. */
const FILL_TIME_MS = 2100;

const VIEWPORTS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
] as const;

// Every test here loads pages, opens dialogs and waits for mail on a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const coursePath = (slug: string) => `/shop/masterclasses/${slug}`;

function registrationDialog(page: Page, title: string) {
  return page.getByRole("dialog", { name: `Register for ${title}` });
}

/** The form's fields, by their visible labels. */
function fields(scope: Locator) {
  return {
    name: scope.getByLabel("Full Name *", { exact: true }),
    email: scope.getByLabel("Email *", { exact: true }),
    phone: scope.getByLabel(/^Phone Number( \*)?$/),
    org: scope.getByLabel(/^(Organization( \*)?|Company Name \*)$/),
    role: scope.getByLabel(/^Job Role( \*)?$/),
  };
}

/** Opens a course page (hydrated), clicks Register Now and waits for the lazy form. */
async function openRegisterNow(page: Page, course: { slug: string; title: string }) {
  await gotoHydrated(page, coursePath(course.slug));
  await page.getByRole("link", { name: "Register Now" }).first().click();
  const dialog = registrationDialog(page, course.title);
  await expect(dialog).toBeVisible();
  await expect(fields(dialog).name).toBeVisible();
  return dialog;
}

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

/** axe on the open dialog, or on the whole page when there is no dialog to check. */
async function expectNoSeriousAxeFinding(page: Page, scope: "dialog" | "page" = "dialog") {
  // A toast still fading in has the contrast of half its opacity: let finite animations end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page });
  const results = await (
    scope === "dialog" ? builder.include('[role="dialog"]') : builder
  ).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious).toEqual([]);
}

/** The reference quoted in the visible toast with this title. */
async function toastReference(page: Page, title: string): Promise<string> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText(REFERENCE);
  const match = REFERENCE.exec((await toast.textContent()) ?? "");
  expect(match, "the toast quotes an AIHQ-R- reference").not.toBeNull();
  return match![1]!;
}

/** The course's .ics invitation attached to the confirmation. */
function expectCalendarAttachment(mail: SinkMessage, slug: string) {
  const ics = mail.attachments?.find((a) => a.filename === `${slug}.ics`);
  expect(ics, `an attachment named ${slug}.ics`).toBeDefined();
  expect(ics!.contentType).toContain("text/calendar");
  expect(ics!.content).toContain("BEGIN:VCALENDAR");
  expect(ics!.content).toContain("BEGIN:VEVENT");
}

/** The form token of the server-rendered form (the no-JavaScript form of `?register=`). */
async function formToken(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.get(`${coursePath(slug)}?register=individual`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  expect(token, "the rendered form carries a formToken").toBeTruthy();
  return token!;
}

/**
 * A course's id: from the rendered form, or (when the form is not rendered, as on a
 * course that has started) from the page's loader data.
 */
async function productId(request: APIRequestContext, slug: string): Promise<string> {
  const html = await (await request.get(`${coursePath(slug)}?register=individual`)).text();
  const id =
    /name="productId" value="([0-9a-f-]{36})"/.exec(html)?.[1] ??
    /productId\\?",\\?"([0-9a-f-]{36})\\?"/.exec(html)?.[1];
  expect(id, "the course page carries the course id").toBeTruthy();
  return id!;
}

/** Mail text as one line: the text part wraps at 78 columns, and the templates use nbsp. */
const plain = (text: string) => text.replace(/[\s\u00a0]+/g, " ");

/** The seats left, as the server-rendered HRDC form says them ("N seats are left."). */
async function seatsLeftOf(request: APIRequestContext, slug: string): Promise<number> {
  const html = await (await request.get(`${coursePath(slug)}?register=hrdc`)).text();
  const match = /(\d+) seats? (?:are|is)(?:<!-- -->)? left\./.exec(html);
  expect(match, "the HRDC form says how many seats are left").not.toBeNull();
  return Number(match![1]);
}

/**
 * Takes seats of a course through HRDC group bookings posted to the action
 * (20 attendees at most per booking), as employers booking staff would.
 */
async function takeSeats(request: APIRequestContext, slug: string, seats: number, tag: string) {
  const id = await productId(request, slug);
  const token = await formToken(request, slug);
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  for (let booked = 0, batch = 0; booked < seats; batch++) {
    const size = Math.min(20, seats - booked);
    const form: Record<string, string> = {
      productType: "masterclass",
      productId: id,
      idempotencyKey: idempotencyKey(),
      mode: "hrdc",
      name: `Filler HR ${batch + 1}`,
      email: uniqueEmail(`${tag}-hr-${batch}`),
      phone: "+60 3-2000 0000",
      org: `Filler Sdn Bhd ${batch + 1}`,
      role: "HR Executive",
      ssmNumber: "",
      selfAttending: "on",
      formToken: token,
    };
    for (let i = 0; i < size - 1; i++) {
      form[`attendees.${i}.name`] = `Filler Attendee ${i + 1}`;
      form[`attendees.${i}.email`] = uniqueEmail(`${tag}-${batch}-${i}`);
      form[`attendees.${i}.role`] = "Executive";
    }
    const res = await request.post(coursePath(slug), { form, maxRedirects: 0 });
    expect(res.status(), await res.text()).toBeGreaterThanOrEqual(300);
    expect(res.status()).toBeLessThan(400);
    booked += size;
  }
}

/**
 * Answers the next registration post with a 500, as a server fault or a
 * proxy would; the page's other requests go through.
 */
async function failNextPost(page: Page, path: string) {
  await page.route(
    (url) => url.pathname.startsWith(path),
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
        : route.continue(),
  );
}

function idempotencyKey() {
  return `e2e_${Date.now()}_${Math.random().toString(36).slice(2, 12)}`;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("Register Now opens an accessible dialog; empty and per-mode submits show the spec's messages at the fields; HRDC is offered on an HRDC course only", async ({
      page,
    }) => {
      const dialog = await openRegisterNow(page, SUMMIT);
      await expect(page).toHaveURL(/\?register=individual$/);
      await expectNoSeriousAxeFinding(page);

      const modes = dialog.getByRole("radio");
      await expect(modes).toHaveCount(3);
      await expect(dialog.getByRole("radio", { name: /Self Payment/ })).toBeChecked();
      await expect(dialog.getByRole("radio", { name: /Installment Plan/ })).toBeVisible();
      await expect(dialog.getByRole("radio", { name: /HRDC Claim/ })).toBeVisible();
      await expect(dialog.getByRole("radio", { name: /National Training Week/ })).toHaveCount(0);

      const f = fields(dialog);
      const submit = dialog.getByRole("button", { name: "Complete Registration" });
      await submit.click();
      await expectFieldError(f.name, "Name is required");
      await expectFieldError(f.email, "Valid email is required");
      await expect(f.name).toBeFocused();
      // Self payment: the phone is optional.
      await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");
      await expect(dialog).toBeVisible();

      await dialog.getByRole("radio", { name: /Installment Plan/ }).check();
      await expect(dialog.getByLabel("Phone Number *", { exact: true })).toBeVisible();
      await f.name.fill("Nurul Aina");
      await f.email.fill(uniqueEmail("reg-invalid"));
      await submit.click();
      await expectFieldError(f.phone, "Phone number is required for installment");
      await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
      await expect(f.phone).toBeFocused();

      await dialog.getByRole("radio", { name: /HRDC Claim/ }).check();
      await expect(dialog.getByLabel("Organization *", { exact: true })).toBeVisible();
      await expect(dialog.getByLabel("Job Role *", { exact: true })).toBeVisible();
      await submit.click();
      await expectFieldError(f.phone, "Phone number is required for HRDC");
      await expectFieldError(f.org, "Organization name is required");
      await expectFieldError(f.role, "Job role is required");
      // Values typed before stay through every refusal.
      await expect(f.name).toHaveValue("Nurul Aina");
      await expect(dialog).toBeVisible();
    });

    test("on an NTW course the NTW mode is offered (not HRDC) and asks for Job Role and Company Name", async ({
      page,
    }) => {
      const dialog = await openRegisterNow(page, NTW);
      await expect(dialog.getByRole("radio")).toHaveCount(3);
      await expect(dialog.getByRole("radio", { name: /HRDC Claim/ })).toHaveCount(0);
      await dialog.getByRole("radio", { name: /National Training Week/ }).check();
      // NTW: Job Role where the phone was, the organization asked as the company.
      await expect(dialog.getByLabel(/^Phone Number/)).toHaveCount(0);
      const role = dialog.getByLabel("Job Role *", { exact: true });
      const company = dialog.getByLabel("Company Name *", { exact: true });
      await expect(role).toBeVisible();
      await expect(company).toBeVisible();
      await expectNoSeriousAxeFinding(page);

      await dialog.getByRole("button", { name: "Complete Registration" }).click();
      await expectFieldError(fields(dialog).name, "Name is required");
      await expectFieldError(fields(dialog).email, "Valid email is required");
      await expectFieldError(role, "Job role is required");
      await expectFieldError(company, "Company name is required");
    });

    test("a valid registration shows 'Processing...', the success toast with its reference, closes the dialog and mails the registrant (with the .ics) and the team", async ({
      page,
    }) => {
      const email = uniqueEmail(`reg-ok-${viewport.width}`);
      const dialog = await openRegisterNow(page, FUTURE);
      // Neither HRDC nor NTW: self payment and installments only.
      await expect(dialog.getByRole("radio")).toHaveCount(2);
      await expect(dialog.getByRole("radio", { name: /HRDC Claim/ })).toHaveCount(0);
      await expect(dialog.getByRole("radio", { name: /National Training Week/ })).toHaveCount(0);
      const f = fields(dialog);
      await f.name.fill("Farah Lim");
      await f.email.fill(email);
      await f.phone.fill("+60 12-555 0101");
      await f.org.fill("Lim & Co");
      await page.waitForTimeout(FILL_TIME_MS);

      // Hold the post a moment, so the submitting state can be seen for sure.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.startsWith(coursePath(FUTURE.slug)),
        async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        },
      );
      await dialog.getByRole("button", { name: "Complete Registration" }).click();
      const processing = dialog.getByRole("button", { name: "Processing..." });
      await expect(processing).toBeVisible();
      await expect(processing).toBeDisabled();
      await expect(f.name).toBeDisabled();
      release();

      const reference = await toastReference(page, "Registration Successful!");
      await expect(page.getByText(SUCCESS_DESCRIPTION)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/register=/);

      const mail = await readMail((m) => m.to.includes(email));
      expect(mail.subject).toBe(`Registration received: ${FUTURE.title}`);
      expect(mail.text).toContain(FUTURE.title);
      expect(mail.text).toContain(reference);
      expect(mail.text).toContain("Farah Lim");
      expect(mail.text).toContain(".ics");
      // The signed self-service cancel link, so a registrant cancels without writing to the team.
      expect(mail.html).toMatch(
        new RegExp(`/shop/registrations/${reference}/cancel\\?expires=\\d+&(amp;)?sig=[\\w-]+`),
      );
      const team = await readMail(
        (m) => m.to.includes("team@aihq.test") && m.text.includes(reference),
      );
      expect(team.subject).toContain(FUTURE.title);
      expect(team.subject).toContain("Farah Lim");
      expect(team.text).toContain(email);
      expectCalendarAttachment(mail, FUTURE.slug);
    });

    test("each Registration Option opens the dialog with its mode chosen", async ({ page }) => {
      await gotoHydrated(page, coursePath(SUMMIT.slug));
      const options = page.locator("#register");
      const cases = [
        { action: "Register & Pay", radio: /Self Payment/, mode: "individual" },
        { action: "Pay in Installments", radio: /Installment Plan/, mode: "installment" },
        { action: "Register with HRDC", radio: /HRDC Claim/, mode: "hrdc" },
      ];
      await expect(options.getByRole("link")).toHaveText(cases.map((c) => c.action));
      await expect(options.getByRole("link", { name: "Register for NTW" })).toHaveCount(0);
      for (const c of cases) {
        const link = options.getByRole("link", { name: c.action });
        await expect(link).toHaveAttribute("href", `?register=${c.mode}#registration-form`);
        await link.click();
        const dialog = registrationDialog(page, SUMMIT.title);
        await expect(dialog.getByRole("radio", { name: c.radio })).toBeChecked();
        await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(1);
        await expect(page).toHaveURL(new RegExp(`\\?register=${c.mode}$`));
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(page).not.toHaveURL(/register=/);
      }

      await gotoHydrated(page, coursePath(NTW.slug));
      await expect(
        page.locator("#register").getByRole("link", { name: "Register with HRDC" }),
      ).toHaveCount(0);
      await page.locator("#register").getByRole("link", { name: "Register for NTW" }).click();
      const dialog = registrationDialog(page, NTW.title);
      await expect(dialog.getByRole("radio", { name: /National Training Week/ })).toBeChecked();
      await expect(dialog.getByLabel("Company Name *", { exact: true })).toBeVisible();
    });

    test("Buy Now on a book opens the order dialog; the order is confirmed and mailed with its invoice, without an .ics", async ({
      page,
    }) => {
      const email = uniqueEmail(`book-${viewport.width}`);
      await gotoHydrated(page, `/shop/books/${BOOK.slug}`);
      await page.getByRole("link", { name: "Buy Now" }).click();
      const dialog = page.getByRole("dialog", { name: `Order ${BOOK.title}` });
      await expect(dialog).toBeVisible();
      // A book has one mode: no choice to make.
      await expect(dialog.getByRole("radio")).toHaveCount(0);
      await expectNoSeriousAxeFinding(page);
      const f = fields(dialog);
      await f.name.fill("Daniel Tan");
      await f.email.fill(email);
      await page.waitForTimeout(FILL_TIME_MS);
      await dialog.getByRole("button", { name: "Place Order" }).click();
      const reference = await toastReference(page, "Registration Successful!");
      await expect(dialog).toBeHidden();

      const mail = await readMail((m) => m.to.includes(email));
      expect(mail.subject).toBe(`Book order received: ${BOOK.title}`);
      expect(mail.text).toContain(reference);
      expect(mail.text).not.toContain(".ics");
      // The invoice is the one attachment: a book has no calendar date.
      expect(mail.attachments?.map((a) => a.filename)).toEqual([
        expect.stringMatching(/^invoice-AIHQ-INV-\d{4}-\d{6}\.pdf$/),
      ]);
      await readMail((m) => m.to.includes("team@aihq.test") && m.text.includes(reference));
    });

    test("the next registration is prefilled from the remembered profile, and the browser keeps a list of registrations", async ({
      page,
    }) => {
      const email = uniqueEmail(`reg-profile-${viewport.width}`);
      const company = viewport.width === 1280 ? "Maybank" : "CIMB Group";
      const dialog = await openRegisterNow(page, HR);
      await dialog.getByRole("radio", { name: /HRDC Claim/ }).check();
      const f = fields(dialog);
      await f.name.fill("Aisyah Rahman");
      await f.email.fill(email);
      await f.phone.fill("0123456789");
      // One company per width: a second HRDC booking by the same organisation on a course
      // waits for its contact's confirmation (docs/decisions/0028-seats-for-real-people.md).
      await f.org.fill(company);
      await f.role.fill("HR Manager");
      await page.waitForTimeout(FILL_TIME_MS);
      await dialog.getByRole("button", { name: "Complete Registration" }).click();
      const reference = await toastReference(page, "Registration Successful!");
      await expect(dialog).toBeHidden();

      // The browser writes both after the success answer; poll rather than race it.
      const stored = (key: string) =>
        page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? "null"), key);
      await expect
        .poll(() => stored("aihq_user_profile"))
        .toMatchObject({
          name: "Aisyah Rahman",
          email,
          phone: "0123456789",
          org: company,
          role: "HR Manager",
        });
      await expect.poll(() => stored("aihq_registrations")).toHaveLength(1);
      expect(((await stored("aihq_registrations")) as Record<string, unknown>[])[0]).toMatchObject({
        reference,
        email,
        payment: "hrdc",
      });

      await page.getByRole("link", { name: "Register Now" }).first().click();
      const again = registrationDialog(page, HR.title);
      const g = fields(again);
      await expect(g.name).toHaveValue("Aisyah Rahman");
      await expect(g.email).toHaveValue(email);
      await expect(g.phone).toHaveValue("0123456789");
      await expect(g.org).toHaveValue(company);
      await expect(g.role).toHaveValue("HR Manager");
      // The mail of the HRDC registration reached the registrant.
      const mail = await readMail((m) => m.to.includes(email));
      expect(mail.text).toContain(reference);
      expect(mail.text).toContain("HRDC");
    });

    test("an installment registration asks for the phone, confirms with the reference and mails the installment step with the .ics", async ({
      page,
    }) => {
      // Different courses per width: each test's seats stay its own.
      const course = viewport.width === 1280 ? MARKETING : NTW;
      const email = uniqueEmail(`reg-installment-${viewport.width}`);
      const dialog = await openRegisterNow(page, course);
      await dialog.getByRole("radio", { name: /Installment Plan/ }).check();
      const f = fields(dialog);
      await expect(dialog.getByLabel("Phone Number *", { exact: true })).toBeVisible();
      await f.name.fill("Lee Mei Ling");
      await f.email.fill(email);
      await f.phone.fill("+60 16-222 3344");
      await f.org.fill("Grab Malaysia");
      await expectNoSeriousAxeFinding(page);
      await page.waitForTimeout(FILL_TIME_MS);
      await dialog.getByRole("button", { name: "Complete Registration" }).click();
      const reference = await toastReference(page, "Registration Successful!");
      await expect(page.getByText(SUCCESS_DESCRIPTION)).toBeVisible();
      await expect(dialog).toBeHidden();

      const mail = await readMail((m) => m.to.includes(email));
      expect(mail.subject).toBe(`Registration received: ${course.title}`);
      const text = plain(mail.text);
      expect(text).toContain(reference);
      expect(text).toContain("Next step: your installment plan");
      expect(text).toContain("at +60 16-222 3344 within 1 working day to agree the installment");
      expect(text).toContain("Installment");
      expectCalendarAttachment(mail, course.slug);
      const team = await readMail(
        (m) => m.to.includes("team@aihq.test") && m.text.includes(reference),
      );
      expect(plain(team.text)).toContain("call to agree the installment schedule");
      expect(plain(team.text)).toContain("+60 16-222 3344");
    });

    test("HRDC: an employer books several staff in one go, rows limited by the seats left; each attendee gets a confirmation and the HR contact the summary with the HRD Corp steps", async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const wide = viewport.width === 1280;
      const course = wide ? WRITING : SUMMIT;
      const company = wide ? "Sime Darby Berhad" : "Axiata Group Berhad";
      const hr = {
        name: wide ? "Siti Hajar Ismail" : "Kavitha Subramaniam",
        email: uniqueEmail(`hrdc-contact-${viewport.width}`),
      };
      const colleagues = [
        { name: "Tan Wei Ming", email: uniqueEmail(`hrdc-a-${viewport.width}`), role: "Analyst" },
        { name: "Ahmad Zaki", email: uniqueEmail(`hrdc-b-${viewport.width}`), role: "Engineer" },
        { name: "Priya Nair", email: uniqueEmail(`hrdc-c-${viewport.width}`), role: "Accountant" },
      ];
      if (wide) {
        // Leave four seats: the contact and three colleagues fill them, no fourth row.
        const left = await seatsLeftOf(page.request, course.slug);
        expect(left).toBeGreaterThan(4);
        await takeSeats(page.request, course.slug, left - 4, "hrdc-fill");
        expect(await seatsLeftOf(page.request, course.slug)).toBe(4);
      }

      await gotoHydrated(page, coursePath(course.slug));
      await page.locator("#register").getByRole("link", { name: "Register with HRDC" }).click();
      const dialog = registrationDialog(page, course.title);
      await expect(dialog.getByRole("radio", { name: /HRDC Claim/ })).toBeChecked();
      const group = dialog.getByRole("group", { name: "Company and attendees" });
      await expect(group).toBeVisible();
      if (wide) await expect(group).toContainText("4 seats are left.");
      const f = fields(dialog);
      await f.name.fill(hr.name);
      await f.email.fill(hr.email);
      await f.phone.fill("+60 3-2181 0000");
      await f.org.fill(company);
      await f.role.fill("Head of Human Resources");
      await group.getByLabel("SSM Registration Number").fill("199101012345");
      const self = group.getByRole("checkbox", { name: "I will attend this course myself" });
      await expect(self).toBeChecked();

      const add = group.getByRole("button", { name: "Add a colleague" });
      const rows = group.locator("ol > li");
      await expect(rows).toHaveCount(0);
      for (const [i, colleague] of colleagues.entries()) {
        await add.click();
        const row = rows.nth(i);
        await expect(row).toContainText(`Colleague ${i + 1}`);
        await row.getByLabel("Name", { exact: true }).fill(colleague.name);
        await row.getByLabel("Email", { exact: true }).fill(colleague.email);
        await row.getByLabel("Job Role", { exact: true }).fill(colleague.role);
      }
      await expect(rows).toHaveCount(3);
      // Four seats left: the contact and three colleagues take them all.
      if (wide) await expect(add).toBeDisabled();
      else await expect(add).toBeEnabled();

      // The second colleague cannot come after all: their row goes, the others keep their values.
      await group.getByRole("button", { name: "Remove colleague 2" }).click();
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByLabel("Name", { exact: true })).toHaveValue("Tan Wei Ming");
      await expect(rows.nth(1)).toContainText("Colleague 2");
      await expect(rows.nth(1).getByLabel("Email", { exact: true })).toHaveValue(
        colleagues[2]!.email,
      );
      await expect(add).toBeEnabled();
      await expectNoSeriousAxeFinding(page);

      await page.waitForTimeout(FILL_TIME_MS);
      await dialog.getByRole("button", { name: "Complete Registration" }).click();
      const toast = page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Please confirm your booking" });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast).toContainText("3 attendees registered.");
      await expect(toast).toContainText("We have e-mailed you a confirmation link");
      await expect(toast).toContainText(GROUP_REFERENCE);
      const groupReference = GROUP_REFERENCE.exec((await toast.textContent()) ?? "")![1]!;
      await expect(dialog).toBeHidden();

      // Nobody but the contact hears of it until the contact confirms, from the summary's link.
      const awaiting = await readMail(
        (m) =>
          m.to.includes(hr.email) &&
          m.subject === `HRDC booking ${groupReference}: ${course.title}`,
      );
      expect(plain(awaiting.text)).toContain("Please confirm your booking");
      expect((await allMail()).filter((m) => m.to.includes(colleagues[0]!.email))).toEqual([]);
      const confirmUrl = /https?:\/\/\S+\/shop\/registrations\/AIHQ-G-\w+\/confirm\?[^\s)\]]+/.exec(
        awaiting.text,
      )?.[0];
      expect(confirmUrl, "the summary carries the confirmation link").toBeTruthy();
      await gotoHydrated(page, new URL(confirmUrl!).pathname + new URL(confirmUrl!).search);
      await expect(page.getByRole("heading", { name: "Confirm your booking" })).toBeVisible();
      await page.getByRole("button", { name: "Confirm the booking" }).click();
      await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();

      // Each attendee (the contact attends too) gets their own confirmation, with the .ics.
      const attendees = [{ name: hr.name, email: hr.email }, colleagues[0]!, colleagues[2]!];
      for (const attendee of attendees) {
        const mail = await readMail(
          (m) =>
            m.to.includes(attendee.email) && m.subject === `Registration received: ${course.title}`,
        );
        const text = plain(mail.text);
        expect(text).toMatch(REFERENCE_IN_TEXT);
        expect(text).toContain(attendee.name);
        expect(text).toContain(company);
        // A colleague learns which company booked them (no words of the booker's own);
        // the contact booked themselves.
        if (attendee.email === hr.email) expect(text).toContain("Next step: your HRDC claim");
        else {
          expect(text).toContain(
            `${company} booked your place through HRDC (booking ${groupReference})`,
          );
          expect(text).not.toContain(hr.name);
        }
        expectCalendarAttachment(mail, course.slug);
      }
      // The HR contact's one summary: the grant steps and every attendee.
      const summary = await readMail(
        (m) =>
          m.to.includes(hr.email) &&
          m.subject === `HRDC booking ${groupReference}: ${course.title}`,
      );
      const text = plain(summary.text);
      expect(text).toContain("Claiming through HRD Corp");
      expect(text).toContain(
        "Apply for the grant in the HRD Corp e-TRiS portal at least one day before the course starts",
      );
      expect(text).toContain("Forward us the grant approval");
      expect(text).toContain(company);
      expect(text).toContain("199101012345");
      for (const attendee of attendees) {
        expect(text).toContain(attendee.name);
        expect(text).toContain(attendee.email);
      }
      expect(text).not.toContain(colleagues[1]!.email);
      const team = await readMail(
        (m) =>
          m.to.includes("team@aihq.test") &&
          m.subject === `New HRDC booking: ${company}, 3 × ${course.title}`,
      );
      expect(team.text).toContain(groupReference);
      // The removed colleague was never registered, so never mailed.
      expect((await allMail()).filter((m) => m.to.includes(colleagues[1]!.email))).toEqual([]);
      if (wide) {
        const html = await (await page.request.get(coursePath(course.slug))).text();
        expect(/data-slot="seats-left"[^>]*>([^<]*)</.exec(html)?.[1]).toBe("1 seat left");
      }
    });

    test("'Registration Failed' when the course registration cannot be sent: the dialog stays open with the values, and a second try goes through", async ({
      page,
    }) => {
      const email = uniqueEmail(`reg-fail-${viewport.width}`);
      const dialog = await openRegisterNow(page, FUTURE);
      const f = fields(dialog);
      await f.name.fill("Hafizah Omar");
      await f.email.fill(email);
      await f.phone.fill("+60 19-876 5432");
      await f.org.fill("Telekom Malaysia");
      await page.waitForTimeout(FILL_TIME_MS);
      await failNextPost(page, coursePath(FUTURE.slug));
      await dialog.getByRole("button", { name: "Complete Registration" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: FAILURE_TITLE });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast).toContainText(FAILURE_DESCRIPTION);
      await expect(dialog).toBeVisible();
      await expect(f.name).toHaveValue("Hafizah Omar");
      await expect(f.email).toHaveValue(email);
      await expect(f.phone).toHaveValue("+60 19-876 5432");
      await expect(f.org).toHaveValue("Telekom Malaysia");
      await expect(dialog.getByRole("button", { name: "Complete Registration" })).toBeEnabled();

      await page.unrouteAll();
      await dialog.getByRole("button", { name: "Complete Registration" }).click();
      await toastReference(page, "Registration Successful!");
      await expect(dialog).toBeHidden();
    });

    test("'Registration Failed' when a book order cannot be sent: the Buy Now dialog stays open with the values", async ({
      page,
    }) => {
      const email = uniqueEmail(`book-fail-${viewport.width}`);
      await gotoHydrated(page, `/shop/books/${BOOK.slug}`);
      await page.getByRole("link", { name: "Buy Now" }).click();
      const dialog = page.getByRole("dialog", { name: `Order ${BOOK.title}` });
      const f = fields(dialog);
      await f.name.fill("Chong Kah Wai");
      await f.email.fill(email);
      await f.org.fill("Kinokuniya KL");
      await page.waitForTimeout(FILL_TIME_MS);
      await failNextPost(page, `/shop/books/${BOOK.slug}`);
      await dialog.getByRole("button", { name: "Place Order" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: FAILURE_TITLE });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast).toContainText(FAILURE_DESCRIPTION);
      await expect(dialog).toBeVisible();
      await expect(f.name).toHaveValue("Chong Kah Wai");
      await expect(f.email).toHaveValue(email);
      await expect(f.org).toHaveValue("Kinokuniya KL");
      await expect(dialog.getByRole("button", { name: "Place Order" })).toBeEnabled();
      // Nothing reached the server, so nothing was mailed.
      await page.waitForTimeout(1000);
      expect((await allMail()).filter((m) => m.to.includes(email))).toEqual([]);
    });
  });
}

test("an address already on a course is answered without its reference, and its details go to that address", async ({
  page,
}) => {
  const email = uniqueEmail("reg-twice");
  const dialog = await openRegisterNow(page, FINANCE);
  await fields(dialog).name.fill("Ravi Kumar");
  await fields(dialog).email.fill(email);
  await page.waitForTimeout(FILL_TIME_MS);
  await dialog.getByRole("button", { name: "Complete Registration" }).click();
  const reference = await toastReference(page, "Registration Successful!");
  await readMail((m) => m.to.includes(email));
  await readMail((m) => m.to.includes("team@aihq.test") && m.text.includes(reference));

  // A new page and a new dialog opening (so a new idempotency key), the same person.
  const second = await openRegisterNow(page, FINANCE);
  await expect(fields(second).email).toHaveValue(email);
  await page.waitForTimeout(FILL_TIME_MS);
  await second.getByRole("button", { name: "Complete Registration" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Check your e-mail" });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText(`${email} is already on the list for this course`);
  await expect(toast).not.toContainText("AIHQ-R-");
  await expect(second).toBeHidden();

  // The details go to the address, with the reference; the team hears nothing new.
  const details = await readMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Your registration details"),
  );
  expect(details.text).toContain(reference);
  await page.waitForTimeout(3000);
  const mails = await allMail();
  expect(mails.filter((m) => m.to.includes(email))).toHaveLength(2);
  expect(
    mails.filter((m) => m.to.includes("team@aihq.test") && m.text.includes(email)),
  ).toHaveLength(1);
});

test("a course that has started offers no registration, and the action refuses one", async ({
  page,
}) => {
  await gotoHydrated(page, coursePath(PAST.slug));
  await expect(page.getByRole("link", { name: "Register Now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Join the Waiting List" })).toHaveCount(0);
  const options = page.locator("#register");
  await expect(options).toHaveText(CLOSED);
  await expect(options.getByRole("link")).toHaveCount(0);

  // A deep link to the dialog says the same, without a form.
  await gotoHydrated(page, `${coursePath(PAST.slug)}?register=individual`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("status")).toContainText(CLOSED);
  await expect(dialog.getByRole("button", { name: "Complete Registration" })).toHaveCount(0);

  // And a post straight to the action is refused.
  const id = await productId(page.request, PAST.slug);
  // The page of a started course renders no form: any page's token is as good.
  const token = await formToken(page.request, SUMMIT.slug);
  await page.waitForTimeout(FILL_TIME_MS);
  const res = await page.request.post(coursePath(PAST.slug), {
    form: {
      productType: "masterclass",
      productId: id,
      idempotencyKey: idempotencyKey(),
      mode: "individual",
      name: "Late Comer",
      email: uniqueEmail("reg-late"),
      phone: "",
      org: "",
      role: "",
      formToken: token,
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(409);
  expect(await res.text()).toContain(CLOSED);
});

test.describe.serial("a full course", () => {
  // Shared by the tests, in order: the first fills the course; two people join its waiting
  // list (at 1280 px and at 390 px); two seat holders cancel and each waiting person, offered
  // the seat by mail, claims it (at the other width).
  let firstSeatEmail = "";
  let secondSeatEmail = "";
  let waitlistedEmail = "";
  let secondWaitlistedEmail = "";

  /** Joins the full course's waiting list through the dialog; returns the reference. */
  async function joinWaitingList(page: Page, email: string, name: string) {
    await gotoHydrated(page, coursePath(SMALLEST.slug));
    await expect(page.locator('[data-slot="seats-left"]')).toHaveText("Fully booked");
    await expect(page.getByRole("link", { name: "Register Now" })).toHaveCount(0);
    await expect(page.locator("#register")).toContainText("Fully booked.");
    await page.getByRole("link", { name: "Join the Waiting List" }).first().click();
    const dialog = registrationDialog(page, SMALLEST.title);
    await expect(dialog.getByRole("status")).toContainText("This course is fully booked.");
    await fields(dialog).name.fill(name);
    await fields(dialog).email.fill(email);
    await expectNoSeriousAxeFinding(page);
    await page.waitForTimeout(FILL_TIME_MS);
    await dialog.getByRole("button", { name: "Join the Waiting List" }).click();
    const reference = await toastReference(page, "You're on the waiting list");
    await expect(dialog).toBeHidden();

    const mail = await readMail((m) => m.to.includes(email));
    expect(mail.subject).toBe(`You're on the waiting list: ${SMALLEST.title}`);
    expect(mail.text).toContain(reference);
    expect(mail.text).not.toContain(".ics");
    expect(mail.attachments).toEqual([]);
    await readMail((m) => m.to.includes("team@aihq.test") && m.text.includes(reference));
    return reference;
  }

  /** The signed link of a mail, as a path the page can open. */
  function signedLink(mail: SinkMessage, reference: string, intent: "cancel" | "claim") {
    const href = new RegExp(
      `href="([^"]*/shop/registrations/${reference}/${intent}\\?expires=\\d+&(?:amp;)?sig=[^"]+)"`,
    ).exec(mail.html)?.[1];
    expect(href, `the mail carries the signed ${intent} link`).toBeTruthy();
    const link = new URL(href!.replaceAll("&amp;", "&"));
    return link.pathname + link.search;
  }

  /**
   * A seat holder follows the cancel link of their confirmation: the page asks
   * first (and a visit alone changes nothing), then cancels; the team is told
   * and the seat is offered to the first person waiting.
   */
  async function cancelByMail(page: Page, email: string, holder: string, offeredTo: string) {
    const confirmation = await readMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Registration received"),
    );
    const reference = REFERENCE_IN_TEXT.exec(confirmation.text)?.[0];
    expect(reference, "the confirmation quotes the reference").toBeTruthy();
    const link = signedLink(confirmation, reference!, "cancel");

    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your registration?");
    await expect(page.getByText(reference!)).toBeVisible();
    await expect(page.getByText(SMALLEST.title)).toBeVisible();
    await expectNoSeriousAxeFinding(page, "page");
    // Opening the link changed nothing yet.
    await page.waitForTimeout(1000);
    expect((await allMail()).filter((m) => m.to.includes(email))).toHaveLength(1);

    await page.getByRole("button", { name: "Yes, cancel my registration" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your registration is cancelled",
    );
    await expect(page.getByText("Your registration is cancelled").last()).toBeVisible();
    await expectNoSeriousAxeFinding(page, "page");

    const team = await readMail(
      (m) =>
        m.to.includes("team@aihq.test") &&
        m.subject.startsWith("Registration cancelled") &&
        m.subject.includes(holder),
    );
    expect(team.subject).toContain(SMALLEST.title);
    const mine = await readMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Registration cancelled"),
    );
    expect(mine.subject).toBe(`Registration cancelled: ${SMALLEST.title}`);
    expect(mine.text).toContain(reference!);
    // The freed seat goes to the first person on the waiting list.
    const offer = await readMail(
      (m) => m.to.includes(offeredTo) && m.subject.startsWith("A seat is free for you"),
    );
    expect(offer.subject).toBe(`A seat is free for you: ${SMALLEST.title}`);

    // The link again: it says the registration is cancelled, and cancels nothing twice.
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your registration is cancelled",
    );
  }

  /**
   * The person offered a seat follows the link of the offer mail, confirms and
   * takes the seat: the page says so, the confirmation arrives with the .ics,
   * and the course stays fully booked (the seat was held for them, not freed).
   */
  async function claimByMail(page: Page, email: string) {
    const offer = await readMail(
      (m) => m.to.includes(email) && m.subject.startsWith("A seat is free for you"),
    );
    const reference = REFERENCE_IN_TEXT.exec(offer.text)?.[0];
    expect(reference, "the offer quotes the reference").toBeTruthy();
    const link = signedLink(offer, reference!, "claim");
    // A cancel link for the same registration is not a claim link.
    await expect
      .poll(async () => (await page.request.get(link.replace("/claim?", "/cancel?"))).status())
      .toBe(404);

    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim your seat");
    await expect(page.getByText(reference!)).toBeVisible();
    await expect(
      page.getByText("A seat has been released and is held for you until"),
    ).toBeVisible();
    await expectNoSeriousAxeFinding(page, "page");
    // Opening the link took nothing yet: no confirmation is sent.
    await page.waitForTimeout(1000);
    expect(
      (await allMail()).filter(
        (m) => m.to.includes(email) && m.subject.startsWith("Registration received"),
      ),
    ).toEqual([]);

    await page.getByRole("button", { name: "Claim my seat" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The seat is yours");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "The seat is yours" }),
    ).toBeVisible();
    await expectNoSeriousAxeFinding(page, "page");
    const confirmation = await readMail(
      (m) => m.to.includes(email) && m.subject === `Registration received: ${SMALLEST.title}`,
    );
    expect(confirmation.text).toContain(reference!);
    expectCalendarAttachment(confirmation, SMALLEST.slug);
    const html = await (await page.request.get(coursePath(SMALLEST.slug))).text();
    expect(/data-slot="seats-left"[^>]*>([^<]*)</.exec(html)?.[1]).toBe("Fully booked");
    // The link again: still theirs, taken once.
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The seat is yours");
  }

  test("once every seat is taken the page says 'Fully booked' and a registration joins the waiting list, by dialog and by mail", async ({
    page,
  }) => {
    const path = coursePath(SMALLEST.slug);
    const id = await productId(page.request, SMALLEST.slug);
    const token = await formToken(page.request, SMALLEST.slug);
    await page.waitForTimeout(FILL_TIME_MS);

    const heroSeats = async () => {
      const html = await (await page.request.get(path)).text();
      return /data-slot="seats-left"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
    };
    // Fill the course through the action, as many plain form posts would.
    let posted = 0;
    while ((await heroSeats()) !== "Fully booked") {
      expect(posted, "the course fills within its class size").toBeLessThan(SMALLEST.classSize);
      const address = uniqueEmail(`seat-${posted + 1}`);
      if (posted === 0) firstSeatEmail = address;
      if (posted === 1) secondSeatEmail = address;
      const res = await page.request.post(path, {
        form: {
          productType: "masterclass",
          productId: id,
          idempotencyKey: idempotencyKey(),
          mode: "individual",
          name: `Seat Holder ${posted + 1}`,
          email: address,
          phone: "",
          org: "",
          role: "",
          formToken: token,
        },
        maxRedirects: 0,
      });
      // Success without JavaScript is a redirect back to the page (post/redirect/get).
      expect(res.status(), await res.text()).toBeGreaterThanOrEqual(300);
      expect(res.status()).toBeLessThan(400);
      posted += 1;
      if (posted === SMALLEST.classSize - 1) expect(await heroSeats()).toBe("1 seat left");
    }

    waitlistedEmail = uniqueEmail("reg-waitlist");
    await joinWaitingList(page, waitlistedEmail, "Wei Jie Ong");
    // Still full: the waiting list took no seat.
    expect(await heroSeats()).toBe("Fully booked");
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a second person joins the waiting list on a phone", async ({ page }) => {
      secondWaitlistedEmail = uniqueEmail("reg-waitlist-390");
      await joinWaitingList(page, secondWaitlistedEmail, "Nur Izzati Hamid");
    });
  });

  test("the cancel link of a confirmation mail asks first, then cancels, tells the team and offers the seat to the first person waiting", async ({
    page,
  }) => {
    await cancelByMail(page, firstSeatEmail, "Seat Holder 1", waitlistedEmail);
    // Only one seat was freed: the second person waiting is not offered one.
    await page.waitForTimeout(1000);
    expect(
      (await allMail()).filter(
        (m) => m.to.includes(secondWaitlistedEmail) && m.subject.startsWith("A seat is free"),
      ),
    ).toEqual([]);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the person offered the seat follows the mail's link on a phone, confirms and takes it", async ({
      page,
    }) => {
      await claimByMail(page, waitlistedEmail);
    });

    test("a seat holder cancels on a phone, and the next person waiting is offered the seat", async ({
      page,
    }) => {
      await cancelByMail(page, secondSeatEmail, "Seat Holder 2", secondWaitlistedEmail);
    });
  });

  test("the second person offered a seat claims it", async ({ page }) => {
    await claimByMail(page, secondWaitlistedEmail);
  });
});

test("without JavaScript the form is in the page, a refused post keeps the values, and a valid one redirects back with the toast", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(coursePath(NO_JS.slug));
    const link = page.getByRole("link", { name: "Register Now" });
    await expect(link).toHaveAttribute("href", "?register=individual#registration-form");
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`${coursePath(NO_JS.slug)}\\?register=individual#registration-form$`),
    );
    const section = page.locator("#registration-form");
    await expect(
      section.getByRole("heading", { name: `Register for ${NO_JS.title}` }),
    ).toBeVisible();
    const form = page.getByRole("form", { name: `Register for ${NO_JS.title}` });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const f = fields(form);
    await expect(form.getByRole("radio", { name: /Self Payment/ })).toBeChecked();

    // A refused post: a one-letter name, no e-mail, an organization that must be kept.
    await f.name.fill("Z");
    await f.org.fill("Petronas Digital");
    await form.getByRole("button", { name: "Complete Registration" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Valid email is required")).toBeVisible();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveValue("Z");
    await expect(f.org).toHaveValue("Petronas Digital");

    const email = uniqueEmail("reg-nojs");
    await f.name.fill("Zainal Abidin");
    await f.email.fill(email);
    await page.waitForTimeout(FILL_TIME_MS);
    await form.getByRole("button", { name: "Complete Registration" }).click();
    // Post/redirect/get: back on the course page, the flash toast rendered in <noscript>.
    await expect(page).toHaveURL(new RegExp(`${coursePath(NO_JS.slug)}$`));
    const toast = page.getByRole("status").filter({ hasText: "Registration Successful!" });
    await expect(toast).toContainText(SUCCESS_DESCRIPTION);
    await expect(toast).toContainText(REFERENCE);
    const reference = REFERENCE.exec((await toast.textContent()) ?? "")![1]!;
    await expect(page.locator("#registration-form")).toHaveCount(0);

    const mail = await readMail((m) => m.to.includes(email));
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain("Petronas Digital");
  } finally {
    await context.close();
  }
});
