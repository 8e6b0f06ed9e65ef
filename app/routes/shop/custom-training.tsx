import { Clock, Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/custom-training";
import { retryAfterHeaders } from "#app/lib/route-headers";
import { NavyBand } from "#app/components/glow-band";
import { PAGE_HERO_GLOW, Section } from "#app/components/page-hero";
import { Badge } from "#app/components/ui/badge";
import { business, whatsappHref } from "#common/business";
import { dialHref } from "#app/lib/phone-links";
import { customTrainingCovers } from "#app/content/shop/custom-training";
import { BackLink, FeatureGrid } from "#app/features/catalogue/shop-ui";
import {
  CUSTOM_TRAINING_PATH,
  CustomTrainingForm,
  CustomTrainingReceived,
} from "#app/features/leads/custom-training/custom-training-form";
import { customTrainingSchema } from "#app/features/leads/custom-training/custom-training.schema";
import { submitCustomTrainingRequest } from "#app/features/leads/custom-training/custom-training.server";
import {
  CUSTOM_TRAINING_FAILURE,
  CUSTOM_TRAINING_SUCCESS,
} from "#app/features/leads/custom-training/messages";
import { submitLead } from "#app/features/leads/lead-submission.server";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { keepFormOnFault } from "#app/lib/client-action";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

// A refused submission (429) says when to try again (Retry-After).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return {
    // After the success redirect: the 'Request Received' panel instead of the form.
    submitted: new URL(request.url).searchParams.get("submitted") === "1",
    formToken: issueFormToken(),
    meta: pageHead(request, CUSTOM_TRAINING_PATH, pageHeads.customTraining),
  };
}

/**
 * Post/redirect/get: a stored request (or a duplicate, or suspected spam)
 * redirects to `?submitted=1` with the original site's toast, where the page shows
 * 'Request Received'; a reload never posts again. Refusals stay on the page
 * with the values: 400 per field, 429 with Retry-After, 500 for a failed save.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitLead(await readFormData(request), context.clientAddress, {
    schema: customTrainingSchema,
    form: "custom_training",
    failure: CUSTOM_TRAINING_FAILURE,
    logMessage: "Custom training request could not be stored",
    store: submitCustomTrainingRequest,
  });
  if (answer.refusal) return answer.refusal;
  return redirectWithToast(`${CUSTOM_TRAINING_PATH}?submitted=1#request`, {
    type: "success",
    ...CUSTOM_TRAINING_SUCCESS,
  });
}

/**
 * With JavaScript, a failure the server action throws (the network gone, an
 * unexpected answer) is the original site's failure toast in the page, with the
 * values still in the form, rather than the error page.
 */
export function clientAction(args: Route.ClientActionArgs) {
  return keepFormOnFault(args, CUSTOM_TRAINING_FAILURE);
}

/** The other ways to reach us, beside the form. */
const contactWays = [
  {
    label: "E-mail",
    value: business.email,
    href: `mailto:${business.email}?subject=${encodeURIComponent("Custom training request")}`,
    icon: Mail,
    iconClass: "text-primary",
    valueClass: "break-all",
    newTab: false,
  },
  {
    label: "Phone",
    value: business.phone,
    href: dialHref(business.phone),
    icon: Phone,
    iconClass: "text-primary",
    newTab: false,
  },
  {
    label: "WhatsApp",
    value: "Chat with us on WhatsApp",
    href: whatsappHref("Hi AIHQ, I would like to request custom AI training for my organization."),
    icon: MessageCircle,
    iconClass: "text-whatsapp",
    newTab: true,
  },
] satisfies {
  label: string;
  value: string;
  href: string;
  icon: LucideIcon;
  iconClass: string;
  valueClass?: string;
  newTab: boolean;
}[];

export default function CustomTraining({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <NavyBand glows={[PAGE_HERO_GLOW.dark]} className="py-12 sm:py-16">
        <BackLink to="/shop/masterclasses" tone="dark">
          Back to Masterclasses
        </BackLink>
        <div className="mt-8 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-cyan uppercase">Custom Training</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Custom AI Training for Your Organization
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-navy-muted">
            Tell us about your team and what you want to achieve. We design a program around your
            people, your tools and your schedule.
          </p>
        </div>
      </NavyBand>

      <Section titleId="covers" title="What Custom Training Covers">
        <FeatureGrid items={customTrainingCovers} columns={3} />
      </Section>

      <section
        id="request"
        aria-labelledby="request-title"
        className="scroll-mt-20 bg-secondary/50"
      >
        {/* On a phone the form follows the introduction; the other ways to reach us come last. */}
        <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:grid-rows-[auto_1fr] lg:px-8">
          <div className="lg:col-start-1 lg:row-start-1">
            <h2 id="request-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Request Your Program
            </h2>
            <p className="mt-3 text-muted-foreground">
              Tell us about your team and your goals. We will prepare a proposal with the program,
              format and dates that fit.
            </p>
            <Badge variant="navy" className="mt-6 px-3 py-1 text-sm whitespace-normal">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              We respond within 2 business days
            </Badge>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {loaderData.submitted ? (
              <CustomTrainingReceived />
            ) : (
              <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
                <CustomTrainingForm formToken={loaderData.formToken} result={actionData} />
              </div>
            )}
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Prefer to talk first?
            </h3>
            <ul className="mt-4 grid gap-3">
              {contactWays.map((way) => (
                <li key={way.label}>
                  <a
                    href={way.href}
                    {...(way.newTab && { target: "_blank", rel: "noopener noreferrer" })}
                    className="flex items-center gap-4 rounded-2xl border bg-card p-4 transition hover:border-primary/40 hover:shadow-sm"
                  >
                    <way.icon aria-hidden="true" className={cn("size-5 shrink-0", way.iconClass)} />
                    <span>
                      <span className="block text-sm text-muted-foreground">{way.label}</span>
                      <span className={cn("font-semibold", way.valueClass)}>{way.value}</span>
                      {way.newTab && <span className="sr-only">(opens in a new tab)</span>}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
