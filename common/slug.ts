const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "AI for HR: A Practical Guide!" → "ai-for-hr-a-practical-guide" */
export function slugify(title: string): string {
  return (
    title
      // Decompose first so "é" becomes "e" plus a combining mark that is then
      // dropped, instead of the whole letter being removed as a non-word char.
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .trim()
      // \w keeps "_", which isValidSlug rejects; treat it like a space so a
      // slug made here always validates.
      .replace(/_/g, " ")
      .replace(/[^\w\s-]/g, "")
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
  );
}

/** Lowercase ASCII letters and digits in hyphen-separated runs. */
export function isValidSlug(s: string): boolean {
  return SLUG_PATTERN.test(s);
}
