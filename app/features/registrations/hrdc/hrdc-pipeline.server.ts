import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import {
  hrdcStages,
  leads,
  masterclasses,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import { getDb } from "#server/runtime";
import { recordAudit } from "#app/features/audit/audit.server";
import { calendarDateKey } from "#common/dates";
import { notFound, ok, refused, type Outcome } from "#common/outcome";
import {
  HRDC_STAGE_LABELS,
  hrdcStanding,
  latestStage,
  nextStage,
  type HrdcStage,
} from "./hrdc-stages";
import type { HrdcGroupSummary } from "./hrdc-group";

/** A seat the group holds or waits for; cancelled and erased attendees are left out. */
const LIVE_STATUSES = ["registered", "confirmed", "waitlisted", "offered"] as const;

/** Every HRDC group the team works on: real (not in review), not erased. */
async function readGroups(db: Db, groupIds?: string[]): Promise<HrdcGroupSummary[]> {
  const conditions = [isNull(registrationGroups.erasedAt), isNull(registrationGroups.spamReason)];
  if (groupIds) conditions.push(inArray(registrationGroups.id, groupIds));
  const groups = await db
    .select({
      id: registrationGroups.id,
      reference: registrationGroups.reference,
      companyName: registrationGroups.companyName,
      ssmNumber: registrationGroups.ssmNumber,
      hrName: registrationGroups.hrName,
      hrEmail: registrationGroups.hrEmail,
      hrPhone: registrationGroups.hrPhone,
      hrRole: registrationGroups.hrRole,
      courseId: registrationGroups.masterclassId,
      copiedTitle: registrationGroups.masterclassTitle,
      courseTitle: masterclasses.title,
      courseStart: masterclasses.date,
      courseEnd: masterclasses.endDate,
      confirmedAt: registrationGroups.confirmedAt,
      createdAt: registrationGroups.createdAt,
      leadId: leads.id,
    })
    .from(registrationGroups)
    .leftJoin(masterclasses, eq(masterclasses.id, registrationGroups.masterclassId))
    .leftJoin(
      leads,
      and(eq(leads.kind, "registration_group"), eq(leads.sourceId, registrationGroups.id)),
    )
    .where(and(...conditions))
    .orderBy(asc(registrationGroups.createdAt));
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const [attendeeRows, stageRows] = await Promise.all([
    db
      .select({
        id: registrations.id,
        groupId: registrations.groupId,
        reference: registrations.reference,
        name: registrations.name,
        email: registrations.email,
        role: registrations.role,
        status: registrations.status,
        price: registrations.productPrice,
      })
      .from(registrations)
      .where(
        and(
          inArray(registrations.groupId, ids),
          inArray(registrations.status, [...LIVE_STATUSES]),
          isNull(registrations.erasedAt),
        ),
      )
      .orderBy(asc(registrations.createdAt), asc(registrations.reference)),
    db
      .select()
      .from(hrdcStages)
      .where(inArray(hrdcStages.groupId, ids))
      .orderBy(asc(hrdcStages.reachedOn), asc(hrdcStages.recordedAt)),
  ]);
  const today = calendarDateKey(new Date());
  return groups.map((g) => {
    const stages = stageRows
      .filter((s) => s.groupId === g.id)
      .map(({ stage, reachedOn, reference, recordedAt }) => ({
        stage,
        reachedOn,
        reference,
        recordedAt,
      }));
    const pendingConfirmation = g.confirmedAt === null;
    const standing = hrdcStanding(
      {
        bookedOn: calendarDateKey(g.confirmedAt ?? g.createdAt),
        courseStart: g.courseStart ? calendarDateKey(g.courseStart) : null,
        courseEnd: g.courseEnd ? calendarDateKey(g.courseEnd) : null,
        reached: stages,
      },
      today,
    );
    return {
      id: g.id,
      reference: g.reference,
      leadId: g.leadId,
      companyName: g.companyName,
      ssmNumber: g.ssmNumber,
      hrName: g.hrName,
      hrEmail: g.hrEmail,
      hrPhone: g.hrPhone,
      hrRole: g.hrRole,
      courseId: g.courseId,
      courseTitle: g.courseTitle ?? g.copiedTitle,
      courseStart: g.courseStart,
      courseEnd: g.courseEnd,
      pendingConfirmation,
      createdAt: g.createdAt,
      attendees: attendeeRows
        .filter((a) => a.groupId === g.id)
        .map(({ groupId: _group, ...attendee }) => attendee),
      stages,
      standing: pendingConfirmation ? { ...standing, overdue: false } : standing,
    };
  });
}

/** Groups with no live attendee left (all cancelled) have nothing to run. */
function isLive(group: HrdcGroupSummary): boolean {
  return group.attendees.length > 0;
}

export async function listHrdcGroups(db: Db = getDb()): Promise<HrdcGroupSummary[]> {
  return (await readGroups(db)).filter(isLive);
}

export async function getHrdcGroup(id: string, db: Db = getDb()): Promise<HrdcGroupSummary | null> {
  const [group] = await readGroups(db, [id]);
  return group ?? null;
}

/**
 * A stage recorded or taken back (with its toast's sentence), or refused: the group is gone,
 * or the field whose value the server refused ("stage": the page is stale; "reachedOn").
 */
export type StageChange = Outcome<string, "not-found" | "stage" | "reachedOn">;

const NO_GROUP = notFound("That HRDC booking is not in the pipeline any more. Reload the list.");

/** Locks the group and reads its stages, so two people recording at once cannot both pass. */
async function lockedStages(tx: Tx, groupId: string) {
  const [group] = await tx
    .select({
      id: registrationGroups.id,
      reference: registrationGroups.reference,
      companyName: registrationGroups.companyName,
      createdAt: registrationGroups.createdAt,
    })
    .from(registrationGroups)
    .where(
      and(
        eq(registrationGroups.id, groupId),
        isNull(registrationGroups.erasedAt),
        isNull(registrationGroups.spamReason),
      ),
    )
    .for("update");
  if (!group) return null;
  const stages = await tx
    .select()
    .from(hrdcStages)
    .where(eq(hrdcStages.groupId, groupId))
    .orderBy(asc(hrdcStages.reachedOn), asc(hrdcStages.recordedAt));
  return { group, stages, current: latestStage(stages) };
}

export interface RecordStageInput {
  groupId: string;
  stage: HrdcStage;
  reachedOn: string;
  reference: string | null;
}

/** The team records the next stage with the day it happened; stages are taken in order. */
export async function recordHrdcStage(
  actor: AdminUser,
  input: RecordStageInput,
  now = new Date(),
): Promise<StageChange> {
  return getDb().transaction(async (tx) => {
    const locked = await lockedStages(tx, input.groupId);
    if (!locked) return NO_GROUP;
    const { group, stages, current } = locked;
    const expected = nextStage(current);
    if (expected !== input.stage) {
      return refused(
        "stage",
        expected === null
          ? `${group.reference} has been paid: every stage is recorded.`
          : `${group.reference} is at "${current ? HRDC_STAGE_LABELS[current] : "Booked"}" now; the next stage is "${HRDC_STAGE_LABELS[expected]}". Reload the page.`,
      );
    }
    if (input.reachedOn > calendarDateKey(now)) {
      return refused("reachedOn", "The date cannot be in the future.");
    }
    const earliest = stages.reduce(
      (latest, s) => (s.reachedOn > latest ? s.reachedOn : latest),
      calendarDateKey(group.createdAt),
    );
    if (input.reachedOn < earliest) {
      return refused(
        "reachedOn",
        `The date cannot be before ${earliest}, when the booking or its previous stage happened.`,
      );
    }
    await tx.insert(hrdcStages).values({
      groupId: group.id,
      stage: input.stage,
      reachedOn: input.reachedOn,
      reference: input.reference,
      recordedAt: now,
      recordedBy: actor.id,
    });
    await recordAudit(tx, actor, {
      action: "hrdc.stage",
      targetType: "registration_group",
      targetId: group.id,
      summary: `${group.reference}: ${HRDC_STAGE_LABELS[input.stage]} on ${input.reachedOn}`,
      details: { stage: input.stage, reachedOn: input.reachedOn, reference: input.reference },
    });
    return ok(`${HRDC_STAGE_LABELS[input.stage]}: recorded for ${group.reference}`);
  });
}

/** Takes back the latest stage (recorded by mistake); the audit log keeps what it said and why. */
export async function undoHrdcStage(
  actor: AdminUser,
  input: { groupId: string; stage: HrdcStage; reason: string },
): Promise<StageChange> {
  return getDb().transaction(async (tx) => {
    const locked = await lockedStages(tx, input.groupId);
    if (!locked) return NO_GROUP;
    const { group, stages, current } = locked;
    const undone = stages.find((s) => s.stage === input.stage);
    if (!undone || current !== input.stage) {
      return refused(
        "stage",
        `Only the latest stage can be undone; ${group.reference} is at "${current ? HRDC_STAGE_LABELS[current] : "Booked"}". Reload the page.`,
      );
    }
    await tx
      .delete(hrdcStages)
      .where(and(eq(hrdcStages.groupId, group.id), eq(hrdcStages.stage, input.stage)));
    await recordAudit(tx, actor, {
      action: "hrdc.stage.undo",
      targetType: "registration_group",
      targetId: group.id,
      summary: `${group.reference}: took back "${HRDC_STAGE_LABELS[input.stage]}"`,
      details: {
        stage: undone.stage,
        reachedOn: undone.reachedOn,
        reference: undone.reference,
        reason: input.reason,
      },
    });
    return ok(`"${HRDC_STAGE_LABELS[input.stage]}" taken back for ${group.reference}`);
  });
}
