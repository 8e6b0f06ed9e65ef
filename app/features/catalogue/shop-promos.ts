import type { LucideIcon } from "lucide-react";

/** A promo band's copy: where it points and why. */
export interface Promo {
  icon?: LucideIcon;
  title: string;
  description: string;
  action: { to: string; label: string };
}

// The copy of the navy bands at the foot of the shop's pages is data (shop-promos.json),
// one entry per page that shows one, imported by name so that a page's bundle carries its
// own band only; the page picks the icon.
