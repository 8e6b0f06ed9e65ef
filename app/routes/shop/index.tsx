import { ArrowRight, Building2, GraduationCap, Sparkles, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { listUpcomingMasterclasses, readOr } from "../../features/catalogue/catalogue.server";
import { MasterclassCard } from "../../features/catalogue/masterclass-card";
import { ChoiceCard } from "../../features/catalogue/shop-ui";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("AI Workshops") },
  {
    name: "description",
    content:
      "AI workshops in Malaysia for individuals and organisations: HRDC-claimable masterclasses, conferences, books, government grants and free National Training Week programs.",
  },
];

export async function loader() {
  const { value: upcoming } = await readOr(
    "upcoming masterclasses",
    () => listUpcomingMasterclasses(3),
    [],
  );
  return { upcoming };
}

export default function ShopLanding({ loaderData }: Route.ComponentProps) {
  const { upcoming } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-navy text-navy-foreground">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-primary/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-56 -left-32 size-[30rem] rounded-full bg-cyan/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20 lg:px-8">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
              <Sparkles aria-hidden="true" className="size-4 text-accent" />
              HRDC-claimable AI training in Malaysia
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              AI Workshops
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-navy-muted">
              Hands-on masterclasses and conferences led by practitioners. Tell us who the training
              is for and we will show you the programs that fit.
            </p>
          </div>
          <div className="mt-12 grid gap-4 text-foreground md:grid-cols-3">
            <ChoiceCard
              to="/shop/for-individuals"
              icon={UserRound}
              title="For Individuals"
              description="Masterclasses, books and events to grow your own AI skills at your pace."
              cta="Explore for individuals"
            />
            <ChoiceCard
              to="/shop/for-organisations"
              icon={Building2}
              title="For Organizations"
              description="HRDC-claimable programs, custom team training and government upskilling grants."
              cta="Explore for organizations"
            />
            <ChoiceCard
              to="/shop/ntw"
              icon={GraduationCap}
              title="National Training Week"
              description="Free AI programs with an e-certificate during Malaysia's National Training Week."
              cta="See free NTW programs"
            />
          </div>
        </div>
      </section>

      {upcoming.length > 0 && (
        <section
          aria-labelledby="upcoming"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        >
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="upcoming" className="text-3xl font-bold tracking-tight">
                Upcoming Masterclasses
              </h2>
              <p className="mt-2 text-muted-foreground">The next sessions open for registration.</p>
            </div>
            <Button asChild variant="outline">
              <Link to="/shop/masterclasses">
                View all masterclasses
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {upcoming.map((masterclass) => (
              <MasterclassCard key={masterclass.id} masterclass={masterclass} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
