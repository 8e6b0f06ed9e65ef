import {
  useFetchers,
  useFormAction,
  useNavigation,
  type Fetcher,
  type Navigation,
} from "react-router";

type Submission = Pick<Navigation | Fetcher, "state" | "formAction" | "formMethod" | "formData">;

export interface PendingMatch {
  /** The action posted to; by default the one a <Form> without `action` posts to from here. */
  formAction?: string;
  formMethod?: "POST" | "GET";
  /**
   * Form fields that must hold these values, to tell apart several forms
   * that post to the same action (intent=delete, id=…).
   */
  fields?: Record<string, string>;
  /**
   * "non-idle" (default) stays pending while the redirect after a success
   * loads, so a second click cannot post again before the next page shows;
   * "submitting" ends as soon as the action has answered.
   */
  state?: "submitting" | "non-idle";
}

export function isMatchingSubmission(
  submission: Submission,
  {
    formAction,
    formMethod = "POST",
    fields = {},
    state = "non-idle",
  }: PendingMatch & {
    formAction: string;
  },
): boolean {
  if (submission.state === "idle") return false;
  if (state === "submitting" && submission.state !== "submitting") return false;
  if (submission.formAction !== formAction || submission.formMethod !== formMethod) return false;
  return Object.entries(fields).every(([key, value]) => submission.formData?.get(key) === value);
}

/**
 * Whether a submission to this form is in flight, through a navigation
 * (<Form>) or a fetcher: for pending buttons and for dialogs that must not
 * close mid-save.
 */
export function useIsPending(match: PendingMatch = {}): boolean {
  const contextualAction = useFormAction();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const wanted = { ...match, formAction: match.formAction ?? contextualAction };
  return (
    isMatchingSubmission(navigation, wanted) ||
    fetchers.some((fetcher) => isMatchingSubmission(fetcher, wanted))
  );
}
