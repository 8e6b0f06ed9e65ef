/** The top bar's links, in the spec's order. */
export const mainNav = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about-us" },
  { label: "Shop", href: "/shop" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
  { label: "Verify Certificate", href: "/verify" },
] as const;

/** The shop's own sections, shown under the dark shop header. */
export const shopNav = [
  { label: "For Individuals", href: "/shop/for-individuals" },
  { label: "For Organizations", href: "/shop/for-organisations" },
  { label: "Masterclasses", href: "/shop/masterclasses" },
  { label: "Calendar", href: "/shop/calendar" },
  { label: "Books", href: "/shop/books" },
  { label: "Grants", href: "/shop/grants" },
  { label: "NTW", href: "/shop/ntw" },
] as const;

export const footerQuickLinks = [
  { label: "About Us", href: "/about-us" },
  { label: "Training Programs", href: "/shop/masterclasses" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
] as const;

export const footerLegalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Verify Certificate", href: "/verify" },
] as const;

/** Query string that opens the AI Readiness quiz on any page (campaign links). */
export const QUIZ_QUERY = "quiz=open";
