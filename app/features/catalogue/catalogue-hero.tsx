import { CalendarDays, LayoutGrid } from "lucide-react";
import { PageHero } from "#app/components/page-hero";
import { HeroLinkButton } from "./shop-ui";

// The catalogue's two views, the grid of cards and the month calendar: each hero links to
// the other view.
const heroes = {
  grid: {
    eyebrow: "Masterclasses & Conferences",
    title: "AI Masterclasses",
    description:
      "Practical, trainer-led programs on the AI tools Malaysian professionals use every day. Organisations can claim programs marked HRDC Claimable up to 100% of the cost.",
    other: { to: "/shop/calendar", icon: CalendarDays, label: "View Calendar" },
  },
  calendar: {
    eyebrow: "Plan Ahead",
    title: "Training Calendar",
    description:
      "Every upcoming masterclass and conference by month. Select an event for details and registration.",
    other: { to: "/shop/masterclasses", icon: LayoutGrid, label: "View All Masterclasses" },
  },
} as const;

/** The navy hero of one of the catalogue's views, with the way to the other. */
export function CatalogueHero({ view }: { view: keyof typeof heroes }) {
  const { other, ...texts } = heroes[view];
  return (
    <PageHero tone="dark" {...texts}>
      <HeroLinkButton to={other.to} icon={other.icon}>
        {other.label}
      </HeroLinkButton>
    </PageHero>
  );
}
