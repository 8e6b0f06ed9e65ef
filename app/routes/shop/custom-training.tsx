import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import type { Route } from "./+types/custom-training";
import { Badge } from "../../components/ui/badge";
import { business, pageTitle, whatsappHref } from "../../content/business";
import { BackLink, FeatureGrid } from "../../features/catalogue/shop-ui";
import { customRequestDetails, customTrainingCovers } from "../../content/shop-content";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Custom Corporate AI Training") },
  {
    name: "description",
    content:
      "AI training designed around your organisation's goals, tools and schedule, in-house in Malaysia or online, HRDC-claimable. We reply within 2 business days.",
  },
];

export default function CustomTraining() {
  const mailto = `mailto:${business.email}?subject=${encodeURIComponent("Custom training request")}`;
  const phoneHref = `tel:${business.phone.replace(/[^\d+]/g, "")}`;
  return (
    <>
      <section className="relative overflow-hidden bg-navy text-navy-foreground">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 right-[-10%] size-[28rem] rounded-full bg-primary/30 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <BackLink to="/shop/masterclasses" tone="dark">
            Back to Masterclasses
          </BackLink>
          <div className="mt-8 max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-cyan uppercase">
              Custom Training
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Custom AI Training for Your Organization
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-navy-muted">
              Tell us about your team and what you want to achieve. We design a program around your
              people, your tools and your schedule.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="covers" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="covers" className="text-2xl font-bold tracking-tight sm:text-3xl">
          What Custom Training Covers
        </h2>
        <div className="mt-8">
          <FeatureGrid items={customTrainingCovers} columns={3} />
        </div>
      </section>

      <section aria-labelledby="request" className="bg-secondary/50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="request" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Request Your Program
            </h2>
            <p className="mt-3 text-muted-foreground">
              Send us your request with these details so we can prepare a proposal:
            </p>
            <ul className="mt-5 list-disc space-y-2 pl-5">
              {customRequestDetails.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Badge variant="navy" className="mt-6 px-3 py-1 text-sm">
              <Clock aria-hidden="true" className="size-4" />
              We respond within 2 business days
            </Badge>
          </div>
          <ul className="grid content-start gap-4">
            <li>
              <a
                href={mailto}
                className="flex items-center gap-4 rounded-2xl border bg-card p-5 transition hover:border-primary/40 hover:shadow-sm"
              >
                <Mail aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span>
                  <span className="block text-sm text-muted-foreground">E-mail</span>
                  <span className="font-semibold">{business.email}</span>
                </span>
              </a>
            </li>
            <li>
              <a
                href={phoneHref}
                className="flex items-center gap-4 rounded-2xl border bg-card p-5 transition hover:border-primary/40 hover:shadow-sm"
              >
                <Phone aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span>
                  <span className="block text-sm text-muted-foreground">Phone</span>
                  <span className="font-semibold">{business.phone}</span>
                </span>
              </a>
            </li>
            <li>
              <a
                href={whatsappHref(
                  "Hi AIHQ, I would like to request custom AI training for my organization.",
                )}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-4 rounded-2xl border bg-card p-5 transition hover:border-primary/40 hover:shadow-sm"
              >
                <MessageCircle aria-hidden="true" className="size-6 shrink-0 text-whatsapp" />
                <span>
                  <span className="block text-sm text-muted-foreground">WhatsApp</span>
                  <span className="font-semibold">Chat with us on WhatsApp</span>
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
              </a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
