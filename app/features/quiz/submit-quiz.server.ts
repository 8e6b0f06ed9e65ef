import { enqueueFormEmails } from "#server/email/outbox";
import { quizSubmissions } from "#server/db/schema";
import { claimSubmission, submissionFingerprint } from "#server/leads/submission-dedupe";
import { leadRef } from "#server/leads/spam";
import { leadTransaction } from "#server/leads/lead-transaction";
import type { QuizPath } from "#app/content/quiz-questions";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import type { LeadInput } from "./lead.schema";
import { quizMail } from "./quiz-mail.server";
import { scoreQuiz } from "./scoring";

/**
 * Stores the submission with its computed score and band, and its e-mails, in
 * one transaction (docs/decisions/0002-nothing-is-lost.md,
 * docs/decisions/0005-quiz-content-and-scoring.md). The visitor's mail carries
 * the same result that is stored. The same submission from the same client again within ten
 * minutes is the one already stored (`duplicate`). Suspected spam is stored
 * with its reason and its mails held.
 */
export async function submitQuiz(
  path: QuizPath,
  answers: Record<string, string>,
  lead: LeadInput,
  clientAddress: string,
  spamReason: string | null = null,
) {
  const result = scoreQuiz(path, answers);
  const timestamp = new Date();
  return leadTransaction(async (tx) => {
    const fingerprint = submissionFingerprint("quiz", clientAddress, { path, answers, lead });
    if (!(await claimSubmission(tx, "quiz", fingerprint)))
      return { id: null, result, duplicate: true };
    const [row] = await tx
      .insert(quizSubmissions)
      .values({
        path,
        answers,
        name: lead.name,
        email: lead.email,
        organization: lead.organization || null,
        jobRole: lead.jobRole,
        score: result.score,
        band: result.band,
        marketingOptIn: lead.marketingOptIn,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        consentedAt: timestamp,
        createdAt: timestamp,
        spamReason,
      })
      .returning({ id: quizSubmissions.id });
    await enqueueFormEmails(
      tx,
      quizMail,
      {
        path,
        answers,
        leadData: {
          name: lead.name,
          email: lead.email,
          organization: lead.organization,
          jobRole: lead.jobRole,
        },
        timestamp: timestamp.toISOString(),
        result,
        marketingOptIn: lead.marketingOptIn,
      },
      { leadRef: leadRef("quiz", row!.id), hold: spamReason !== null },
    );
    return { id: row!.id, result, duplicate: false };
  });
}
