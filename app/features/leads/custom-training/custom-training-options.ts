// The form's limits and choices without zod, so the page's first load does not carry the
// schema (custom-training.schema.ts), which the form loads when the visitor starts on it.

export const CUSTOM_TRAINING_LIMITS = {
  orgName: 200,
  contactName: 120,
  email: 254,
  phone: 40,
  teamSize: 300,
  focusArea: 300,
  preferredDates: 300,
  goals: 5000,
} as const;

/** Choices offered in the form; the schema takes any text, as the send-email endpoint does. */
export const TEAM_SIZES = [
  "1-10 people",
  "11-25 people",
  "26-50 people",
  "51-100 people",
  "101-250 people",
  "More than 250 people",
] as const;

export const FOCUS_AREAS = [
  "Generative AI fundamentals",
  "Prompt engineering",
  "Microsoft 365 Copilot",
  "AI for leadership and strategy",
  "AI for marketing and sales",
  "AI for HR and people teams",
  "AI for finance and operations",
  "Data analysis with AI",
  "Other (please describe in your goals)",
] as const;
