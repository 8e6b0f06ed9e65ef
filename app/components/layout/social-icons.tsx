import type { SocialLink } from "#common/business";
import { cn } from "#app/lib/cn";

/**
 * Brand glyphs (lucide no longer ships brand icons), drawn in currentColor.
 *
 * The shapes live in `app/styles/social/*.svg` and are painted through a CSS mask
 * (`.social-icon` in app.css): as path data in this module they were 1.3 KB of
 * JavaScript on every page, for a footer below the fold.
 */
const glyphClass: Record<SocialLink["label"], string> = {
  LinkedIn: "social-icon-linkedin",
  Facebook: "social-icon-facebook",
  Instagram: "social-icon-instagram",
  YouTube: "social-icon-youtube",
  TikTok: "social-icon-tiktok",
};

export function SocialIcon({
  label,
  className,
}: {
  label: SocialLink["label"];
  className?: string;
}) {
  return <span aria-hidden="true" className={cn("social-icon", glyphClass[label], className)} />;
}
