import { useEffect, useState } from "react";

/**
 * Counts this reader once per visit of a post (POST /api/blog-views/:slug)
 * and shows the count the server answers; until then, or when it does not
 * answer, the count the page was rendered with.
 */
export function useCountedView(slug: string, rendered: number): number {
  const [counted, setCounted] = useState<{ slug: string; viewCount: number } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/blog-views/${encodeURIComponent(slug)}`, {
      method: "POST",
      signal: controller.signal,
      keepalive: true,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => {
        const viewCount = (answer as { viewCount?: unknown } | null)?.viewCount;
        if (typeof viewCount === "number") setCounted({ slug, viewCount });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [slug]);
  return counted?.slug === slug ? Math.max(counted.viewCount, rendered) : rendered;
}
