import { followCourseInvoices } from "#app/features/invoices/follow-booking.server";
import { and, count, eq, ilike, ne, or } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { firstRow, lockRow } from "#server/db/rows";
import { masterclasses, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { fromMalaysiaLocal, toMalaysiaLocal } from "#app/lib/malaysia-local-time";
import type { MasterclassContent } from "#common/masterclass-content";
import { slugify } from "#common/slug";
import { conflict, ok, refused, type Outcome } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { changeQuestion, notifyCourseChange, type ChangeQuestion } from "./course-change.server";
import { saveJoinLink } from "../course-join-link.server";
import { likePattern } from "./masterclass-list.server";
import { contentOf, type MasterclassForm, type MasterclassStatus } from "./masterclass.schema";

export { getDb };
export type Masterclass = typeof masterclasses.$inferSelect;

/** A course change: the course as it now is, or why not (a taken slug's sentence is the field's). */
export type MasterclassOutcome = Outcome<Masterclass, "not-found" | "conflict" | "slug-taken">;

export function findMasterclass(db: Db | Tx, id: string): Promise<Masterclass | null> {
  return firstRow(db, masterclasses, eq(masterclasses.id, id));
}

export async function registrationCount(db: Db | Tx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.productType, "masterclass"), eq(registrations.productId, id)));
  return Number(row?.n ?? 0);
}

