import crypto from "node:crypto";
import { isNull } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import {
  callbackRequests,
  emailOutbox,
  grants,
  masterclasses,
  ntwPrograms,
  quizSubmissions,
} from "#server/db/schema";
import { FORM_TYPES } from "#server/email/form-types";
import { sampleFormData } from "#server/email/samples";
import {
  liveDatabases,
  startLiveServer,
  withDatabase,
  type LiveDatabase,
  type LiveServer,
} from "./live-server";
import { contactFormToken, errorLogs, HUMAN_FILL_MS, rawRequest } from "./probe";

/**
 * The property-based fuzz of every public endpoint on the built server,
 * shared by the security suite and the fault suite. Whatever is
 * sent, the answer is never a 5xx; afterwards no half-written submission
 * exists (each lead has its two outbox rows, each outbox row its lead, or it
 * came from send-email), and nothing was logged as an error.
 */
const SEND_EMAIL_KEY = "fuzz-key-0123456789abcdef0123456789";

// ---------------------------------------------------------------- strings

/** Characters that broke or could break something: controls, invisibles, noncharacters, lone surrogates, syntax. */
const NASTY = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u0008",
  "\u000b",
  "\u000c",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u00a0",
  "\u00ad",
  "\u200b",
  "\u200d",
  "\u200e",
  "\u202e",
  "\u2028",
  "\u2060",
  "\u3164",
  "\ufeff",
  "\ufdd0",
  "\ufffe",
  "\uffff",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "\ud83d",
  "\ude00",
  "\r",
  "\n",
  "\r\n",
  "\t",
  " ",
  "%",
  "%00",
  "&",
  "=",
  "+",
  ";",
  "<",
  ">",
  '"',
  "'",
  "\\",
  "/",
  "//",
  "@",
  ".",
  "-",
  "😀",
  "é",
  "e\u0301",
  "ß",
  "İ",
  "李",
  "\u{10ffff}",
  "\u{e0001}",
];

const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
);
const nasty = (maxLength = 30) => fc.string({ unit, maxLength });

/** A value around a length limit, in one- and two-unit characters. */
const nearLimit = (limit: number) =>
  fc
    .tuple(
      fc.integer({ min: limit - 2, max: limit + 2 }),
      fc.constantFrom("a", "é", "😀", "\u200b", " "),
    )
    .map(([length, char]) => char.repeat(Math.max(0, Math.ceil(length / char.length))));

/** A realistic value with something nasty put somewhere in it. */
const tainted = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, fc.nat(), nasty(4)).map(([value, at, insert]) => {
    const i = value.length === 0 ? 0 : at % (value.length + 1);
    return value.slice(0, i) + insert + value.slice(i);
  });

/**
 * A field value: mostly realistic (so submissions get stored and the whole
 * write path runs), often tainted, sometimes garbage, near a limit or huge.
 */
function field(realistic: fc.Arbitrary<string>, limit: number) {
  return fc.oneof(
    { weight: 8, arbitrary: realistic },
    { weight: 3, arbitrary: tainted(realistic) },
    { weight: 2, arbitrary: nasty() },
    { weight: 1, arbitrary: nearLimit(limit) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "   ", "\u200b", "x".repeat(70_000), "é".repeat(150_000)),
    },
  );
}

const names = fc.constantFrom(
  "Aina Binti Kamal",
  "Tan Wei Ming",
  "Rajesh Kumar",
  "O'Brien-Smith",
  "李小龍",
  "Zoë",
);
const phones = fc.constantFrom("+60 12-345 6789", "0123456789", "+65 6123 4567", "(03) 7890-1234");
const emails = fc
  .tuple(
    fc.constantFrom("aina", "wei.ming", "r+tag", "x"),
    fc.integer({ min: 0, max: 9999 }),
    fc.constantFrom("example.my", "example.com"),
  )
  .map(([local, n, domain]) => `${local}${n}@${domain}`);
const messages = fc.constantFrom(
  "",
  "Please call me about ChatGPT training.",
  "Line one\nLine two\r\nLine three",
  "50% off? <b>yes</b> & more",
);

// ---------------------------------------------------------------- encodings

