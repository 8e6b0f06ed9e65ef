import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { expectFits } from "./support/layout-fit";
import { readMail, uniqueEmail } from "./support/mail";

// Every back-office screen, with data on it, at desktop and phone width: axe finds nothing
// serious or critical, and on a phone nothing scrolls sideways and the side navigation opens
// as a menu. Books, grants and NTW programs are scanned in backoffice-catalogue.spec.ts.

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password",
};
// scrypt at N=2^17 on a busy machine.
const SIGN_IN_TIMEOUT = 20_000;
/** The spam guard doubts a form sent less than two seconds after it was rendered. */
const FILL_TIME_MS = 2100;
const SHOTS = process.env.E2E_SHOTS_DIR;
const expect = baseExpect.configure({ timeout: 10_000 });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;

/** What the screens show, made in beforeAll through the back office and the public forms. */
interface Fixture {
  session: StorageState;
  leadEmail: string;
  leadId: string;
  courseId: string;
  certificateId: string;
  mailId: string;
  invitePath: string;
  postId: string;
}
let fixture: Fixture | undefined;

interface Screen {
  name: string;
  path: (data: Fixture) => string;
  /** The h1 that says the page has its data. */
  heading?: string | RegExp;
  /** Outside the back-office layout (no side navigation). */
  standalone?: boolean;
  /** Opened without the admin's session. */
  anonymous?: boolean;
  /** A part of the page that is not the back office's own markup, left out of the scan. */
  exclude?: string;
  /** A dialog the page opens from its URL, scanned open. */
  dialog?: string;
}

const SCREENS: Screen[] = [
  { name: "dashboard", path: () => "/admin", heading: "Dashboard" },
  { name: "leads list", path: () => "/admin/leads", heading: "Leads" },
  {
    name: "lead detail",
    path: (d) => `/admin/leads/${d.leadId}`,
    heading: /^A11y Lead /,
  },
  { name: "spam folder", path: () => "/admin/leads/spam", heading: "Spam" },
  { name: "registrations list", path: () => "/admin/registrations", heading: "Registrations" },
  { name: "HRDC pipeline", path: () => "/admin/hrdc", heading: "HRDC pipeline" },
  { name: "book orders", path: () => "/admin/book-orders", heading: "Book orders" },
  { name: "invoices and month-end", path: () => "/admin/invoices", heading: "Invoices" },
  {
    name: "invoices needing attention",
    path: () => "/admin/invoices?attention=1",
    heading: "Invoices",
  },
  {
    name: "course attendees",
    path: (d) => `/admin/registrations/${d.courseId}`,
    heading: /^A11y Course /,
  },
  {
    name: "add a registration",
    path: (d) => `/admin/registrations/${d.courseId}/add`,
    heading: "Add a registration",
  },
  {
    name: "attendance sheet",
    path: (d) => `/admin/registrations/${d.courseId}/sheet`,
    heading: /^A11y Course /,
    standalone: true,
  },
  { name: "mail list", path: () => "/admin/mail", heading: "Mail" },
  {
    name: "mail message",
    path: (d) => `/admin/mail/${d.mailId}`,
    heading: /.+/,
    // The message as sent, in a frame sandboxed without scripts: the mail's own markup.
    exclude: 'iframe[title="Rendered message"]',
  },
  { name: "team", path: () => "/admin/team", heading: "Team" },
  {
    name: "invite (set password)",
    path: (d) => d.invitePath,
    heading: "Set your password",
    standalone: true,
    anonymous: true,
  },
  { name: "audit log", path: () => "/admin/audit", heading: "Audit log" },
  {
    name: "personal data (found)",
    path: (d) => `/admin/privacy?email=${encodeURIComponent(d.leadEmail)}`,
    heading: "Personal data",
  },
  { name: "certificates list", path: () => "/admin/certificates", heading: "Certificates" },
  {
    name: "certificate",
    path: (d) => `/admin/certificates/${d.certificateId}`,
    heading: /^AIHQ-/,
  },
  { name: "masterclasses list", path: () => "/admin/masterclasses", heading: "Masterclasses" },
  { name: "masterclass new", path: () => "/admin/masterclasses/new", heading: "New masterclass" },
  {
    name: "masterclass edit",
    path: (d) => `/admin/masterclasses/${d.courseId}`,
    heading: /^A11y Course /,
  },
  { name: "blog posts", path: () => "/admin/blog", heading: "Manage Posts" },
  { name: "blog categories", path: () => "/admin/blog/categories", heading: "Categories" },
  { name: "blog editor (new)", path: () => "/admin/blog/new", heading: "Create New Post" },
  {
    name: "blog editor (edit)",
    path: (d) => `/admin/blog?edit=${d.postId}`,
    dialog: "Edit Post",
  },
];

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A callback from the public contact form; `spam` fills the hidden honeypot first. */
async function requestCallback(page: Page, name: string, address: string, spam = false) {
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Request a callback" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Phone number").fill("+60 12-345 6789");
  await form.getByLabel("Email").fill(address);
  await form.getByLabel("Message (optional)").fill("Copilot training for 40 staff");
  if (spam) {
    await page.evaluate(() => {
      const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
      if (honeypot) honeypot.value = "http://spam.example";
    });
  }
  await page.waitForTimeout(FILL_TIME_MS);
  await form.getByRole("button", { name: "Request a Callback" }).click();
  await expect(form.getByLabel("Full name")).toHaveValue("");
}

