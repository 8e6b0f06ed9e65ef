import { ArrowRight, Building2, GraduationCap, Sparkles, UserRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { masterclassImage } from "#common/images";
import type { Route } from "./+types/index";
import { retryAfterHeaders } from "#app/lib/route-headers";
import { HERO_GLOW, HeroPill, NavyBand } from "#app/components/glow-band";
import { Button } from "#app/components/ui/button";
import {
  failedReadInit,
  listUpcomingMasterclasses,
  readOr,
} from "#app/features/catalogue/catalogue.server";
import { MasterclassCard } from "#app/features/catalogue/masterclass-card";
import { ChoiceCard } from "#app/features/catalogue/shop-ui";
import { submitLead } from "#app/features/leads/lead-submission.server";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { VISITOR_FAILURE, VISITOR_SUCCESS } from "#app/features/leads/visitors/messages";
import { hasVisited } from "#app/features/leads/visitors/profile";
import { visitorSchema } from "#app/features/leads/visitors/visitor.schema";
import { saveVisitorDetails } from "#app/features/leads/visitors/visitors.server";
import { succeeded } from "#app/lib/action-result";
import { keepFormOnFault } from "#app/lib/client-action";
import { revalidateUnlessRefused } from "#app/lib/revalidation";
import { readFormData } from "#app/lib/form-data.server";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

// A refused submission (429) says when to try again (Retry-After).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { value: upcoming, failed } = await readOr(
    "upcoming masterclasses",
    () => listUpcomingMasterclasses(3),
    [],
  );
  // A failed read is not kept by the page cache or a CDN (failedReadInit).
  return data(
    {
      upcoming: upcoming.map((m) => ({ ...m, images: masterclassImage(m.slug, m.heroImg) })),
      meta: pageHead(request, "/shop", pageHeads.shop),
      formToken: issueFormToken(),
    },
    failedReadInit(failed),
  );
}

/**
 * The welcome dialog's save (visitor capture): an upsert by
 * e-mail. The dialog posts here with a fetcher and reads the one result
 * shape; it only exists with JavaScript, so there is no redirect to make.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitLead(await readFormData(request), context.clientAddress, {
    schema: visitorSchema,
    form: "visitor",
    failure: VISITOR_FAILURE,
    logMessage: "Visitor details could not be stored",
    store: saveVisitorDetails,
  });
  if (answer.refusal) return answer.refusal;
  return succeeded({ type: "success", ...VISITOR_SUCCESS });
}

export const shouldRevalidate = revalidateUnlessRefused;

/**
 * A post that fails on the way stays inside the dialog as the original site's error, not the
 * page's error boundary.
 */
export function clientAction(args: Route.ClientActionArgs) {
  return keepFormOnFault(args, VISITOR_FAILURE);
}

const PATHS = new Set(["/shop/for-individuals", "/shop/for-organisations", "/shop/ntw"]);
// Outside the page's first-load JavaScript: fetched on the first hover, focus or click of a path.
const loadVisitorDialog = () => import("#app/features/leads/visitors/visitor-dialog");
const VisitorDialog = lazy(loadVisitorDialog);

/** The link to one of the three paths that an event came from, if any. */
function pathLink(event: React.SyntheticEvent): string | null {
  const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const href = target?.getAttribute("href") ?? null;
  return href && PATHS.has(href) ? href : null;
}

export default function ShopLanding({ loaderData }: Route.ComponentProps) {
  const { upcoming, formToken } = loaderData;
  const navigate = useNavigate();
  const [destination, setDestination] = useState<string | null>(null);

  // The three paths are plain links (they work without JavaScript); on the
  // first visit the welcome dialog comes first, then the visitor goes on.
  function interceptPath(event: React.MouseEvent) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = pathLink(event);
    if (!href || hasVisited()) return;
    event.preventDefault();
    setDestination(href);
  }
  function warmUp(event: React.SyntheticEvent) {
    if (pathLink(event) && !hasVisited()) void loadVisitorDialog();
  }
  return (
    <>
      <NavyBand
        glows={[HERO_GLOW, "-bottom-56 -left-32 size-[30rem] bg-cyan/20"]}
        className="pt-16 pb-20 sm:pt-20"
      >
        <div className="max-w-3xl">
          <HeroPill>
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            HRDC-claimable AI training in Malaysia
          </HeroPill>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            AI Workshops
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-navy-muted">
            Hands-on masterclasses and conferences led by practitioners. Tell us who the training is
            for and we will show you the programs that fit.
          </p>
        </div>
        <div
          className="mt-12 grid gap-4 text-foreground md:grid-cols-3"
          onClickCapture={interceptPath}
          onPointerOverCapture={warmUp}
          onFocusCapture={warmUp}
        >
          <ChoiceCard
            to="/shop/for-individuals"
            icon={UserRound}
            title="For Individuals"
            description="Masterclasses, books and events to grow your own AI skills at your pace."
            cta="Explore for individuals"
          />
          <ChoiceCard
            to="/shop/for-organisations"
            icon={Building2}
            title="For Organizations"
            description="HRDC-claimable programs, custom team training and government upskilling grants."
            cta="Explore for organizations"
          />
          <ChoiceCard
            to="/shop/ntw"
            icon={GraduationCap}
            title="National Training Week"
            description="Free AI programs with an e-certificate during Malaysia's National Training Week."
            cta="See free NTW programs"
          />
        </div>
      </NavyBand>

      {destination && (
        <Suspense fallback={null}>
          <VisitorDialog
            key={destination}
            destination={destination}
            formToken={formToken}
            onContinue={(to) => void navigate(to)}
          />
        </Suspense>
      )}

      {upcoming.length > 0 && (
        <section
          aria-labelledby="upcoming"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        >
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="upcoming" className="text-3xl font-bold tracking-tight">
                Upcoming Masterclasses
              </h2>
              <p className="mt-2 text-muted-foreground">The next sessions open for registration.</p>
            </div>
            <Button asChild variant="outline">
              <Link to="/shop/masterclasses">
                View all masterclasses
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {upcoming.map((masterclass) => (
              <MasterclassCard key={masterclass.id} masterclass={masterclass} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
