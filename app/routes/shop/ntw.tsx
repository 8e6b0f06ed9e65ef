import { CheckCircle2, ExternalLink, Info } from "lucide-react";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/ntw";
import { retryAfterHeaders } from "#app/lib/route-headers";
import { ListBand, PageHero, Section } from "#app/components/page-hero";
import { Button } from "#app/components/ui/button";
import { ntwAbout } from "#app/content/shop/ntw";
import { failedReadInit, listNtwPrograms, readOr } from "#app/features/catalogue/catalogue.server";
import { NtwProgramCard } from "#app/features/ntw/ntw-program-card";
import {
  ArrowLinkButton,
  EmptyState,
  ErrorAlert,
  FeatureGrid,
  PromoBand,
} from "#app/features/catalogue/shop-ui";
import { ntwPromo } from "#app/features/catalogue/shop-promos";
import { submitLead } from "#app/features/leads/lead-submission.server";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import {
  NTW_EMPTY,
  NTW_FAILURE,
  NTW_FOLLOW_UP_TITLE,
  NTW_LOAD_FAILURE,
  NTW_PORTAL_URL,
  NTW_SUCCESS,
} from "#app/features/ntw/messages";
import { NtwProgramSummary } from "#app/features/ntw/ntw-program-summary";
import { VIA_FIELD } from "#app/features/ntw/ntw-registration-form";
import { NTW_PROGRAM_GONE, ntwRegistrationSchema } from "#app/features/ntw/ntw-registration.schema";
import { submitNtwRegistration } from "#app/features/ntw/ntw-registration.server";
import { nextProgramStart, ntwRegistrationClosed } from "#app/features/ntw/ntw-closed";
import { REGISTRATION_CLOSED } from "#app/features/registrations/registration-messages";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { failed, refusalToast, succeeded } from "#app/lib/action-result";
import { NtwFollowUpActions } from "#app/features/ntw/ntw-follow-up";
import { keepFormOnFault } from "#app/lib/client-action";
import { revalidateUnlessRefused } from "#app/lib/revalidation";
import { type FormValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { lazyComponent } from "#app/lib/lazy";
import { redirectWithToast } from "#app/lib/toast.server";
import { useToast } from "#app/lib/use-toast";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

// The dialogs load when one opens or is about to (a pointer over or focus on a program's link).
const loadDialogs = () => import("#app/features/ntw/ntw-dialogs");
const registrationDialog = lazyComponent(() =>
  loadDialogs().then((module) => module.NtwRegistrationDialog),
);
// The form in the page (`?register=`, without JavaScript or before hydration) is lazy too: the
// server loads it at startup and renders it whole, and a browser that hydrates such a page
// keeps the server's form until its code is there.
const registrationForm = lazyComponent(() =>
  import("#app/features/ntw/ntw-registration-form").then((module) => module.NtwRegistrationForm),
);
const followUpDialog = lazyComponent(() =>
  loadDialogs().then((module) => module.NtwFollowUpDialog),
);

// A refused submission (429) says when to try again (Retry-After).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { value: rows, failed: loadFailed } = await readOr(
    "NTW programs",
    () => listNtwPrograms(),
    [],
  );
  // The joining link is sent by mail to registrants only; the page never carries it.
  const now = new Date();
  const programs = rows.map((program) => ({
    id: program.id,
    title: program.title,
    description: program.description,
    date: program.date,
    format: program.format,
    duration: program.duration,
    trainerName: program.trainerName,
    closed: ntwRegistrationClosed(program, now),
  }));
  const params = new URL(request.url).searchParams;
  const register = params.get("register");
  return data(
    {
      programs,
      failed: loadFailed,
      meta: pageHead(request, "/shop/ntw", pageHeads.ntw),
      formToken: issueFormToken(),
      // An id that names no program opens nothing (it is never sent to the database as is).
      registerId: programs.some((program) => program.id === register) ? register : null,
      registered: params.has("registered"),
    },
    failedReadInit(loadFailed),
  );
}

/**
 * An NTW registration. The page's script posts with a fetcher and a `via`
 * field and reads the result (the follow-up dialog comes next); a browser
 * without JavaScript posts the form of `?register=<id>` and gets
 * post/redirect/get, landing on `?registered` with the success toast.
 * Refusals keep the visitor's values either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const answer = await submitLead(formData, context.clientAddress, {
    schema: ntwRegistrationSchema,
    form: "ntw",
    failure: NTW_FAILURE,
    logMessage: "NTW registration could not be stored",
    store: submitNtwRegistration,
    invalidToast: ({ programId }) =>
      programId ? refusalToast(programId, NTW_FAILURE.title) : undefined,
  });
  if (answer.refusal) return answer.refusal;
  const { stored: outcome, values } = answer;
  // The program was removed while the form was open.
  if (outcome.status === "unknown-program") return refuse(NTW_PROGRAM_GONE, values, 404);
  // The program started while the form was open (the page closes it at the start too).
  if (outcome.status === "closed") return refuse(REGISTRATION_CLOSED, values, 409);
  // A duplicate, or an e-mail already registered for this program, is the registration that stands.
  if (formData.get(VIA_FIELD) === "dialog") return succeeded({ type: "success", ...NTW_SUCCESS });
  return redirectWithToast("/shop/ntw?registered#registered", { type: "success", ...NTW_SUCCESS });
}

/** A refusal with the original site's 'Registration Failed' toast over its sentence. */
function refuse(message: string, values: FormValues, status = 500) {
  return failed(message, values, { status, toast: refusalToast(message, NTW_FAILURE.title) });
}

export const shouldRevalidate = revalidateUnlessRefused;

/**
 * A post that fails on the way stays inside the dialog as the original site's failure toast,
 * not the page's error boundary.
 */