/** UTF-8 bytes of a string, lone surrogates encoded as their 3 bytes (WTF-8), so invalid UTF-8 reaches the server. */
function wtf8(value: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    let cp = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (cp >= 0xd800 && cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else
      bytes.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 63),
        0x80 | ((cp >> 6) & 63),
        0x80 | (cp & 63),
      );
  }
  return Buffer.from(bytes);
}

function percentEncode(value: string, keep: RegExp = /[A-Za-z0-9\-._~]/): string {
  let out = "";
  for (const byte of wtf8(value)) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x80 && keep.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

type Fields = Record<string, string>;
type Encoding = "urlencoded" | "multipart" | "json" | "text" | "none";

function encodeBody(
  fields: Fields,
  encoding: Encoding,
): { headers: Record<string, string>; body: Buffer } {
  switch (encoding) {
    case "urlencoded":
      return {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: Buffer.from(
          Object.entries(fields)
            .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
            .join("&"),
        ),
      };
    case "multipart": {
      const boundary = `----fuzz${crypto.randomBytes(12).toString("hex")}`;
      const parts = Object.entries(fields).map(([k, v]) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "_")}"\r\n\r\n`,
          ),
          wtf8(v),
          Buffer.from("\r\n"),
        ]),
      );
      return {
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      };
    }
    case "json":
      return {
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify(fields)),
      };
    case "text":
      return {
        headers: { "content-type": "text/plain" },
        body: wtf8(Object.values(fields).join("\n")),
      };
    case "none":
      return { headers: {}, body: wtf8(Object.values(fields).join("&")) };
  }
}

const encodings = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Encoding>("urlencoded") },
  { weight: 4, arbitrary: fc.constant<Encoding>("multipart") },
  { weight: 1, arbitrary: fc.constantFrom<Encoding>("json", "text", "none") },
);

/** Leaves a field out now and then, as a hand-made request would. */
function fieldsOf(record: Record<string, string | null>): Fields {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 8, nil: null });

// ---------------------------------------------------------------- quiz answers

function answersFor(path: QuizPath): fc.Arbitrary<string> {
  return fc
    .tuple(
      ...quizQuestions[path].map((question) =>
        fc.constantFrom(...question.options.map((option) => option.id)),
      ),
    )
    .map((ids) => JSON.stringify(Object.fromEntries(ids.map((id, i) => [String(i + 1), id]))));
}

// ---------------------------------------------------------------- the suite

interface Catalogue {
  masterclassIds: string[];
  programIds: string[];
  grantIds: string[];
  slugs: string[];
}

export interface FuzzOptions {
  /** fast-check's run count for a property that the security suite runs `base` times. */
  runs: (base: number) => number;
  /** Per property. */
  timeoutMs: number;
  /** Server settings on top of the fuzz's own (limits, for example). */
  env?: Record<string, string>;
  /** Told what each database's run saw, after its last check. */
  onFinished?: (target: LiveDatabase, seen: ReadonlyMap<number, number>, seconds: number) => void;
}

/**
 * Registers the fuzz of every public endpoint, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: the security suite runs it at its own
 * counts, the fault suite (tests/faults/fuzz.test.ts) at 10,000 per endpoint.
 */
