import { and, eq, ne, sql } from "drizzle-orm";
import { books, registrationGroups, registrations } from "../../../server/db/schema";
import { enqueueFormEmails } from "../../../server/email/outbox";
import { leadRef } from "../../../server/leads/spam";
import type { Tx } from "../../../server/db/client";
import { newReference } from "../../../server/leads/reference";
import { leadTransaction } from "../../../server/leads/lead-transaction";
import { PRIVACY_NOTICE_VERSION } from "../../content/legal";
import { masterclassHrdcMail } from "./registration-mail.server";
import type { HrdcGroupInput, RegistrationInput, RegistrationMode } from "./registration.schema";
import { enqueueRegistrationMails } from "./registration-mails.server";
import { lockCourse, seatsTaken, settleSeats, type LockedCourse } from "./seats.server";

export type RegistrationOutcome =
  | { kind: "registered" | "waitlisted"; reference: string }
  | { kind: "already"; reference: string; waitlisted: boolean }
  | { kind: "closed" }
  | { kind: "mode-not-offered" }
  | { kind: "not-found" }
  | { kind: "key-reused" }
  | { kind: "group"; reference: string; registered: number; waitlisted: number; skipped: number };

/** The modes a course offers (shop.md §6): self payment and installments always, the others by flag. */
export function offeredModes(course: { isHrdc: boolean; isNtw: boolean }): RegistrationMode[] {
  return [
    "individual",
    "installment",
    ...(course.isHrdc ? (["hrdc"] as const) : []),
    ...(course.isNtw ? (["ntw"] as const) : []),
  ];
}

/** Registration closes when the course starts (the countdown's zero). */
/** Closed at the start (the countdown's zero), and for any course not on the public site. */
export function registrationClosed(
  course: { date: Date; status?: "draft" | "published" | "archived" },
  now: Date,
): boolean {
  if (course.status !== undefined && course.status !== "published") return true;
  return course.date.getTime() <= now.getTime();
}

type Registration = typeof registrations.$inferSelect;

async function findByKey(tx: Tx, key: string): Promise<Registration | null> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

async function findActive(tx: Tx, courseId: string, email: string): Promise<Registration | null> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.productType, "masterclass"),
        eq(registrations.productId, courseId),
        sql`lower(${registrations.email}) = lower(${email})`,
        ne(registrations.status, "cancelled"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A reference no registration (or group) holds yet. Six characters from 31 make a
 * repeat rare but not impossible once thousands are stored; a repeat would break the
 * unique constraint and lose the submission, so one is drawn again instead.
 */
async function unusedReference(tx: Tx, prefix: "AIHQ-R" | "AIHQ-G"): Promise<string> {
  const table = prefix === "AIHQ-G" ? registrationGroups : registrations;
  for (;;) {
    const reference = newReference(prefix);
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.reference, reference))
      .limit(1);
    if (!taken) return reference;
  }
}

function already(row: Registration): RegistrationOutcome {
  return { kind: "already", reference: row.reference, waitlisted: row.status === "waitlisted" };
}

/**
 * A key names one dialog opening: the same key with another product or
 * address is not a retry (and must not reveal whose registration it was).
 */
function repeatOf(row: Registration, input: RegistrationInput): RegistrationOutcome {
  const same =
    row.productId === input.productId && row.email.toLowerCase() === input.email.toLowerCase();
  return same ? already(row) : { kind: "key-reused" };
}

function personOf(input: RegistrationInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    org: input.org || null,
    role: input.role || null,
    marketingOptIn: input.marketingOptIn,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    idempotencyKey: input.idempotencyKey,
  };
}

/**
 * Registers for a masterclass, or orders a book, in one transaction with its
 * mails (DECISIONS 2). For a course, its row is locked first, so the seat
 * count and the insert cannot interleave with another registration: past
 * `class_size` the registrant is waitlisted, never oversold. The same dialog
 * opening (idempotency key) or the same e-mail for the same course finds the
 * registration already made. Suspected spam is stored, its mails held.
 */