export function clientAction(args: Route.ClientActionArgs) {
  return keepFormOnFault(args, NTW_FAILURE);
}

// The original site's toast when the programs could not be read (the page shows the empty list).
const LOAD_FAILURE_TOAST = { id: "ntw-load", type: "error", ...NTW_LOAD_FAILURE } as const;

/**
 * A card of the page in its own section, which a link's fragment (`#id`)
 * brings into view below the sticky header; its heading is `${id}-title`.
 */
function PageCard({
  id,
  className,
  children,
}: {
  id: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-10 sm:px-6 lg:px-8"
    >
      <div className={className}>{children}</div>
    </section>
  );
}

export default function Ntw({ loaderData, actionData }: Route.ComponentProps) {
  const { programs: loaded, failed: loadFailed, formToken, registerId, registered } = loaderData;
  // The page may come from the page cache or stay open past a program's start: the visitor's
  // clock closes each program at its start, as the server does (the action refuses in any case).
  const [clock, setClock] = useState<number | null>(null);
  useEffect(() => {
    if (clock === null) {
      setClock(Date.now());
      return;
    }
    const next = nextProgramStart(loaded, clock);
    if (next === null) return;
    const timer = setTimeout(() => setClock(Date.now()), Math.min(next - clock + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [loaded, clock]);
  const programs = useMemo(
    () =>
      loaded.map((program) =>
        clock !== null && !program.closed && ntwRegistrationClosed(program, clock)
          ? { ...program, closed: true }
          : program,
      ),
    [loaded, clock],
  );
  const [, setSearchParams] = useSearchParams();
  const [dialogProgramId, setDialogProgramId] = useState<string | null>(null);
  const [followUp, setFollowUp] = useState(false);
  useLiveCatalogue("ntw_programs");

  useToast(loadFailed ? LOAD_FAILURE_TOAST : null);

  const dialogProgram = programs.find((program) => program.id === dialogProgramId) ?? null;
  const pageProgram = programs.find((program) => program.id === registerId) ?? null;

  const closeRegistration = useCallback(() => setDialogProgramId(null), []);
  const registeredNow = useCallback(() => {
    setDialogProgramId(null);
    // The page's own form (`?register=`) is done: show the programs again.
    if (registerId) setSearchParams({}, { replace: true, preventScrollReset: true });
    setFollowUp(true);
  }, [registerId, setSearchParams]);

  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="Free AI Training"
        title="National Training Week"
        description="Join free AI programs by AIHQ during National Training Week and earn an e-certificate."
      >
        <ArrowLinkButton href="#programs">View Programs</ArrowLinkButton>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
        <aside
          aria-label="Registration notice"
          className="flex gap-4 rounded-xl border border-accent/50 bg-accent/10 p-5"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-foreground" />
          <div className="text-sm leading-relaxed">
            <p className="font-semibold">Two registrations are needed</p>
            <p className="mt-1 text-muted-foreground">
              Register for your program here in the AIHQ shop to receive the joining link, and also
              register on the official National Training Week portal: your e-certificate is issued
              through the portal.
            </p>
            <a
              href={NTW_PORTAL_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              Official NTW portal
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </aside>
      </div>

      {registered && (
        <PageCard id="registered" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
          <h2 id="registered-title" className="mt-3 text-xl font-bold">
            {NTW_FOLLOW_UP_TITLE}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {NTW_SUCCESS.description} Our masterclasses go deeper than NTW sessions, with hands-on
            practice, templates and follow-up support.
          </p>
          <NtwFollowUpActions
            className="mt-5 flex flex-col gap-2 sm:flex-row"
            later={
              <Button asChild variant="outline">
                <Link to="/shop/ntw" preventScrollReset>
                  Maybe Later
                </Link>
              </Button>
            }
          />
        </PageCard>
      )}

      {pageProgram && (
        <PageCard
          id="register"
          className="max-w-2xl rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="register-title" className="text-xl font-bold">
            Register for National Training Week
          </h2>
          <div className="mt-2 mb-5">
            <NtwProgramSummary program={pageProgram} />
          </div>
          <Suspense fallback={null}>
            <registrationForm.Component
              key={pageProgram.id}
              program={pageProgram}
              formToken={formToken}
              serverResult={actionData}
              onSuccess={registeredNow}
            />
          </Suspense>
        </PageCard>
      )}

      <Section
        title="About National Training Week"
        description="National Training Week is a Malaysian government initiative that opens quality training to everyone, free of charge, to build a skilled and future-ready workforce. AIHQ takes part with practical AI programs for professionals, job seekers and business owners."
      >
        <FeatureGrid items={ntwAbout} columns={3} />
      </Section>

      <ListBand id="programs" title="NTW Programs">
        {loadFailed ? (
          <ErrorAlert title={NTW_LOAD_FAILURE.title}>{NTW_LOAD_FAILURE.description}</ErrorAlert>
        ) : programs.length === 0 ? (
          <EmptyState>{NTW_EMPTY}</EmptyState>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {programs.map((program) => (
              <NtwProgramCard
                key={program.id}
                program={program}
                onRegister={setDialogProgramId}
                onIntent={registrationDialog.preload}
              />
            ))}
          </div>
        )}
      </ListBand>

      <div className="pt-16">
        <PromoBand {...ntwPromo} />
      </div>

      <Suspense fallback={null}>
        {dialogProgram && (
          <registrationDialog.Component
            key={dialogProgram.id}
            program={dialogProgram}
            formToken={formToken}
            onClose={closeRegistration}
            onSuccess={registeredNow}
          />
        )}
        {followUp && <followUpDialog.Component onClose={() => setFollowUp(false)} />}
      </Suspense>
    </>
  );
}
