import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizQuestions } from "#app/content/quiz-questions";
import { QUIZ_SUCCESS_TOAST } from "#app/features/quiz/messages";
import { FORBIDDEN_CHARACTERS_MESSAGE } from "#common/text-safety";
import { UNREADABLE_FORM_MESSAGE, UNSUPPORTED_FORM_MESSAGE } from "#app/lib/form-data.server";
import { callbackRequests, quizSubmissions } from "#server/db/schema";
import { liveDatabases, postForm, startLiveServer, type LiveServer } from "./live-server";
import { contactFormToken, errorLogs, HUMAN_FILL_MS, rawExchange, rawRequest } from "./probe";

/**
 * Every input a security probe found answering 500 or 503 now gets a
 * clear 4xx, on the built server and both databases. Afterwards the server
 * has logged no error at all: none of this is a fault of ours.
 */
const SEND_EMAIL_KEY = "bad-input-key-0123456789abcdef0123456789";

const answers = (path: "individual" | "organization") =>
  JSON.stringify(
    Object.fromEntries(
      quizQuestions[path].map((question, i) => [String(i + 1), question.options[0]!.id]),
    ),
  );

const person = {
  fullName: "Aina Binti Kamal",
  phone: "+60 12-345 6789",
  email: "aina@example.my",
  message: "Call me",
};