/** `base`, or `base-2`, `base-3` … : the first slug no other course has. */
async function freeSlug(tx: Tx, base: string, exceptId?: string): Promise<string> {
  const taken = await tx
    .select({ slug: masterclasses.slug })
    .from(masterclasses)
    .where(
      and(
        or(
          eq(masterclasses.slug, base),
          ilike(masterclasses.slug, `${likePattern(base).slice(1, -1)}-%`),
        ),
        exceptId ? ne(masterclasses.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The columns a saved form sets (everything but the status and the slug). */
function columnsOf(form: MasterclassForm) {
  const startsAt = fromMalaysiaLocal(form.startsAt);
  // The form's schema has checked it: a date that still does not parse is a fault.
  if (!startsAt) throw new Error("Enter a valid start date and time.");
  return {
    title: form.title,
    subtitle: form.subtitle || null,
    type: form.type,
    format: form.format,
    venue: form.venue || null,
    date: startsAt,
    endDate: form.endsAt ? fromMalaysiaLocal(form.endsAt) : null,
    price: form.price,
    classSize: Number(form.classSize),
    isHrdc: form.isHrdc,
    isNtw: form.isNtw,
    cancelFullDays: form.cancelFullDays,
    cancelPartDays: form.cancelPartDays,
    cancelPartPercent: form.cancelPartPercent,
    heroImg: form.heroImg || null,
    brochure: form.brochure || null,
    content: contentOf(form),
  };
}

/**
 * A slug typed by hand must be free (a changed address is a promise to
 * whoever shared the old one, so it is never silently renamed); a blank one
 * is made from the title and numbered past any clash.
 */
async function slugFor(
  tx: Tx,
  form: MasterclassForm,
  exceptId?: string,
): Promise<Outcome<string, "slug-taken">> {
  if (form.slug) {
    const slug = slugify(form.slug);
    const [clash] = await tx
      .select({ id: masterclasses.id })
      .from(masterclasses)
      .where(
        and(eq(masterclasses.slug, slug), exceptId ? ne(masterclasses.id, exceptId) : undefined),
      )
      .limit(1);
    if (clash) {
      return refused(
        "slug-taken",
        `Another course already uses the address /shop/masterclasses/${slug}`,
      );
    }
    return ok(slug);
  }
  return ok(await freeSlug(tx, slugify(form.title) || "masterclass", exceptId));
}

export async function createMasterclass(
  db: Db,
  actor: AdminUser,
  form: MasterclassForm,
  status: "draft" | "published",
): Promise<MasterclassOutcome> {
  return db.transaction(async (tx) => {
    const slug = await slugFor(tx, form);
    if (!slug.ok) return slug;
    const [created] = await tx
      .insert(masterclasses)
      .values({ ...columnsOf(form), slug: slug.value, status })
      .returning();
    await saveJoinLink(tx, created!.id, form.joinUrl);
    await recordAudit(tx, actor, {
      action: "masterclass.create",
      targetType: "masterclass",
      targetId: created!.id,
      summary: `Created ${status === "draft" ? "the draft" : "and published"} ${created!.title}`,
    });
    return ok(created!);
  });
}

/**
 * The editor's word on what a save does to the people on the course: whether
 * they have seen the question (a moved date, a smaller class) and, if so,
 * whether the people booked and waiting are to be mailed.
 */
export interface SaveAnswer {
  confirmed: boolean;
  notify: boolean;
}

/** A saved course and how many were mailed, or the question to ask before saving. */
export type SavedMasterclass =
  | { kind: "saved"; course: Masterclass; notified: number; changed: boolean }
  | { kind: "ask"; question: ChangeQuestion };

export async function updateMasterclass(
  db: Db,
  actor: AdminUser,
  id: string,
  form: MasterclassForm,
  answer: SaveAnswer = { confirmed: false, notify: false },
): Promise<Outcome<SavedMasterclass, "not-found" | "conflict" | "slug-taken">> {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, masterclasses, eq(masterclasses.id, id));
    if (!current) return refused("not-found");
    // A blank slug on an existing course keeps its address.
    const slug = form.slug ? await slugFor(tx, form, id) : ok(current.slug);
    if (!slug.ok) return slug;
    const columns = columnsOf(form);
    const next = { ...columns, joinUrl: form.joinUrl || null };
    // Asked inside the lock, so the counts are the ones the save would act on.
    const question = await changeQuestion(tx, current, next, columns.classSize);
    if (question && !answer.confirmed) return ok({ kind: "ask", question });
    const changes = question?.changes ?? [];
    const [updated] = await tx
      .update(masterclasses)
      .set({ ...columns, slug: slug.value })
      .where(eq(masterclasses.id, id))
      .returning();
    await saveJoinLink(tx, id, form.joinUrl);
    // The course's title and dates are on every invoice line of its bookings.
    if (
      updated!.title !== current.title ||
      updated!.date.getTime() !== current.date.getTime() ||
      updated!.endDate?.getTime() !== current.endDate?.getTime()
    )
      await followCourseInvoices(tx, id, "the course's title or dates changed");
    await recordAudit(tx, actor, {
      action: "masterclass.update",
      targetType: "masterclass",
      targetId: id,
      summary: `Edited ${updated!.title}`,
      // What the people on the course were asked about, and the editor's answer.
      details: question
        ? {
            changes,
            notified: answer.notify && changes.length > 0,
            ...(question.shrink
              ? { classSize: { from: current.classSize, to: columns.classSize } }
              : {}),
          }
        : undefined,
    });
    const notified =
      answer.notify && changes.length > 0
        ? await notifyCourseChange(tx, actor, updated!, changes)
        : 0;
    return ok({ kind: "saved", course: updated!, notified, changed: changes.length > 0 });
  });
}

/** A copy for a new date: a draft with the same content, titled and addressed as a copy. */
export async function duplicateMasterclass(
  db: Db,
  actor: AdminUser,
  id: string,
): Promise<MasterclassOutcome> {
  return db.transaction(async (tx) => {
    const source = await findMasterclass(tx, id);
    if (!source) return refused("not-found");
    const { id: _id, createdAt: _c, updatedAt: _u, slug, title, ...rest } = source;
    const copySlug = await freeSlug(tx, `${slug}-copy`);
    const [copy] = await tx
      .insert(masterclasses)
      // A new event (a new slug, so a new calendar UID): its calendar revisions start again.
      .values({
        ...rest,
        slug: copySlug,
        title: `${title} (copy)`,
        status: "draft",
        calendarSequence: 0,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "masterclass.duplicate",
      targetType: "masterclass",
      targetId: copy!.id,
      summary: `Duplicated ${title} as a draft`,
      details: { from: id },
    });
    return ok(copy!);
  });
}

const STATUS_VERBS: Record<MasterclassStatus, string> = {
  published: "Published",
  draft: "Unpublished",
  archived: "Archived",
};

export async function setMasterclassStatus(
  db: Db,
  actor: AdminUser,
  id: string,
  status: MasterclassStatus,
): Promise<MasterclassOutcome> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(masterclasses)
      .set({ status })
      .where(eq(masterclasses.id, id))
      .returning();
    if (!updated) return refused("not-found");
    await recordAudit(tx, actor, {
      action: `masterclass.${status}`,
      targetType: "masterclass",
      targetId: id,
      summary: `${STATUS_VERBS[status]} ${updated.title}`,
    });
    return ok(updated);
  });
}

