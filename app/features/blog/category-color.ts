/** Fallback when a post has no category (or a colour we cannot read). */
export const UNCATEGORIZED_COLOR = "#64748b";

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of "#rrggbb", or null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Badge colours for a category: its own colour as the background and
 * whichever of white or near-black text reads better on it, since editors
 * may pick a light yellow as easily as a navy.
 */
export function badgeColors(color: string | null | undefined): {
  backgroundColor: string;
  color: string;
} {
  const background = color && luminance(color) !== null ? color : UNCATEGORIZED_COLOR;
  const l = luminance(background) ?? 0;
  // Contrast against white is (1.05)/(l+0.05), against #0f172a (l≈0.0103) is (l+0.05)/0.0603.
  const whiteContrast = 1.05 / (l + 0.05);
  const darkContrast = (l + 0.05) / 0.0603;
  return {
    backgroundColor: background,
    color: whiteContrast >= darkContrast ? "#ffffff" : "#0f172a",
  };
}
