import { Link } from "react-router";
import { PageHero, Section } from "#app/components/page-hero";
import { StatGrid } from "#app/components/stat-grid";
import { StepList } from "#app/components/step-list";
import { Button } from "#app/components/ui/button";
import { aboutStats, methodology, mission, team, timeline } from "#app/content/about";
import { MarketingImage } from "./marketing-image";

function TeamCard({ member }: { member: (typeof team)[number] }) {
  return (
    <li className="rounded-xl border bg-card p-6 shadow-sm">
      <MarketingImage
        kind="portrait"
        src={member.photo}
        alt={`Portrait of ${member.name}`}
        className="size-24 rounded-full bg-secondary"
      />
      <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
      <p className="text-sm font-medium text-primary">{member.role}</p>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{member.bio}</p>
    </li>
  );
}

/** Dated milestones on a vertical line, a dot at each. */
function Timeline({ entries }: { entries: readonly { year: string; text: string }[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-primary/20 pl-6">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[31px] size-4 rounded-full border-2 border-background bg-primary"
          />
          <p className="text-sm font-semibold text-primary">{entry.year}</p>
          <p className="mt-1 text-muted-foreground">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** About AIHQ: figures, mission, team, history and how we teach. */
export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About AIHQ"
        title="We help Malaysia work smarter with AI"
        description="AIHQ is an AI training and consultancy company based in Kuala Lumpur, serving professionals and organisations across Malaysia and Southeast Asia."
      />
      <Section>
        <StatGrid stats={aboutStats} look="page" />
      </Section>
      <Section title="Our Mission">
        <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">{mission}</p>
      </Section>
      <Section title="Meet the Team">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <TeamCard key={member.name} member={member} />
          ))}
        </ul>
      </Section>
      <Section title="Our Journey">
        <Timeline entries={timeline} />
      </Section>
      <Section title="Our Methodology">
        <StepList
          look="tinted"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          steps={methodology.map(({ step, text }) => ({ title: step, text }))}
        />
        <Button asChild size="lg" className="mt-10">
          <Link to="/contact">Talk to our team</Link>
        </Button>
      </Section>
    </>
  );
}
