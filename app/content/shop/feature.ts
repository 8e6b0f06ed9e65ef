import type { LucideIcon } from "lucide-react";

/** One reason or benefit: the shop's feature grids render these. */
export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}
