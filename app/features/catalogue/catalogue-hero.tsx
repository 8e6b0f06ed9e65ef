import { CalendarDays, LayoutGrid, type LucideIcon } from "lucide-react";
import { PageHero } from "#app/components/page-hero";
import { HeroLinkButton } from "./shop-ui";

// The catalogue's two views, the grid of cards and the month calendar: each hero links to
// the other view. Separate exports, so that each view's bundle carries its own copy only.
type CatalogueHeroCopy = {
  eyebrow: string;
  title: string;
  description: string;
  other: { to: string; icon: LucideIcon; label: string };
};

export const gridHero: CatalogueHeroCopy = {
  eyebrow: "Masterclasses & Conferences",
  title: "AI Masterclasses",
  description:
    "Practical, trainer-led programs on the AI tools Malaysian professionals use every day. Organisations can claim programs marked HRDC Claimable up to 100% of the cost.",
  other: { to: "/shop/calendar", icon: CalendarDays, label: "View Calendar" },
};

export const calendarHero: CatalogueHeroCopy = {
  eyebrow: "Plan Ahead",
  title: "Training Calendar",
  description:
    "Every upcoming masterclass and conference by month. Select an event for details and registration.",
  other: { to: "/shop/masterclasses", icon: LayoutGrid, label: "View All Masterclasses" },
};

/** The navy hero of one of the catalogue's views, with the way to the other. */
export function CatalogueHero({ other, ...texts }: CatalogueHeroCopy) {
  return (
    <PageHero tone="dark" {...texts}>
      <HeroLinkButton to={other.to} icon={other.icon}>
        {other.label}
      </HeroLinkButton>
    </PageHero>
  );
}
