import { BookOpen, CalendarDays, Presentation } from "lucide-react";
import { individualReasons } from "#app/content/shop/for-individuals";
import { forIndividualsPromo } from "./shop-promos";
import { AudiencePage, type AudiencePageCopy } from "./audience-page";

const copy: AudiencePageCopy = {
  hero: {
    eyebrow: "For Individuals",
    title: "AI Masterclasses for Individuals",
    description:
      "Build confidence with AI tools at your own pace: practical masterclasses, books by our trainers and a calendar of upcoming events.",
    secondary: { to: "/shop/calendar", label: "View Event Calendar" },
  },
  choices: {
    title: "Start Learning",
    description: "Choose how you want to learn.",
    gridClassName: "grid gap-6 md:grid-cols-3",
    cards: [
      {
        to: "/shop/masterclasses",
        icon: Presentation,
        title: "Masterclasses",
        description:
          "Live, hands-on classes on ChatGPT, Copilot, business writing, data analysis and more.",
        cta: "Browse masterclasses",
      },
      {
        to: "/shop/books",
        icon: BookOpen,
        title: "Books",
        description: "Practical guides written by our trainers, to read before or after a class.",
        cta: "Browse books",
      },
      {
        to: "/shop/calendar",
        icon: CalendarDays,
        title: "Event Calendar",
        description: "See every upcoming masterclass and conference by month and plan ahead.",
        cta: "Open the calendar",
      },
    ],
  },
  reasons: { title: "Why Learn with AIHQ", items: individualReasons },
  promo: forIndividualsPromo,
};

/** The shop for individuals: masterclasses, books and the calendar, and why learn with us. */
export function ForIndividualsPage() {
  return <AudiencePage {...copy} />;
}
