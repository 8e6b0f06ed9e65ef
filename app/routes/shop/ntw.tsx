import { ArrowRight, Info } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/ntw";
import { PageHero, Section } from "../../components/page-hero";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { listNtwPrograms, readOr } from "../../features/catalogue/catalogue.server";
import { NtwProgramCard } from "../../features/catalogue/ntw-program-card";
import { EmptyState, ErrorAlert, FeatureGrid, PromoBand } from "../../features/catalogue/shop-ui";
import { ntwAbout } from "../../content/shop-content";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("National Training Week") },
  {
    name: "description",
    content:
      "Free AI training programs during Malaysia's National Training Week, with an e-certificate on completion. See the programs and register.",
  },
];

export async function loader() {
  const { value: programs, failed } = await readOr("NTW programs", () => listNtwPrograms(), []);
  return { programs, failed };
}

export default function Ntw({ loaderData }: Route.ComponentProps) {
  const { programs, failed } = loaderData;
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="Free AI Training"
        title="National Training Week"
        description="Join free AI programs by AIHQ during National Training Week and earn an e-certificate."
      >
        <Button asChild size="lg" variant="accent">
          <a href="#programs">
            View Programs
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
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
          </div>
        </aside>
      </div>

      <Section
        title="About National Training Week"
        description="National Training Week is a Malaysian government initiative that opens quality training to everyone, free of charge, to build a skilled and future-ready workforce. AIHQ takes part with practical AI programs for professionals, job seekers and business owners."
      >
        <FeatureGrid items={ntwAbout} columns={3} />
      </Section>

      <section
        id="programs"
        aria-labelledby="programs-title"
        className="scroll-mt-20 bg-secondary/50"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="programs-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            NTW Programs
          </h2>
          <div className="mt-8">
            {failed ? (
              <ErrorAlert>Failed to load NTW programs. Please try again later.</ErrorAlert>
            ) : programs.length === 0 ? (
              <EmptyState>No programs currently available. Please check back later.</EmptyState>
            ) : (
              <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {programs.map((program) => (
                  <NtwProgramCard key={program.id} program={program} />
                ))}
              </div>
            )}
          </div>
        </div>
      </section>

      <div className="pt-16">
        <PromoBand
          title="Ready to go further?"
          description="Our full masterclasses go deeper, with hands-on practice, templates and follow-up support. Organisations can claim them through HRDC."
        >
          <Button asChild size="lg" variant="accent">
            <Link to="/shop/masterclasses">
              Explore Masterclasses
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </PromoBand>
      </div>
    </>
  );
}
