/**
 * AIHQ's business details in one typed place: every page, e-mail and
 * structured-data block reads them from here
 * (docs/decisions/0010-business-details-in-one-module.md).
 */
export interface Office {
  city: string;
  country: string;
  lines: string[];
  phone: string;
}

export interface SocialLink {
  label: "LinkedIn" | "Facebook" | "Instagram" | "YouTube" | "TikTok";
  href: string;
}

export const business = {
  name: "AIHQ",
  legalName: "AIHQ Sdn. Bhd.",
  tagline: "AI training and consultancy for Malaysian professionals and organisations",
  email: "hello@aihq.com.my",
  phone: "+60 3-2785 1180",
  whatsapp: {
    /** International format without "+", as wa.me expects. */
    number: "60123456789",
    message: "Hi AIHQ, I would like to know more about your AI training programs.",
  },
  bookingUrl: "https://calendly.com/aihq/free-20-minute-ai-consultation",
  portfolioUrl: "/brand/aihq-portfolio.pdf",
  offices: [
    {
      city: "Kuala Lumpur",
      country: "Malaysia",
      lines: ["Level 23, Menara Exchange 106", "Tun Razak Exchange", "55188 Kuala Lumpur"],
      phone: "+60 3-2785 1180",
    },
    {
      city: "Singapore",
      country: "Singapore",
      lines: ["80 Robinson Road, #10-01A", "Singapore 068898"],
      phone: "+65 6812 4470",
    },
  ] satisfies Office[],
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/aihq-malaysia" },
    { label: "Facebook", href: "https://www.facebook.com/aihq.my" },
    { label: "Instagram", href: "https://www.instagram.com/aihq.my" },
    { label: "YouTube", href: "https://www.youtube.com/@aihq-malaysia" },
  ] satisfies SocialLink[],
  /** The footer's year, fixed as the original site's footer shows it (not the current year). */
  footerYear: 2025,
} as const;

export function whatsappHref(message: string = business.whatsapp.message) {
  return `https://wa.me/${business.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

export const SITE_TITLE_SUFFIX = " | AIHQ";

export function pageTitle(title: string) {
  return `${title}${SITE_TITLE_SUFFIX}`;
}
