import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "#server/db/client";
import { emailOutbox } from "#server/db/schema";
import { consumeRateLimit } from "#server/http/rate-limit";
import { getConfig, isBooted } from "#server/runtime";
import { isFormType, type MailType } from "./form-types";
import type { LeadMail, LeadMailRuntime } from "./lead-mail";
import { leadMailFor, requireLeadMail } from "./registry";

/** The NOTIFY channel a worker listens on; the payload is empty. */
export const OUTBOX_CHANNEL = "aihq_email_outbox";

/** The formData (or formType) did not pass its schema; `issues` are zod's. */
export class FormDataError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(
      `Invalid form data: ${issues.map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`).join("; ")}`,
    );
    this.name = "FormDataError";
  }
}

export type ParsedForm =
  | { success: true; mail: LeadMailRuntime; formType: MailType; formData: unknown }
  | { success: false; issues: z.core.$ZodIssue[] };

/**
 * Validates an untrusted `{formType, formData}` pair, as the compatibility
 * endpoint receives it, with the registered lead module of that type. Issues
 * carry paths from the body's root (`formData.leadData.email`), so a client
 * can match them to its fields.
 */
export function parseFormSubmission(body: unknown): ParsedForm {
  const formType = (body as { formType?: unknown } | null)?.formType;
  const mail = leadMailFor(formType);
  if (!mail) {
    // A contract name without its module is our fault (not registered), not the client's: it throws.
    if (isFormType(formType)) requireLeadMail(formType);
    return {
      success: false,
      issues: [
        {
          code: "custom",
          path: ["formType"],
          message: "Unknown formType",
          input: formType,
        } as z.core.$ZodIssue,
      ],
    };
  }
  const result = mail.parse((body as { formData?: unknown }).formData);
  if (!result.success) {
    return {
      success: false,
      issues: result.issues.map((issue) => ({ ...issue, path: ["formData", ...issue.path] })),
    };
  }
  return { success: true, mail, formType: mail.formType, formData: result.data };
}

export interface EnqueueOptions {
  /** The company inbox; defaults to MAIL_TO_TEAM of the running server. */
  teamAddress?: string;
  /** Visitor confirmations per recipient address per day; defaults to VISITOR_MAILS_PER_DAY (5). */
  visitorMailsPerDay?: number;
  /** The lead these mails belong to (`callback:<id>`), so they can be found and released with it. */
  leadRef?: string;
  /**
   * Suspected spam: both mails are stored `held` and nothing is sent until a
   * person marks the lead "Not spam" (`releaseHeldMails`). Held mails do not
   * count against the recipient's daily cap.
   */
  hold?: boolean;
  /**
   * Which of the two messages to queue (default both): an HRDC attendee's own
   * confirmation needs no second team notice, the group's summary carries it.
   */
  recipients?: "both" | "visitor" | "team";
}

/** The default of VISITOR_MAILS_PER_DAY, for callers outside a booted server (tests, scripts). */
export const DEFAULT_VISITOR_MAILS_PER_DAY = 5;
const DAY_SECONDS = 86_400;

/**
 * Whether one more confirmation may go to this address today, counted across
 * every form (one atomic upsert, so parallel submissions cannot slip past).
 * The count is taken in the caller's transaction: a rolled-back submission
 * uses up nothing.
 */
async function allowVisitorMail(tx: Tx | Db, address: string, perDay: number): Promise<boolean> {
  const { allowed } = await consumeRateLimit(tx, {
    bucket: "visitor-mail",
    key: address.trim().toLowerCase(),
    limit: perDay,
    windowSeconds: DAY_SECONDS,
  });
  return allowed;
}

/**
 * Queues the mails of one form submission inside the caller's transaction:
 * the visitor's confirmation and the team's notification, one outbox row
 * each. If the transaction rolls back, no mail exists; once it commits, a
 * worker sends them (the NOTIFY below is delivered at commit and wakes one
 * at once). Throws FormDataError when the data does not match the lead
 * type's schema. Returns the new rows' ids, visitor's first.
 *
 * `mail` is the lead module (typed: our own forms pass theirs) or a form
 * type's name (the endpoint, tests), looked up in the registry. Either way
 * the form type must be registered, so nothing is queued that no worker
 * could render.
 *
 * Program, course and grant facts are replaced by the stored ones (looked up
 * by id; an unknown id is a FormDataError), then the module's computed values
 * are added (the quiz result), so the row holds exactly what the mail will
 * say. The visitor's confirmation is stored as `skipped`, with the reason,
 * once that address has had its confirmations for the day, so nobody can
 * mail-bomb a stranger through our forms; the team's notification is always
 * queued.
 */
export async function enqueueFormEmails<S extends z.ZodType>(
  tx: Tx | Db,
  mail: LeadMail<S>,
  formData: z.input<S>,
  options?: EnqueueOptions,
): Promise<string[]>;
export async function enqueueFormEmails(
  tx: Tx | Db,
  formType: string,
  formData: unknown,
  options?: EnqueueOptions,
): Promise<string[]>;
export async function enqueueFormEmails(
  tx: Tx | Db,
  mailOrType: Pick<LeadMail, "formType" | "runtime"> | string,
  formData: unknown,
  options: EnqueueOptions = {},
): Promise<string[]> {
  const registered = requireLeadMail(
    typeof mailOrType === "string" ? mailOrType : mailOrType.formType,
  );
  // Our own forms use their module as passed (a dev-server reload may have a newer one than the registry).
  const mail = typeof mailOrType === "string" ? registered : mailOrType.runtime;
  const parsed = mail.parse(formData);
  if (!parsed.success) throw new FormDataError(parsed.issues);
  const teamAddress = options.teamAddress ?? (isBooted() ? getConfig().mailToTeam : undefined);
  if (!teamAddress)
    throw new Error("enqueueFormEmails: no team address (boot the runtime or pass teamAddress)");
  const prepared = await mail.prepare(tx, parsed.data);
  if (!prepared.ok) throw new FormDataError(prepared.issues);
  const data = prepared.data;

  const perDay =
    options.visitorMailsPerDay ??
    (isBooted() ? getConfig().visitorMailsPerDay : DEFAULT_VISITOR_MAILS_PER_DAY);
  const visitor = mail.visitorAddress(data);
  const recipients = options.recipients ?? "both";
  const visitorAllowed =
    options.hold || recipients === "team" ? true : await allowVisitorMail(tx, visitor, perDay);
  const stored = data as Record<string, unknown>;
  const common = { formType: mail.formType, formData: stored, leadRef: options.leadRef ?? null };
  const held = options.hold ? { status: "held" as const } : {};
  const visitorRow = {
    ...common,
    recipientRole: "visitor" as const,
    toAddress: visitor,
    ...held,
    ...(visitorAllowed
      ? {}
      : {
          status: "skipped" as const,
          skipReason: `Daily limit of ${perDay} confirmation${perDay === 1 ? "" : "s"} to this address reached`,
        }),
  };
  const teamRow = { ...common, recipientRole: "team" as const, toAddress: teamAddress, ...held };
  const rows = await tx
    .insert(emailOutbox)
    .values(
      recipients === "visitor"
        ? [visitorRow]
        : recipients === "team"
          ? [teamRow]
          : [visitorRow, teamRow],
    )
    .returning({ id: emailOutbox.id, role: emailOutbox.recipientRole });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows
    .sort((a, b) => (a.role === b.role ? 0 : a.role === "visitor" ? -1 : 1))
    .map((row) => row.id);
}

/**
 * "Not spam": the held mails of a lead become due now (a person decided, so
 * the daily cap does not apply), and a worker is woken at commit. Returns
 * how many were released.
 */
export async function releaseHeldMails(tx: Tx | Db, leadRef: string): Promise<number> {
  const released = await tx
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(emailOutbox.leadRef, leadRef), eq(emailOutbox.status, "held")))
    .returning({ id: emailOutbox.id });
  if (released.length > 0) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return released.length;
}
