import type * as React from "react";
import { imageSizes } from "./image-sizes";

/**
 * An image of the marketing pages at its kind's intrinsic size, fetched lazily unless
 * `eager`; decorative (empty alt) unless given an `alt`.
 */
export function MarketingImage({
  kind,
  src,
  alt = "",
  eager = false,
  ...props
}: Omit<React.ComponentProps<"img">, "width" | "height" | "loading"> & {
  kind: keyof typeof imageSizes;
  src: string;
  eager?: boolean;
}) {
  return (
    <img src={src} alt={alt} {...imageSizes[kind]} loading={eager ? "eager" : "lazy"} {...props} />
  );
}
