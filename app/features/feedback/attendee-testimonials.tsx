import { Quote } from "lucide-react";
import { Band, Part, QuoteAttribution } from "#app/features/catalogue/masterclass-section-parts";
import { RatingStars } from "./rating-stars";

/** What a published testimonial shows on the page (testimonials.server.ts picks the fields). */
export interface TestimonialView {
  id: string;
  firstName: string;
  company: string | null;
  quote: string;
  rating: number;
}

/**
 * "What attendees said": the words people who attended let us quote, published by the team.
 * Text only, escaped by React; nothing when there is none.
 */
export function AttendeeTestimonials({ items }: { items: readonly TestimonialView[] }) {
  if (items.length === 0) return null;
  return (
    <Band tinted>
      <Part id="what-attendees-said" title="What attendees said">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => (
            <li key={t.id}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between gap-3">
                  <Quote aria-hidden="true" className="size-6 text-primary/40" />
                  <RatingStars rating={t.rating} />
                </div>
                <blockquote className="mt-3 flex-1 leading-relaxed whitespace-pre-line">
                  “{t.quote}”
                </blockquote>
                <QuoteAttribution name={t.firstName} detail={t.company} />
              </figure>
            </li>
          ))}
        </ul>
      </Part>
    </Band>
  );
}
