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
const FINANCE = { slug: "ai-for-finance-teams", title: "AI for Finance and Accounting Teams" };
const NO_JS = {
  slug: "excel-power-bi-ai",
  title: "AI-Powered Data Analysis with Excel and Power BI",
};
const SMALLEST = { slug: "ai-ready-leader", title: "The AI-Ready Leader", classSize: 20 };
const PAST = { slug: "microsoft-copilot-productivity" }; // started four days ago
const BOOK = {
  slug: "the-ai-ready-organisation",
  title: "The AI-Ready Organisation: A Playbook for Malaysian Leaders",
};

const SUCCESS_DESCRIPTION =
  "Thank you for your registration. Details have been sent to your email.";
const REFERENCE = /Your reference is (AIHQ-R-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6})\./;
const REFERENCE_IN_TEXT = /AIHQ-R-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}/;
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

async function expectNoSeriousAxeFinding(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
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
      // The signed self-service cancel link of issue 13 item 7.
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

    test("Buy Now on a book opens the order dialog; the order is confirmed and mailed without an .ics", async ({
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
      expect(mail.subject).toBe(`Order received: ${BOOK.title}`);
      expect(mail.text).toContain(reference);
      expect(mail.text).not.toContain(".ics");
      expect(mail.attachments).toEqual([]);
      await readMail((m) => m.to.includes("team@aihq.test") && m.text.includes(reference));
    });
  });
}

test("the next registration is prefilled from the remembered profile, and the browser keeps a list of registrations", async ({
  page,
}) => {
  const email = uniqueEmail("reg-profile");
  const dialog = await openRegisterNow(page, HR);
  await dialog.getByRole("radio", { name: /HRDC Claim/ }).check();
  const f = fields(dialog);
  await f.name.fill("Aisyah Rahman");
  await f.email.fill(email);
  await f.phone.fill("0123456789");
  await f.org.fill("Maybank");
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
      org: "Maybank",
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
  await expect(g.org).toHaveValue("Maybank");
  await expect(g.role).toHaveValue("HR Manager");
  // The mail of the HRDC registration reached the registrant.
  const mail = await readMail((m) => m.to.includes(email));
  expect(mail.text).toContain(reference);
  expect(mail.text).toContain("HRDC");
});

test("the same person registering twice for a course is told they are already registered, with the same reference, and mailed once", async ({
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
  const again = await toastReference(page, "You are already registered");
  expect(again).toBe(reference);
  await expect(second).toBeHidden();

  // Give a second mail every chance to arrive: there must be none.
  await page.waitForTimeout(3000);
  const mails = await allMail();
  expect(mails.filter((m) => m.to.includes(email))).toHaveLength(1);
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
  // Shared by the two tests, in order: the first fills the course and joins its waiting list.
  let firstSeatEmail = "";
  let waitlistedEmail = "";
  test("once every seat is taken the page says 'Fully booked' and a registration joins the waiting list, by dialog and by mail", async ({
    page,
  }) => {
    test.setTimeout(90_000);
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
      const res = await page.request.post(path, {
        form: {
          productType: "masterclass",
          productId: id,
          idempotencyKey: idempotencyKey(),
          mode: "individual",
          name: `Seat Holder ${posted + 1}`,
          email: (() => {
            const address = uniqueEmail(`seat-${posted + 1}`);
            if (posted === 0) firstSeatEmail = address;
            return address;
          })(),
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

    await gotoHydrated(page, path);
    await expect(page.locator('[data-slot="seats-left"]')).toHaveText("Fully booked");
    await expect(page.getByRole("link", { name: "Register Now" })).toHaveCount(0);
    await expect(page.locator("#register")).toContainText("Fully booked.");
    await page.getByRole("link", { name: "Join the Waiting List" }).click();
    const dialog = registrationDialog(page, SMALLEST.title);
    await expect(dialog.getByRole("status")).toContainText("This course is fully booked.");
    const email = uniqueEmail("reg-waitlist");
    waitlistedEmail = email;
    await fields(dialog).name.fill("Wei Jie Ong");
    await fields(dialog).email.fill(email);
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
    // Still full: the waiting list took no seat.
    expect(await heroSeats()).toBe("Fully booked");
  });

  test("the cancel link of a confirmation mail asks first, then cancels, tells the team and offers the seat to the first person waiting", async ({
    page,
  }) => {
    test.skip(!firstSeatEmail || !waitlistedEmail, "needs the full course of the test before");
    const confirmation = await readMail(
      (m) => m.to.includes(firstSeatEmail) && m.subject.startsWith("Registration received"),
    );
    const reference = REFERENCE_IN_TEXT.exec(confirmation.text)?.[0];
    expect(reference, "the confirmation quotes the reference").toBeTruthy();
    const href = new RegExp(
      `href="([^"]*/shop/registrations/${reference}/cancel\\?expires=\\d+&(?:amp;)?sig=[^"]+)"`,
    ).exec(confirmation.html)?.[1];
    expect(href, "the confirmation carries the signed cancel link").toBeTruthy();
    const link = new URL(href!.replaceAll("&amp;", "&"));

    await gotoHydrated(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your registration?");
    await expect(page.getByText(reference!)).toBeVisible();
    await expect(page.getByText(SMALLEST.title)).toBeVisible();
    // Opening the link changed nothing yet.
    await page.waitForTimeout(1000);
    expect((await allMail()).filter((m) => m.to.includes(firstSeatEmail))).toHaveLength(1);

    await page.getByRole("button", { name: "Yes, cancel my registration" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your registration is cancelled",
    );
    await expect(page.getByText("Your registration is cancelled").last()).toBeVisible();

    const team = await readMail(
      // Other tests cancel too: this course's mail, whatever arrives first.
      (m) =>
        m.to.includes("team@aihq.test") &&
        m.subject.startsWith("Registration cancelled") &&
        m.subject.includes(SMALLEST.title),
    );
    expect(team.subject).toContain("Seat Holder 1");
    const mine = await readMail(
      (m) => m.to.includes(firstSeatEmail) && m.subject.startsWith("Registration cancelled"),
    );
    expect(mine.subject).toBe(`Registration cancelled: ${SMALLEST.title}`);
    expect(mine.text).toContain(reference!);
    // The freed seat goes to the first person on the waiting list.
    const offer = await readMail(
      (m) => m.to.includes(waitlistedEmail) && m.subject.startsWith("A seat is free for you"),
    );
    expect(offer.subject).toBe(`A seat is free for you: ${SMALLEST.title}`);

    // The link again: it says the registration is cancelled, and cancels nothing twice.
    await gotoHydrated(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your registration is cancelled",
    );
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
