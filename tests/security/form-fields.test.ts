import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  LINE_BREAK_MESSAGE,
  PHONE_MESSAGE,
} from "#common/text-safety";
import {
  liveDatabases,
  postForm,
  startLiveServer,
  withDatabase,
  type LiveServer,
} from "./live-server";
import { HUMAN_FILL_MS } from "./probe";

/**
 * Every one-line field of the public forms refuses CR, LF and
 * the bidirectional controls, fields of several lines the controls, and
 * phone fields anything but phone characters, on the built server: 400
 * with the field's message (the dialogs read the `.data` answer, as here),
 * the visitor's values kept, nothing stored.
 */
const LINE_BREAKS = { CR: "\r", LF: "\n", CRLF: "\r\n" } as const;
const BIDI = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

interface Form {
  path: string;
  fields: Record<string, string>;
  oneLine: string[];
  manyLines: string[];
  phones: string[];
}

interface Catalogue {
  course: { id: string; slug: string };
  hrdcCourse: { id: string; slug: string };
  book: { id: string; slug: string };
  programId: string;
  grantId: string;
}

type Counts = Record<
  | "registrations"
  | "groups"
  | "ntw"
  | "grants"
  | "custom"
  | "callbacks"
  | "visitors"
  | "quiz"
  | "outbox",
  number
>;

/** Rows of every table a public form writes to, and of the outbox. */
async function storedCounts(server: LiveServer): Promise<Counts> {
  return withDatabase(server, async ({ db }) => {
    const result = await db.execute<Counts>(sql`
      select
        (select count(*)::int from registrations) as registrations,
        (select count(*)::int from registration_groups) as groups,
        (select count(*)::int from ntw_registrations) as ntw,
        (select count(*)::int from grant_inquiries) as grants,
        (select count(*)::int from custom_training_requests) as custom,
        (select count(*)::int from callback_requests) as callbacks,
        (select count(*)::int from visitors) as visitors,
        (select count(*)::int from quiz_submissions) as quiz,
        (select count(*)::int from email_outbox) as outbox
    `);
    return result.rows[0]!;
  });
}

/**
 * The answer's values as React Router's single fetch encodes them
 * (turbo-stream: a flat array, objects as `{"_<key index>": value index}`),
 * enough for the plain data an action returns.
 */
function decodeSingleFetch(body: string): unknown {
  const table = JSON.parse(body) as unknown[];
  const decode = (index: number): unknown => {
    if (index === -5) return undefined;
    if (index < 0) return null;
    const value = table[index];
    if (Array.isArray(value)) return value.map((i) => decode(i as number));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Record<string, number>).map(([key, i]) => [
          String(table[Number(key.slice(1))]),
          decode(i),
        ]),
      );
    }
    return value;
  };
  return decode(0);
}

