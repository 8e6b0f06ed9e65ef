import { useActionData } from "react-router";
import type { ActionResult } from "#app/lib/action-result";

/**
 * The page's latest answer when it answers this row's form (its intent and id): the
 * row's fields show its messages and values, and its disclosure stays open.
 */
export function useRowAnswer(intent: string, idName: string, id: string) {
  const answer = useActionData<ActionResult>();
  if (!answer) return undefined;
  return answer.values.intent === intent && answer.values[idName] === id ? answer : undefined;
}

/** The summary of a disclosure that opens a row's form, as a quiet button. */
export const DISCLOSURE_BUTTON =
  "inline-flex h-9 cursor-pointer items-center rounded-md border bg-background px-3 text-sm font-semibold whitespace-nowrap hover:bg-muted";
