import { ArrowRight, GraduationCap, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/grants";
import { PageHero, Section } from "../../components/page-hero";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { listGrants, readOr } from "../../features/catalogue/catalogue.server";
import { GrantCard } from "../../features/catalogue/grant-card";
import { EmptyState, FeatureGrid, PromoBand } from "../../features/catalogue/shop-ui";
import { grantBenefits, grantSteps } from "../../content/shop-content";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Government Grants") },
  {
    name: "description",
    content:
      "Fully subsidised AI training for qualifying Malaysian organisations: government-backed grants pay AIHQ directly, so there is no upfront cost. Our grant specialists guide your application.",
  },
];

export async function loader() {
  // Spec: a failed grant read is logged and shows as an empty list.
  const { value: grants } = await readOr("grants", () => listGrants(), []);
  return { grants };
}

export default function Grants({ loaderData }: Route.ComponentProps) {
  const { grants } = loaderData;
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="Government-backed training"
        title="Government Grants"
        description="Government-backed programs can cover 100% of your team's AI training. The grant body pays us directly and our grant specialists guide you through the application."
      >
        <Button asChild size="lg" variant="accent">
          <a href="#grant-programs">
            View Grant Programs
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
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

      <section
        id="grant-programs"
        aria-labelledby="grant-programs-title"
        className="scroll-mt-20 bg-secondary/50"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="grant-programs-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Special Grant Programs
          </h2>
          <div className="mt-8">
            {grants.length === 0 ? (
              <EmptyState>No grants available at this time.</EmptyState>
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                {grants.map((grant) => (
                  <GrantCard key={grant.id} grant={grant} />
                ))}
              </div>
            )}
          </div>
        </div>
      </section>

      <Section title="How Government Grants Work">
        <ol className="grid gap-6 md:grid-cols-3">
          {grantSteps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
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

      <PromoBand
        icon={GraduationCap}
        title="Looking for Free Training Programs?"
        description="During National Training Week, selected AI programs are free for everyone, with an e-certificate on completion."
      >
        <Button asChild size="lg" variant="accent">
          <Link to="/shop/ntw">
            Explore NTW Programs
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PromoBand>
    </>
  );
}
