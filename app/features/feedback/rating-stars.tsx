import { Star } from "lucide-react";
import { cn } from "#app/lib/cn";
import { RATINGS, ratingLabel } from "./feedback-limits";

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating)}
      className={cn("inline-flex gap-0.5", className)}
    >
      {RATINGS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= rating
              ? "fill-amber-400 text-amber-400"
              : "fill-transparent text-muted-foreground/40",
          )}
        />
      ))}
    </span>
  );
}
