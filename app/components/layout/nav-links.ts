import links from "./nav-links.json";

/** The top bar's links, in the spec's order. */
export const mainNav = links.mainNav;

/** The shop's own sections, shown under the dark shop header. */
export const shopNav = links.shopNav;

export const footerQuickLinks = links.footerQuickLinks;

export const footerLegalLinks = links.footerLegalLinks;

/** Query string that opens the AI Readiness quiz on any page (campaign links). */
export const QUIZ_QUERY = "quiz=open";
