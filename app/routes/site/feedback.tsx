import { data } from "react-router";
import type { Route } from "./+types/feedback";
import { PageHero } from "#app/components/page-hero";
import { FormAlert } from "#app/components/ui/form-alert";
import { pageTitle } from "#common/business";
import { checkFeedbackToken } from "#app/features/feedback/feedback-link.server";
import { feedbackSchema } from "#app/features/feedback/feedback.schema";
import { feedbackPageOf, submitFeedback } from "#app/features/feedback/feedback.server";
import { FeedbackForm, FeedbackThanks } from "#app/features/feedback/feedback-form";
import { failed, invalid } from "#app/lib/action-result";
import { parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Your feedback") },
  { name: "robots", content: "noindex, nofollow" },
];

// The URL is the attendee's key: never stored by a cache, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

const LINK_REFUSED = {
  expired: "This feedback link has expired. Thank you all the same.",
  forged: "This feedback link is not valid.",
} as const;

/** A valid link's reference, or null: every other link answers 404. */
function referenceOf(token: string | undefined): string | null {
  const check = checkFeedbackToken(token);
  return check.status === "valid" ? check.reference : null;
}

export async function loader({ params }: Route.LoaderArgs) {
  const check = checkFeedbackToken(params.token);
  if (check.status !== "valid") {
    return data({ gone: LINK_REFUSED[check.status], page: null }, { status: 404 });
  }
  const reference = check.reference;
  const page = await feedbackPageOf(reference);
  if (!page.ok) return data({ gone: LINK_REFUSED.forged, page: null }, { status: 404 });
  return { gone: null, page: page.value };
}

export async function action({ request, params }: Route.ActionArgs) {
  const reference = referenceOf(params.token);
  if (!reference) return failed(LINK_REFUSED.forged, {}, { status: 404 });
  const parsed = parseForm(feedbackSchema, await readFormData(request));
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const stored = await submitFeedback(reference, parsed.data);
  if (!stored.ok) return failed(LINK_REFUSED.forged, {}, { status: 404 });
  return redirectWithToast(new URL(request.url).pathname, {
    type: "success",
    title: stored.value.stored
      ? "Thank you — we have your feedback"
      : "We already have your feedback",
  });
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const { gone, page } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Your feedback"
        title={page ? `How was ${page.courseTitle}?` : "Your feedback"}
        description={
          page && !page.answer
            ? `Thank you for coming, ${page.firstName}. Three short questions; only the rating is required.`
            : undefined
        }
      />
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-12">
        {gone || !page ? (
          <FormAlert message={gone ?? LINK_REFUSED.forged} />
        ) : page.answer ? (
          <FeedbackThanks answer={page.answer} />
        ) : (
          <FeedbackForm result={actionData} />
        )}
      </section>
    </>
  );
}