/** Deletes a course nobody registered for; one with registrations can only be archived. */
export async function deleteMasterclass(
  db: Db,
  actor: AdminUser,
  id: string,
): Promise<MasterclassOutcome> {
  return db.transaction(async (tx) => {
    const course = await lockRow(tx, masterclasses, eq(masterclasses.id, id));
    if (!course) return refused("not-found");
    if ((await registrationCount(tx, id)) > 0) {
      return conflict(
        "This course has registrations, so it cannot be deleted. Archive it instead: it leaves the site and keeps its records.",
      );
    }
    await tx.delete(masterclasses).where(eq(masterclasses.id, id));
    await recordAudit(tx, actor, {
      action: "masterclass.delete",
      targetType: "masterclass",
      targetId: id,
      summary: `Deleted ${course.title}`,
    });
    return ok(course);
  });
}

/** A stored course as the form's flat values ("agenda.0.title" …), to fill the edit form. */
export function formValuesOf(course: Masterclass): Record<string, string> {
  const c: MasterclassContent = course.content ?? {};
  const values: Record<string, string> = {
    title: course.title,
    subtitle: course.subtitle ?? "",
    slug: course.slug,
    type: course.type,
    format: course.format,
    venue: course.venue ?? "",
    startsAt: toMalaysiaLocal(course.date),
    endsAt: course.endDate ? toMalaysiaLocal(course.endDate) : "",
    price: String(course.price),
    classSize: String(course.classSize),
    cancelFullDays: String(course.cancelFullDays),
    cancelPartDays: String(course.cancelPartDays),
    cancelPartPercent: String(course.cancelPartPercent),
    heroImg: course.heroImg ?? "",
    brochure: course.brochure ?? "",
    problem: c.problem ?? "",
    about: c.about ?? "",
  };
  if (course.isHrdc) values.isHrdc = "on";
  if (course.isNtw) values.isNtw = "on";
  const list = (name: string, items: string[] | undefined) =>
    (items ?? []).forEach((item, i) => (values[`${name}.${i}`] = item));
  list("benefits", c.benefits);
  list("outcomes", c.outcomes);
  list("audience", c.target_audience);
  list("included", c.included);
  const rows = (name: string, items: Record<string, unknown>[] | undefined) =>
    (items ?? []).forEach((item, i) => {
      for (const [key, value] of Object.entries(item)) {
        if (typeof value === "string" || typeof value === "number")
          values[`${name}.${i}.${key}`] = String(value);
      }
    });
  rows("agenda", c.agenda as Record<string, unknown>[] | undefined);
  rows("speakers", c.speakers as Record<string, unknown>[] | undefined);
  rows("testimonials", c.testimonials as Record<string, unknown>[] | undefined);
  rows("faqs", c.faqs as Record<string, unknown>[] | undefined);
  for (const [key, value] of Object.entries(c.trainer ?? {})) values[`trainer.${key}`] = value;
  if (c.logistics?.requirements) values["logistics.requirements"] = c.logistics.requirements;
  return values;
}
