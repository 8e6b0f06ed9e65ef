import type { MetaDescriptor } from "react-router";
import { business, pageTitle } from "#common/business";
import { upgradeToHttps } from "#common/images";
import { metaDescriptionFallback } from "#app/lib/text";

/** Share image size (1200x630, the size social networks show best). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** Raster default share image: social networks do not render SVG. */
export const DEFAULT_SHARE_IMAGE = "/images/og-default.jpg";

export interface PostMetaInput {
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogImage: string | null;
  featuredImage: string | null;
  authorName: string;
  publishedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  categoryName: string | null;
}

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return `${origin}${DEFAULT_SHARE_IMAGE}`;
  }
}

/**
 * The image for share cards: og_image, else the featured image, as an
 * absolute https URL. Our bundled artwork is SVG, which Facebook, LinkedIn
 * and X ignore, so an SVG of ours is swapped for its JPEG twin (shipped
 * beside it), and any other SVG for the default card.
 */
export function shareImage(
  post: Pick<PostMetaInput, "ogImage" | "featuredImage">,
  origin: string,
): string {
  const chosen = upgradeToHttps(post.ogImage) ?? upgradeToHttps(post.featuredImage);
  if (!chosen) return absolute(origin, DEFAULT_SHARE_IMAGE);
  if (/\.svg(\?|#|$)/i.test(chosen)) {
    return /^\/images\/[\w/-]+\.svg$/.test(chosen)
      ? absolute(origin, chosen.replace(/\.svg$/, ".jpg"))
      : absolute(origin, DEFAULT_SHARE_IMAGE);
  }
  return absolute(origin, chosen);
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * Everything a search engine or a share card needs, in the server-rendered
 * head: title and description (meta_title/meta_description with their
 * fallbacks), canonical URL, Open Graph, Twitter card and BlogPosting JSON-LD.
 */
export function postMeta(post: PostMetaInput, origin: string): MetaDescriptor[] {
  const title = post.metaTitle?.trim() || post.title;
  const description = metaDescriptionFallback(post.metaDescription, post.excerpt, post.content);
  const url = `${origin}/blog/${post.slug}`;
  const image = shareImage(post, origin);
  const published = iso(post.publishedAt ?? post.createdAt);
  const modified = iso(post.updatedAt);
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: business.name },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: post.title },
    { property: "og:locale", content: "en_MY" },
    { property: "article:published_time", content: published },
    { property: "article:modified_time", content: modified },
    { property: "article:author", content: post.authorName },
    ...(post.categoryName ? [{ property: "article:section", content: post.categoryName }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: post.title },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description,
        image: [image],
        datePublished: published,
        dateModified: modified,
        author: { "@type": "Person", name: post.authorName },
        publisher: {
          "@type": "Organization",
          name: business.name,
          url: origin,
          logo: { "@type": "ImageObject", url: `${origin}/brand/logo.svg` },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        ...(post.categoryName ? { articleSection: post.categoryName } : {}),
      },
    },
  ];
}
