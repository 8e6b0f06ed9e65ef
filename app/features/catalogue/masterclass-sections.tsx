import { ListChecks, Quote, Target, Users, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { Badge } from "#app/components/ui/badge";
import { Accordion } from "#app/components/ui/accordion";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import type { MasterclassCardData } from "./masterclass-card";
import { participants } from "./masterclass-labels";
import type { RegistrationOffer } from "#app/features/registrations/registration-offer";
import { IconList } from "#app/components/icon-list";
import { Band, Pair, Part, Prose, QuoteAttribution } from "./masterclass-section-parts";
import { Agenda, EventDetails, type CalendarLinks } from "./masterclass-schedule";
import { Person } from "./masterclass-trainer";
import { RegistrationOptions } from "./masterclass-registration-options";
import type { ResolvedContent } from "./masterclass-view";

/** All below the hero, in the original page's order; sections without content are left out. */
export function MasterclassSections({
  masterclass: m,
  offer,
  content: c,
  calendar,
}: {
  masterclass: MasterclassCardData;
  offer: RegistrationOffer;
  content: ResolvedContent;
  calendar: CalendarLinks;
}) {
  const hydrated = useHydrated();
  const kind = m.type === "conference" ? "Conference" : "Masterclass";
  const agenda = <Agenda items={c.agenda} start={m.date} end={m.endDate} />;
  const details = <EventDetails logistics={c.logistics} calendar={calendar} />;
  const faqs = (
    <Accordion items={c.faqs} className="max-w-3xl divide-y rounded-2xl border bg-card" />
  );
  // Each band holds one part, or two side by side (a pair); a part without content is left
  // out (false), and so is a band left with no part at all.
  const bands: (PartSpec | false)[][] = [
    [part("the-challenge", "The Challenge", <Prose>{c.problem}</Prose>)],
    [part("about", `About This ${kind}`, <Prose>{c.about}</Prose>)],
    [
      listPart("key-benefits", "Key Benefits", c.benefits),
      listPart("learning-outcomes", "Learning Outcomes", c.outcomes, Target),
    ],
    [part("who-should-attend", "Who Should Attend", <Audience masterclass={m} content={c} />)],
    [c.agenda.length > 0 && part("program-agenda", "Program Agenda", agenda)],
    [part("trainer", c.hasSpeakers ? "Speakers" : "Your Trainer", <People people={c.people} />)],
    [
      c.testimonials.length > 0 &&
        part("testimonials", "What Participants Say", <Testimonials items={c.testimonials} />),
    ],
    [
      listPart("whats-included", "What's Included", c.included, ListChecks),
      part("event-details", "Event Details", details),
    ],
    [part("registration-options", "Registration Options", <RegistrationOptions offer={offer} />)],
    [c.faqs.length > 0 && part("faq", "Frequently Asked Questions", faqs)],
  ];
  const shown = bands
    .map((slots) => ({ pair: slots.length > 1, parts: slots.filter((p) => p !== false) }))
    .filter(({ parts }) => parts.length > 0);
  return (
    // The page loads this part after its first load (routes/shop/masterclass.tsx), so it
    // hydrates a moment after the rest: `data-hydrated` says when (end-to-end tests wait for it).
    <div data-hydrates-later="" data-hydrated={hydrated ? "true" : undefined}>
      {shown.map(({ pair, parts }, index) => {
        const titled = parts.map(({ id, title, body }) => (
          <Part key={id} id={id} title={title}>
            {body}
          </Part>
        ));
        return (
          <Band key={parts[0]!.id} tinted={index % 2 === 1}>
            {pair ? <Pair>{titled}</Pair> : titled}
          </Band>
        );
      })}
    </div>
  );
}

/** A titled part of the page: its heading's id and text, and what it shows. */
interface PartSpec {
  id: string;
  title: string;
  body: React.ReactNode;
}

function part(id: string, title: string, body: React.ReactNode): PartSpec {
  return { id, title, body };
}

/** A part that lists short texts behind an icon; left out (false) when there are none. */
function listPart(id: string, title: string, items: string[], icon?: LucideIcon) {
  return items.length > 0 && part(id, title, <IconList items={items} icon={icon} />);
}

/** Who the course is for, or the general line when none is given, and the class size. */
function Audience({
  masterclass: m,
  content: c,
}: {
  masterclass: MasterclassCardData;
  content: ResolvedContent;
}) {
  return (
    <>
      {c.audience.length > 0 ? (
        <IconList items={c.audience} icon={Users} look="tiles" />
      ) : (
        <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">
          Professionals and teams who want to apply AI confidently in their daily work. No technical
          background is needed.
        </p>
      )}
      <p className="mt-6 flex flex-wrap items-center gap-2 font-medium">
        <Badge variant="navy">Class Size</Badge>
        Limited to {participants(m.classSize)}
      </p>
    </>
  );
}

/** The trainer, or the speakers two to a row. */
function People({ people }: { people: ResolvedContent["people"] }) {
  return (
    <div className={cn("grid gap-6", people.length > 1 && "lg:grid-cols-2")}>
      {people.map((person) => (
        <Person key={person.name} person={person} />
      ))}
    </div>
  );
}

/** What earlier participants said, two to a row. */
function Testimonials({ items }: { items: ResolvedContent["testimonials"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((t) => (
        <li key={t.author}>
          <figure className="h-full rounded-2xl border bg-card p-6">
            <Quote aria-hidden="true" className="size-6 text-primary/40" />
            <blockquote className="mt-3 leading-relaxed">“{t.quote}”</blockquote>
            <QuoteAttribution name={t.author} detail={t.role} />
          </figure>
        </li>
      ))}
    </ul>
  );
}
