/** The fixed copy of the shop page ntw: one module per page, so a page loads only its own. */
import { Award, Laptop, Wallet } from "lucide-react";
import type { Feature } from "./feature";

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
