import { Building2 } from "lucide-react";
import { startTransition, Suspense, useCallback, useMemo, useState } from "react";
import { data } from "react-router";
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/masterclass";
import { retryAfterHeaders } from "#app/lib/route-headers";
import { revalidateUnlessDialogToggled } from "#app/features/registrations/dialog-revalidation";
import { pageTitle } from "#common/business";
import { formatDateRange } from "#common/dates";
import { googleCalendarUrl } from "#common/ics";
import { masterclassCalendarEvent } from "#common/masterclass-event";
import { masterclassImage } from "#common/images";
import { META_DESCRIPTION_LENGTH, truncate } from "#app/lib/text";
import { getMasterclassBySlug } from "#app/features/catalogue/catalogue.server";
import { canonicalMeta } from "#app/features/seo/json-ld";
import { unlistedMeta } from "#app/features/seo/unlisted-meta";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import { MasterclassHero } from "#app/features/catalogue/masterclass-hero";
import { resolveContent } from "#app/features/catalogue/masterclass-view";
import { notFoundBoundary } from "#app/features/catalogue/not-found-boundary";
import { PromoBand } from "#app/features/catalogue/shop-ui";
import { masterclassPromo } from "#app/features/catalogue/shop-promos";
import { eventJsonLd } from "#app/features/catalogue/structured-data";
import { registrationAction } from "#app/features/registrations/registration-action.server";
import { REGISTRATION_FAILURE } from "#app/features/registrations/registration-messages";
import { keepFormOnFault } from "#app/lib/client-action";
import { afterFirstInteraction } from "#app/lib/first-interaction";
import { lazyComponent } from "#app/lib/lazy";
import { courseOffer } from "#app/features/registrations/registration-offer.server";
import { RegistrationPanel } from "#app/features/registrations/registration-panel";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";
import { publishedTestimonials } from "#app/features/feedback/testimonials.server";

export const pageCache: PageCacheDeclaration = "public";

// Everything below the hero (agenda tabs, FAQ, trainers, options: 6 KB) is not in the page's
// JavaScript until the visitor first acts on the page (lib/first-interaction): React hydrates
// the hero, the header and the registration at once and this part when its code is there,
// keeping the server's markup meanwhile. The server loads it at startup and renders it whole.
const masterclassSections = lazyComponent(
  () =>
    import("#app/features/catalogue/masterclass-sections").then(
      (module) => module.MasterclassSections,
    ),
  { after: afterFirstInteraction },
);

// Attendees' testimonials, under the sections and loaded like them (after the first interaction).
const attendeeTestimonials = lazyComponent(
  () =>
    import("#app/features/feedback/attendee-testimonials").then(
      (module) => module.AttendeeTestimonials,
    ),
  { after: afterFirstInteraction },
);

export async function loader({ params, request }: Route.LoaderArgs) {
  // As on the original site, reading one masterclass rethrows, so a database failure reaches
  // the error page.
  const masterclass = await getMasterclassBySlug(params.slug);
  if (!masterclass) throw data(null, { status: 404 });
  // The countdown renders from this on the server and again at hydration, so both agree.
  const now = Date.now();
  const path = `/shop/masterclasses/${masterclass.slug}`;
  const [offer, testimonials] = await Promise.all([
    courseOffer(masterclass, path, new Date(now)),
    publishedTestimonials(masterclass.id),
  ]);
  const origin = siteOrigin(request);
  // Worked out here rather than in the page: the head's tags and the calendar link need
  // none of the browser's JavaScript (their helpers were 3 KB of this page's first load).
  return {
    // The picture chain is worked out here: its table of bundled pictures stays on the server.
    masterclass: {
      ...masterclass,
      images: masterclassImage(masterclass.slug, masterclass.heroImg),
    },
    now,
    offer,
    testimonials,
    googleCalendarUrl: googleCalendarUrl(masterclassCalendarEvent(masterclass, origin)),
    meta: masterclassMeta(masterclass, origin, path),
  };
}

