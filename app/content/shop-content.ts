/**
 * The fixed copy of the shop's landing pages (reasons, benefits, steps), kept
 * out of the route modules so those stay thin.
 */
import {
  Award,
  BadgeCheck,
  BadgeDollarSign,
  BadgePercent,
  Building2,
  ChartNoAxesCombined,
  Flag,
  GraduationCap,
  Hammer,
  Laptop,
  LifeBuoy,
  PiggyBank,
  Presentation,
  ShieldCheck,
  Shuffle,
  SlidersHorizontal,
  Target,
  Trophy,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from "lucide-react";

/** One reason or benefit: the shop's feature grids render these. */
export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

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

export const ntwAbout: Feature[] = [
  {
    icon: Wallet,
    title: "Free of charge",
    description:
      "National Training Week programs cost you nothing: the training is funded as part of the national initiative.",
  },
  {
    icon: Award,
    title: "E-certificate",
    description:
      "Complete a program and receive an e-certificate through the official National Training Week portal.",
  },
  {
    icon: Laptop,
    title: "Short and practical",
    description: "Focused sessions of a few hours on AI tools you can apply at work straight away.",
  },
];

export const grantSteps: { title: string; text: string }[] = [
  {
    title: "Apply Through AIHQ",
    text: "Choose an eligible masterclass or program. Our grant specialists help you prepare and submit the application.",
  },
  {
    title: "Grant Approval",
    text: "The government bodies assess your organisation's eligibility and approve the grant.",
  },
  {
    title: "Direct Payment",
    text: "The grant body pays AIHQ directly, so no upfront cost falls on your organisation.",
  },
];

export const grantBenefits: Feature[] = [
  {
    icon: PiggyBank,
    title: "Zero upfront cost",
    description: "The grant pays the training fees directly; nothing comes out of your cash flow.",
  },
  {
    icon: BadgeDollarSign,
    title: "Your budget stays intact",
    description:
      "No impact on your HRDC levy or your training budget, which stay free for other programs.",
  },
  {
    icon: GraduationCap,
    title: "Premium training",
    description: "The same programs and expert instructors as our paid masterclasses.",
  },
  {
    icon: Wrench,
    title: "Practical skills",
    description: "Hands-on exercises your team applies to real work from the first day back.",
  },
  {
    icon: Award,
    title: "Recognised certifications",
    description: "Every participant receives a certificate of completion.",
  },
  {
    icon: Flag,
    title: "National alignment",
    description: "Training aligned with Malaysia's national digital transformation agenda.",
  },
];

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

export const customRequestDetails: string[] = [
  "Organization name",
  "Contact name, e-mail and phone number",
  "Team size",
  "Focus area (for example marketing, HR, finance or leadership)",
  "Preferred dates, if you have them",
  "The goals you want the training to achieve",
];
