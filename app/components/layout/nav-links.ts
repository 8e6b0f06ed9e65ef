/**
 * The top bar's links (in the original site's order, which visitors know), the shop's own
 * sections under the dark shop header, and the footer's links: data, in `nav-links.json`.
 */
export { footerLegalLinks, footerQuickLinks, mainNav, shopNav } from "./nav-links.json";

/** Query string that opens the AI Readiness quiz on any page (campaign links). */
export const QUIZ_QUERY = "quiz=open";
