import { ListChecks, Quote, Target, Users } from "lucide-react";
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

/** Everything below the hero, in the spec's order; sections without content are left out. */
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
  const bands: { key: string; body: React.ReactNode }[] = [
    {
      key: "challenge",
      body: (
        <Part id="the-challenge" title="The Challenge">
          <Prose>{c.problem}</Prose>
        </Part>
      ),
    },
    {
      key: "about",
      body: (
        <Part
          id="about"
          title={`About This ${m.type === "conference" ? "Conference" : "Masterclass"}`}
        >
          <Prose>{c.about}</Prose>
        </Part>
      ),
    },
  ];
  if (c.benefits.length > 0 || c.outcomes.length > 0) {
    bands.push({
      key: "benefits",
      body: (
        <Pair>
          {c.benefits.length > 0 && (
            <Part id="key-benefits" title="Key Benefits">
              <IconList items={c.benefits} />
            </Part>
          )}
          {c.outcomes.length > 0 && (
            <Part id="learning-outcomes" title="Learning Outcomes">
              <IconList items={c.outcomes} icon={Target} />
            </Part>
          )}
        </Pair>
      ),
    });
  }
  bands.push({
    key: "audience",
    body: (
      <Part id="who-should-attend" title="Who Should Attend">
        {c.audience.length > 0 ? (
          <IconList items={c.audience} icon={Users} look="tiles" />
        ) : (
          <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">
            Professionals and teams who want to apply AI confidently in their daily work. No
            technical background is needed.
          </p>
        )}
        <p className="mt-6 flex flex-wrap items-center gap-2 font-medium">
          <Badge variant="navy">Class Size</Badge>
          Limited to {participants(m.classSize)}
        </p>
      </Part>
    ),
  });
  if (c.agenda.length > 0) {
    bands.push({
      key: "agenda",
      body: (
        <Part id="program-agenda" title="Program Agenda">
          <Agenda items={c.agenda} start={m.date} end={m.endDate} />
        </Part>
      ),
    });
  }
  bands.push({
    key: "people",
    body: (
      <Part id="trainer" title={c.hasSpeakers ? "Speakers" : "Your Trainer"}>
        <div className={cn("grid gap-6", c.people.length > 1 && "lg:grid-cols-2")}>
          {c.people.map((person) => (
            <Person key={person.name} person={person} />
          ))}
        </div>
      </Part>
    ),
  });
  if (c.testimonials.length > 0) {
    bands.push({
      key: "testimonials",
      body: (
        <Part id="testimonials" title="What Participants Say">
          <ul className="grid gap-6 md:grid-cols-2">
            {c.testimonials.map((t) => (
              <li key={t.author}>
                <figure className="h-full rounded-2xl border bg-card p-6">
                  <Quote aria-hidden="true" className="size-6 text-primary/40" />
                  <blockquote className="mt-3 leading-relaxed">“{t.quote}”</blockquote>
                  <QuoteAttribution name={t.author} detail={t.role} />
                </figure>
              </li>
            ))}
          </ul>
        </Part>
      ),
    });
  }
  bands.push({
    key: "details",
    body: (
      <Pair>
        {c.included.length > 0 && (
          <Part id="whats-included" title="What's Included">
            <IconList items={c.included} icon={ListChecks} />
          </Part>
        )}
        <Part id="event-details" title="Event Details">
          <EventDetails logistics={c.logistics} calendar={calendar} />
        </Part>
      </Pair>
    ),
  });
  bands.push({
    key: "registration",
    body: (
      <Part id="registration-options" title="Registration Options">
        <RegistrationOptions offer={offer} />
      </Part>
    ),
  });
  if (c.faqs.length > 0) {
    bands.push({
      key: "faq",
      body: (
        <Part id="faq" title="Frequently Asked Questions">
          <Accordion items={c.faqs} className="max-w-3xl divide-y rounded-2xl border bg-card" />
        </Part>
      ),
    });
  }
  return (
    // The page loads this part after its first load (routes/shop/masterclass.tsx), so it
    // hydrates a moment after the rest: `data-hydrated` says when (end-to-end tests wait for it).
    <div data-hydrates-later="" data-hydrated={hydrated ? "true" : undefined}>
      {bands.map((band, index) => (
        <Band key={band.key} tinted={index % 2 === 1}>
          {band.body}
        </Band>
      ))}
    </div>
  );
}
