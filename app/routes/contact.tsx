import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { PageHero, Section } from "../components/page-hero";
import { Button } from "../components/ui/button";
import { business, pageTitle, whatsappHref } from "../content/business";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Contact") },
  {
    name: "description",
    content: "Request a callback from AIHQ, visit our Kuala Lumpur or Singapore office, or chat with us on WhatsApp. We reply within 1 working day.",
  },
];

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about AI for your team"
        description="Tell us what you need and a consultant will call you back within 1 working day."
      >
        <Button asChild size="lg">
          <a href={`mailto:${business.email}`}>
            <Mail aria-hidden="true" /> {business.email}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" /> Chat on WhatsApp
          </a>
        </Button>
      </PageHero>
      <Section title="Our Offices">
        <div className="grid gap-6 md:grid-cols-2">
          {business.offices.map((office) => (
            <address key={office.city} className="rounded-xl border bg-card p-6 not-italic shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <MapPin aria-hidden="true" className="size-5 text-primary" /> {office.city}
              </h3>
              <p className="mt-3 text-muted-foreground">
                {office.lines.map((line) => (
                  <span key={line} className="block">{line}</span>
                ))}
                <span className="block">{office.country}</span>
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm">
                <Phone aria-hidden="true" className="size-4 text-primary" />
                <a href={`tel:${office.phone.replace(/[^+\d]/g, "")}`} className="hover:text-primary">{office.phone}</a>
              </p>
            </address>
          ))}
        </div>
        <p className="mt-8 flex items-center gap-2 text-muted-foreground">
          <Clock aria-hidden="true" className="size-5 text-primary" />
          We reply to every enquiry within 1 working day (Monday to Friday, 9:00 AM – 6:00 PM MYT).
        </p>
      </Section>
    </>
  );
}