export function fuzzPublicEndpoints(options: FuzzOptions): void {
  const runs = (base: number) => ({ numRuns: Math.max(1, Math.round(options.runs(base))) });
  const FUZZ_TIMEOUT = options.timeoutMs;
  for (const target of liveDatabases()) {
    describe(`fuzz: no input reaches a 5xx or leaves half a submission (${target})`, () => {
      let server: LiveServer;
      let token: string;
      let catalogue: Catalogue;
      const sendEmailRows = new Set<string>();
      const seen = new Map<number, number>();
      let nextAddress = 0;
      let started = 0;

      /** Each request from its own client address (TRUST_PROXY), so per-address limits never hide the handler. */
      const clientAddress = () => {
        nextAddress++;
        return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
      };

      async function send(
        method: string,
        path: string,
        headers: Record<string, string> = {},
        body?: Buffer,
      ) {
        const response = await rawRequest(
          server,
          method,
          path,
          { "x-forwarded-for": clientAddress(), ...headers },
          body,
        );
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
        expect(
          response.status,
          `${method} ${path.slice(0, 300)}\n${response.body.slice(0, 500)}`,
        ).toBeLessThan(500);
        return response;
      }

      beforeAll(async () => {
        server = await startLiveServer(target, {
          FORM_RATE_LIMIT_PER_HOUR: "100000",
          VERIFY_RATE_LIMIT_PER_MINUTE: "100000",
          SEND_EMAIL_API_KEY: SEND_EMAIL_KEY,
          TRUST_PROXY: "true",
          ...options.env,
        });
        started = Date.now();
        catalogue = await withDatabase(server, async ({ db }) => ({
          masterclassIds: (await db.select({ id: masterclasses.id }).from(masterclasses)).map(
            (row) => row.id,
          ),
          programIds: (await db.select({ id: ntwPrograms.id }).from(ntwPrograms)).map(
            (row) => row.id,
          ),
          grantIds: (await db.select({ id: grants.id }).from(grants)).map((row) => row.id),
          slugs: (await db.select({ slug: masterclasses.slug }).from(masterclasses)).map(
            (row) => row.slug,
          ),
        }));
        token = await contactFormToken(server);
        await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
      }, 180_000);
      afterAll(async () => {
        await server?.stop();
      });

      it(
        "POST /contact with any field values, encodings and tokens",
        async () => {
          const submission = fc.record({
            fields: fc.record({
              fullName: maybe(field(names, 120)),
              phone: maybe(field(phones, 30)),
              email: maybe(field(emails, 254)),
              message: maybe(field(messages, 2000)),
              marketingOptIn: maybe(fc.constantFrom("on", "off", "", "\u0000")),
              formToken: fc.oneof(
                { weight: 6, arbitrary: fc.constant("valid") },
                { weight: 1, arbitrary: maybe(nasty()) },
              ),
              website: fc.oneof(
                { weight: 9, arbitrary: fc.constant(null) },
                { weight: 1, arbitrary: nasty() },
              ),
            }),
            encoding: encodings,
            data: fc.boolean(),
          });
          await fc.assert(
            fc.asyncProperty(submission, async ({ fields, encoding, data }) => {
              const values = fieldsOf({
                ...fields,
                formToken: fields.formToken === "valid" ? token : fields.formToken,
              });
              const { headers, body } = encodeBody(values, encoding);
              await send("POST", data ? "/contact.data" : "/contact", headers, body);
            }),
            runs(300),
          );
        },
        FUZZ_TIMEOUT,
      );

      it(
        "POST /api/quiz with any answers and lead fields",
        async () => {
          const path = fc.oneof(
            { weight: 8, arbitrary: fc.constantFrom<QuizPath>("individual", "organization") },
            { weight: 1, arbitrary: nasty(12) },
          );
          const submission = path.chain((quizPath) =>
            fc.record({
              fields: fc.record({
                path: fc.constant(quizPath),
                answers: fc.oneof(
                  {
                    weight: 6,
                    arbitrary:
                      quizPath === "individual" || quizPath === "organization"
                        ? answersFor(quizPath)
                        : fc.constant("{}"),
                  },
                  { weight: 1, arbitrary: fc.json() },
                  { weight: 1, arbitrary: nasty(40) },
                  {
                    weight: 1,
                    arbitrary: fc
                      .dictionary(nasty(3), nasty(10))
                      .map((value) => JSON.stringify(value)),
                  },
                ),
                name: maybe(field(names, 120)),
                email: maybe(field(emails, 254)),
                organization: maybe(
                  field(fc.constantFrom("Maju Sdn Bhd", "", "Petronas Digital"), 160),
                ),
                jobRole: maybe(field(fc.constantFrom("HR Manager", "Analyst", "CEO"), 120)),
                marketingOptIn: maybe(fc.constantFrom("on", "true", "false", "", "\ud800")),
                website: fc.oneof(
                  { weight: 9, arbitrary: fc.constant(null) },
                  { weight: 1, arbitrary: nasty() },
                ),
              }),
              encoding: encodings,
            }),
          );
          await fc.assert(
            fc.asyncProperty(submission, async ({ fields, encoding }) => {
              const { headers, body } = encodeBody(fieldsOf(fields), encoding);
              await send("POST", "/api/quiz", headers, body);
            }),
            runs(300),
          );
        },
        FUZZ_TIMEOUT,
      );

      it(
        "GET /verify with any id",
        async () => {
          const id = fc.oneof(
            fc.constantFrom(
              "AIHQ-CERT-0001",
              "aihq-cert-0002",
              "  AIHQ-CERT-7QX4-M2KD ",
              "AIHQ-CERT-9999",
            ),
            tainted(fc.constant("AIHQ-CERT-0001")),
            nasty(80),
            nearLimit(64),
          );
          await fc.assert(
            fc.asyncProperty(id, fc.boolean(), async (value, data) => {
              await send("GET", `/verify${data ? ".data" : ""}?id=${percentEncode(value)}`);
            }),
            runs(200),
          );
        },
        FUZZ_TIMEOUT,
      );

      it(
        "GET (and HEAD) catalogue, blog and other pages with any path segment and query string",
        async () => {
          const sections = fc.constantFrom(
            "/shop/masterclasses/",
            "/shop/books/",
            "/blog/",
            "/shop/",
            "/",
            "/admin/blog/posts/",
            "/assets/",
            "/uploads/",
            "/shop/masterclasses/custom/",
          );
          // Either a segment percent-encoded the way a browser would, or raw bytes
          // that are not (stray "%", dot segments, reserved characters).
          const segment = fc.oneof(
            {
              weight: 3,
              arbitrary: fc
                .oneof(
                  nasty(40),
                  tainted(fc.constantFrom(...(catalogue?.slugs.length ? catalogue.slugs : ["x"]))),
                  nearLimit(200),
                )
                .map((value) => percentEncode(value)),
            },
            {
              weight: 2,
              arbitrary: fc.string({
                unit: fc.constantFrom(
                  ..."abcXYZ019-._~!$&'()*+,;=:@%/".split(""),
                  "%00",
                  "%ZZ",
                  "%E0",
                  "%C0%AF",
                  "..",
                  "%2e%2e",
                  "%ED%A0%80",
                  "%EF%BF%BF",
                ),
                maxLength: 20,
              }),
            },
          );
          const query = fc.oneof(
            fc.constant(""),
            fc
              .tuple(
                fc.constantFrom(
                  "q",
                  "month",
                  "id",
                  "edit",
                  "_routes",
                  "index",
                  "quiz",
                  "tab",
                  "redirectTo",
                  "page",
                ),
                fc.oneof(
                  nasty(30),
                  fc.constantFrom("2026-13", "275760-09", "-1", "root", "routes/shop/masterclass"),
                ),
              )
              .map(([key, value]) => `?${key}=${percentEncode(value)}`),
            fc
              .string({
                unit: fc.constantFrom(..."ab=&%?#;+".split(""), "%00", "%E0"),
                maxLength: 12,
              })
              .map((raw) => `?${raw}`),
          );
          const request = fc.record({
            section: sections,
            segment,
            suffix: fc.constantFrom("", "", ".data", "/", "/preview"),
            query,
            method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
          });
          const fixed = fc.constantFrom(
            "/shop/masterclasses?q=",
            "/shop/books?q=",
            "/shop/calendar?month=",
            "/shop/masterclasses.data?q=",
            "/blog.data?x=",
            "/sitemap.xml?",
            "/blog/rss.xml?",
          );
          await fc.assert(
            fc.asyncProperty(fc.oneof(request, fc.tuple(fixed, nasty(30))), async (input) => {
              if (Array.isArray(input)) {
                const [path, value] = input;
                await send("GET", `${path}${percentEncode(value)}`);
                return;
              }
              const { section, segment: part, suffix, query: search, method } = input;
              await send(method, `${section}${part}${suffix}${search}`);
            }),
            runs(500),
          );
        },
        FUZZ_TIMEOUT,
      );

      it(
        "POST /functions/v1/send-email with any JSON",
        async () => {
          const types = fc.oneof(
            { weight: 8, arbitrary: fc.constantFrom(...FORM_TYPES) },
            { weight: 1, arbitrary: nasty(20) },
          );
          // A sample of the type with real catalogue ids, some fields replaced by anything JSON can hold.
          const mutatedSample = types.chain((formType) => {
            const base: Record<string, unknown> = {
              ...((sampleFormData as Record<string, Record<string, unknown>>)[formType] ?? {}),
            };
            if ("productId" in base) base.productId = catalogue.masterclassIds[0];
            if ("programId" in base) base.programId = catalogue.programIds[0];
            if ("grantId" in base) base.grantId = catalogue.grantIds[0];
            if ("email" in base) base.email = "fuzz@example.my";
            const keys = Object.keys(base);
            const replacement = fc.oneof(
              nasty(40),
              nearLimit(300),
              fc.jsonValue({ maxDepth: 2 }),
              fc.constantFrom(null, true, 0, -1, 1e308, "", "x".repeat(6000), [], {}),
            );
            return fc
              .record({
                changes: keys.length
                  ? fc.array(fc.tuple(fc.constantFrom(...keys), replacement), { maxLength: 3 })
                  : fc.constant([]),
                extra: fc.option(
                  fc.dictionary(nasty(8), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
                ),
              })
              .map(({ changes, extra }) => {
                const formData: Record<string, unknown> = { ...base, ...(extra ?? {}) };
                for (const [key, value] of changes) formData[key] = value;
                return JSON.stringify({ formType, formData });
              });
          });
          const body = fc.oneof(
            { weight: 6, arbitrary: mutatedSample },
            {
              weight: 1,
              arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
            },
            { weight: 1, arbitrary: nasty(60) },
          );
          await fc.assert(
            fc.asyncProperty(
              body,
              fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain"),
              async (json, type) => {
                const response = await send(
                  "POST",
                  "/functions/v1/send-email",
                  { "content-type": type, authorization: `Bearer ${SEND_EMAIL_KEY}` },
                  wtf8(json),
                );
                if (response.status === 200) {
                  const answer = JSON.parse(response.body) as { ids?: string[] };
                  for (const id of answer.ids ?? []) sendEmailRows.add(id);
                }
              },
            ),
            runs(300),
          );
        },
        FUZZ_TIMEOUT,
      );

      it(
        "left no half-written submission, and logged no error",
        async () => {
          // The fuzz reached the write path, not only the validators.
          expect(seen.get(200) ?? 0).toBeGreaterThan(100);
          await withDatabase(server, async ({ db }) => {
            const callbacks = await db.select({ id: callbackRequests.id }).from(callbackRequests);
            const quizzes = await db.select({ id: quizSubmissions.id }).from(quizSubmissions);
            const outbox = await db
              .select({
                id: emailOutbox.id,
                leadRef: emailOutbox.leadRef,
                role: emailOutbox.recipientRole,
              })
              .from(emailOutbox);
            if (process.env.FUZZ_DEBUG)
              console.log({
                seen: Object.fromEntries(seen),
                callbacks: callbacks.length,
                quizzes: quizzes.length,
                outbox: outbox.length,
                sendEmail: sendEmailRows.size,
              });
            expect(callbacks.length).toBeGreaterThan(0);
            expect(quizzes.length).toBeGreaterThan(0);

            const byLead = new Map<string, string[]>();
            for (const row of outbox) {
              if (row.leadRef)
                byLead.set(row.leadRef, [...(byLead.get(row.leadRef) ?? []), row.role].sort());
            }
            const leads = [
              ...callbacks.map((row) => `callback:${row.id}`),
              ...quizzes.map((row) => `quiz:${row.id}`),
            ];
            for (const lead of leads) expect(byLead.get(lead), lead).toEqual(["team", "visitor"]);
            expect([...byLead.keys()].filter((ref) => !leads.includes(ref))).toEqual([]);

            const withoutLead = await db
              .select({ id: emailOutbox.id })
              .from(emailOutbox)
              .where(isNull(emailOutbox.leadRef));
            expect(new Set(withoutLead.map((row) => row.id))).toEqual(sendEmailRows);
          });
          expect(errorLogs(server).map((line) => line.msg)).toEqual([]);
          options.onFinished?.(target, seen, (Date.now() - started) / 1000);
        },
        FUZZ_TIMEOUT,
      );
    });
  }
}
