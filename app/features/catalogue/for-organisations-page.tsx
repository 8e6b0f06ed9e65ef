import { CalendarDays, GraduationCap, Landmark, Wrench } from "lucide-react";
import { organisationBenefits } from "#app/content/shop/for-organisations";
import { forOrganisationsPromo } from "./shop-promos";
import { AudiencePage, type AudiencePageCopy } from "./audience-page";

const copy: AudiencePageCopy = {
  hero: {
    eyebrow: "For Organizations",
    title: "AI Transformation for Organizations",
    description:
      "Equip your people to use AI safely and productively, with HRDC-claimable masterclasses, training designed around your team and government-funded programs.",
    secondary: { to: "/shop/masterclasses/custom", label: "Request Custom Training" },
  },
  choices: {
    title: "Training Solutions",
    description: "Four ways to bring AI skills into your organisation.",
    gridClassName: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    cards: [
      {
        to: "/shop/masterclasses",
        icon: GraduationCap,
        title: "HRDC-claimable Masterclasses",
        description:
          "Send your staff to our public masterclasses and claim up to 100% of costs through HRDC.",
        cta: "View masterclasses",
      },
      {
        to: "/shop/masterclasses/custom",
        icon: Wrench,
        title: "Custom Training",
        description:
          "A program designed around your team's goals, tools and schedule, delivered in-house or online.",
        cta: "Request custom training",
      },
      {
        to: "/shop/grants",
        icon: Landmark,
        title: "Government Upskilling Grants",
        description:
          "Fully subsidised AI training for qualifying organisations, paid directly by the grant body.",
        cta: "Explore grants",
      },
      {
        to: "/shop/calendar",
        icon: CalendarDays,
        title: "Event Calendar",
        description: "Plan your team's training around upcoming masterclasses and conferences.",
        cta: "Open the calendar",
      },
    ],
  },
  reasons: {
    title: "Why Organizations Choose AIHQ",
    description: "Training that pays for itself and keeps paying after the class.",
    items: organisationBenefits,
    columns: 3,
  },
  promo: { icon: GraduationCap, ...forOrganisationsPromo },
};

/** The shop for organisations: HRDC masterclasses, custom training and grants, and the benefits. */
export function ForOrganisationsPage() {
  return <AudiencePage {...copy} />;
}