interface ActionAnswer {
  status?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/** Posts the form as the page's script does (`.data`) and reads the action's answer. */
async function submit(server: LiveServer, form: Form, fields: Record<string, string>) {
  const [pathname, query] = form.path.split("?");
  const response = await postForm(server, `${pathname}.data${query ? `?${query}` : ""}`, {
    ...fields,
    via: "dialog",
  });
  const body = await response.text();
  // An action's answer is `{ data }` at the root.
  const decoded = decodeSingleFetch(body) as { data?: ActionAnswer } | null;
  const answer = decoded?.data;
  return {
    status: response.status,
    answer: answer ?? {},
    body,
  };
}

function forms(catalogue: Catalogue, token: string): Record<string, Form> {
  const common = { website: "", formToken: token };
  const key = () => crypto.randomBytes(18).toString("base64url");
  const person = { name: "Aina Kamal", email: "aina@example.my" };
  return {
    "masterclass registration": {
      path: `/shop/masterclasses/${catalogue.course.slug}`,
      fields: {
        ...common,
        ...person,
        mode: "individual",
        productType: "masterclass",
        productId: catalogue.course.id,
        phone: "+60 12-345 6789",
        org: "Maju Sdn Bhd",
        role: "Analyst",
        idempotencyKey: key(),
      },
      oneLine: ["name", "email", "phone", "org", "role"],
      manyLines: [],
      phones: ["phone"],
    },
    "HRDC booking with attendee rows": {
      path: `/shop/masterclasses/${catalogue.hrdcCourse.slug}`,
      fields: {
        ...common,
        ...person,
        mode: "hrdc",
        productType: "masterclass",
        productId: catalogue.hrdcCourse.id,
        phone: "+60 12-345 6789",
        org: "Maju Sdn Bhd",
        role: "HR Manager",
        ssmNumber: "201901000005",
        selfAttending: "on",
        "attendees.0.name": "Tan Wei Ming",
        "attendees.0.email": "wei@example.my",
        "attendees.0.role": "Analyst",
        idempotencyKey: key(),
      },
      oneLine: [
        "name",
        "phone",
        "org",
        "role",
        "ssmNumber",
        "attendees.0.name",
        "attendees.0.email",
        "attendees.0.role",
      ],
      manyLines: [],
      phones: ["phone"],
    },
    "book order": {
      path: `/shop/books/${catalogue.book.slug}`,
      fields: {
        ...common,
        ...person,
        mode: "individual",
        productType: "book",
        productId: catalogue.book.id,
        phone: "0123456789",
        org: "",
        role: "",
        idempotencyKey: key(),
      },
      oneLine: ["name", "email", "phone", "org", "role"],
      manyLines: [],
      phones: ["phone"],
    },
    "NTW registration": {
      path: "/shop/ntw",
      fields: {
        ...common,
        ...person,
        programId: catalogue.programId,
        role: "Analyst",
        org: "Maju Sdn Bhd",
      },
      oneLine: ["name", "email", "role", "org"],
      manyLines: [],
      phones: [],
    },
    "grant inquiry": {
      path: "/shop/grants",
      fields: {
        ...common,
        ...person,
        intent: "grant-inquiry",
        grantId: catalogue.grantId,
        phone: "(03) 7890-1234",
        organization: "Maju Sdn Bhd",
        about_organization: "A logistics company\nof 80 people.",
      },
      oneLine: ["name", "email", "phone", "organization"],
      manyLines: ["about_organization"],
      phones: ["phone"],
    },
    "custom training request": {
      path: "/shop/masterclasses/custom",
      fields: {
        ...common,
        orgName: "Maju Sdn Bhd",
        contactName: "Aina Kamal",
        email: "aina@example.my",
        phone: "+60 12-345 6789",
        teamSize: "11-25 people",
        focusArea: "Prompt engineering",
        preferredDates: "March",
        goals: "Our analysts should\nuse AI safely.",
      },
      oneLine: [
        "orgName",
        "contactName",
        "email",
        "phone",
        "teamSize",
        "focusArea",
        "preferredDates",
      ],
      manyLines: ["goals"],
      phones: ["phone"],
    },
    "callback request": {
      path: "/contact",
      fields: {
        ...common,
        fullName: "Aina Kamal",
        phone: "+60 12-345 6789",
        email: "aina@example.my",
        message: "Call me\r\nin the morning",
      },
      oneLine: ["fullName", "phone", "email"],
      manyLines: ["message"],
      phones: ["phone"],
    },
    "visitor details": {
      path: "/shop?index",
      fields: { ...common, ...person, phone: "0123456789", org: "Maju", role: "HR" },
      oneLine: ["name", "email", "phone", "org", "role"],
      manyLines: [],
      phones: ["phone"],
    },
  };
}

/** Inside the value, so trimming cannot take it away. */
const inside = (value: string, insert: string) => `${value.slice(0, 2)}${insert}${value.slice(2)}`;

for (const target of liveDatabases()) {
  describe(`one-line, several-line and phone fields of the public forms (${target})`, () => {
    let server: LiveServer;
    let catalogue: Catalogue;
    let token: string;

    beforeAll(async () => {
      server = await startLiveServer(target, { FORM_RATE_LIMIT_PER_HOUR: "100000" });
      catalogue = await withDatabase(server, async ({ db }) => {
        const course = async (hrdc: boolean) => {
          const rows = await db.execute<{ id: string; slug: string }>(sql`
            select id, slug from masterclasses
            where status = 'published' and date > now() + interval '1 day'
              and (${!hrdc} or is_hrdc)
            order by class_size desc, slug limit 1`);
          if (!rows.rows[0]) throw new Error("The demo content has no such course");
          return rows.rows[0];
        };
        const first = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0];
        return {
          course: await course(false),
          hrdcCourse: await course(true),
          book: (await first(
            sql`select id, slug from books where format = 'ebook' order by slug limit 1`,
          )) as {
            id: string;
            slug: string;
          },
          programId: (
            (await first(
              sql`select id from ntw_programs where date > now() order by date desc limit 1`,
            )) as { id: string }
          ).id,
          grantId: ((await first(sql`select id from grants order by id limit 1`)) as { id: string })
            .id,
        };
      });
      const answer = await fetch(`${server.url}/api/form-token`);
      token = ((await answer.json()) as { token: string }).token;
      await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("answers 400 with the field's message and the values for every refused field, and stores nothing", async () => {
      const before = await storedCounts(server);
      const all = forms(catalogue, token);
      let refused = 0;
      for (const [name, form] of Object.entries(all)) {
        const expectRefused = async (field: string, value: string, message: string) => {
          const { status, answer, body } = await submit(server, form, {
            ...form.fields,
            [field]: value,
          });
          const label = `${name}: ${field} = ${JSON.stringify(value)}`;
          expect(status, `${label}\n${body.slice(0, 400)}`).toBe(400);
          const refusal = answer;
          expect(refusal.fieldErrors?.[field], label).toBe(message);
          // The visitor's values come back as typed, the refused one included.
          expect(refusal.values?.[field], label).toBe(value);
          const other = Object.keys(form.fields).find(
            (key) => key !== field && key !== "formToken",
          );
          expect(refusal.values?.[other!], label).toBe(form.fields[other!]);
          refused++;
        };
        for (const field of form.oneLine) {
          for (const brk of Object.values(LINE_BREAKS)) {
            await expectRefused(field, inside(form.fields[field]!, brk), LINE_BREAK_MESSAGE);
          }
        }
        for (const field of [...form.oneLine, ...form.manyLines]) {
          for (const char of BIDI) {
            await expectRefused(
              field,
              inside(form.fields[field]!, char),
              FORBIDDEN_CHARACTERS_MESSAGE,
            );
          }
        }
        for (const field of form.phones) {
          for (const bad of ["012-345 6789 ext 2", "+60 12/345 6789", "=1+2+3+4+5"]) {
            await expectRefused(field, bad, PHONE_MESSAGE);
          }
        }
      }
      expect(refused).toBeGreaterThan(500);
      expect(await storedCounts(server)).toEqual(before);
    }, 300_000);

    it("takes the same forms with line breaks where several lines belong", async () => {
      const before = await storedCounts(server);
      const all = forms(catalogue, token);
      for (const [name, form] of Object.entries(all)) {
        const { status, answer, body } = await submit(server, form, {
          ...form.fields,
          email: `ok-${crypto.randomBytes(4).toString("hex")}@example.my`,
        });
        expect(status, `${name}\n${body.slice(0, 400)}`).toBeLessThan(400);
        expect(answer.status, name).not.toBe("invalid");
      }
      const after = await storedCounts(server);
      expect(after.callbacks).toBe(before.callbacks + 1);
      expect(after.custom).toBe(before.custom + 1);
      expect(after.grants).toBe(before.grants + 1);
      expect(after.ntw).toBe(before.ntw + 1);
      expect(after.visitors).toBe(before.visitors + 1);
    }, 120_000);
  });
}
