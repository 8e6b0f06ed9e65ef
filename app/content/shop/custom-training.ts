/** The fixed copy of the shop page custom-training: one module per page, so a page loads only its own. */
import {
  BadgePercent,
  Building2,
  Presentation,
  SlidersHorizontal,
  Target,
  Users,
} from "lucide-react";
import type { Feature } from "./feature";

export const customTrainingCovers: Feature[] = [
  {
    icon: Target,
    title: "Built around your goals",
    description:
      "We start from the outcomes you need, such as faster reporting, better customer replies or safer use of data, and design backwards.",
  },
  {
    icon: SlidersHorizontal,
    title: "Your tools and processes",
    description:
      "Exercises use the software your team already has, such as Microsoft 365 Copilot, ChatGPT or Power BI, and documents from your own workflows.",
  },
  {
    icon: Presentation,
    title: "In-house or online",
    description:
      "Delivered at your premises anywhere in Malaysia, at our Kuala Lumpur training suite or live online.",
  },
  {
    icon: Users,
    title: "Any team size",
    description: "From a leadership team of five to company-wide rollouts over several cohorts.",
  },
  {
    icon: BadgePercent,
    title: "HRDC-claimable",
    description:
      "Our programs are HRDC-claimable, so your training levy can cover up to 100% of the cost.",
  },
  {
    icon: Building2,
    title: "Follow-up support",
    description:
      "Templates, a prompt library for your roles and a check-in after training to keep the new habits going.",
  },
];
