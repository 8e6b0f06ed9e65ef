import { sql } from "drizzle-orm";
import type { z } from "zod";
import { scoreQuiz } from "../../app/features/quiz/scoring";
import type { Db, Tx } from "../db/client";
import { emailOutbox } from "../db/schema";
import { getConfig, isBooted } from "../runtime";
import {
  formDataSchemas,
  isFormType,
  visitorAddress,
  type FormDataInput,
  type FormDataOf,
  type FormType,
} from "./form-types";

/** The NOTIFY channel a worker listens on; the payload is empty. */
export const OUTBOX_CHANNEL = "aihq_email_outbox";

/** The formData (or formType) did not pass its schema; `issues` are zod's. */
export class FormDataError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(`Invalid form data: ${issues.map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`).join("; ")}`);
    this.name = "FormDataError";
  }
}

export type ParsedForm =
  | { success: true; formType: FormType; formData: FormDataOf<FormType> }
  | { success: false; issues: z.core.$ZodIssue[] };

/**
 * Validates an untrusted `{formType, formData}` pair, as the compatibility
 * endpoint receives it. Issues carry paths from the body's root
 * (`formData.leadData.email`), so a client can match them to its fields.
 */
export function parseFormSubmission(body: unknown): ParsedForm {
  const formType = (body as { formType?: unknown } | null)?.formType;
  if (!isFormType(formType)) {
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
  const result = formDataSchemas[formType].safeParse((body as { formData?: unknown }).formData);
  if (!result.success) {
    return {
      success: false,
      issues: result.error.issues.map((issue) => ({ ...issue, path: ["formData", ...issue.path] })),
    };
  }
  return { success: true, formType, formData: result.data };
}

export interface EnqueueOptions {
  /** The company inbox; defaults to MAIL_TO_TEAM of the running server. */
  teamAddress?: string;
}

/**
 * Queues the mails of one form submission inside the caller's transaction:
 * the visitor's confirmation and the team's notification, one outbox row
 * each. If the transaction rolls back, no mail exists; once it commits, a
 * worker sends them (the NOTIFY below is delivered at commit and wakes one
 * at once). Throws FormDataError when the data does not match the form type's
 * schema. Returns the new rows' ids, visitor's first.
 *
 * For the quiz, the readiness result is computed here when the data has none
 * and stored with the row, so the mail shows exactly what was scored.
 */
export async function enqueueFormEmails<T extends FormType>(
  tx: Tx | Db,
  formType: T,
  formData: FormDataInput<T>,
  options: EnqueueOptions = {},
): Promise<string[]> {
  const parsed = formDataSchemas[formType].safeParse(formData);
  if (!parsed.success) throw new FormDataError(parsed.error.issues);
  const data = withQuizResult(formType, parsed.data as FormDataOf<T>);
  const teamAddress = options.teamAddress ?? (isBooted() ? getConfig().mailToTeam : undefined);
  if (!teamAddress) throw new Error("enqueueFormEmails: no team address (boot the runtime or pass teamAddress)");

  const stored = data as unknown as Record<string, unknown>;
  const rows = await tx
    .insert(emailOutbox)
    .values([
      { formType, formData: stored, recipientRole: "visitor", toAddress: visitorAddress(formType, data) },
      { formType, formData: stored, recipientRole: "team", toAddress: teamAddress },
    ])
    .returning({ id: emailOutbox.id, role: emailOutbox.recipientRole });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows.sort((a, b) => (a.role === b.role ? 0 : a.role === "visitor" ? -1 : 1)).map((row) => row.id);
}

function withQuizResult<T extends FormType>(formType: T, data: FormDataOf<T>): FormDataOf<T> {
  if (formType !== "ai_quiz_completion") return data;
  const quiz = data as FormDataOf<"ai_quiz_completion">;
  if (quiz.result) return data;
  return { ...quiz, result: scoreQuiz(quiz.path, quiz.answers) } as FormDataOf<T>;
}
