import { ArrowRight, CalendarDays, GraduationCap, Landmark, Wrench } from "lucide-react";
import { Link } from "react-router";
import { PageHero, Section } from "#app/components/page-hero";
import { Button } from "#app/components/ui/button";
import { organisationBenefits } from "#app/content/shop/for-organisations";
import { ChoiceCard, FeatureGrid, PromoBand } from "./shop-ui";

/** The shop for organisations: HRDC masterclasses, custom training and grants, and the benefits. */
export function ForOrganisationsPage() {
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="For Organizations"
        title="AI Transformation for Organizations"
        description="Equip your people to use AI safely and productively, with HRDC-claimable masterclasses, training designed around your team and government-funded programs."
      >
        <Button asChild size="lg" variant="accent">
          <Link to="/shop/masterclasses">
            Browse Masterclasses
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline-light">
          <Link to="/shop/masterclasses/custom">Request Custom Training</Link>
        </Button>
      </PageHero>

      <Section
        title="Training Solutions"
        description="Four ways to bring AI skills into your organisation."
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <ChoiceCard
            to="/shop/masterclasses"
            icon={GraduationCap}
            title="HRDC-claimable Masterclasses"
            description="Send your staff to our public masterclasses and claim up to 100% of costs through HRDC."
            cta="View masterclasses"
          />
          <ChoiceCard
            to="/shop/masterclasses/custom"
            icon={Wrench}
            title="Custom Training"
            description="A program designed around your team's goals, tools and schedule, delivered in-house or online."
            cta="Request custom training"
          />
          <ChoiceCard
            to="/shop/grants"
            icon={Landmark}
            title="Government Upskilling Grants"
            description="Fully subsidised AI training for qualifying organisations, paid directly by the grant body."
            cta="Explore grants"
          />
          <ChoiceCard
            to="/shop/calendar"
            icon={CalendarDays}
            title="Event Calendar"
            description="Plan your team's training around upcoming masterclasses and conferences."
            cta="Open the calendar"
          />
        </div>
      </Section>

      <div className="bg-secondary/50">
        <Section
          title="Why Organizations Choose AIHQ"
          description="Training that pays for itself and keeps paying after the class."
        >
          <FeatureGrid items={organisationBenefits} columns={3} />
        </Section>
      </div>

      <div className="pt-16">
        <PromoBand
          icon={GraduationCap}
          title="Free AI Training through National Training Week"
          description="During National Training Week, selected AI programs are free for Malaysians, with an e-certificate on completion. A simple way for your staff to get started."
        >
          <Button asChild size="lg" variant="accent">
            <Link to="/shop/ntw">
              Explore NTW Programs
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </PromoBand>
      </div>
    </>
  );
}
