import crypto from "node:crypto";
import zlib from "node:zlib";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizQuestions } from "#app/content/quiz-questions";
import { books, grants, masterclasses, ntwPrograms } from "#server/db/schema";
import { linkSignature } from "#server/security/signed-link";
import {
  LIVE_ADMIN,
  liveDatabases,
  postForm,
  startLiveServer,
  type LiveServer,
} from "./live-server";
import { DRAIN_LIMIT_BYTES } from "#server/http/body-limit";
import { errorLogs, rawExchange, rawRequest } from "./probe";

/**
 * On the built server: what a shared cache may keep, what the
 * log may hold, how deep a JSON body may nest, how a client's mistake is
 * logged, when to come back after a 429, and which brochures are accepted
 * and how they are served.
 */
const SECRET = "http-hygiene-secret-0123456789abcdef012345";
const API_KEY = "hygiene-key-0123456789abcdef0123456789";
const PRIVATE = "private, no-store";

/** A fresh client address per use (TRUST_PROXY is on): each form's limit starts empty. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

const get = (server: LiveServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });

/** The hidden inputs of a page's form (token, ids, idempotency key). */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[input[1]!] = input[2]!.replace(/&amp;/g, "&");
  }
  return fields;
}

/** The toast a redirect carries, decoded from its signed cookie (createCookie's base64 JSON, URL-encoded). */
function toastOf(response: Response): { title: string; description?: string } | null {
  const cookie = response.headers.get("set-cookie") ?? "";
  const payload = /aihq_toast=([^.;]+)\./.exec(cookie)?.[1];
  if (!payload) return null;
  return JSON.parse(Buffer.from(decodeURIComponent(payload), "base64").toString("utf8")) as {
    title: string;
    description?: string;
  };
}

function registrationLink(reference: string, intent: "cancel" | "claim"): string {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const sig = linkSignature([SECRET], `registration-${intent}`, [reference], expires);
  return `/shop/registrations/${reference}/${intent}?expires=${expires}&sig=${sig}`;
}

