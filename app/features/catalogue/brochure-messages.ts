/** Whose brochure: a masterclass (or conference) or a grant. */
export type BrochureOwner = "masterclass" | "grant";

export function isBrochureOwner(value: string): value is BrochureOwner {
  return value === "masterclass" || value === "grant";
}

/** Where the button asks for a fresh signed link (a redirect, or JSON for the button). */
export function brochureRequestPath(kind: BrochureOwner, id: string): string {
  return `/api/brochures/${kind}/${encodeURIComponent(id)}`;
}

/** The brochure toasts, the original site's words; the 'unavailable' text names what it is for. */
export const BROCHURE_OPENED = {
  title: "Brochure opened",
  description: "Your brochure has been opened in a new tab.",
};
export function brochureUnavailable(kind: BrochureOwner) {
  return {
    title: "Brochure unavailable",
    description: `The brochure for this ${kind} is not available at this time.`,
  };
}
export const BROCHURE_FAILED = {
  title: "Failed to open brochure",
  description: "Unable to open the brochure. Please try again.",
};
