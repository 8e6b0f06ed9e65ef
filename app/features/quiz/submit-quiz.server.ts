import { quizSubmissions } from "#server/db/schema";
import { storeLead } from "#server/leads/store-lead";
import type { QuizPath } from "#app/content/quiz-questions";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import type { LeadInput } from "./lead.schema";
import { quizMail } from "./quiz-mail.server";
import { scoreQuiz } from "./scoring";

/**
 * Stores the submission with its computed score and band, and its e-mails, in
 * one transaction (docs/decisions/0002-nothing-is-lost.md,
 * docs/decisions/0005-quiz-content-and-scoring.md). The visitor's mail carries
 * the same result that is stored. Duplicates and suspected spam as for every
 * lead (`storeLead`).
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
  const values = { path, answers, lead };
  const stored = await storeLead("quiz", { clientAddress, values, spamReason }, async (tx) => {
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
    const { name, email, organization, jobRole, marketingOptIn } = lead;
    const data = {
      path,
      answers,
      leadData: { name, email, organization, jobRole },
      timestamp: timestamp.toISOString(),
      result,
      marketingOptIn,
    };
    return { id: row!.id, mail: quizMail, data };
  });
  return { id: stored.id, result, duplicate: stored.duplicate };
}
