import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveDatabases, postForm, startLiveServer, type LiveServer } from "./live-server";

/**
 * The bug: a failed insert logged the full SQL parameters, so the
 * visitor's name, phone, e-mail and message ended up in the server's log.
 * Probed on the running server: the contact form's insert is made to fail
 * (a CHECK constraint no row can pass), and the whole log of that
 * submission, request line and error included, must hold none of what was
 * sent, nor the cookie or authorization header that came with it.
 */
const VISITOR = {
  fullName: "Zebulon Quillfeather",
  phone: "+60 19-876 5432",
  email: "zebulon.quill@probe-mail.test",
  message: "Marmalade-7391 kumquat note",
};
const COOKIE_SECRET = "probe-cookie-secret-4471";
const AUTH_SECRET = "probe-auth-secret-8812";
const FRAGMENTS = [
  ...Object.values(VISITOR),
  "Quillfeather",
  "zebulon.quill",
  "probe-mail.test",
  "876 5432",
  "8765432",
  "Marmalade-7391",
  COOKIE_SECRET,
  AUTH_SECRET,
];

/** The contact page's signed render time (the spam guard wants it, and 2 s to pass). */
async function formToken(server: LiveServer): Promise<string> {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const input = /<input[^>]*name="formToken"[^>]*>/.exec(html)?.[0];
  const value = input && /value="([^"]+)"/.exec(input)?.[1];
  if (!value) throw new Error("The contact page has no formToken input");
  return value;
}

/** The log once it matches (pino-http writes its request line when the response has finished). */
async function logsMatching(
  server: LiveServer,
  from: number,
  ...patterns: RegExp[]
): Promise<string> {
  const current = () => server.logs().slice(from);
  for (let i = 0; i < 50 && !patterns.every((pattern) => pattern.test(current())); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return current();
}

for (const target of liveDatabases()) {
  describe(`no personal data in the log of a failing submission (${target})`, () => {
    let server: LiveServer;

    beforeAll(async () => {
      server = await startLiveServer(target);
      // PGlite lets one process in: openDatabase pauses the server, resume starts it again.
      const database = await server.openDatabase();
      try {
        await database.db.execute(
          sql`ALTER TABLE callback_requests ADD CONSTRAINT probe_fail CHECK (false) NOT VALID`,
        );
      } finally {
        await database.close();
      }
      if (!server.databaseUrl) await server.resume();
      // Two cold starts on a fresh data directory (migrations, demo content) and an open of
      // the embedded database: past 120 s once on a machine busy with other test runs.
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("answers the visitor's error and logs the failure without any submitted value", async () => {
      const token = await formToken(server);
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      const before = server.logs().length;
      const response = await postForm(
        server,
        "/contact",
        { ...VISITOR, marketingOptIn: "on", formToken: token },
        { cookie: `aihq_probe=${COOKIE_SECRET}`, authorization: `Bearer ${AUTH_SECRET}` },
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.text()).toContain("Sorry, there was an error submitting your request");

      const requestLine = /"method":"POST","url":"\/contact"/;
      const logs = await logsMatching(
        server,
        before,
        /Callback request could not be stored/,
        requestLine,
      );
      // The failure is logged, with what explains it: the cause's SQLSTATE and constraint.
      const failure = logs
        .split("\n")
        .filter(Boolean)
        .map(
          (line) => JSON.parse(line) as { msg?: string; err?: { type?: string; cause?: unknown } },
        )
        .find((entry) => entry.msg === "Callback request could not be stored");
      expect(failure?.err?.type).toBe("DrizzleQueryError");
      expect(failure?.err?.cause).toMatchObject({ code: "23514", constraint: "probe_fail" });
      // The request line of the same POST is there too, without credentials.
      expect(logs).toMatch(requestLine);

      expect(FRAGMENTS.filter((fragment) => logs.includes(fragment))).toEqual([]);
      // Nor anywhere else in the process's output.
      expect(FRAGMENTS.filter((fragment) => server.logs().includes(fragment))).toEqual([]);
    });
  });
}
