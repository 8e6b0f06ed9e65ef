import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LIVE_ADMIN,
  liveDatabases,
  postForm,
  startLiveServer,
  type LiveServer,
} from "./live-server";

/**
 * The bug: the sign-in limit was checked, then counted, in two steps, so
 * parallel requests all got past it. Probed again on the running server:
 * parallel bursts reach the password check at most five times, one address
 * cannot cycle through e-mails, the lockout lasts 15 minutes from the last
 * allowed failure, and no sign-in answer is cached.
 *
 * TRUST_PROXY=true lets each test speak from its own address (X-Forwarded-For),
 * so the limits of one test do not spill into the next.
 */
const LOGIN = "/admin/login";

interface LogLine {
  msg?: string;
}

/** The password checks the server logged since `from` (a position in its log). */
function passwordChecks(server: LiveServer, from: number): { failed: number; succeeded: number } {
  const lines = server
    .logs()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
  return {
    failed: lines.filter((line) => line.msg === "Admin sign-in failed").length,
    succeeded: lines.filter((line) => line.msg === "Admin signed in").length,
  };
}

function signIn(
  server: LiveServer,
  address: string,
  password: string,
  email: string = LIVE_ADMIN.email,
) {
  return postForm(server, LOGIN, { email, password }, { "x-forwarded-for": address });
}

function count(statuses: number[], status: number): number {
  return statuses.filter((s) => s === status).length;
}

/** Moves the last failures of `address` back `seconds`; PGlite allows one process, so the server pauses meanwhile. */
async function age(server: LiveServer, address: string, seconds: number): Promise<void> {
  const database = await server.openDatabase();
  try {
    await database.db.execute(sql`
      update login_throttle set last_failure_at = last_failure_at - ${seconds}::int * interval '1 second'
      where key = ${address} or key like ${`${address}|%`}
    `);
  } finally {
    await database.close();
    if (!server.databaseUrl) await server.resume();
  }
}

