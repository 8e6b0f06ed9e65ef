/** The feedback form's limits and words, without zod (the page's first load). */
export const TAKEAWAY_MAX = 1_000;
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const RATING_WORDS: Record<(typeof RATINGS)[number], string> = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};
export const CONSENT_LABEL =
  "You may quote my words with my first name and company on the AIHQ website";

/** "4 out of 5 stars", what a screen reader says for a row of stars. */
export function ratingLabel(rating: number): string {
  return `${rating} out of 5 stars`;
}
