import { useEffect, useRef, useState } from "react";
import type { counters as countersData } from "#app/content/home";

export const COUNTER_BASE_DURATION_MS = 2000;
export const COUNTER_STAGGER_MS = 200;
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

type Counter = (typeof countersData)[number];

const formatter = new Intl.NumberFormat("en-US");

/** Ease-out cubic: fast start, gentle landing. */
function easeOut(t: number) {
  return 1 - (1 - t) ** 3;
}

/**
 * Counters that count up when 30% of the block is visible. The server renders
 * the final values (search engines and visitors without JavaScript see the
 * real numbers); the browser only rewinds them while they are still out of
 * view, so no one sees a number jump backwards.
 */
export function AnimatedCounters({ items }: { items: readonly Counter[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState<number[] | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[0];
        if (!entry) return;
        if (!entry.isIntersecting) {
          if (!started) setProgress((current) => current ?? items.map(() => 0));
          return;
        }
        if (started) return;
        started = true;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = items.map((_, index) =>
            Math.min(1, (now - start) / (COUNTER_BASE_DURATION_MS + COUNTER_STAGGER_MS * index)),
          );
          setProgress(next);
          if (next.some((value) => value < 1)) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
      {items.map((item, index) => {
        const shown = progress
          ? Math.round(item.value * easeOut(progress[index] ?? 1))
          : item.value;
        return (
          <div key={item.label} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-8">
            <dt className="text-sm text-navy-muted">{item.label}</dt>
            <dd
              className="mt-2 text-3xl font-bold text-white tabular-nums sm:text-5xl"
              data-testid="counter-value"
            >
              {/* One text node: as the number grows, a separate suffix node would move. */}
              {`${formatter.format(shown)}${item.suffix}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
