/** The fixed copy of the shop page grants: one module per page, so a page loads only its own. */
import { Award, BadgeDollarSign, Flag, GraduationCap, PiggyBank, Wrench } from "lucide-react";
import type { Feature } from "./feature";

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
