import { CheckCircle2, GraduationCap, MessageSquare, Sparkles } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/grants";
import { retryAfterHeaders } from "#app/lib/route-headers";
import { ListBand, PageHero, Section } from "#app/components/page-hero";
import { StepList } from "#app/components/step-list";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { grantBenefits, grantSteps } from "#app/content/shop/grants";
import { failedReadInit, listGrants, readOr } from "#app/features/catalogue/catalogue.server";
import { BrochureButton } from "#app/features/catalogue/brochure-button";
import { GrantCard } from "#app/features/grants/grant-card";
import {
  ArrowLinkButton,
  EmptyState,
  FeatureGrid,
  PromoBand,
} from "#app/features/catalogue/shop-ui";
import { grantsPromo } from "#app/features/catalogue/shop-promos";
import { submitLead } from "#app/features/leads/lead-submission.server";
import { grantInquirySchema } from "#app/features/grants/grant-inquiry.schema";
import { submitGrantInquiry } from "#app/features/grants/grant-inquiry.server";
import {
  GRANTS_PATH,
  inquireHref,
  type InquiryGrant,
} from "#app/features/grants/grant-inquiry-links";
import {
  GRANT_INQUIRY_CONFIRMATION_TITLE,
  GRANT_INQUIRY_EXCEPTION,
  GRANT_INQUIRY_FAILURE,
  GRANT_INQUIRY_INTENT,
  GRANT_INQUIRY_SUCCESS,
} from "#app/features/grants/messages";
import { useHydrated } from "#app/lib/use-hydrated";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { invalid } from "#app/lib/action-result";
import { keepFormOnFault } from "#app/lib/client-action";
import { formValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { lazyComponent } from "#app/lib/lazy";
import { redirectWithToast } from "#app/lib/toast.server";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

// Loaded when an inquiry opens or is about to (a pointer over or focus on its button).
const inquiryDialog = lazyComponent(() =>
  import("#app/features/grants/grant-inquiry-dialog").then((module) => module.default),
);
// The form in the page, for a browser without JavaScript (`?inquire=`, or a refused post): the
// server loads it at startup and renders it whole; a browser that hydrates such a page keeps
// the server's form until its code is there, then shows the dialog instead.
const inquiryInline = lazyComponent(() =>
  import("#app/features/grants/grant-inquiry-form").then((module) => module.GrantInquiryInline),
);

// A refused submission (429) says when to try again (Retry-After).
export const headers: Route.HeadersFunction = retryAfterHeaders;

/** The confirmation the page shows after a stored inquiry: on its grant's card, or above the list. */
type Confirmed = { grantId: string | null } | null;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // As on the original site, a failed grant read is logged and shows as an empty list.
  const { value: rows, failed } = await readOr("grants", () => listGrants(), []);
  const grants = rows.map((grant) => ({
    id: grant.id,
    title: grant.title,
    description: grant.description,
    category: grant.category,
    badgeText: grant.badgeText,
    badgeColor: grant.badgeColor,
    benefits: grant.benefits,
    hasBrochure: Boolean(grant.brochure),
  }));
  const known = (id: string | null) => (id && grants.some((g) => g.id === id) ? id : null);
  const inquired = params.get("inquired");
  const confirmed: Confirmed = inquired === null ? null : { grantId: known(inquired) };
  return data(
    {
      grants,
      // `?inquire=<id>`: that grant's form, open in the page (the no-JavaScript dialog).
      inquire: known(params.get("inquire")),
      confirmed,
      formToken: issueFormToken(),
      meta: pageHead(request, GRANTS_PATH, pageHeads.grants),
    },
    failedReadInit(failed),
  );
}

/**
 * The inquiry dialog's action (intent `grant-inquiry`). Post/redirect/get:
 * a stored inquiry (or a duplicate, or suspected spam) redirects back here
 * with the original site's toast and `?inquired=<grant id>` for the page's
 * confirmation, so a reload never posts again. Refusals answer with the
 * values: 400 per field, 429 with Retry-After, 500 for a failed save.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const values = formValues(formData);
  if (formData.get("intent") !== GRANT_INQUIRY_INTENT) {
    return invalid({ intent: "This form could not be read. Please reload the page." }, values);
  }
  const answer = await submitLead(formData, context.clientAddress, {
    schema: grantInquirySchema,
    form: "grant_inquiry",
    failure: GRANT_INQUIRY_FAILURE,
    logMessage: "Grant inquiry could not be stored",
    store: submitGrantInquiry,
  });
  if (answer.refusal) return answer.refusal;
  const { grantId } = answer.stored;
  // The fragment brings the page's confirmation into view, without JavaScript too.
  const target = `${GRANTS_PATH}?inquired=${grantId ?? "1"}#inquiry-confirmation`;
  return redirectWithToast(target, { type: "success", ...GRANT_INQUIRY_SUCCESS });
}

/**
 * With JavaScript the dialog posts through a fetcher: anything the server
 * action throws other than its success redirect (the network gone, an
 * unexpected answer) stays in the dialog as the original site's 'Submission Error'
 * instead of replacing the page with the error boundary.
 */
export function clientAction(args: Route.ClientActionArgs) {
  return keepFormOnFault(args, GRANT_INQUIRY_EXCEPTION);
}