/** The JSON log lines written since `from` (an offset into the output). */
function linesSince(server: LiveServer, from: number): Array<Record<string, unknown>> {
  return server
    .logs()
    .slice(from)
    .split("\n")
    .flatMap((line) => {
      try {
        return line.startsWith("{") ? [JSON.parse(line) as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
}

/** Waits until the log has a line since `from` for which `match` is true (pino-http writes after the response). */
async function logLine(
  server: LiveServer,
  from: number,
  match: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown> | undefined> {
  for (let i = 0; i < 50; i++) {
    const found = linesSince(server, from).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** A minimal well-formed PDF around `body` (objects), with a cross-reference table and trailer. */
function pdf(objects: string[]): Buffer {
  let out = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const CATALOG = "<< /Type /Catalog /Pages 2 0 R >>";
const PAGES = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const PAGE = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";

function flateStream(content: string, extra = ""): string {
  const packed = zlib.deflateSync(Buffer.from(content, "latin1"));
  return `<< /Length ${packed.length} /Filter /FlateDecode${extra} >>\nstream\n${packed.toString("latin1")}\nendstream`;
}

for (const target of liveDatabases()) {
  describe(`HTTP hygiene on the built server (${target})`, () => {
    let server: LiveServer;
    let course: { id: string; slug: string };
    let book: { slug: string };
    let programId: string;
    let grantId: string;
    let draftCourseId: string;
    let archivedCourseId: string;
    let publishedBrochureCourseId: string;

    beforeAll(async () => {
      server = await startLiveServer(target, {
        SESSION_SECRET: SECRET,
        SEND_EMAIL_API_KEY: API_KEY,
        TRUST_PROXY: "true",
        FORM_RATE_LIMIT_PER_HOUR: "1",
        VERIFY_RATE_LIMIT_PER_MINUTE: "1",
      });
      const database = await server.openDatabase();
      try {
        const db = database.db;
        const courses = await db
          .select({
            id: masterclasses.id,
            slug: masterclasses.slug,
            brochure: masterclasses.brochure,
            date: masterclasses.date,
          })
          .from(masterclasses)
          .where(eq(masterclasses.status, "published"));
        const withBrochure = courses.filter((c) => c.brochure?.startsWith("brochures/"));
        if (withBrochure.length < 3) throw new Error("The demo has too few brochures");
        draftCourseId = withBrochure[0]!.id;
        archivedCourseId = withBrochure[1]!.id;
        publishedBrochureCourseId = withBrochure[2]!.id;
        await db
          .update(masterclasses)
          .set({ status: "draft" })
          .where(eq(masterclasses.id, draftCourseId));
        await db
          .update(masterclasses)
          .set({ status: "archived" })
          .where(eq(masterclasses.id, archivedCourseId));
        // An e-book: the order needs no delivery address.
        const [firstBook] = await db
          .select({ slug: books.slug })
          .from(books)
          .where(eq(books.format, "ebook"))
          .limit(1);
        book = firstBook!;
        const [program] = await db.select({ id: ntwPrograms.id }).from(ntwPrograms).limit(1);
        programId = program!.id;
        const [grant] = await db
          .select({ id: grants.id })
          .from(grants)
          .where(isNotNull(grants.brochure))
          .limit(1);
        grantId = grant!.id;
      } finally {
        await database.close();
      }
      if (!server.databaseUrl) await server.resume();
      // A course that still takes registrations, found through its in-page form.
      const list = await (await get(server, "/shop/masterclasses")).text();
      for (const match of list.matchAll(/href="\/shop\/masterclasses\/([a-z0-9-]+)"/g)) {
        const html = await (
          await get(server, `/shop/masterclasses/${match[1]}?register=individual`)
        ).text();
        const fields = hiddenFields(html);
        if (fields.idempotencyKey && fields.productId) {
          course = { id: fields.productId, slug: match[1]! };
          break;
        }
      }
      if (!course) throw new Error("No course takes registrations");
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
    });

    /** Posts the course's in-page registration form from `address`. */
    async function register(address: string, values: Record<string, string>) {
      const path = `/shop/masterclasses/${course.slug}?register=individual`;
      const fields = hiddenFields(await (await get(server, path)).text());
      // As a person would: sooner than the form guard's minimum is held for review, no seat.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      return postForm(
        server,
        path,
        { ...fields, mode: "individual", ...values },
        { "x-forwarded-for": address },
      );
    }

    describe("Cache-Control: private, no-store on whatever is personal or a flash", () => {
      let reference: string;

      it("a page with an in-page form (?register=, it carries an idempotency key)", async () => {
        const page = await get(server, `/shop/masterclasses/${course.slug}?register=individual`);
        expect(page.status).toBe(200);
        expect(page.headers.get("cache-control")).toBe(PRIVATE);
        expect(page.headers.get("x-page-cache")).toBe("bypass");
        const data = await get(
          server,
          `/shop/masterclasses/${course.slug}.data?register=individual`,
        );
        expect(data.headers.get("cache-control")).toBe(PRIVATE);
      });

      it("a 400 that renders the visitor's values again", async () => {
        const refused = await register(nextAddress(), {
          name: "Visible Visitor",
          email: "not-an-address",
        });
        expect(refused.status).toBe(400);
        expect(await refused.text()).toContain("Visible Visitor");
        expect(refused.headers.get("cache-control")).toBe(PRIVATE);
      });

      it("the redirect that sets a toast, and the page that shows it", async () => {
        const posted = await register(nextAddress(), {
          name: "Toast Reader",
          email: `toast-${crypto.randomBytes(4).toString("hex")}@example.com`,
        });
        expect(posted.status).toBe(302);
        const toast = toastOf(posted);
        expect(toast).not.toBeNull();
        expect(posted.headers.get("cache-control")).toBe(PRIVATE);
        reference = /AIHQ-R-[A-Z0-9]+/.exec(toast?.description ?? "")?.[0] ?? "";
        expect(reference).not.toBe("");

        const cookie = /aihq_toast=[^;]+/.exec(posted.headers.get("set-cookie") ?? "")![0];
        // The page the redirect leads to shows it: for this visitor alone, never a cache's.
        const shown = await get(server, posted.headers.get("location")!, { cookie });
        expect(shown.status).toBe(200);
        expect(await shown.text()).toContain(toast!.title);
        expect(shown.headers.get("cache-control")).toBe(PRIVATE);
        expect(shown.headers.get("x-page-cache")).toBe("bypass");
        // A cacheable page with the toast: the same, and the page cache keeps nothing of it.
        const list = await get(server, "/shop/masterclasses", { cookie });
        expect(list.headers.get("cache-control")).toBe(PRIVATE);
        expect(await list.text()).toContain(toast!.title);
        for (let i = 0; i < 2; i++) {
          const plain = await get(server, "/shop/masterclasses");
          expect(plain.headers.get("cache-control")).not.toMatch(/private/);
          expect(await plain.text()).not.toContain(toast!.title);
        }
      });

      it("the cancel and claim pages, and the cancel's redirect", async () => {
        expect(reference).toMatch(/^AIHQ-R-/);
        for (const intent of ["cancel", "claim"] as const) {
          const page = await get(server, registrationLink(reference, intent));
          expect(page.status, intent).toBeLessThan(500);
          expect(page.headers.get("cache-control"), intent).toBe(PRIVATE);
        }
        const cancelled = await postForm(server, registrationLink(reference, "cancel"), {});
        expect(cancelled.status).toBe(302);
        expect(cancelled.headers.get("cache-control")).toBe(PRIVATE);
      });
    });

    describe("private pages", () => {
      it("send one Referrer-Policy each, and are never indexed", async () => {
        const expires = Math.floor(Date.now() / 1000) + 3600;
        const signed = `expires=${expires}&sig=${"x".repeat(43)}`;
        const token = crypto.randomBytes(24).toString("base64url");
        const pages: Array<[string, string]> = [
          [`/tickets/${token}`, "no-referrer"],
          [`/admin/invite/${crypto.randomUUID()}?${signed}`, "no-referrer"],
          [`/feedback/AIHQ-R-ZZZZZZ.${expires}.${"x".repeat(43)}`, "no-referrer"],
          [`/shop/payments/AIHQ-R-ZZZZZZ?${signed}`, "strict-origin-when-cross-origin"],
          [`/shop/payments/AIHQ-R-ZZZZZZ/done?${signed}`, "strict-origin-when-cross-origin"],
          [registrationLink("AIHQ-R-ZZZZZZ", "cancel"), "strict-origin-when-cross-origin"],
          ["/admin/login", "strict-origin-when-cross-origin"],
        ];
        for (const [path, policy] of pages) {
          const page = await get(server, path);
          // Two headers would read as "strict-origin-when-cross-origin, no-referrer".
          expect(page.headers.get("referrer-policy"), path).toBe(policy);
          expect(page.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        }
        const open = await get(server, `/shop/masterclasses/${course.slug}`);
        expect(open.headers.get("x-robots-tag")).toBeNull();
        expect(open.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      });
    });

    describe("no secrets in the log", () => {
      it("blanks signed links' sig and expires, and every credential-like header", async () => {
        const reference = "AIHQ-R-ZZZZZZ";
        const link = registrationLink(reference, "cancel");
        const sig = new URL(link, server.url).searchParams.get("sig")!;
        const expires = new URL(link, server.url).searchParams.get("expires")!;
        const brochure = (await (
          await get(server, `/api/brochures/masterclass/${publishedBrochureCourseId}`, {
            accept: "application/json",
          })
        ).json()) as { url: string };
        const brochureSig = new URL(brochure.url, server.url).searchParams.get("sig")!;
        const secrets: Record<string, string> = {
          apikey: "hdr-apikey-5521",
          "x-api-key": "hdr-x-api-key-5522",
          authorization: "Bearer hdr-authorization-5523",
          "proxy-authorization": "Basic hdr-proxy-5524",
          cookie: "aihq_probe=hdr-cookie-5525",
          "x-auth-token": "hdr-token-5526",
          "x-client-secret": "hdr-secret-5527",
          "x-signing-key": "hdr-key-5528",
        };
        const from = server.logs().length;
        await get(server, link, secrets);
        await get(server, brochure.url, secrets);
        await get(server, `/files/brochures/nope.pdf?expires=${expires}&sig=${sig}`, secrets);
        // A response that sets a cookie: its value stays out of the request line too.
        const toasted = await postForm(server, registrationLink(reference, "cancel"), {}, secrets);
        const setCookie = /aihq_toast=([^;]+)/.exec(toasted.headers.get("set-cookie") ?? "")?.[1];
        const line = await logLine(
          server,
          from,
          (entry) =>
            typeof entry.req === "object" &&
            (entry.req as { method?: string }).method === "POST" &&
            String((entry.req as { url?: string }).url).startsWith("/shop/registrations/"),
        );
        expect(line).toBeDefined();
        const logs = server.logs().slice(from);
        const leaked = [sig, expires, brochureSig, ...Object.values(secrets)].filter((secret) =>
          logs.includes(secret),
        );
        if (setCookie) expect(logs).not.toContain(setCookie);
        expect(leaked).toEqual([]);
        // The headers are there, blanked: the log still says what came.
        const headers = (line!.req as { headers: Record<string, unknown> }).headers;
        expect(headers["x-api-key"]).toBe("[redacted]");
        expect(headers["x-auth-token"]).toBe("[redacted]");
        expect((line!.req as { url: string }).url).toMatch(/sig=%5Bredacted%5D/);
      });

      it("blanks a redirect's signed Location, a ticket's token and a feedback link's signature", async () => {
        const from = server.logs().length;
        const redirected = await get(
          server,
          `/api/brochures/masterclass/${publishedBrochureCourseId}`,
        );
        expect(redirected.status).toBe(303);
        const location = new URL(redirected.headers.get("location")!, server.url);
        const ticket = crypto.randomBytes(24).toString("base64url");
        const expires = Math.floor(Date.now() / 1000) + 3600;
        const feedbackSig = linkSignature([SECRET], "course-feedback", ["AIHQ-R-ZZZZZZ"], expires);
        const referer = `${server.url}/tickets/${ticket}`;
        await get(server, `/tickets/${ticket}`);
        await get(server, `/feedback/AIHQ-R-ZZZZZZ.${expires}.${feedbackSig}`, { referer });
        const line = await logLine(server, from, (entry) =>
          String((entry.req as { url?: string } | undefined)?.url).startsWith("/feedback/"),
        );
        expect(line).toBeDefined();
        const logs = server.logs().slice(from);
        const secrets = [location.searchParams.get("sig")!, ticket, feedbackSig];
        expect(secrets.filter((secret) => logs.includes(secret))).toEqual([]);
        // The lines still say which page was asked for.
        expect((line!.req as { url: string }).url).toBe("/feedback/[redacted]");
        expect(logs).toContain("/tickets/[redacted]");
      });
    });

    describe("JSON nesting depth", () => {
      const send = (body: string) =>
        fetch(`${server.url}/functions/v1/send-email`, {
          method: "POST",
          headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
          body,
        });

      it("answers 400 to 20,000 nested arrays or 10,000 nested objects, not 503", async () => {
        const arrays = `{"formType":"callback","formData":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
        const objects = `{"formType":"callback","formData":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`;
        for (const body of [arrays, objects]) {
          const response = await send(body);
          expect(response.status).toBe(400);
          expect(await response.json()).toMatchObject({ ok: false, error: "too_deeply_nested" });
        }
        // Brackets inside strings are text, not nesting.
        const text = await send(
          JSON.stringify({ formType: "callback", formData: { fullName: "[".repeat(5000) } }),
        );
        expect(text.status).toBe(400);
        expect(await text.json()).toMatchObject({ error: "invalid_form_data" });
        expect(errorLogs(server)).toEqual([]);
      });
    });

    describe("an oversized body", () => {
      it("is read to its end and refused with 413, even from a client that closes the connection", async () => {
        // agent:false sends `Connection: close`: an answer sent before the body is read would
        // close the socket while the client still writes, and it would see EPIPE, not the 413.
        // 6 MB, more than the socket buffers take at once, under the 8 MB read to the end.
        const body = Buffer.from(`fullName=${"%C3%A9".repeat(1_000_000)}`);
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            rawRequest(
              server,
              "POST",
              "/api/quiz",
              {
                "content-type": "application/x-www-form-urlencoded",
                "x-forwarded-for": nextAddress(),
              },
              body,
            ),
          ),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(413);
          expect(answer.body).toBe("Request body too large");
        }
      });

      it("declared far beyond the limit is refused at once, without waiting for the bytes", async () => {
        const head = await rawExchange(
          server,
          [
            "POST /contact HTTP/1.1",
            "Host: localhost",
            "Content-Type: application/x-www-form-urlencoded",
            `Content-Length: ${DRAIN_LIMIT_BYTES + 1}`,
            "",
            "",
          ].join("\r\n"),
        );
        expect(head).toMatch(/^HTTP\/1\.1 413 /);
        expect(head.toLowerCase()).toContain("connection: close");
      });
    });

    describe("a client's mistake is logged at info, with its status", () => {
      it("a cross-origin form post", async () => {
        const from = server.logs().length;
        const response = await fetch(`${server.url}/contact`, {
          method: "POST",
          headers: {
            origin: "https://elsewhere.example",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "fullName=x",
        });
        expect(response.status).toBe(400);
        const line = await logLine(
          server,
          from,
          (entry) =>
            (entry.req as { url?: string } | undefined)?.url === "/contact" &&
            (entry.res as { statusCode?: number } | undefined)?.statusCode === 400,
        );
        expect(line?.level).toBe(30);
        const logs = server.logs().slice(from);
        expect(logs).not.toContain("Unhandled error in a loader or action");
        expect(logs).not.toMatch(/"level":(50|60)/);
        expect(logs).toMatch(/"level":30,[^\n]*"status":400[^\n]*cross-origin/i);
      });

      it("a Range that cannot be satisfied", async () => {
        const { url } = (await (
          await get(server, `/api/brochures/masterclass/${publishedBrochureCourseId}`, {
            accept: "application/json",
          })
        ).json()) as { url: string };
        const from = server.logs().length;
        const response = await get(server, url, { range: "bytes=99999999-" });
        expect(response.status).toBe(416);
        const line = await logLine(
          server,
          from,
          (entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === 416,
        );
        expect(line?.level).toBe(30);
        const logs = server.logs().slice(from);
        expect(logs).not.toMatch(/"level":(50|60)/);
        expect(errorLogs(server)).toEqual([]);
      });
    });

    describe("every 429 says when to come back", () => {
      const hourNow = () => Math.floor(Date.now() / 3_600_000);
      /**
       * Sends once (allowed), then again: over the limit of one an hour. The limit's
       * windows are whole clock hours, so when the hour turned between the two sends the
       * second opened a new window; then the third is the one over the limit.
       */
      async function overTheLimit(send: () => Promise<Response>, what: string) {
        const hourBefore = hourNow();
        expect((await send()).status, `${what}, first`).toBeLessThan(400);
        const second = await send();
        if (second.status < 400 && hourNow() !== hourBefore) return send();
        return second;
      }
      /** Posts twice from one fresh address (see overTheLimit). */
      async function twice(path: string, fields: Record<string, string>) {
        const address = nextAddress();
        return overTheLimit(
          () => postForm(server, path, fields, { "x-forwarded-for": address }),
          path,
        );
      }
      const person = () => ({
        name: "Rate Person",
        email: `rate-${crypto.randomBytes(4).toString("hex")}@example.com`,
      });

      const expectRetryAfter = (response: Response, what: string) => {
        expect(response.status, what).toBe(429);
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter, what).toBeGreaterThan(0);
        expect(response.headers.get("cache-control"), what).toBe(PRIVATE);
      };

      it("masterclass registration and book order", async () => {
        const address = nextAddress();
        expectRetryAfter(
          await overTheLimit(() => register(address, person()), "masterclass registration"),
          "masterclass registration",
        );

        const path = `/shop/books/${book.slug}?register=individual`;
        const fields = hiddenFields(await (await get(server, path)).text());
        expect(fields.idempotencyKey).toBeTruthy();
        const bookAddress = nextAddress();
        const order = (values: Record<string, string>) =>
          postForm(
            server,
            path,
            { ...fields, mode: "individual", ...values },
            { "x-forwarded-for": bookAddress },
          );
        expectRetryAfter(
          await overTheLimit(() => {
            fields.idempotencyKey = crypto.randomBytes(12).toString("base64url");
            return order(person());
          }, "book order"),
          "book order",
        );
      });

      it("the contact, custom training, grant inquiry, NTW, welcome and quiz forms", async () => {
        const email = () => `rate-${crypto.randomBytes(4).toString("hex")}@example.com`;
        expectRetryAfter(
          await twice("/contact", {
            fullName: "Rate Person",
            phone: "+60 12-345 6789",
            email: email(),
          }),
          "contact",
        );
        expectRetryAfter(
          await twice("/shop/masterclasses/custom", {
            orgName: "Rate Sdn Bhd",
            contactName: "Rate Person",
            email: email(),
            phone: "+60 12-345 6789",
            teamSize: "10",
            focusArea: "Generative AI",
            goals: "Our team wants to learn to use AI well.",
          }),
          "custom training",
        );
        expectRetryAfter(
          await twice("/shop/grants", {
            intent: "grant-inquiry",
            grantId,
            name: "Rate Person",
            email: email(),
          }),
          "grant inquiry",
        );
        expectRetryAfter(
          await twice("/shop/ntw", {
            programId,
            name: "Rate Person",
            email: email(),
            role: "Manager",
            org: "Rate Sdn Bhd",
          }),
          "NTW registration",
        );
        expectRetryAfter(
          await twice("/shop?index", { name: "Rate Person", email: email() }),
          "welcome dialog",
        );
        const answers = JSON.stringify(
          Object.fromEntries(
            quizQuestions.individual.map((question, i) => [String(i + 1), question.options[0]!.id]),
          ),
        );
        expectRetryAfter(
          await twice("/api/quiz", {
            path: "individual",
            answers,
            name: "Rate Person",
            email: email(),
            jobRole: "Manager",
          }),
          "quiz",
        );
      });

      it("the certificate look-up", async () => {
        const address = nextAddress();
        const ask = () => get(server, "/verify?id=AIHQ-CERT-0001", { "x-forwarded-for": address });
        expect((await ask()).status).toBeLessThan(400);
        const refused = await ask();
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      });
    });

    describe("brochures", () => {
      let cookie: string;

      beforeAll(async () => {
        const signedIn = await postForm(server, "/admin/login", {
          email: LIVE_ADMIN.email,
          password: LIVE_ADMIN.password,
        });
        expect(signedIn.status).toBe(302);
        cookie = (signedIn.headers.getSetCookie() ?? [])
          .map((line) => line.split(";")[0])
          .join("; ");
      });

      const upload = (body: Buffer) =>
        fetch(`${server.url}/files/brochures`, {
          method: "POST",
          body: new Uint8Array(body),
          headers: { origin: server.url, cookie, "content-type": "application/pdf" },
        });

      it("accepts a plain PDF, compressed content included", async () => {
        const plain = pdf([
          CATALOG,
          PAGES,
          PAGE,
          flateStream("BT /F1 12 Tf 72 720 Td (Hello) Tj ET"),
        ]);
        const response = await upload(plain);
        expect(response.status).toBe(201);
      });

      it("refuses a PDF that carries JavaScript, launches, embeds or is an HTML polyglot", async () => {
        const refusals: Array<[string, Buffer]> = [
          [
            "OpenAction JavaScript",
            pdf([
              "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
              PAGES,
              PAGE,
              "<< /S /JavaScript /JS (app.alert(1)) >>",
            ]),
          ],
          [
            "JavaScript inside a compressed object stream",
            pdf([
              CATALOG,
              PAGES,
              PAGE,
              flateStream(
                "<< /S /JavaScript /JS (app.alert(1)) >>",
                " /Type /ObjStm /N 1 /First 0",
              ),
            ]),
          ],
          [
            "additional actions",
            pdf([CATALOG, PAGES, "<< /Type /Page /Parent 2 0 R /AA << /O 4 0 R >> >>", "<< >>"]),
          ],
          ["launch", pdf([CATALOG, PAGES, PAGE, "<< /S /Launch /F (cmd.exe) >>"])],
          ["embedded file", pdf([CATALOG, PAGES, PAGE, "<< /Type /EmbeddedFile /Length 0 >>"])],
          ["rich media", pdf([CATALOG, PAGES, PAGE, "<< /Type /RichMedia >>"])],
          [
            "name written with #hex escapes",
            pdf([CATALOG, PAGES, PAGE, "<< /S /Java#53cript /J#53 (x) >>"]),
          ],
          [
            "HTML polyglot",
            Buffer.concat([
              pdf([CATALOG, PAGES, PAGE]).subarray(0, 20),
              Buffer.from("<html><script>alert(1)</script></html>\n"),
              pdf([CATALOG, PAGES, PAGE]).subarray(20),
            ]),
          ],
          [
            "SVG after the end",
            Buffer.concat([pdf([CATALOG, PAGES, PAGE]), Buffer.from("<svg onload=alert(1)>")]),
          ],
          ["no cross-reference", Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n")],
          ["not a PDF", Buffer.from("<!doctype html><p>hello</p>")],
        ];
        for (const [what, body] of refusals) {
          const response = await upload(body);
          expect(response.status, what).toBeGreaterThanOrEqual(400);
          expect(response.status, what).toBeLessThan(500);
          const { error } = (await response.json()) as { error: string };
          expect(error, what).toMatch(/PDF/);
        }
      });

      it("serves a brochure sandboxed, inline with a safe name, not sniffed", async () => {
        const answer = await get(
          server,
          `/api/brochures/masterclass/${publishedBrochureCourseId}`,
          {
            accept: "application/json",
          },
        );
        expect(answer.status).toBe(200);
        const { url } = (await answer.json()) as { url: string };
        const file = await get(server, url);
        expect(file.status).toBe(200);
        expect(file.headers.get("content-security-policy")).toBe("sandbox");
        expect(file.headers.get("content-disposition")).toMatch(
          /^inline; filename="[A-Za-z0-9._-]+\.pdf"$/,
        );
        expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      });

      it("refuses (404) the brochure of a draft or archived course", async () => {
        for (const id of [draftCourseId, archivedCourseId]) {
          const answer = await get(server, `/api/brochures/masterclass/${id}`, {
            accept: "application/json",
          });
          expect(answer.status, id).toBe(404);
          const plain = await get(server, `/api/brochures/masterclass/${id}`);
          expect(plain.status, id).toBe(404);
        }
      });
    });
  });
}
