/** The fixed copy of the shop page for-individuals: one module per page, so a page loads only its own. */
import { Hammer, LifeBuoy, Shuffle, Trophy } from "lucide-react";
import type { Feature } from "./feature";

export const individualReasons: Feature[] = [
  {
    icon: Trophy,
    title: "Industry Experts",
    description:
      "Learn from trainers who use AI in their own work every day: data scientists, HR leaders, marketers and accountants.",
  },
  {
    icon: Hammer,
    title: "Practical Focus",
    description:
      "Every session is hands-on. You leave with prompts, templates and workflows you can use at work the next morning.",
  },
  {
    icon: Shuffle,
    title: "Flexible Formats",
    description:
      "Join live virtual classes from anywhere in Malaysia or meet us in person in Kuala Lumpur; one-day masterclasses and multi-day conferences.",
  },
  {
    icon: LifeBuoy,
    title: "Ongoing Support",
    description:
      "Course materials, session recordings and follow-up help from your trainer keep you going after the class ends.",
  },
];
