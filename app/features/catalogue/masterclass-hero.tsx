import { ArrowRight, CalendarDays, Hourglass, MapPin, Monitor, Users, Wallet } from "lucide-react";
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import type * as React from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { SmartImage } from "#app/components/ui/smart-image";
import { BrochureButton } from "./brochure-button";
import { RegisterLink } from "#app/features/registrations/registration-panel";
import { seatsNote, type RegistrationOffer } from "#app/features/registrations/registration-offer";
import {
  COUNTDOWN_INTERVAL_MS,
  COUNTDOWN_SCRIPT,
  countdownDigits,
  countdownLabel,
  countdownParts,
} from "#app/lib/countdown";
import { formatDateRange, toDate } from "#common/dates";
import { useNonce } from "#app/lib/nonce";
import { priceLabel } from "#common/money";
import type { MasterclassCardData } from "./masterclass-card";
import { heroBadgeText, participants, PHYSICAL_LOCATION } from "./masterclass-labels";

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Users;
  label: string;
  children: React.ReactNode;
}) {
  return (
    // One <div> per dt/dd group, as a <dl> allows: the icon sits in the grid beside them.
    <div className="grid grid-cols-1 gap-x-3 gap-y-0.5 rounded-xl bg-white/5 p-3 ring-1 ring-white/10 sm:grid-cols-[auto_1fr] sm:p-4">
      <Icon
        aria-hidden="true"
        className="mb-1.5 size-5 shrink-0 text-cyan sm:row-span-2 sm:mt-0.5 sm:mb-0"
      />
      <dt className="text-xs font-medium tracking-wide text-navy-muted uppercase">{label}</dt>
      <dd className="font-semibold text-white">{children}</dd>
    </div>
  );
}

const UNITS = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
] as const;

const noSubscription = () => () => {};

/**
 * True while the markup is the server's: on the server and during hydration
 * (React reads the server snapshot then), false in every later render and in
 * a component first rendered by the client (a client-side navigation).
 */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * 'Registration Closes In', counting to the start. The server renders it
 * from the loader's `now`; a page served from the page cache may be minutes
 * old, so an inline script right after the markup rewrites the digits from
 * the browser's clock before first paint (COUNTDOWN_SCRIPT). Hydration
 * renders the loader's value again (so React's tree matches the server's)
 * and leaves the rewritten digits alone (suppressHydrationWarning); before
 * paint a layout effect takes the browser's clock and remounts the digits
 * (`key`), so what React believes is shown is what is shown, and the first
 * tick, one second later, moves them by one second.
 */
export function RegistrationCountdown({
  target,
  now: initialNow,
  onComplete,
}: {
  target: Date | string;
  now: number;
  onComplete?: () => void;
}) {
  const [now, setNow] = useState(initialNow);
  const [live, setLive] = useState(false);
  const serverMarkup = useServerMarkup();
  const nonce = useNonce();
  const parts = countdownParts(target, now);
  const { done } = parts;
  useLayoutEffect(() => {
    setNow(Date.now());
    setLive(true);
  }, []);
  useEffect(() => {
    if (!live) return;
    if (done) {
      onComplete?.();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [live, done, onComplete]);

  return (
    <>
      <div
        data-slot="countdown"
        data-done={done ? "true" : "false"}
        data-deadline={toDate(target).getTime()}
        className="mt-8 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 sm:p-5"
      >
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-cyan uppercase">
          <Hourglass aria-hidden="true" className="size-4" />
          Registration Closes In
        </p>
        {done ? (
          <p className="mt-3 text-lg font-semibold text-white">Registration has closed.</p>
        ) : (
          // role="timer" is not announced on every tick; the label gives the whole value at once.
          <div
            key={live ? "live" : "server"}
            role="timer"
            aria-label={countdownLabel(parts)}
            suppressHydrationWarning
            className="mt-3 grid grid-cols-4 gap-2 sm:gap-3"
          >
            {UNITS.map(({ key, label }) => (
              <div
                key={key}
                aria-hidden="true"
                className="rounded-xl bg-navy/60 px-1 py-2 text-center ring-1 ring-white/10 sm:py-3"
              >
                <span
                  data-unit={key}
                  suppressHydrationWarning
                  className="block text-2xl font-bold text-white tabular-nums sm:text-3xl"
                >
                  {countdownDigits(parts[key])}
                </span>
                <span className="mt-1 block text-[0.65rem] font-medium tracking-wide text-navy-muted uppercase sm:text-xs">
                  {label}
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
      {/* Only in the server's markup (and kept through hydration): it has run by then. The
          browser's bundle leaves its text out: hydration keeps the element's HTML as the server
          sent it, and a script set through innerHTML never runs again anyway. */}
      {serverMarkup && !done && (
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? COUNTDOWN_SCRIPT : "" }}
        />
      )}
    </>
  );
}

/** The detail page's headline band: badge, title, the four facts, the countdown and the actions. */
export function MasterclassHero({
  masterclass: m,
  now,
  offer,
  onClosed,
}: {
  masterclass: MasterclassCardData & { id: string };
  now: number;
  offer: RegistrationOffer;
  /** The countdown reached zero in the browser: registration has closed. */
  onClosed?: () => void;
}) {
  const physical = m.format === "physical";
  const seats = seatsNote(offer.seatsLeft, m.classSize);
  return (
    // Markup of its own rather than NavyBand: the course page is the heaviest page on the
    // JavaScript budget, and the band's component would add to its bundle.
    <section className="relative overflow-hidden bg-navy text-navy-foreground">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-primary/35 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:px-8">
        <div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="light">{heroBadgeText(m.format, m.date, m.endDate)}</Badge>
            {m.isHrdc && <Badge className="bg-success text-white">HRDC Claimable</Badge>}
            {m.isNtw && <Badge className="bg-accent text-accent-foreground">NTW</Badge>}
          </div>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {m.title}
          </h1>
          {m.subtitle && (
            <p className="mt-4 text-lg leading-relaxed text-navy-muted">{m.subtitle}</p>
          )}
          <dl className="mt-8 grid grid-cols-2 gap-3">
            <Fact icon={CalendarDays} label="Date">
              {formatDateRange(m.date, m.endDate)}
            </Fact>
            <Fact icon={physical ? MapPin : Monitor} label="Location">
              {physical ? PHYSICAL_LOCATION : "Online"}
            </Fact>
            <Fact icon={Wallet} label="Investment">
              {priceLabel(m.price)}
            </Fact>
            <Fact icon={Users} label="Class Size">
              {participants(m.classSize)}
              {seats && (
                <span
                  data-slot="seats-left"
                  className="mt-1 block text-sm font-semibold text-accent"
                >
                  {seats}
                </span>
              )}
            </Fact>
          </dl>
          <RegistrationCountdown target={m.date} now={now} onComplete={onClosed} />
          <div className="mt-8 flex flex-wrap gap-3">
            {!offer.closed && (
              <Button asChild size="lg" variant="accent">
                <RegisterLink mode={offer.modes[0] ?? "individual"}>
                  {offer.seatsLeft === 0 ? "Join the Waiting List" : "Register Now"}
                  <ArrowRight aria-hidden="true" />
                </RegisterLink>
              </Button>
            )}
            <BrochureButton kind="masterclass" id={m.id} size="lg" variant="outline-light" />
          </div>
        </div>
        <SmartImage
          sources={m.images}
          alt=""
          width={1200}
          height={675}
          eager
          className="aspect-video w-full rounded-2xl bg-white/5 object-cover shadow-2xl ring-1 ring-white/10"
        />
      </div>
    </section>
  );
}
