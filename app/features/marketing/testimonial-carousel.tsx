import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useSearchParams } from "react-router";
import { SocialIcon } from "#app/components/layout/social-icons";
import type { Testimonial } from "#app/content/home";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { MarketingImage } from "./marketing-image";

export const CAROUSEL_INTERVAL_MS = 3000;

/** The search parameter of the testimonial shown (1-based), and where its page scrolls to. */
const PARAM = "testimonial";
const ANCHOR = "testimonial-carousel";

/**
 * Auto-rotating testimonials (WAI-ARIA carousel pattern): rotation pauses
 * while the pointer or focus is inside, can be stopped with a button, and
 * never starts for people who ask for reduced motion.
 *
 * The arrows and dots are submit buttons of a GET form (`?testimonial=3`):
 * before hydration, and without JavaScript, they load the page with that
 * testimonial shown; once hydrated they switch in place. Rotation, and so
 * its Pause button, needs the script: the button is kept invisible until then.
 */
export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get(PARAM)) - 1;
  const [index, setIndex] = useState(asked >= 0 && asked < items.length ? asked : 0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const hydrated = useHydrated();
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const rotating = hydrated && !stopped && !hovered && !focused && !reducedMotion;
  const wrap = useCallback((next: number) => (next + items.length) % items.length, [items.length]);
  const go = useCallback((next: number) => setIndex(wrap(next)), [wrap]);
  /** A submit button's props: its page without JavaScript, `go(to)` in place with it. */
  const choose = (to: number) => ({
    type: "submit" as const,
    name: PARAM,
    value: String(wrap(to) + 1),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      go(to);
    },
  });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % items.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating, items.length]);

  return (
    <section
      ref={root}
      id={ANCHOR}
      aria-roledescription="carousel"
      aria-label="What our clients say"
      data-testid="testimonial-carousel"
      className="relative scroll-mt-20"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(index + 1);
        if (event.key === "ArrowLeft") go(index - 1);
      }}
    >
      <form method="get" action={`#${ANCHOR}`}>
        <div className="flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted",
              !hydrated && "invisible",
            )}
            aria-label={stopped ? "Start automatic slide show" : "Stop automatic slide show"}
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
            {stopped ? "Play" : "Pause"}
          </button>
          <div className="flex gap-2">
            <button
              {...choose(index - 1)}
              aria-label="Previous testimonial"
              className="inline-flex size-10 items-center justify-center rounded-full border bg-background hover:bg-muted"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              {...choose(index + 1)}
              aria-label="Next testimonial"
              className="inline-flex size-10 items-center justify-center rounded-full border bg-background hover:bg-muted"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        {/* The slides share one grid cell and the others are only made invisible, so the
          carousel is always as tall as its longest quote: the page below does not move
          when a shorter or longer one comes round. */}
        <div aria-live={rotating ? "off" : "polite"} className="mt-4 grid">
          {items.map((item, itemIndex) => (
            <figure
              key={item.author}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${items.length}`}
              aria-hidden={itemIndex !== index ? true : undefined}
              className={cn(
                "rounded-2xl border bg-card p-6 shadow-sm [grid-area:1/1] sm:p-10",
                itemIndex !== index && "invisible",
              )}
            >
              <Quote aria-hidden="true" className="size-8 text-primary/40" />
              <blockquote className="mt-4 text-lg leading-relaxed text-pretty sm:text-xl">
                “{item.quote}”
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <MarketingImage
                  kind="avatar"
                  src={item.profileImage}
                  className="size-14 rounded-full"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{item.author}</p>
                  <p className="text-sm text-muted-foreground">
                    {item.role}, {item.company}
                  </p>
                </div>
                {item.linkedinUrl && (
                  <a
                    href={item.linkedinUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${item.author} on LinkedIn (opens in a new tab)`}
                    className="inline-flex size-9 items-center justify-center rounded-full text-primary hover:bg-muted"
                  >
                    <SocialIcon label="LinkedIn" className="size-5" />
                  </a>
                )}
              </figcaption>
            </figure>
          ))}
        </div>
        <div
          className="mt-5 flex justify-center gap-2"
          role="group"
          aria-label="Choose a testimonial"
        >
          {items.map((item, itemIndex) => (
            <button
              key={item.author}
              {...choose(itemIndex)}
              aria-label={`Show testimonial ${itemIndex + 1}: ${item.author}`}
              aria-current={itemIndex === index ? "true" : undefined}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-all",
                  itemIndex === index ? "w-6 bg-primary" : "w-2.5 bg-border",
                )}
              />
            </button>
          ))}
        </div>
      </form>
    </section>
  );
}