for (const target of liveDatabases()) {
  describe(`bad input gets a 4xx, never a 5xx (${target})`, () => {
    let server: LiveServer;

    beforeAll(async () => {
      server = await startLiveServer(target, {
        FORM_RATE_LIMIT_PER_HOUR: "100000",
        VERIFY_RATE_LIMIT_PER_MINUTE: "100000",
        SEND_EMAIL_API_KEY: SEND_EMAIL_KEY,
      });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("a missing hashed asset is a 404 with a short body, with or without a precompressed variant asked for", async () => {
      for (const encoding of [undefined, "br, gzip", "gzip"]) {
        const response = await rawRequest(
          server,
          "GET",
          "/assets/nope-123.js",
          encoding ? { "accept-encoding": encoding } : {},
        );
        expect(response.status).toBe(404);
        expect(response.body).toBe("Not Found");
        expect(response.headers["cache-control"]).toBe("no-store");
      }
      expect((await rawRequest(server, "HEAD", "/assets/nope-123.css")).status).toBe(404);
      expect((await rawRequest(server, "GET", "/assets/deeper/nope.js")).status).toBe(404);
      // A file that exists is still served, precompressed and immutable.
      const asset = fs.readdirSync("build/client/assets").find((name) => name.endsWith(".js"))!;
      const found = await rawRequest(server, "GET", `/assets/${asset}`, {
        "accept-encoding": "br",
      });
      expect(found.status).toBe(200);
      expect(found.headers["content-encoding"]).toBe("br");
      expect(found.headers["cache-control"]).toContain("immutable");
    });

    it("TRACE, PUT, DELETE, PATCH and other methods: 405 with Allow; ones Node does not know: 400", async () => {
      for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND", "PURGE", "SEARCH"]) {
        for (const path of ["/", "/contact", "/api/quiz", "/shop/masterclasses"]) {
          const response = await rawRequest(server, method, path);
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
        }
      }
      // Node's HTTP parser refuses methods outside its table before any code of ours runs.
      for (const method of ["TRACK", "BREW"]) {
        expect((await rawRequest(server, method, "/")).status, method).toBe(400);
      }
      const connect = await rawExchange(
        server,
        "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
      );
      expect(connect).toMatch(/^HTTP\/1\.1 405 /);
      expect(connect).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/);
      const options = await rawRequest(server, "OPTIONS", "/contact");
      expect(options.status).toBe(204);
      expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(options.headers["access-control-allow-origin"]).toBeUndefined();
    });

    it("an absolute-form target, '*' and a Host no URL can hold: 400", async () => {
      for (const requestTarget of [
        "http://evil.example/",
        "https://evil.example/contact",
        "*",
        "evil.example:80",
      ]) {
        const response = await rawRequest(server, "GET", requestTarget);
        expect(response.status, requestTarget).toBe(400);
      }
      const star = await rawExchange(server, "GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      expect(star).toMatch(/^HTTP\/1\.1 400 /);
      const badHost = await rawExchange(server, "GET / HTTP/1.1\r\nHost: a b<c\r\n\r\n");
      expect(badHost).toMatch(/^HTTP\/1\.1 400 /);
    });

    it("a NUL or another character no slug holds is a 404 for masterclasses, books and posts, .data included", async () => {
      for (const section of ["/shop/masterclasses", "/shop/books", "/blog"]) {
        for (const slug of ["%00", "a%00b", "%01", "%EF%BF%BF", "%C2%85", "%7F"]) {
          for (const suffix of ["", ".data"]) {
            const response = await rawRequest(server, "GET", `${section}/${slug}${suffix}`);
            expect(response.status, `${section}/${slug}${suffix}`).toBe(404);
          }
        }
        // Well-formed but not a slug: the route's own not-found page, without a database look-up.
        for (const slug of ["Not-A-Slug", "a%20b", "x".repeat(300), "%E2%80%8B"]) {
          const page = await rawRequest(server, "GET", `${section}/${slug}`);
          expect(page.status, `${section}/${slug}`).toBe(404);
          expect(page.headers["content-type"]).toContain("text/html");
          expect((await rawRequest(server, "GET", `${section}/${slug}.data`)).status).toBe(404);
        }
      }
    });

    it("a path that is not valid percent-encoded UTF-8 is a 400", async () => {
      for (const path of [
        "/shop/masterclasses/%E0",
        "/blog/%ZZ",
        "/%ED%A0%80",
        "/shop/books/%C0%AF.data",
        "/%",
      ]) {
        expect((await rawRequest(server, "GET", path)).status, path).toBe(400);
      }
    });

    it("a certificate ID that no certificate can have is not found (404), and searches with a NUL find nothing", async () => {
      for (const id of [
        "%00",
        "AIHQ%00CERT",
        "%EF%BF%BF",
        "a%0Ab",
        "x".repeat(65),
        "AIHQ%20CERT%200001",
      ]) {
        const page = await rawRequest(server, "GET", `/verify?id=${id}`);
        expect(page.status, id).toBe(404);
        expect(page.body).toContain("Certificate Not Found");
        expect((await rawRequest(server, "GET", `/verify.data?id=${id}`)).status).toBe(404);
      }
      const known = await rawRequest(server, "GET", "/verify?id=AIHQ-CERT-0001");
      expect(known.status).toBe(200);
      expect(known.body).toContain("Certificate Valid");
      for (const path of [
        "/shop/masterclasses?q=%00",
        "/shop/books?q=a%00b",
        "/shop/masterclasses.data?q=%00",
      ]) {
        expect((await rawRequest(server, "GET", path)).status, path).toBe(200);
      }
    });

    describe("form posts must be forms", () => {
      const bodies: Array<[string, Record<string, string>, string, number]> = [
        ["text/plain", { "content-type": "text/plain" }, "fullName=Aina", 415],
        ["JSON", { "content-type": "application/json" }, JSON.stringify(person), 415],
        ["no content type", {}, "fullName=Aina", 415],
        ["XML", { "content-type": "application/xml" }, "<a/>", 415],
        ["multipart without a boundary", { "content-type": "multipart/form-data" }, "--x\r\n", 400],
        [
          "broken multipart",
          { "content-type": "multipart/form-data; boundary=zzz" },
          "garbage, no parts",
          400,
        ],
        [
          "multipart cut off",
          { "content-type": "multipart/form-data; boundary=zzz" },
          '--zzz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAina',
          400,
        ],
      ];
      for (const [name, headers, body, status] of bodies) {
        it(`${name}: ${status} from /contact (document and .data) and /api/quiz`, async () => {
          for (const path of ["/contact", "/contact.data", "/api/quiz"]) {
            const response = await rawRequest(
              server,
              "POST",
              path,
              { origin: server.url, ...headers },
              body,
            );
            expect(response.status, path).toBe(status);
            if (path === "/api/quiz") {
              expect(JSON.parse(response.body)).toBe(
                status === 415 ? UNSUPPORTED_FORM_MESSAGE : UNREADABLE_FORM_MESSAGE,
              );
            }
            if (status === 415 && path === "/api/quiz")
              expect(response.headers["accept-post"]).toContain("multipart/form-data");
          }
        });
      }

      it("the quiz dialog's own post (multipart FormData) and a plain form post still work", async () => {
        const form = new FormData();
        for (const [key, value] of Object.entries({
          path: "individual",
          answers: answers("individual"),
          name: "Quiz Taker",
          email: "quiz@example.my",
          jobRole: "Analyst",
        })) {
          form.append(key, value);
        }
        const quiz = await fetch(`${server.url}/api/quiz`, { method: "POST", body: form });
        expect(quiz.status).toBe(200);
        expect(await quiz.json()).toEqual({
          status: "success",
          toast: { id: expect.any(String), type: "success", title: QUIZ_SUCCESS_TOAST },
        });
        const token = await contactFormToken(server);
        await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
        const contact = await postForm(server, "/contact", {
          ...person,
          fullName: "Plain Form Post",
          formToken: token,
        });
        // Post/redirect/get: stored, then back to the form with the success toast.
        expect(contact.status).toBe(302);
        expect(contact.headers.get("location")).toBe("/contact");
      });
    });

    it("a NUL, a control character or an invisible-only value in a form field is a 400 at the field, values kept, nothing stored", async () => {
      const token = await contactFormToken(server);
      await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
      for (const field of ["fullName", "phone", "email", "message"] as const) {
        const bad = `Bad${field}\u0000Value`;
        const response = await postForm(server, "/contact", {
          ...person,
          [field]: bad,
          formToken: token,
        });
        expect(response.status, field).toBe(400);
        const html = await response.text();
        expect(html).toContain(FORBIDDEN_CHARACTERS_MESSAGE);
        // The visitor's values are back in the form, the other fields' too.
        expect(html).toContain(bad);
        if (field !== "fullName") expect(html).toContain(person.fullName);
      }
      const invisible = await postForm(server, "/contact", {
        ...person,
        fullName: "\u200b\u200b",
        formToken: token,
      });
      expect(invisible.status).toBe(400);
      expect(await invisible.text()).toContain("Please enter your full name");
      const bell = await postForm(server, "/contact", {
        ...person,
        fullName: "Aina\u0007",
        formToken: token,
      });
      expect(bell.status).toBe(400);

      for (const field of ["name", "email", "organization", "jobRole"] as const) {
        const quiz = await postForm(server, "/api/quiz", {
          path: "organization",
          answers: answers("organization"),
          name: "Quiz NUL",
          email: "quiz-nul@example.my",
          organization: "Maju Sdn Bhd",
          jobRole: "HR",
          [field]: "a\u0000b",
        });
        expect(quiz.status, field).toBe(400);
        // The one result shape: the message at the field, and the values as sent.
        const body = (await quiz.json()) as {
          fieldErrors: Record<string, string>;
          values: Record<string, string>;
        };
        expect(body).toMatchObject({ status: "invalid", values: { [field]: "a\u0000b" } });
        expect(body.fieldErrors).toEqual({ [field]: FORBIDDEN_CHARACTERS_MESSAGE });
      }

      const database = await server.openDatabase();
      try {
        const callbacks = await database.db
          .select({ fullName: callbackRequests.fullName })
          .from(callbackRequests);
        expect(
          callbacks.map((row) => row.fullName).filter((name) => name !== "Plain Form Post"),
        ).toEqual([]);
        const quizzes = await database.db
          .select({ name: quizSubmissions.name })
          .from(quizSubmissions);
        expect(quizzes.map((row) => row.name)).not.toContain("Quiz NUL");
      } finally {
        await database.close();
        if (!server.databaseUrl) await server.resume();
      }
    });

    it("send-email: a lone surrogate in the JSON is a 400", async () => {
      const body = `{"formType":"contact_callback","formData":{"fullName":"\\ud800","phone":"+60 12-345 6789","email":"a@example.my"}}`;
      const response = await rawRequest(
        server,
        "POST",
        "/functions/v1/send-email",
        { "content-type": "application/json", authorization: `Bearer ${SEND_EMAIL_KEY}` },
        body,
      );
      expect(response.status).toBe(400);
    });

    it("logged no error: none of the above was a fault of ours", () => {
      expect(errorLogs(server).map((line) => line.msg)).toEqual([]);
    });
  });
}
