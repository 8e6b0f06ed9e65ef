import { business } from "#common/business";
import { stripTags } from "#common/reading-time";
import { excerptFallback } from "#app/lib/text";
import { escapeXml, INVALID_XML } from "#app/lib/xml";

/** Pure builder for /blog/rss.xml (the sitemap and robots.txt are in features/seo). */

/** How many posts the RSS feed carries. */
export const RSS_ITEM_COUNT = 20;

/** HTML inside CDATA; a "]]>" in the text is split so it cannot end the section early. */
function cdata(value: string): string {
  return `<![CDATA[${value.replace(INVALID_XML, "").replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string | null;
  /** Already sanitised HTML. */
  content: string;
  authorName: string;
  categoryName: string | null;
  publishedAt: Date;
}

/** RSS 2.0 with the full (sanitised) article in content:encoded. */
export function rssFeed({
  origin,
  posts,
  now = new Date(),
}: {
  origin: string;
  posts: FeedPost[];
  now?: Date;
}): string {
  const lastBuild = posts[0]?.publishedAt ?? now;
  const items = posts.map((post) => {
    const link = `${origin}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      ...(post.categoryName ? [`      <category>${escapeXml(post.categoryName)}</category>`] : []),
      `      <description>${escapeXml(excerptFallback(post.excerpt, post.content))}</description>`,
      `      <content:encoded>${cdata(post.content)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${business.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(stripTags(business.tagline))}</description>`,
    "    <language>en-MY</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
