import { useState } from "react";

/**
 * An image that walks a fallback chain (broken images fall back, ending in a placeholder, so
 * no page shows a broken image). Width and height are always set so nothing shifts, and
 * anything not marked eager loads lazily. `priority` marks the image that is
 * the page's largest paint on a phone: fetched first, ahead of the scripts.
 */
export function SmartImage({
  sources,
  alt,
  width,
  height,
  eager = false,
  priority = false,
  className,
}: {
  sources: string[];
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const src = sources[Math.min(index, sources.length - 1)];
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
      onError={() => setIndex((current) => (current < sources.length - 1 ? current + 1 : current))}
    />
  );
}
