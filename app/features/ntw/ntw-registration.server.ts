import { and, eq, sql } from "drizzle-orm";
import { ntwPrograms, ntwRegistrations } from "#server/db/schema";
import { enqueueFormEmails } from "#server/email/outbox";
import { claimSubmission, submissionFingerprint } from "#server/leads/submission-dedupe";
import { leadRef } from "#server/leads/spam";
import { leadTransaction } from "#server/leads/lead-transaction";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { ntwRegistrationClosed } from "./ntw-closed";
import type { NtwRegistrationInput } from "./ntw-registration.schema";
import { ntwTicketFor } from "#app/features/tickets/tickets.server";
import { ticketMailData } from "#app/features/tickets/ticket-mail.server";

export type NtwSubmission =
  /** Stored now, with its mails queued. */
  | { status: "registered"; id: string }
  /** The same submission again within ten minutes (double click, retry): nothing new. */
  | { status: "duplicate" }
  /** This e-mail already holds a place in this program: that registration stands. */
  | { status: "existing"; id: string }
  /** No program has this id (any more). */
  | { status: "unknown-program" }
  /** The program has started: registration is closed, nothing stored. */
  | { status: "closed" };

/**
 * Stores an NTW registration and its two mails in one transaction
 * (docs/decisions/0002-nothing-is-lost.md): the program row is locked first,
 * which gives the title and date snapshot and makes registrations for one
 * program take turns, so the same e-mail registering twice at once still finds
 * the first (on PGlite and PostgreSQL alike). The mail's program facts are the
 * stored program's (docs/decisions/0015-mail-function-not-public.md). Suspected
 * spam is stored with its reason and its mails held.
 */
export async function submitNtwRegistration(
  input: NtwRegistrationInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<NtwSubmission> {
  return leadTransaction(async (tx): Promise<NtwSubmission> => {
    const [program] = await tx
      .select({ id: ntwPrograms.id, title: ntwPrograms.title, date: ntwPrograms.date })
      .from(ntwPrograms)
      .where(eq(ntwPrograms.id, input.programId))
      .limit(1)
      .for("update");
    if (!program) return { status: "unknown-program" };
    // Checked on the locked row, before the fingerprint is claimed: a refusal
    // stores nothing, so the same form sent again is refused again, not taken
    // for a duplicate of a registration that never was.
    if (ntwRegistrationClosed(program, new Date())) return { status: "closed" };
    const fingerprint = submissionFingerprint("ntw", clientAddress, input);
    if (!(await claimSubmission(tx, "ntw", fingerprint))) return { status: "duplicate" };
    const [existing] = await tx
      .select({ id: ntwRegistrations.id })
      .from(ntwRegistrations)
      .where(
        and(
          eq(ntwRegistrations.programId, program.id),
          eq(ntwRegistrations.status, "registered"),
          sql`lower(${ntwRegistrations.userEmail}) = ${input.email.toLowerCase()}`,
        ),
      )
      .limit(1);
    if (existing) return { status: "existing", id: existing.id };
    const [row] = await tx
      .insert(ntwRegistrations)
      .values({
        programId: program.id,
        programTitle: program.title,
        programDate: program.date,
        userName: input.name,
        userEmail: input.email,
        userPhone: null,
        userOrg: input.org,
        userRole: input.role,
        status: "registered",
        marketingOptIn: input.marketingOptIn,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
      })
      .returning({ id: ntwRegistrations.id });
    // By form type, not by the module's export: the NTW mail keeps its name
    // whatever becomes of the registration module's file.
    await enqueueFormEmails(
      tx,
      "ntw_registration",
      {
        name: input.name,
        email: input.email,
        org: input.org,
        role: input.role,
        programId: program.id,
        marketingOptIn: input.marketingOptIn,
        // The free seat's ticket; a submission held as spam gets none.
        ...(await ticketMailData(await ntwTicketFor(tx, row!.id))),
      },
      { leadRef: leadRef("ntw", row!.id), hold: spamReason !== null },
    );
    return { status: "registered", id: row!.id };
  });
}
