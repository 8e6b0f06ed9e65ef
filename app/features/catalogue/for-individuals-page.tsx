import { ArrowRight, BookOpen, CalendarDays, Presentation } from "lucide-react";
import { Link } from "react-router";
import { PageHero, Section } from "#app/components/page-hero";
import { Button } from "#app/components/ui/button";
import { individualReasons } from "#app/content/shop/for-individuals";
import { ChoiceCard, FeatureGrid, PromoBand } from "./shop-ui";

/** The shop for individuals: masterclasses, books and the calendar, and why learn with us. */
export function ForIndividualsPage() {
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="For Individuals"
        title="AI Masterclasses for Individuals"
        description="Build confidence with AI tools at your own pace: practical masterclasses, books by our trainers and a calendar of upcoming events."
      >
        <Button asChild size="lg" variant="accent">
          <Link to="/shop/masterclasses">
            Browse Masterclasses
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline-light">
          <Link to="/shop/calendar">View Event Calendar</Link>
        </Button>
      </PageHero>

      <Section title="Start Learning" description="Choose how you want to learn.">
        <div className="grid gap-6 md:grid-cols-3">
          <ChoiceCard
            to="/shop/masterclasses"
            icon={Presentation}
            title="Masterclasses"
            description="Live, hands-on classes on ChatGPT, Copilot, business writing, data analysis and more."
            cta="Browse masterclasses"
          />
          <ChoiceCard
            to="/shop/books"
            icon={BookOpen}
            title="Books"
            description="Practical guides written by our trainers, to read before or after a class."
            cta="Browse books"
          />
          <ChoiceCard
            to="/shop/calendar"
            icon={CalendarDays}
            title="Event Calendar"
            description="See every upcoming masterclass and conference by month and plan ahead."
            cta="Open the calendar"
          />
        </div>
      </Section>

      <div className="bg-secondary/50">
        <Section title="Why Learn with AIHQ">
          <FeatureGrid items={individualReasons} />
        </Section>
      </div>

      <div className="pt-16">
        <PromoBand
          title="Training a team?"
          description="Organisations can claim our masterclasses through HRDC, request custom training for their staff or apply for government upskilling grants."
        >
          <Button asChild size="lg" variant="accent">
            <Link to="/shop/for-organisations">
              Solutions for Organizations
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </PromoBand>
      </div>
    </>
  );
}
