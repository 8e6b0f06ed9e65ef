export interface Breadcrumb {
  label: string;
  href: string;
}

const SEGMENT_LABELS: Record<string, string> = {
  shop: "Shop",
  "for-individuals": "For Individuals",
  "for-organisations": "For Organizations",
  ntw: "NTW",
  masterclasses: "Masterclasses",
  custom: "Custom Training",
  books: "Books",
  grants: "Grants",
  calendar: "Calendar",
};

// A malformed escape such as "%E0%A4%A" makes decodeURIComponent throw; a
// bad link should still render a breadcrumb, so fall back to the raw text.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "for-individuals" → "For Individuals"; unknown "ai-ready-leader" → "Ai Ready Leader". */
export function breadcrumbLabel(segment: string): string {
  const decoded = safeDecode(segment);
  if (Object.hasOwn(SEGMENT_LABELS, decoded)) return SEGMENT_LABELS[decoded] ?? decoded;
  return decoded
    .split("-")
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Home followed by one crumb per segment, but only for paths under a "shop" segment. */
export function buildBreadcrumbs(pathname: string): Breadcrumb[] {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  if (!segments.some((segment) => safeDecode(segment) === "shop")) return [];

  const crumbs: Breadcrumb[] = [{ label: "Home", href: "/" }];
  let href = "";
  for (const segment of segments) {
    // Hrefs keep the raw, still-encoded segment so the links stay valid URLs.
    href += `/${segment}`;
    crumbs.push({ label: breadcrumbLabel(segment), href });
  }
  return crumbs;
}
