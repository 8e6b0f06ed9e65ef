import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import type * as React from "react";
import type { Route } from "./+types/contact";
import { retryAfterHeaders } from "#app/lib/route-headers";
import { PageHero } from "#app/components/page-hero";
import { Button } from "#app/components/ui/button";
import { business, whatsappHref } from "#common/business";
import { dialHref } from "#app/lib/phone-links";
import { callbackSchema } from "#app/features/leads/callback.schema";
import { submitCallbackRequest } from "#app/features/leads/callback.server";
import {
  CALLBACK_FAILURE,
  CALLBACK_SUCCESS,
  CallbackForm,
} from "#app/features/leads/callback-form";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { submitLead } from "#app/features/leads/lead-submission.server";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { staticHeads } from "#app/features/seo/static-heads";
import { titleMeta } from "#app/features/seo/title-meta";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => titleMeta(staticHeads.contact);

// A refused submission (429) says when to try again (Retry-After).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export function loader() {
  return { formToken: issueFormToken() };
}

/**
 * Post/redirect/get: success is a redirect back here with the original site's message
 * as a flash toast (shown without JavaScript too), so a reload never posts
 * again. Refusals stay on the page with the visitor's values.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitLead(await readFormData(request), context.clientAddress, {
    schema: callbackSchema,
    form: "callback",
    failure: { description: CALLBACK_FAILURE },
    logMessage: "Callback request could not be stored",
    store: submitCallbackRequest,
  });
  if (answer.refusal) return answer.refusal;
  return redirectWithToast("/contact", { type: "success", title: CALLBACK_SUCCESS });
}

/** One line of the navy card's contact details, its icon before it. */
function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <Icon aria-hidden="true" className="size-4 text-cyan" />
      {children}
    </li>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about AI for your team"
        description="Tell us what you need and a consultant will call you back within 1 working day."
      />
      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 className="text-2xl font-bold">Request a callback</h2>
          <p className="mt-2 text-muted-foreground">
            Leave your details and we will call you back within 1 working day.
          </p>
          <div className="mt-6">
            <CallbackForm formToken={loaderData.formToken} result={actionData} />
          </div>
        </div>
        <aside className="space-y-6">
          <div className="rounded-2xl bg-navy p-6 text-navy-foreground sm:p-8">
            <h2 className="text-xl font-bold">Contact details</h2>
            <ul className="mt-4 space-y-3 text-sm">
              <ContactLine icon={Mail}>
                <a href={`mailto:${business.email}`} className="hover:underline">
                  {business.email}
                </a>
              </ContactLine>
              <ContactLine icon={Phone}>
                <a href={dialHref(business.phone)} className="hover:underline">
                  {business.phone}
                </a>
              </ContactLine>
              <ContactLine icon={Clock}>
                We reply within 1 working day (Mon–Fri, 9:00 AM – 6:00 PM MYT)
              </ContactLine>
            </ul>
            <Button asChild variant="accent" className="mt-6 w-full">
              <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" /> Chat with us on WhatsApp
              </a>
            </Button>
          </div>
          {business.offices.map((office) => (
            <address
              key={office.city}
              className="rounded-2xl border bg-card p-6 not-italic shadow-sm"
            >
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <MapPin aria-hidden="true" className="size-5 text-primary" /> {office.city} office
              </h2>
              <p className="mt-3 text-sm text-muted-foreground">
                {office.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">{office.country}</span>
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm">
                <Phone aria-hidden="true" className="size-4 text-primary" />
                <a href={dialHref(office.phone)} className="hover:text-primary">
                  {office.phone}
                </a>
              </p>
            </address>
          ))}
        </aside>
      </section>
    </>
  );
}
