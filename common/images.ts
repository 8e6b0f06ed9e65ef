export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** Bundled artwork that replaces the stored hero image for these masterclasses. */
export const MASTERCLASS_IMAGE_OVERRIDES: Record<string, string> = {
  "hr-masterclass": "/images/masterclasses/hr-masterclass.svg",
  "business-writing-masterclass": "/images/masterclasses/business-writing-masterclass.svg",
  "chatgpt-skill-boost": "/images/masterclasses/chatgpt-skill-boost.svg",
  "ai-ready-leader": "/images/masterclasses/ai-ready-leader.svg",
};

/**
 * Rewrites http:// to https:// so old imported URLs do not trigger
 * mixed-content blocking; other URLs pass through. Blank gives null.
 */
export function upgradeToHttps(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  return trimmed.replace(/^http:\/\//i, "https://");
}

/**
 * Image URLs to try in order, ending with the placeholder so an <img> whose
 * sources all fail still has something to show.
 */
export function imageCandidates(...urls: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const url of urls) {
    const upgraded = upgradeToHttps(url);
    // The placeholder is appended last below; an earlier copy would cut the
    // chain short, since nothing after it would ever be tried.
    if (upgraded !== null && upgraded !== PLACEHOLDER_IMAGE) seen.add(upgraded);
  }
  return [...seen, PLACEHOLDER_IMAGE];
}

/** Candidate chain for a masterclass: bundled override, hero image, placeholder. */
export function masterclassImage(slug: string, heroImg: string | null | undefined): string[] {
  // hasOwn, not a bare lookup: slugs such as "constructor" would otherwise
  // find Object.prototype members.
  const override = Object.hasOwn(MASTERCLASS_IMAGE_OVERRIDES, slug)
    ? MASTERCLASS_IMAGE_OVERRIDES[slug]
    : undefined;
  return imageCandidates(override, heroImg);
}

/**
 * What the image upload endpoint (server/uploads/images.ts) accepts. Written
 * here, not in a feature, because the server enforces it and the admin's
 * forms check it first to spare a pointless round trip.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