/** "YYYY-MM-DDTHH:mm", days from today, as a datetime-local input takes it. */
function localDate(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

/** The last path segment of the first link matching `selector`. */
async function idFromLink(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href).toBeTruthy();
  return new URL(href!, "http://x").pathname.split("/").pop()!;
}

async function makeFixture(browser: Browser, baseURL: string): Promise<Fixture> {
  const stamp = Date.now().toString(36);
  const courseTitle = `A11y Course ${stamp}`;
  const leadName = `A11y Lead ${stamp}`;
  const leadEmail = `a11y.lead.${stamp}@example.my`;

  // The visitor's side: a callback, a suspected spam callback and (below) a registration.
  const visitor = await browser.newContext({ baseURL });
  const shop = await visitor.newPage();
  await requestCallback(shop, leadName, leadEmail);
  await requestCallback(shop, `A11y Spam ${stamp}`, `a11y.spam.${stamp}@example.my`, true);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page);

  // A published course, and a registration for it from the shop.
  await gotoHydrated(page, "/admin/masterclasses/new");
  await page.getByLabel("Title", { exact: true }).fill(courseTitle);
  await page.getByLabel("Starts (Malaysia time)").fill(localDate(30, 9));
  await page.getByLabel("Price (MYR)").fill("899");
  await page.getByLabel("Class size (participants)").fill("12");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("heading", { name: courseTitle, level: 1 })).toBeVisible();
  const courseId = new URL(page.url()).pathname.split("/").pop()!;

  await gotoHydrated(shop, `/shop/masterclasses/${courseTitle.toLowerCase().replaceAll(" ", "-")}`);
  await shop.getByRole("link", { name: "Register Now" }).first().click();
  const dialog = shop.getByRole("dialog", { name: `Register for ${courseTitle}` });
  await dialog.getByLabel("Full Name *", { exact: true }).fill(`A11y Attendee ${stamp}`);
  await dialog.getByLabel("Email *", { exact: true }).fill(uniqueEmail("a11y"));
  await shop.waitForTimeout(FILL_TIME_MS);
  await dialog.getByRole("button", { name: "Complete Registration" }).click();
  await expect(shop.getByText("Registration Successful!")).toBeVisible({ timeout: 15_000 });
  await visitor.close();

  // A certificate issued by hand.
  await gotoHydrated(page, "/admin/certificates");
  await page.getByText("Issue certificate").click();
  const issue = page.getByRole("form", { name: "Issue certificate" });
  await issue.getByLabel("Holder name").fill(`A11y Holder ${stamp}`);
  await issue.getByLabel("E-mail").fill(`a11y.holder.${stamp}@example.my`);
  await issue.getByLabel("Program", { exact: true }).fill("Data Storytelling with AI");
  await issue.getByRole("button", { name: "Issue and mail certificate" }).click();
  await expect(page).toHaveURL(/\/admin\/certificates\/AIHQ-[A-Z2-9]{10}$/);
  const certificateId = new URL(page.url()).pathname.split("/").pop()!;

  // An invitation; its one-time link stays unused, so the set-password page can be scanned.
  const invitee = `a11y.editor.${stamp}@aihq.test`;
  await gotoHydrated(page, "/admin/team");
  await page.getByLabel("E-mail", { exact: true }).fill(invitee);
  await page.getByLabel("Name", { exact: true }).fill("A11y Editor");
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  const mail = await readMail((m) => m.to.includes(invitee));
  const link = /http:\/\/[^\s"<>]+\/admin\/invite\/[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const inviteURL = new URL(link!.replaceAll("&amp;", "&"));

  await gotoHydrated(page, `/admin/leads?q=${stamp}`);
  const leadId = await idFromLink(page, `a:text("${leadName}")`);
  await gotoHydrated(page, "/admin/mail");
  const mailId = await idFromLink(page, 'a[href^="/admin/mail/"]:not([href$="/dev"])');
  await gotoHydrated(page, "/admin/blog");
  const postId = new URL(
    (await page
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href"))!,
    "http://x",
  ).searchParams.get("edit")!;

  const session = await context.storageState();
  await context.close();
  return {
    session,
    leadEmail,
    leadId,
    courseId,
    certificateId,
    mailId,
    invitePath: inviteURL.pathname + inviteURL.search,
    postId,
  };
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

// One shared data set; the screens are only read, so one worker at a time is enough.
test.describe.configure({ mode: "serial", timeout: 60_000 });

test.describe("back office: accessibility and phone width", () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    fixture = await makeFixture(browser, String(testInfo.project.use.baseURL));
  });

  for (const viewport of VIEWPORTS) {
    for (const screen of SCREENS) {
      test(`${screen.name} at ${viewport.width} px`, async ({ browser, baseURL }) => {
        const data = fixture!;
        const context = await browser.newContext({
          baseURL,
          viewport,
          storageState: screen.anonymous ? undefined : data.session,
        });
        const page = await context.newPage();
        const response = await gotoHydrated(page, screen.path(data));
        expect(response?.status()).toBe(200);
        // An open dialog hides the page behind it from assistive technology, its h1 too.
        await expect(
          screen.dialog
            ? page.getByRole("dialog", { name: screen.dialog })
            : page.getByRole("heading", { level: 1, name: screen.heading }),
        ).toBeVisible();
        if (SHOTS) {
          fs.mkdirSync(SHOTS, { recursive: true });
          const file = `${screen.name.replace(/\W+/g, "-")}-${viewport.width}.png`;
          await page.screenshot({ path: path.join(SHOTS, file), fullPage: true });
        }

        expect(await seriousViolations(page, screen.exclude)).toEqual([]);
        // Every screen fits its width: nothing scrolls sideways, every control is whole and
        // none is drawn over another.
        await expectFits(page, screen.name, { controls: !screen.dialog });

        if (viewport.width < 768) {
          if (!screen.standalone && !screen.dialog) {
            await expect(page.locator("aside")).toBeHidden();
            await page.getByRole("button", { name: "Open menu" }).click();
            const menu = page.getByRole("dialog", { name: "Back office" });
            await expect(menu).toBeVisible();
            await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
            expect(await seriousViolations(page, screen.exclude)).toEqual([]);
            await menu.getByRole("button", { name: "Close menu" }).click();
            await expect(menu).toBeHidden();
          }
        }
        await context.close();
      });
    }
  }
});