for (const target of liveDatabases()) {
  describe(`the sign-in limit holds under parallel requests (${target})`, () => {
    let server: LiveServer;

    beforeAll(async () => {
      server = await startLiveServer(target, { TRUST_PROXY: "true" });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("30 parallel wrong passwords for one e-mail: at most 5 checked (401), the rest refused (429); then locked after exactly 5", async () => {
      const from = server.logs().length;
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn(server, "198.51.100.10", `wrong password ${i}`),
        ),
      );
      const statuses = responses.map((r) => r.status);
      // On a loaded machine a check may wait past its hashing slot's limit: it is refused
      // (429, "busy") and its attempt given back, so fewer than five may be checked here.
      const checked = count(statuses, 401);
      expect(checked).toBeGreaterThanOrEqual(1);
      expect(checked).toBeLessThanOrEqual(5);
      expect(count(statuses, 429)).toBe(30 - checked);
      const locked = responses.filter((r) => r.status === 429);
      let lockedAnswers = 0;
      for (const response of locked) {
        const text = await response.text();
        if (!text.includes("Too many failed sign-in attempts")) continue;
        lockedAnswers += 1;
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(text).toContain("Too many failed sign-in attempts. Try again in 15 minutes.");
      }
      if (checked === 5) expect(lockedAnswers).toBe(25);
      expect(passwordChecks(server, from)).toEqual({ failed: checked, succeeded: 0 });

      // One at a time, the attempts given back are taken: exactly five wrong passwords in all.
      for (let i = checked; i < 5; i++) {
        expect((await signIn(server, "198.51.100.10", `wrong again ${i}`)).status).toBe(401);
      }
      const after = await signIn(server, "198.51.100.10", "one more wrong password");
      expect(after.status).toBe(429);
      expect(await after.text()).toContain(
        "Too many failed sign-in attempts. Try again in 15 minutes.",
      );
      expect(passwordChecks(server, from)).toEqual({ failed: 5, succeeded: 0 });
    });

    it("40 parallel, 39 wrong and the right one: never more than 5 wrong passwords checked", async () => {
      const from = server.logs().length;
      const right = 17;
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signIn(
            server,
            "198.51.100.11",
            i === right ? LIVE_ADMIN.password : `wrong password ${i}`,
          ),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.every((s) => s === 401 || s === 429 || s === 302)).toBe(true);
      expect(count(statuses, 401)).toBeLessThanOrEqual(5);
      expect(count(statuses, 302)).toBeLessThanOrEqual(1);
      // The right password signs in only if it was among the five checked. A
      // success gives its attempt back (it is not a failure), so if it finished
      // before the last requests arrived, one more wrong guess may take its
      // place: still never more than five wrong passwords checked.
      expect(40 - count(statuses, 429)).toBeLessThanOrEqual(5 + count(statuses, 302));
      const checks = passwordChecks(server, from);
      expect(checks.failed).toBe(count(statuses, 401));
      expect(checks.failed).toBeLessThanOrEqual(5);
      expect(checks.succeeded).toBe(count(statuses, 302));
      // Requests refused while the password hashing was busy (a loaded machine) took no
      // attempt: one at a time, the remaining attempts are taken, and then the pair is
      // locked, the right password too.
      for (let i = checks.failed; i < 5; i++) {
        expect((await signIn(server, "198.51.100.11", `wrong again ${i}`)).status).toBe(401);
      }
      expect((await signIn(server, "198.51.100.11", LIVE_ADMIN.password)).status).toBe(429);
    });

    it("30 different e-mails from one address: 20 checked, then 429 for any e-mail", async () => {
      const from = server.logs().length;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        statuses.push(
          (await signIn(server, "198.51.100.12", "guess", `person${i}@example.net`)).status,
        );
      }
      expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);
      expect(passwordChecks(server, from)).toEqual({ failed: 20, succeeded: 0 });
      expect((await signIn(server, "198.51.100.12", LIVE_ADMIN.password)).status).toBe(429);
      // Another address is not affected.
      expect((await signIn(server, "198.51.100.13", LIVE_ADMIN.password)).status).toBe(302);
      // Thirty-two password hashes one after another: slow on a loaded machine.
    }, 120_000);

    it("the lockout lasts 15 minutes from the last allowed failure (past where the old fixed window ended)", async () => {
      const address = "198.51.100.14";
      for (let i = 0; i < 5; i++)
        expect((await signIn(server, address, `guess ${i}`)).status).toBe(401);
      await age(server, address, 14 * 60);
      const refused = await signIn(server, address, LIVE_ADMIN.password);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.text()).toContain(
        "Too many failed sign-in attempts. Try again in 1 minute.",
      );
      await age(server, address, 61);
      expect((await signIn(server, address, LIVE_ADMIN.password)).status).toBe(302);
    }, 120_000);

    it("no sign-in answer is cached: the page, 400, 401, 429 and the redirect", async () => {
      const address = "198.51.100.15";
      const page = await fetch(`${server.url}${LOGIN}`);
      expect(page.status).toBe(200);
      const answers = [
        page,
        await signIn(server, address, "", "not an e-mail"),
        await signIn(server, address, "wrong"),
        await signIn(server, address, LIVE_ADMIN.password),
        await signIn(server, "198.51.100.10", LIVE_ADMIN.password),
      ];
      expect(answers.map((r) => r.status)).toEqual([200, 400, 401, 302, 429]);
      // And the same answers as the page's own script fetches them (single fetch, `.data`).
      const viaScript = (password: string) =>
        postForm(
          server,
          `${LOGIN}.data`,
          { email: LIVE_ADMIN.email, password },
          { "x-forwarded-for": "198.51.100.16" },
        );
      answers.push(await viaScript("wrong"), await viaScript(LIVE_ADMIN.password));
      expect(answers.slice(5).map((r) => r.status)).toEqual([401, 202]);
      for (const response of answers) {
        expect(response.headers.get("cache-control"), `${response.url} ${response.status}`).toMatch(
          /\bno-store\b/,
        );
      }
    });
  });
}
