import type { LucideIcon } from "lucide-react";

/** A promo band's copy: where it points and why. */
export interface Promo {
  icon?: LucideIcon;
  title: string;
  description: string;
  action: { to: string; label: string };
}

// The navy bands at the foot of the shop's pages, each pointing on to another part of the
// shop: one module of copy, each named by the page that shows it. Separate exports rather
// than one object, so that a page's bundle carries its own band's copy only; the page picks
// the icon (an icon imported here would be bundled with every page that shows a band).

export const forIndividualsPromo: Promo = {
  title: "Training a team?",
  description:
    "Organisations can claim our masterclasses through HRDC, request custom training for their staff or apply for government upskilling grants.",
  action: { to: "/shop/for-organisations", label: "Solutions for Organizations" },
};

export const forOrganisationsPromo: Promo = {
  title: "Free AI Training through National Training Week",
  description:
    "During National Training Week, selected AI programs are free for Malaysians, with an e-certificate on completion. A simple way for your staff to get started.",
  action: { to: "/shop/ntw", label: "Explore NTW Programs" },
};

export const grantsPromo: Promo = {
  title: "Looking for Free Training Programs?",
  description:
    "During National Training Week, selected AI programs are free for everyone, with an e-certificate on completion.",
  action: { to: "/shop/ntw", label: "Explore NTW Programs" },
};

export const masterclassPromo: Promo = {
  title: "Training a whole team?",
  description:
    "Organisations can claim up to 100% of the cost through HRDC, book a private run of this program or apply for a government upskilling grant.",
  action: { to: "/shop/for-organisations", label: "Solutions for Organizations" },
};

export const masterclassesPromo: Promo = {
  title: "Need training designed for your team?",
  description:
    "We build custom AI programs around your goals, tools and schedule, delivered in-house or online.",
  action: { to: "/shop/masterclasses/custom", label: "Request Custom Training" },
};

export const bookPromo: Promo = {
  title: "Learn Directly from the Expert",
  description:
    "Put the ideas from this book into practice in a hands-on masterclass with our expert trainers, virtual or in Kuala Lumpur.",
  action: { to: "/shop/masterclasses", label: "Browse Masterclasses" },
};

export const ntwPromo: Promo = {
  title: "Ready to go further?",
  description:
    "Our full masterclasses go deeper, with hands-on practice, templates and follow-up support. Organisations can claim them through HRDC.",
  action: { to: "/shop/masterclasses", label: "Explore Masterclasses" },
};
