import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import type { Db } from "#server/db/client";

/**
 * The public forms a burst mixes, each posted as a browser without
 * JavaScript posts it (urlencoded, from the site's origin, with a form token
 * fetched from GET /api/form-token at least two seconds earlier and an empty
 * honeypot), so none is taken for spam.
 */
export const KINDS = ["callback", "quiz", "registration", "ntw", "grant", "custom"] as const;
export type Kind = (typeof KINDS)[number];

export interface Course {
  id: string;
  slug: string;
  classSize: number;
}

export interface Catalogue {
  courses: Course[];
  programIds: string[];
  grantIds: string[];
}

export interface Submission {
  n: number;
  kind: Kind;
  /** Unique per submission: how it is found in the database and at the mail sink. */
  email: string;
  path: string;
  fields: Record<string, string>;
}

/** Upcoming published courses (open for registration), NTW programs and grants of the demo content. */
export async function readCatalogue(db: Db): Promise<Catalogue> {
  const courses = await db.execute<{ id: string; slug: string; class_size: number }>(sql`
    select id, slug, class_size from masterclasses
    where status = 'published' and date > now() + interval '1 day'
    order by class_size, slug
  `);
  const programs = await db.execute<{ id: string }>(sql`select id from ntw_programs order by id`);
  const grants = await db.execute<{ id: string }>(sql`select id from grants order by id`);
  if (courses.rows.length === 0) throw new Error("The demo content has no upcoming course");
  return {
    // The two smallest classes, so a burst fills them and waitlists the rest.
    courses: courses.rows
      .slice(0, 2)
      .map((row) => ({ id: row.id, slug: row.slug, classSize: Number(row.class_size) })),
    programIds: programs.rows.map((row) => row.id),
    grantIds: grants.rows.map((row) => row.id),
  };
}

/**
 * Makes the burst's courses small (10 and 20 seats), so that even the quick
 * burst fills them and the registrations beyond the class size are
 * waitlisted: the seat rule is what is under test, not the demo's sizes.
 */
export async function shrinkCourses(db: Db, catalogue: Catalogue): Promise<void> {
  for (const [i, course] of catalogue.courses.entries()) {
    course.classSize = 10 * (i + 1);
    await db.execute(
      sql`update masterclasses set class_size = ${course.classSize} where id = ${course.id}`,
    );
  }
}

function quizAnswers(path: QuizPath, n: number): string {
  return JSON.stringify(
    Object.fromEntries(
      quizQuestions[path].map((question, i) => [
        String(i + 1),
        question.options[(n + i) % question.options.length]!.id,
      ]),
    ),
  );
}

/** `count` submissions, the six kinds in turn, each with its own address under `run`'s domain. */
export function makeSubmissions(run: string, count: number, catalogue: Catalogue): Submission[] {
  return Array.from({ length: count }, (_, n) => {
    const kind = KINDS[n % KINDS.length]!;
    const email = `lead-${n}@${run}.faults.test`;
    const name = `Faults Visitor ${n}`;
    const phone = `+60 12-${String(100_0000 + n).slice(0, 3)} ${String(n).padStart(4, "0")}`;
    const common = { website: "", marketingOptIn: n % 2 === 0 ? "on" : "" };
    switch (kind) {
      case "callback":
        return {
          n,
          kind,
          email,
          path: "/contact",
          fields: { ...common, fullName: name, phone, email, message: `Call me about AI (${n})` },
        };
      case "quiz": {
        const path: QuizPath = n % 4 === 1 ? "organization" : "individual";
        return {
          n,
          kind,
          email,
          path: "/api/quiz",
          fields: {
            ...common,
            path,
            answers: quizAnswers(path, n),
            name,
            email,
            organization: "Maju Sdn Bhd",
            jobRole: "HR Manager",
          },
        };
      }
      case "registration": {
        const course = catalogue.courses[Math.floor(n / KINDS.length) % catalogue.courses.length]!;
        return {
          n,
          kind,
          email,
          path: `/shop/masterclasses/${course.slug}`,
          fields: {
            ...common,
            mode: "individual",
            productType: "masterclass",
            productId: course.id,
            name,
            email,
            phone,
            org: "Maju Sdn Bhd",
            role: "Analyst",
            // One per opening of the dialog, as the browser makes it.
            idempotencyKey: crypto.randomBytes(18).toString("base64url"),
          },
        };
      }
      case "ntw":
        return {
          n,
          kind,
          email,
          path: "/shop/ntw",
          fields: {
            ...common,
            programId: catalogue.programIds[n % catalogue.programIds.length]!,
            name,
            email,
            role: "Analyst",
            org: "Maju Sdn Bhd",
          },
        };
      case "grant":
        return {
          n,
          kind,
          email,
          path: "/shop/grants",
          fields: {
            ...common,
            intent: "grant-inquiry",
            grantId: catalogue.grantIds[n % catalogue.grantIds.length]!,
            name,
            email,
            phone,
            organization: "Maju Sdn Bhd",
            about_organization: "A logistics company of 80 people in Shah Alam.",
          },
        };
      case "custom":
        return {
          n,
          kind,
          email,
          path: "/shop/masterclasses/custom",
          fields: {
            ...common,
            orgName: "Maju Sdn Bhd",
            contactName: name,
            email,
            phone,
            teamSize: "11-25 people",
            focusArea: "Prompt engineering",
            preferredDates: "March",
            goals: `Our team of analysts should use AI safely (${n}).`,
          },
        };
    }
  });
}

/**
 * Rows stored per submission address, over the six lead tables: one row is
 * the submission stored, two or more a duplicate.
 */
export async function storedRows(db: Db, run: string): Promise<Map<string, number>> {
  const like = `%@${run}.faults.test`;
  const result = await db.execute<{ email: string; n: number }>(sql`
    select email, count(*)::int as n from (
      select lower(email) as email from callback_requests
      union all select lower(email) from quiz_submissions
      union all select lower(email) from registrations
      union all select lower(user_email) from ntw_registrations
      union all select lower(email) from grant_inquiries
      union all select lower(email) from custom_training_requests
    ) leads
    where email like ${like}
    group by email
  `);
  return new Map(result.rows.map((row) => [row.email, Number(row.n)]));
}
