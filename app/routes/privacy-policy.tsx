import type { Route } from "./+types/privacy-policy";
import { PageHero } from "../components/page-hero";
import { business, pageTitle } from "../content/business";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Privacy Policy") },
  { name: "description", content: "How AIHQ collects, uses and protects personal data under Malaysia's PDPA 2010, and the terms of using our website." },
];

export default function PrivacyPolicy() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        description="Effective 1 June 2024. How we handle your personal data under Malaysia's Personal Data Protection Act 2010, and the terms of using this website."
      />
      <section className="mx-auto max-w-3xl space-y-6 px-4 py-12 leading-relaxed text-muted-foreground sm:px-6">
        <p>
          {business.legalName} ("AIHQ", "we") collects only the personal data you give us through our
          forms — your name, e-mail address, phone number, organisation and job role, and what you tell
          us about your training needs — and uses it to answer your enquiry, register you for programmes
          and send the results or confirmations you asked for.
        </p>
        <p>
          You may ask to see, correct or delete your personal data at any time by writing to{" "}
          <a className="text-primary underline" href={`mailto:${business.email}`}>{business.email}</a>. Changes to
          this policy take effect no sooner than 30 days after they are posted here.
        </p>
      </section>
    </>
  );
}