function masterclassMeta(
  m: NonNullable<Awaited<ReturnType<typeof getMasterclassBySlug>>>,
  origin: string,
  path: string,
): MetaDescriptor[] {
  const description = m.subtitle ?? m.content.about ?? `${m.title}: AI training by AIHQ.`;
  const image = masterclassImage(m.slug, m.heroImg)[0] ?? "";
  const people = m.content.speakers?.length
    ? m.content.speakers
    : m.content.trainer
      ? [m.content.trainer]
      : [];
  return [
    { title: pageTitle(m.title) },
    {
      name: "description",
      content: truncate(
        `${formatDateRange(m.date, m.endDate)}. ${description}`,
        META_DESCRIPTION_LENGTH,
      ),
    },
    { property: "og:title", content: m.title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:image", content: new URL(image, origin).toString() },
    ...canonicalMeta(origin, path),
    eventJsonLd({
      origin,
      path,
      title: m.title,
      description,
      date: m.date,
      endDate: m.endDate,
      format: m.format,
      venue: m.venue,
      price: m.price,
      image,
      performers: people.map((p) => p.name).filter(Boolean),
      validFrom: m.createdAt,
    }),
  ];
}

export const shouldRevalidate = revalidateUnlessDialogToggled;

// A refused submission (429) says when to try again (Retry-After).
export const headers: Route.HeadersFunction = retryAfterHeaders;

/** The registration dialog (or, without JavaScript, the form in the page) posts here. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return registrationAction(request, context, `/shop/masterclasses/${params.slug}`);
}

/** A post that fails on the way keeps the dialog open with its values ('Registration Failed'). */
export function clientAction(args: Route.ClientActionArgs) {
  return keepFormOnFault(args, REGISTRATION_FAILURE);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? unlistedMeta("Masterclass Not Found");

export default function MasterclassDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { masterclass, now } = loaderData;
  // The countdown reaching zero on an open page closes registration everywhere on it: the
  // hero's button, the options and an open dialog show the closed message, as the server
  // would (the action refuses a registration after the start in any case).
  // Kept per course: navigating to another course reuses this component.
  const [closedHere, setClosedHere] = useState<string | null>(null);
  // A transition: an update of the sections while their code is not there yet keeps the
  // server's markup until it is, where an urgent one would replace it with nothing meanwhile.
  // A course already closed when the page was rendered (it has started) changes nothing: its
  // countdown ends at once, and the sections' code stays out of the page until first use.
  const closedAlready = loaderData.offer.closed;
  const closeRegistration = useCallback(() => {
    if (closedAlready) return;
    masterclassSections.preload();
    startTransition(() => setClosedHere(masterclass.id));
  }, [masterclass.id, closedAlready]);
  const offer = useMemo(
    () =>
      closedHere === loaderData.offer.productId && !loaderData.offer.closed
        ? { ...loaderData.offer, closed: true }
        : loaderData.offer,
    [closedHere, loaderData.offer],
  );
  const content = resolveContent(masterclass.content, masterclass);
  return (
    <>
      <MasterclassHero
        masterclass={masterclass}
        now={now}
        offer={offer}
        onClosed={closeRegistration}
      />
      <RegistrationPanel
        offer={offer}
        result={actionData && actionData.status !== "success" ? actionData : undefined}
      />
      <Suspense fallback={null}>
        <masterclassSections.Component
          masterclass={masterclass}
          offer={offer}
          content={content}
          calendar={{
            ics: `/shop/masterclasses/${masterclass.slug}.ics`,
            google: loaderData.googleCalendarUrl,
          }}
        />
        {loaderData.testimonials.length > 0 && (
          <attendeeTestimonials.Component items={loaderData.testimonials} />
        )}
      </Suspense>
      <div className="pt-2">
        <PromoBand icon={Building2} {...masterclassPromo} />
      </div>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Masterclass Not Found",
  message: "The masterclass you're looking for doesn't exist.",
  backTo: "/shop/masterclasses",
  backLabel: "Back to Masterclasses",
});
