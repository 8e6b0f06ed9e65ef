import { count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client";
import { leads } from "#server/db/schema";
import { defineInternalMail } from "#server/email/internal-mail";
import { enqueueFormEmails } from "#server/email/outbox";
import { CtaButton, Details, H1, P, Small } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import type { PeriodicJob } from "#server/jobs/periodic";
import { getConfig, getDb } from "#server/runtime";
import { calendarDateKey } from "#common/dates";
import { LEAD_KIND_LABELS } from "#app/features/dashboard/lead-kinds";
import { SPAM_RETENTION_DAYS } from "./jobs.server";

/**
 * The team's daily digest of submissions held for review (the Spam folder):
 * a held submission's mails wait until a person releases it, so the team
 * must not forget to look. At most one a Malaysian calendar day, however
 * many instances run the job, and none on a day with nothing held. It
 * carries counts per kind and a link, no one's details.
 * See docs/decisions/0018-spam-review-digest.md.
 */

export const SPAM_FOLDER_PATH = "/admin/leads/spam";
/** The rate_limits bucket that claims a day's digest for one instance. */
const DIGEST_BUCKET = "spam-digest";

export const spamDigestSchema = z.object({
  /** The Malaysian calendar day ("YYYY-MM-DD") the digest is for. */
  day: z.iso.date(),
  total: z.number().int().positive(),
  kinds: z
    .array(z.object({ label: z.string().min(1).max(60), count: z.number().int().positive() }))
    .min(1)
    .max(20),
  /** Where the team sends it (MAIL_TO_TEAM): the outbox's "visitor" side is never queued. */
  teamAddress: z.email(),
});

export type SpamDigestData = z.output<typeof spamDigestSchema>;

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function render(data: SpamDigestData, ctx: RenderContext): EmailContent {
  const url = `${ctx.siteUrl}${SPAM_FOLDER_PATH}`;
  const waiting = plural(data.total, "submission waits", "submissions wait");
  return {
    subject: `${waiting} in review (${data.day})`,
    preview: "Held submissions send no mail until someone releases them.",
    kicker: "Review digest",
    body: (
      <>
        <H1>{waiting} in review</H1>
        <P>
          The spam guard held these submissions. Their confirmation mails are not sent until someone
          marks them &quot;Not spam&quot;; real people among them are waiting.
        </P>
        <Details
          title="Held, by kind"
          items={data.kinds.map((kind) => ({ label: kind.label, value: String(kind.count) }))}
        />
        <CtaButton href={url}>Open the Spam folder</CtaButton>
        <Small>
          Held submissions nobody releases are deleted after {SPAM_RETENTION_DAYS} days. This digest
          comes at most once a day, only when something is held.
        </Small>
      </>
    ),
  };
}

export const spamDigestMail = defineInternalMail({
  formType: "spam_digest",
  schema: spamDigestSchema,
  render,
  visitorAddress: (data) => data.teamAddress,
  visitorName: () => "AIHQ team",
  visitorText: [],
});

/** How many submissions wait in the Spam folder, per kind of the leads index (most first). */
export async function heldForReview(db: Db): Promise<{ kind: string; count: number }[]> {
  const rows = await db
    .select({ kind: leads.kind, count: count() })
    .from(leads)
    .where(eq(leads.spam, true))
    .groupBy(leads.kind)
    .orderBy(desc(count()), leads.kind);
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

/**
 * Queues today's digest if anything is held and no instance has queued one
 * today. The day is claimed with a rate_limits row in the transaction that
 * queues the mail: a concurrent claim waits for it and then finds the row,
 * and a rolled-back run claims nothing. Returns whether a digest was queued.
 */
export async function queueSpamDigest(
  now = new Date(),
  db: Db = getDb(),
  teamAddress: string = getConfig().mailToTeam,
): Promise<boolean> {
  const held = await heldForReview(db);
  if (held.length === 0) return false;
  const day = calendarDateKey(now);
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ key: string }>(sql`
      insert into rate_limits (bucket, key, window_start, hits)
      values (${DIGEST_BUCKET}, ${day}, ${`${day}T00:00:00+08:00`}::timestamptz, 1)
      on conflict do nothing
      returning key
    `);
    if (claimed.rows.length === 0) return false;
    await enqueueFormEmails(
      tx,
      spamDigestMail,
      {
        day,
        total: held.reduce((sum, row) => sum + row.count, 0),
        kinds: held.map((row) => ({
          label: LEAD_KIND_LABELS[row.kind] ?? row.kind,
          count: row.count,
        })),
        teamAddress,
      },
      { recipients: "team", teamAddress },
    );
    return true;
  });
}

export const spamDigestJobs: PeriodicJob[] = [
  {
    name: "daily digest of submissions held for review",
    // Hourly: the first run of each Malaysian day that finds something held sends it.
    everyMs: 60 * 60_000,
    run: () => queueSpamDigest(),
  },
];