function InquiryConfirmation() {
  return (
    <div
      id="inquiry-confirmation"
      role="status"
      className="mt-5 flex scroll-mt-24 gap-3 rounded-xl border border-success/30 bg-success/10 p-4 text-sm"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div>
        <p className="font-semibold">{GRANT_INQUIRY_CONFIRMATION_TITLE}</p>
        <p className="mt-1 text-muted-foreground">{GRANT_INQUIRY_SUCCESS.description}</p>
      </div>
    </div>
  );
}

export default function Grants({ loaderData, actionData }: Route.ComponentProps) {
  const { grants, inquire, confirmed, formToken } = loaderData;
  useLiveCatalogue("grants");
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<InquiryGrant | null>(null);
  // Once opened the dialog stays mounted, so that closing can animate.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (selected && !dialogWanted) setDialogWanted(true);

  // A `?inquire=` link opened with JavaScript: the dialog rather than the in-page form.
  useEffect(() => {
    const grant = inquire ? grants.find((g) => g.id === inquire) : undefined;
    if (grant) setSelected({ id: grant.id, title: grant.title });
    // Only when the link changes, not on every live refresh of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inquire]);

  // The success redirect (a new location with `?inquired=`) closes the dialog.
  useEffect(() => {
    if (confirmed) setSelected(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  function closeDialog(open: boolean) {
    if (open) return;
    setSelected(null);
    if (inquire) navigate(GRANTS_PATH, { replace: true, preventScrollReset: true });
  }

  // Without JavaScript: the form of the grant in the link, or of the one just refused.
  const inlineId = hydrated ? null : (actionData?.values.grantId ?? inquire);

  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="Government-backed training"
        title="Government Grants"
        description="Government-backed programs can cover 100% of your team's AI training. The grant body pays us directly and our grant specialists guide you through the application."
      >
        <ArrowLinkButton href="#grant-programs">View Grant Programs</ArrowLinkButton>
      </PageHero>

      <section aria-labelledby="intro" className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <h2 id="intro" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Fully Subsidized AI Training
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Qualifying organisations can train their people in AI at no cost. We match you with the
          right grant, help you apply and deliver the training once it is approved.
        </p>
        <Badge variant="success" className="mt-6 px-4 py-1.5 text-sm whitespace-normal">
          <Sparkles aria-hidden="true" className="size-4 shrink-0" />
          Zero out-of-pocket cost for qualifying organizations
        </Badge>
      </section>

      <ListBand
        id="grant-programs"
        title="Special Grant Programs"
        notice={
          confirmed &&
          confirmed.grantId === null && (
            <div className="mt-6 max-w-2xl">
              <InquiryConfirmation />
            </div>
          )
        }
      >
        {grants.length === 0 ? (
          <EmptyState>No grants available at this time.</EmptyState>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            {grants.map((grant) => (
              <GrantCard
                key={grant.id}
                grant={grant}
                actions={
                  <>
                    {hydrated ? (
                      <Button
                        type="button"
                        aria-haspopup="dialog"
                        aria-label={`Contact Us about ${grant.title}`}
                        onPointerEnter={inquiryDialog.preload}
                        onFocus={inquiryDialog.preload}
                        onClick={() => setSelected({ id: grant.id, title: grant.title })}
                      >
                        <MessageSquare aria-hidden="true" />
                        Contact Us
                      </Button>
                    ) : (
                      <Button asChild>
                        <a
                          href={inquireHref(grant.id)}
                          aria-label={`Contact Us about ${grant.title}`}
                        >
                          <MessageSquare aria-hidden="true" />
                          Contact Us
                        </a>
                      </Button>
                    )}
                    {grant.hasBrochure && <BrochureButton kind="grant" id={grant.id} />}
                  </>
                }
              >
                {confirmed?.grantId === grant.id && <InquiryConfirmation />}
                {inlineId === grant.id && (
                  <Suspense fallback={null}>
                    <inquiryInline.Component
                      grant={grant}
                      formToken={formToken}
                      result={actionData?.values.grantId === grant.id ? actionData : undefined}
                    />
                  </Suspense>
                )}
              </GrantCard>
            ))}
          </div>
        )}
      </ListBand>

      <Section title="How Government Grants Work">
        <StepList look="bordered" className="grid gap-6 md:grid-cols-3" steps={grantSteps} />
      </Section>

      <div className="bg-secondary/50">
        <Section title="Benefits of Grant-Funded Training">
          <FeatureGrid items={grantBenefits} columns={3} />
        </Section>
      </div>

      <section
        aria-labelledby="grants-cta"
        className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6"
      >
        <h2 id="grants-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to Train Your Team at No Cost?
        </h2>
        <p className="mt-3 text-muted-foreground">
          Find the grant that fits your organisation, or tell us what your team needs and we will
          design the program.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <a href="#grant-programs">Browse Grant Programs</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/shop/masterclasses/custom">Request Custom Training</Link>
          </Button>
        </div>
      </section>

      <PromoBand icon={GraduationCap} {...grantsPromo} />
      {dialogWanted && (
        <Suspense fallback={null}>
          <inquiryDialog.Component
            grant={selected}
            formToken={formToken}
            onOpenChange={closeDialog}
          />
        </Suspense>
      )}
    </>
  );
}
