import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import express from "express";
import { pinoHttp } from "pino-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "./db/client";
import { adminUsers, callbackRequests } from "./db/schema";
import {
  createLogger,
  logSerializers,
  scrubErrorMessage,
  scrubUrl,
  serializeError,
  serializeRequest,
  serializeResponse,
} from "./logger";

/**
 * The bug: a failed insert logged its SQL parameters. These errors are
 * real ones from PGlite through Drizzle, so the test sees exactly what a
 * failing submission hands the logger.
 */
const VISITOR = {
  fullName: "Zebulon Quillfeather",
  phone: "+60 19-876 5432",
  email: "zebulon.quill@probe-mail.test",
  message: "Marmalade-7391 kumquat note",
};
/** Each value and the fragments a partial leak would show. */
const FRAGMENTS = [
  ...Object.values(VISITOR),
  "Quillfeather",
  "zebulon.quill",
  "probe-mail.test",
  "876 5432",
  "Marmalade-7391",
];

function leaked(text: string): string[] {
  return FRAGMENTS.filter((fragment) => text.includes(fragment));
}

/** A logger like the process's, writing JSON lines into an array. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(stream), lines };
}

async function failure<T>(run: () => Promise<T>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the statement to fail");
}

describe("log serialisation of database errors", () => {
  let database: Database;
  let checkFailure: unknown;
  let uniqueFailure: unknown;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
    await database.db.execute(
      sql`ALTER TABLE callback_requests ADD CONSTRAINT probe_fail CHECK (false) NOT VALID`,
    );
    checkFailure = await failure(() =>
      database.db.insert(callbackRequests).values({ ...VISITOR, privacyNoticeVersion: "2025-01" }),
    );
    await database.db
      .insert(adminUsers)
      .values({ email: VISITOR.email, name: VISITOR.fullName, passwordHash: "x" });
    uniqueFailure = await failure(() =>
      database.db
        .insert(adminUsers)
        .values({ email: VISITOR.email, name: VISITOR.fullName, passwordHash: "x" }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it("the raw errors do carry the values (the test would prove nothing otherwise)", () => {
    expect(checkFailure).toBeInstanceOf(DrizzleQueryError);
    const raw = checkFailure as DrizzleQueryError;
    expect(raw.params).toContain(VISITOR.email);
    expect(raw.message).toContain(VISITOR.phone);
    const cause = (uniqueFailure as DrizzleQueryError).cause as { detail?: string };
    expect(cause.detail).toContain(VISITOR.email);
  });

  it("keeps type, message, code, constraint, stack and cause, and none of the values", () => {
    for (const error of [checkFailure, uniqueFailure]) {
      const serialized = serializeError(error) as Record<string, unknown>;
      const text = JSON.stringify(serialized);
      expect(leaked(text)).toEqual([]);
      expect(serialized).toMatchObject({ type: "DrizzleQueryError" });
      expect(serialized.message).toMatch(
        /^Failed query: insert into "(callback_requests|admin_users)"/,
      );
      expect(serialized.message).toMatch(/params: \[redacted\]$/);
      expect(serialized.stack).toMatch(/^Error: Failed query:[\s\S]*\n\s+at /);
      for (const dropped of ["params", "query", "detail", "where", "internalQuery", "parameters"]) {
        expect(text).not.toContain(`"${dropped}"`);
      }
    }
    expect((serializeError(checkFailure) as { cause: unknown }).cause).toMatchObject({
      code: "23514",
      constraint: "probe_fail",
      table: "callback_requests",
    });
    expect((serializeError(uniqueFailure) as { cause: unknown }).cause).toMatchObject({
      code: "23505",
      constraint: "admin_users_email_idx",
    });
  });

  it("the process logger writes none of the values, however the error is passed", () => {
    const { logger, lines } = capturingLogger();
    logger.error({ err: checkFailure }, "Callback request could not be stored");
    logger.error({ err: uniqueFailure });
    logger.error(checkFailure);
    logger.warn(
      { email: VISITOR.email, admin: VISITOR.email, lead: { phone: VISITOR.phone } },
      "careless",
    );
    logger.info(`Sent to ${VISITOR.email} (${VISITOR.phone})`);
    expect(lines).toHaveLength(5);
    expect(leaked(lines.join("\n"))).toEqual([]);
    const first = JSON.parse(lines[0]!) as { err: { cause: { code: string } }; msg: string };
    expect(first.msg).toBe("Callback request could not be stored");
    expect(first.err.cause.code).toBe("23514");
  });

  it("pino-http's child logger uses our serializers: no values, no cookie, no authorization", async () => {
    const { logger, lines } = capturingLogger();
    const app = express()
      .use(pinoHttp({ logger, serializers: logSerializers }))
      .post("/contact", (req, res) => {
        req.log.error({ err: checkFailure }, "failed");
        res.err = checkFailure as Error;
        res.status(500).end();
      });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(
        `http://127.0.0.1:${port}/contact?email=${encodeURIComponent(VISITOR.email)}`,
        {
          method: "POST",
          headers: {
            cookie: "aihq_admin=cookie-secret-4471",
            authorization: "Bearer auth-secret-8812",
          },
        },
      );
      expect(response.status).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const text = lines.join("\n");
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(leaked(text)).toEqual([]);
    expect(text).not.toContain("cookie-secret-4471");
    expect(text).not.toContain("auth-secret-8812");
    const completed = JSON.parse(lines.at(-1)!) as {
      err: { type: string; cause: { code: string } };
    };
    expect(completed.err).toMatchObject({ type: "DrizzleQueryError", cause: { code: "23514" } });
  });
});

describe("credentials in request lines", () => {
  it("blanks signed links' sig and expires and credential-like parameters", () => {
    expect(
      scrubUrl("/shop/registrations/AIHQ-R-ABC/cancel?expires=1795718361&sig=JfbDJGoG_x-1"),
    ).toBe("/shop/registrations/AIHQ-R-ABC/cancel?expires=%5Bredacted%5D&sig=%5Bredacted%5D");
    expect(scrubUrl("/x?api_key=k1&access_token=t1&q=ai")).toBe(
      "/x?api_key=%5Bredacted%5D&access_token=%5Bredacted%5D&q=ai",
    );
  });

  it("blanks every header that looks like a credential and keeps the rest", () => {
    const serialized = serializeRequest({
      method: "GET",
      url: "/",
      headers: {
        apikey: "a",
        "x-api-key": "b",
        authorization: "c",
        "proxy-authorization": "d",
        cookie: "e",
        "x-auth-token": "f",
        "x-client-secret": "g",
        "x-signing-key": "h",
        accept: "text/html",
      },
    }) as { headers: Record<string, string> };
    expect(Object.values(serialized.headers).filter((v) => v !== "[redacted]")).toEqual([
      "text/html",
    ]);
    const response = serializeResponse({
      statusCode: 302,
      headers: { "set-cookie": ["aihq_toast=x"], location: "/" },
    }) as { headers: Record<string, unknown> };
    expect(response.headers).toEqual({ "set-cookie": "[redacted]", location: "/" });
  });
});

describe("credentials by what they are", () => {
  const TICKET = "q3Vx9LmP2rTz8KwY4bNc7HsJ6dFg1AeU";
  const SIG = "Jf9bDJGoG_x-1kQ2mZpL7sVt4WcY8nRe3HuA6oXi5Bd";
  const STRIPE =
    "https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8i9J0kLmN#fidkdWxOYHwnPyd1blpxYHZxWjA0";

  it("blanks a ticket's token and a feedback link's signed token in the path", () => {
    expect(scrubUrl(`/tickets/${TICKET}`)).toBe("/tickets/[redacted]");
    expect(scrubUrl(`/tickets/short`)).toBe("/tickets/[redacted]");
    expect(scrubUrl(`/feedback/AIHQ-R-7KQ2MX.1795718361.${SIG}`)).toBe("/feedback/[redacted]");
    // Slugs, ids and references stay: the log still says which page.
    expect(scrubUrl("/shop/masterclasses/generative-ai-for-finance-teams-2026")).toBe(
      "/shop/masterclasses/generative-ai-for-finance-teams-2026",
    );
    expect(scrubUrl("/admin/invite/6f1c2a9e-7d3b-4c1e-9a55-0b7f3e2d1c4a?expires=1&sig=x")).toBe(
      "/admin/invite/6f1c2a9e-7d3b-4c1e-9a55-0b7f3e2d1c4a?expires=%5Bredacted%5D&sig=%5Bredacted%5D",
    );
    expect(
      scrubUrl("/shop/payments/AIHQ-R-7KQ2MX/done?session_id=cs_test_a1B2c3D4e5F6g7H8i9J0"),
    ).toBe("/shop/payments/AIHQ-R-7KQ2MX/done?session_id=%5Bredacted%5D");
  });

  it("blanks a token-looking value under any name, a fragment, and keeps the host", () => {
    expect(scrubUrl(`/x?t=${TICKET}&page=2`)).toBe("/x?t=%5Bredacted%5D&page=2");
    expect(scrubUrl(STRIPE)).toBe("https://checkout.stripe.com/c/pay/[redacted]#[redacted]");
  });

  it("blanks a redirect's Location and a Referer as URLs, in responses and requests", () => {
    const link = `http://aihq.test/files/brochures/a.pdf?expires=1795718361&sig=${SIG}`;
    const response = serializeResponse({ statusCode: 303, headers: { location: link } }) as {
      headers: Record<string, string>;
    };
    expect(response.headers.location).toBe(
      "http://aihq.test/files/brochures/a.pdf?expires=%5Bredacted%5D&sig=%5Bredacted%5D",
    );
    const request = serializeRequest({
      method: "GET",
      url: `/tickets/${TICKET}`,
      headers: { referer: `http://aihq.test/tickets/${TICKET}` },
    }) as { url: string; headers: Record<string, string> };
    expect(request.url).toBe("/tickets/[redacted]");
    expect(request.headers.referer).toBe("http://aihq.test/tickets/[redacted]");
  });

  it("blanks the paths our own log calls carry", () => {
    const { logger, lines } = capturingLogger();
    logger.warn({ path: `/tickets/${TICKET}` }, "Page not found");
    logger.error({ url: `/feedback/AIHQ-R-7KQ2MX.1795718361.${SIG}` }, "Request failed");
    const text = lines.join("\n");
    expect(text).not.toContain(TICKET);
    expect(text).not.toContain(SIG);
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: "/tickets/[redacted]" });
  });
});

describe("scrubErrorMessage", () => {
  it("blanks quoted input, string literals, addresses and phone numbers, and keeps addresses of machines", () => {
    expect(scrubErrorMessage('invalid input syntax for type uuid: "zebulon"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(scrubErrorMessage("select 1 where email = 'a@b.c'")).toBe("select 1 where email = '?'");
    expect(scrubErrorMessage("550 <jane@example.com>: Recipient address rejected")).toBe(
      "550 <[email]>: Recipient address rejected",
    );
    expect(scrubErrorMessage("call +60 12-345 6789 now")).toBe("call [number] now");
    expect(scrubErrorMessage("connect ECONNREFUSED 127.0.0.1:5432")).toBe(
      "connect ECONNREFUSED 127.0.0.1:5432",
    );
  });

  it("logs only the kind of a thrown non-error", () => {
    expect(serializeError({ email: VISITOR.email })).toEqual({
      type: "Object",
      message: "[redacted]",
    });
    expect(serializeError(`failed for ${VISITOR.email}`)).toBe("failed for [email]");
  });
});
