/** The visitor dialog's texts, verbatim from shop.md §5 and §8. */
export const VISITOR_MISSING = {
  title: "Missing information",
  description: "Please provide your name and email.",
} as const;
export const VISITOR_SUCCESS = {
  title: "Welcome to AIHQ Shop!",
  description: "Your information has been saved.",
} as const;
export const VISITOR_FAILURE = {
  title: "Error",
  description: "There was a problem saving your information.",
} as const;
