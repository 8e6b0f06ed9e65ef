/** The fixed copy of the shop page for-organisations: one module per page, so a page loads only its own. */
import {
  BadgeCheck,
  BadgePercent,
  ChartNoAxesCombined,
  ShieldCheck,
  SlidersHorizontal,
  Users,
} from "lucide-react";
import type { Feature } from "./feature";

export const organisationBenefits: Feature[] = [
  {
    icon: BadgePercent,
    title: "Up to 100% claimable",
    description:
      "All our masterclasses are HRDC-claimable, so your training levy covers up to the full cost.",
  },
  {
    icon: SlidersHorizontal,
    title: "Tailored to your industry",
    description:
      "Examples, exercises and case studies drawn from your sector, your tools and your processes.",
  },
  {
    icon: ChartNoAxesCombined,
    title: "Measurable productivity",
    description:
      "Teams leave with workflows they apply the next day, and a plan to track the time saved.",
  },
  {
    icon: ShieldCheck,
    title: "Responsible AI",
    description:
      "Data protection under the PDPA, company AI policies and safe use are part of every program.",
  },
  {
    icon: Users,
    title: "Any team size",
    description:
      "From a leadership team of five to company-wide rollouts, virtual or in person in Kuala Lumpur.",
  },
  {
    icon: BadgeCheck,
    title: "Certified trainers",
    description:
      "HRD Corp accredited trainers with years of hands-on AI work in Malaysian organisations.",
  },
];
