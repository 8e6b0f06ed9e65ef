import { ArrowRight, BookOpen, CalendarDays, Presentation } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/for-individuals";
import { PageHero, Section } from "#app/components/page-hero";
import { Button } from "#app/components/ui/button";
import { ChoiceCard, FeatureGrid, PromoBand } from "#app/features/catalogue/shop-ui";
import { individualReasons } from "#app/content/shop/for-individuals";
import { pageMeta } from "#app/features/seo/page-meta";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The head's tags, worked out by the loader: their helpers need none of the browser's JavaScript. */
const head = (origin: string) =>
  pageMeta({
    origin,
    path: "/shop/for-individuals",
    title: "AI Masterclasses for Individuals",
    description:
      "Grow your AI skills with practical masterclasses, books and events led by industry experts in Malaysia, virtual or in Kuala Lumpur.",
  });

export function loader({ request }: Route.LoaderArgs) {
  return { meta: head(siteOrigin(request)) };
}

export default function ForIndividuals() {
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
