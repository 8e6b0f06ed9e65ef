import {
  ArrowRight,
  Building2,
  CalendarDays,
  CalendarPlus,
  CheckCircle2,
  Clock,
  CreditCard,
  Download,
  ExternalLink,
  GraduationCap,
  Lightbulb,
  ListChecks,
  Monitor,
  Quote,
  Target,
  Users,
  Wallet,
} from "lucide-react";
import type * as React from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { SmartImage } from "#app/components/ui/smart-image";
import { Accordion } from "#app/components/ui/accordion";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs";
import { cn } from "#app/lib/cn";
import { parseSessionTime } from "#common/ics";
import { imageCandidates } from "#common/images";
import { groupItinerary } from "#app/lib/itinerary";
import { useHydrated } from "#app/lib/use-hydrated";
import type { AgendaItem, Trainer } from "#common/masterclass-content";
import type { MasterclassCardData } from "./masterclass-card";
import { participants } from "./masterclass-labels";
import type { RegistrationOffer } from "#app/features/registrations/registration-offer";
import { RegisterLink } from "#app/features/registrations/registration-panel";
import { DEFAULT_TRAINER_NAME, type ResolvedContent } from "./masterclass-view";

/** A full-width band; bands alternate between plain and tinted. */
function Band({ tinted, children }: { tinted: boolean; children: React.ReactNode }) {
  return (
    <div className={cn("below-fold", tinted && "bg-secondary/50")}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}

/** One titled part of the page. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="scroll-mt-20 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Two parts side by side on wide screens (or one, full width). */
function Pair({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-14 lg:grid-cols-2 lg:gap-12">{children}</div>;
}

function CheckList({
  items,
  icon: Icon = CheckCircle2,
}: {
  items: string[];
  icon?: typeof CheckCircle2;
}) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Prose({ children }: { children: string }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted-foreground">
      {children.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function AgendaList({ items }: { items: AgendaItem[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The program for this day will be shared with participants.
      </p>
    );
  }
  return (
    <ol className="space-y-3">
      {items.map((item, index) => (
        <li
          key={`${item.time ?? ""}-${item.title}-${index}`}
          className="rounded-xl border bg-card p-4"
        >
          {item.time && (
            <p className="flex items-center gap-1.5 text-xs font-semibold text-primary">
              <Clock aria-hidden="true" className="size-3.5" />
              {item.time}
            </p>
          )}
          <p className="mt-1 font-semibold">{item.title}</p>
          {item.description && (
            <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

// Up to 5 day tabs side by side on wide screens; longer events wrap to a second row.
const TAB_COLUMNS: Record<number, string> = {
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-2 sm:grid-cols-4",
};

function Agenda({
  items,
  start,
  end,
}: {
  items: AgendaItem[];
  start: Date | string;
  end: Date | string | null;
}) {
  const days = groupItinerary(items, start, end);
  const [first] = days;
  if (!first) return null;
  if (days.length === 1) {
    return (
      <div className="max-w-3xl">
        <AgendaList items={first.items} />
      </div>
    );
  }
  // Every day is in the HTML (forceMount); CSS shows only the selected one, and
  // without JavaScript, where the tabs cannot switch, every day under its heading.
  // CSS rather than a hydration flag, so nothing collapses when the page hydrates.
  return (
    <Tabs defaultValue={`day-${first.day}`} className="max-w-4xl">
      <TabsList
        aria-label="Program days"
        className={cn(
          "grid h-auto w-full gap-1 noscript:hidden",
          TAB_COLUMNS[days.length] ?? "grid-cols-3 lg:grid-cols-5",
        )}
      >
        {days.map((day) => (
          <TabsTrigger key={day.day} value={`day-${day.day}`}>
            Day {day.day}
          </TabsTrigger>
        ))}
      </TabsList>
      {days.map((day) => (
        <TabsContent
          key={day.day}
          value={`day-${day.day}`}
          forceMount
          className="mt-6 data-[state=inactive]:hidden noscript:data-[state=inactive]:block"
        >
          <h3 className="mb-3 hidden text-lg font-semibold noscript:block">Day {day.day}</h3>
          <AgendaList items={day.items} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !/\.$/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

function Person({ person }: { person: Trainer }) {
  return (
    <article className="flex flex-col gap-5 rounded-2xl border bg-card p-6 sm:flex-row">
      {person.photo ? (
        <SmartImage
          sources={imageCandidates(person.photo)}
          alt={person.name}
          width={112}
          height={112}
          className="size-28 shrink-0 rounded-full bg-secondary object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-28 shrink-0 items-center justify-center rounded-full bg-primary/10 text-3xl font-bold text-primary"
        >
          {(person.name !== DEFAULT_TRAINER_NAME && initials(person.name)) || (
            <GraduationCap className="size-10" />
          )}
        </span>
      )}
      <div>
        <h3 className="text-lg font-semibold">{person.name}</h3>
        {person.credentials && (
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{person.credentials}</p>
        )}
        {person.linkedin && (
          <a
            href={person.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            LinkedIn profile
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** The four registration modes (spec §6: HRDC only if is_hrdc, NTW only if is_ntw). */
export function registrationOptions(isHrdc: boolean, isNtw: boolean) {
  return [
    {
      mode: "individual" as const,
      icon: Wallet,
      title: "Self Payment",
      text: "Register and pay for your own seat.",
      action: "Register & Pay",
    },
    {
      mode: "installment" as const,
      icon: CreditCard,
      title: "Installment Plan",
      text: "Spread the cost of your seat over several payments.",
      action: "Pay in Installments",
    },
    ...(isHrdc
      ? [
          {
            mode: "hrdc" as const,
            icon: Building2,
            title: "HRDC Claim",
            text: "Your employer registers you and claims up to 100% of the cost through HRDC: free for employees.",
            action: "Register with HRDC",
          },
        ]
      : []),
    ...(isNtw
      ? [
          {
            mode: "ntw" as const,
            icon: GraduationCap,
            title: "National Training Week",
            text: "Join free during National Training Week and receive an e-certificate.",
            action: "Register for NTW",
          },
        ]
      : []),
  ];
}

function RegistrationOptions({ offer }: { offer: RegistrationOffer }) {
  const options = registrationOptions(offer.modes.includes("hrdc"), offer.modes.includes("ntw"));
  if (offer.closed) {
    return (
      <p id="register" className="scroll-mt-20 rounded-xl bg-muted p-5 text-muted-foreground">
        Registration has closed: this course has already started.
      </p>
    );
  }
  return (
    <div id="register" className="scroll-mt-20">
      {offer.seatsLeft === 0 && (
        <p className="mb-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Fully booked. Choose an option to join the waiting list: the first seat released is
          offered to the first person waiting.
        </p>
      )}
      <ul
        className={cn(
          "grid gap-4 sm:grid-cols-2",
          options.length === 3 && "lg:grid-cols-3",
          options.length === 4 && "lg:grid-cols-4",
        )}
      >
        {options.map(({ mode, icon: Icon, title, text, action }) => (
          <li key={mode} data-mode={mode} className="flex flex-col rounded-xl border bg-card p-5">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <p className="mt-3 font-semibold">{title}</p>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{text}</p>
            <Button
              asChild
              className="mt-5 w-full"
              variant={mode === "individual" ? "default" : "outline"}
            >
              <RegisterLink mode={mode}>
                {action}
                <ArrowRight aria-hidden="true" />
              </RegisterLink>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
              <CheckList items={c.benefits} />
            </Part>
          )}
          {c.outcomes.length > 0 && (
            <Part id="learning-outcomes" title="Learning Outcomes">
              <CheckList items={c.outcomes} icon={Target} />
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
          <ul className="grid gap-3 sm:grid-cols-2">
            {c.audience.map((item) => (
              <li key={item} className="flex gap-3 rounded-xl border bg-card p-4">
                <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
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
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold">{t.author}</span>
                    {t.role && <span className="text-muted-foreground">, {t.role}</span>}
                  </figcaption>
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
            <CheckList items={c.included} icon={ListChecks} />
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

export interface CalendarLinks {
  /** The .ics download (server/http/masterclass-ics.ts). */
  ics: string;
  google: string;
}

function EventDetails({
  logistics,
  calendar,
}: {
  logistics: ResolvedContent["logistics"];
  calendar: CalendarLinks;
}) {
  // Times are Malaysia time; say so when the time is a real one
  // (docs/decisions/0014-malaysia-time.md).
  const time = parseSessionTime(logistics.time) ? `${logistics.time} (MYT)` : logistics.time;
  const rows = [
    { icon: CalendarDays, label: "Date", value: logistics.date },
    { icon: Clock, label: "Time", value: time },
    { icon: Monitor, label: "Format", value: logistics.format },
    { icon: Lightbulb, label: "Requirements", value: logistics.requirements },
  ];
  return (
    <>
      <dl className="divide-y rounded-2xl border bg-card">
        {/* A <dl>'s groups may hold only <dt> and <dd>, so the icon sits in the <dt>. */}
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="relative p-4 pl-12">
            <dt className="text-sm font-semibold">
              <Icon aria-hidden="true" className="absolute top-4.5 left-4 size-5 text-primary" />
              {label}
            </dt>
            <dd className="mt-0.5 text-sm leading-relaxed text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={calendar.ics} download>
            <Download aria-hidden="true" />
            Add to Calendar (.ics)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={calendar.google} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden="true" />
            Google Calendar
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </>
  );
}