export async function register(
  input: RegistrationInput,
  options: { spamReason?: string | null; now?: Date } = {},
): Promise<RegistrationOutcome> {
  const now = options.now ?? new Date();
  const spamReason = options.spamReason ?? null;
  return leadTransaction(async (tx) => {
    if (input.productType === "book") return orderBook(tx, input, spamReason);
    const course = await lockCourse(tx, input.productId);
    if (!course) return { kind: "not-found" };
    const byKey = await findByKey(tx, input.idempotencyKey);
    if (byKey) return repeatOf(byKey, input);
    const active = await findActive(tx, course.id, input.email);
    if (active) return already(active);
    if (registrationClosed(course, now)) return { kind: "closed" };
    if (!offeredModes(course).includes(input.mode)) return { kind: "mode-not-offered" };
    await settleSeats(tx, course, now);
    return placeInCourse(tx, course, input, spamReason, now);
  });
}

async function placeInCourse(
  tx: Tx,
  course: LockedCourse,
  input: RegistrationInput,
  spamReason: string | null,
  now: Date,
): Promise<RegistrationOutcome> {
  const full = (await seatsTaken(tx, course.id)) >= course.classSize;
  const [row] = await tx
    .insert(registrations)
    .values({
      ...personOf(input),
      reference: await unusedReference(tx, "AIHQ-R"),
      payment: input.mode,
      productType: "masterclass",
      productId: course.id,
      productTitle: course.title,
      productPrice: input.mode === "ntw" ? "0.00" : course.price,
      status: full ? "waitlisted" : "registered",
      spamReason,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await enqueueRegistrationMails(tx, row!, course, { hold: spamReason !== null });
  return { kind: full ? "waitlisted" : "registered", reference: row!.reference };
}

async function orderBook(
  tx: Tx,
  input: RegistrationInput,
  spamReason: string | null,
): Promise<RegistrationOutcome> {
  // Serialises orders of one book, so a retried request finds the first one's row.
  const [book] = await tx.select().from(books).where(eq(books.id, input.productId)).for("update");
  if (!book) return { kind: "not-found" };
  const byKey = await findByKey(tx, input.idempotencyKey);
  if (byKey) return repeatOf(byKey, input);
  if (input.mode !== "individual") return { kind: "mode-not-offered" };
  const [row] = await tx
    .insert(registrations)
    .values({
      ...personOf(input),
      reference: await unusedReference(tx, "AIHQ-R"),
      payment: "individual",
      productType: "book",
      productId: book.id,
      productTitle: book.title,
      productPrice: book.price,
      status: "registered",
      spamReason,
    })
    .returning();
  await enqueueRegistrationMails(tx, row!, null, { hold: spamReason !== null });
  return { kind: "registered", reference: row!.reference };
}

/**
 * An HRDC booking: the employer's HR contact (the person filling the form)
 * registers staff, themselves included or not, in one transaction. One group
 * row holds the company and contact; each attendee is a registration of the
 * group with their own reference, seated in order while seats remain and
 * waitlisted after. Attendees already registered for the course are left as
 * they are. Each attendee gets their own confirmation; the HR contact gets
 * one summary with the grant steps, and the team one notice. A booking of
 * the contact alone is a group of one, mailed as a plain registration.
 */
export async function registerGroup(
  input: RegistrationInput,
  group: HrdcGroupInput,
  options: { spamReason?: string | null; now?: Date } = {},
): Promise<RegistrationOutcome> {
  const now = options.now ?? new Date();
  const spamReason = options.spamReason ?? null;
  const hold = spamReason !== null;
  return leadTransaction(async (tx) => {
    const course = await lockCourse(tx, input.productId);
    if (!course) return { kind: "not-found" };
    const [byKey] = await tx
      .select()
      .from(registrationGroups)
      .where(eq(registrationGroups.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (byKey) {
      const same =
        byKey.masterclassId === course.id &&
        byKey.hrEmail.toLowerCase() === input.email.toLowerCase();
      if (!same) return { kind: "key-reused" };
      // A contact who booked only themselves was given their own reference: answer with it.
      const members = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.groupId, byKey.id));
      const only = members.length === 1 ? members[0]! : null;
      if (only && only.email.toLowerCase() === byKey.hrEmail.toLowerCase()) return already(only);
      return { kind: "already", reference: byKey.reference, waitlisted: false };
    }
    if (registrationClosed(course, now)) return { kind: "closed" };
    if (!course.isHrdc) return { kind: "mode-not-offered" };
    await settleSeats(tx, course, now);

    const people = [
      ...(group.selfAttending
        ? [{ name: input.name, email: input.email, role: input.role, phone: input.phone || null }]
        : []),
      ...group.rows.map((row) => ({
        name: row.name,
        email: row.email,
        role: row.role,
        phone: null,
      })),
    ];
    const fresh: typeof people = [];
    const existing: Registration[] = [];
    for (const person of people) {
      const active = await findActive(tx, course.id, person.email);
      if (active) existing.push(active);
      else fresh.push(person);
    }
    if (fresh.length === 0) return already(existing[0]!);

    const [groupRow] = await tx
      .insert(registrationGroups)
      .values({
        reference: await unusedReference(tx, "AIHQ-G"),
        masterclassId: course.id,
        masterclassTitle: course.title,
        companyName: input.org,
        ssmNumber: group.ssmNumber || null,
        hrName: input.name,
        hrEmail: input.email,
        hrPhone: input.phone,
        idempotencyKey: input.idempotencyKey,
        marketingOptIn: input.marketingOptIn,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
      })
      .returning();
    let taken = await seatsTaken(tx, course.id);
    const rows: Registration[] = [];
    for (const person of fresh) {
      const seated = taken < course.classSize;
      if (seated) taken++;
      const [row] = await tx
        .insert(registrations)
        .values({
          reference: await unusedReference(tx, "AIHQ-R"),
          name: person.name,
          email: person.email,
          phone: person.phone,
          org: input.org,
          role: person.role,
          payment: "hrdc",
          productType: "masterclass",
          productId: course.id,
          productTitle: course.title,
          productPrice: course.price,
          status: seated ? "registered" : "waitlisted",
          groupId: groupRow!.id,
          marketingOptIn: false,
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
          spamReason,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      rows.push(row!);
    }

    const contactAlone =
      rows.length === 1 && rows[0]!.email.toLowerCase() === input.email.toLowerCase();
    if (contactAlone) {
      await enqueueRegistrationMails(tx, rows[0]!, course, { hold });
    } else {
      for (const row of rows) {
        await enqueueRegistrationMails(tx, row, course, { hold, recipients: "visitor" });
      }
      await enqueueFormEmails(
        tx,
        masterclassHrdcMail,
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          org: input.org,
          role: input.role,
          productType: "masterclass",
          productId: course.id,
          marketingOptIn: input.marketingOptIn,
          group: {
            reference: groupRow!.reference,
            company: input.org,
            ssmNumber: group.ssmNumber || null,
            attendees: rows.map((row) => ({
              name: row.name,
              email: row.email,
              role: row.role ?? "",
              reference: row.reference,
              waitlisted: row.status === "waitlisted",
            })),
          },
        },
        { leadRef: leadRef("registration_group", groupRow!.id), hold },
      );
    }
    if (contactAlone) {
      const only = rows[0]!;
      return {
        kind: only.status === "waitlisted" ? "waitlisted" : "registered",
        reference: only.reference,
      };
    }
    const waitlisted = rows.filter((row) => row.status === "waitlisted").length;
    return {
      kind: "group",
      reference: groupRow!.reference,
      registered: rows.length - waitlisted,
      waitlisted,
      skipped: existing.length,
    };
  });
}
