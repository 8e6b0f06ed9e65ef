import { ArrowRight, CalendarDays, Wrench } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/masterclasses";
import { PageHero } from "../../components/page-hero";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { readOr, searchMasterclasses } from "../../features/catalogue/catalogue.server";
import { MasterclassCard } from "../../features/catalogue/masterclass-card";
import { EmptyState, ErrorAlert, PromoBand, SearchForm } from "../../features/catalogue/shop-ui";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("AI Masterclasses & Conferences") },
  {
    name: "description",
    content:
      "Browse AIHQ's AI masterclasses and conferences in Malaysia: virtual or in Kuala Lumpur, HRDC-claimable, with dates, class sizes and prices.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const { value: masterclasses, failed } = await readOr(
    "masterclasses",
    () => searchMasterclasses(q),
    [],
  );
  return { masterclasses, failed, q: q.trim() };
}

export default function Masterclasses({ loaderData }: Route.ComponentProps) {
  const { masterclasses, failed, q } = loaderData;
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="Masterclasses & Conferences"
        title="AI Masterclasses"
        description="Practical, trainer-led programs on the AI tools Malaysian professionals use every day. Organisations can claim programs marked HRDC Claimable up to 100% of the cost."
      >
        <Button asChild size="lg" variant="outline-light">
          <Link to="/shop/calendar">
            <CalendarDays aria-hidden="true" />
            View Calendar
          </Link>
        </Button>
      </PageHero>

      <section aria-label="Catalogue" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchForm
            defaultValue={q}
            label="Search masterclasses"
            placeholder="Search masterclasses…"
          />
          {!failed && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {q ? (
                <>
                  {masterclasses.length} {masterclasses.length === 1 ? "result" : "results"} for “
                  {q}” ·{" "}
                  <Link
                    to="/shop/masterclasses"
                    className="font-medium text-primary hover:underline"
                  >
                    Clear search
                  </Link>
                </>
              ) : (
                <>
                  {masterclasses.length} {masterclasses.length === 1 ? "program" : "programs"}
                </>
              )}
            </p>
          )}
        </div>

        <div className="mt-8">
          {failed ? (
            <ErrorAlert>Failed to load masterclasses. Please try again later.</ErrorAlert>
          ) : masterclasses.length === 0 ? (
            <EmptyState>No masterclasses found matching your criteria.</EmptyState>
          ) : (
            <div className="grid gap-6 md:grid-cols-3">
              {masterclasses.map((masterclass, index) => (
                <MasterclassCard key={masterclass.id} masterclass={masterclass} eager={index < 3} />
              ))}
            </div>
          )}
        </div>
      </section>

      <PromoBand
        icon={Wrench}
        title="Need training designed for your team?"
        description="We build custom AI programs around your goals, tools and schedule, delivered in-house or online."
      >
        <Button asChild size="lg" variant="accent">
          <Link to="/shop/masterclasses/custom">
            Request Custom Training
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PromoBand>
    </>
  );
}
