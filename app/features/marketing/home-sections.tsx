import { ArrowRight, CalendarCheck, CheckCircle2, FileDown, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { QUIZ_QUERY } from "#app/components/layout/nav-links";
import { HERO_GLOW, HeroPill, NavyBand } from "#app/components/glow-band";
import { StatGrid } from "#app/components/stat-grid";
import { StepList } from "#app/components/step-list";
import { Button } from "#app/components/ui/button";
import { business } from "#common/business";
import {
  aboutBlockStats,
  approach,
  industries,
  processSteps,
  reasons,
  solutions,
} from "#app/content/home";
import { HomeSection, SectionHeading } from "./section-heading";
import { imageSizes } from "./image-sizes";

// The home page's sections about AIHQ and its offer, with its calls to action; the
// proof (home-proof-sections.tsx) and the latest articles (home-insights-section.tsx)
// have modules of their own.

/** A transparent 1×1 GIF: the src of an image whose real source is a media-gated <source>. */
const EMPTY_IMAGE =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function HeroSection() {
  return (
    <NavyBand
      data-section="hero"
      glows={[HERO_GLOW]}
      className="grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-2"
    >
      <div>
        <HeroPill>
          <Sparkles aria-hidden="true" className="size-4 text-accent" />
          HRDC-claimable AI training
        </HeroPill>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          Make your people confident, capable users of AI
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-muted">
          Practical masterclasses, conferences and corporate programmes that turn AI from a buzzword
          into everyday results for Malaysian professionals and organisations.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/shop">
              Explore Training Programs
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline-light">
            <Link to={`/?${QUIZ_QUERY}`} preventScrollReset data-quiz-trigger="">
              Take the AI Readiness Quiz
            </Link>
          </Button>
        </div>
      </div>
      {/* Shown from lg up only: a <source> with that media query keeps phones from
            fetching it (a hidden <img> would still be preloaded, ahead of the
            stylesheet); they get the empty fallback, which is never displayed. */}
      <picture className="hidden lg:block">
        <source media="(min-width: 1024px)" srcSet="/images/home/hero.svg" />
        <img
          src={EMPTY_IMAGE}
          alt=""
          {...imageSizes.heroArt}
          className="w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
        />
      </picture>
    </NavyBand>
  );
}

export function AboutSection() {
  return (
    <HomeSection
      name="about"
      band="secondary"
      className="grid gap-10 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <SectionHeading eyebrow="About AIHQ" title="AI training that changes how people work" />
        <p className="mt-5 leading-relaxed text-muted-foreground">
          Founded in Kuala Lumpur in 2023, AIHQ trains professionals and organisations to use AI
          safely and productively. Our practitioner trainers teach with real Malaysian examples, and
          every programme is built to be applied the next working day.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href={business.portfolioUrl} target="_blank" rel="noopener">
              <FileDown aria-hidden="true" /> Download our portfolio (PDF)
            </a>
          </Button>
          <Button asChild variant="link">
            <Link to="/about-us">More about us</Link>
          </Button>
        </div>
      </div>
      <StatGrid stats={aboutBlockStats} look="band" />
    </HomeSection>
  );
}

export function SolutionsSection() {
  return (
    <HomeSection
      name="solutions"
      band="secondary"
      heading={{ eyebrow: "Solutions", title: "Three ways we help" }}
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {solutions.map((solution) => (
          <li
            key={solution.title}
            className="flex flex-col rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border"
          >
            <h3 className="text-lg font-semibold">{solution.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{solution.text}</p>
            <Link
              to={solution.href}
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              Learn more <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-16 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold">Our approach</h3>
          <p className="mt-3 leading-relaxed text-muted-foreground">{approach}</p>
        </div>
        <div>
          <h3 className="text-2xl font-bold">Industries we serve</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {industries.map((industry) => (
              <li
                key={industry}
                className="rounded-full bg-card px-3 py-1.5 text-sm ring-1 ring-border"
              >
                {industry}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <h3 className="mt-16 text-2xl font-bold">Why choose AIHQ</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex gap-3 rounded-xl bg-card p-5 ring-1 ring-border">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div>
              <p className="font-semibold">{reason.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mt-16 text-2xl font-bold">How it works</h3>
      <StepList look="ringed" className="mt-6 grid gap-4 md:grid-cols-3" steps={processSteps} />
    </HomeSection>
  );
}

export function FinalCallSection() {
  return (
    <section data-section="final-call" className="bg-navy text-navy-foreground below-fold">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 className="text-3xl font-bold tracking-tight">Book a free 20-minute call</h2>
          <p className="mt-2 max-w-2xl text-navy-muted">
            Talk to an AIHQ consultant about your goals and leave with a clear next step for you or
            your team.
          </p>
        </div>
        <Button asChild size="lg" variant="accent">
          <a href={business.bookingUrl} target="_blank" rel="noopener noreferrer">
            <CalendarCheck aria-hidden="true" />
            Book your free call
          </a>
        </Button>
      </div>
    </section>
  );
}
