import { z } from "zod";
import { stripTags } from "#common/reading-time";
import { slugify } from "#common/slug";
import { safeText } from "#app/lib/validation";
import { optionalText, requiredText } from "./text.schema";

/**
 * The blog post forms (create, and the edit modal), shared by the browser and
 * the actions. Limits are mirrored on the inputs' native attributes.
 */
export const POST_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 500,
  // The whole form must fit in the server's request limit (256 KiB by default).
  content: 200_000,
  metaTitle: 120,
  metaDescription: 320,
  authorName: 100,
  authorBio: 1_000,
  imageUrl: 2_048,
} as const;

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const DEFAULT_AUTHOR_NAME = "AIHQ Team";

/** Whether `value` parses as an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * An image is either one of ours ("/uploads/…", "/images/…") or an absolute
 * http(s) URL; http is upgraded when shown. Anything else (javascript:,
 * data:, protocol-relative "//host") is refused.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return !/[\s"'<>\\]/.test(value);
  return isHttpUrl(value);
}

function imageUrl(label: string) {
  return optionalText(POST_LIMITS.imageUrl, label).refine(
    (value: string | null) => value === null || isImageUrl(value),
    `${label} must be an https:// address or an uploaded image`,
  );
}

const checkbox = z.preprocess(
  (value) => value === "on" || value === "true" || value === true,
  z.boolean(),
);

/** True when the HTML has something to read or look at. */
export function hasContent(html: string): boolean {
  return stripTags(html) !== "" || /<img\b/i.test(html);
}

// Every text field under the shared text rule (safeText, also inside optionalText).
const postFields = z.object({
  title: requiredText(POST_LIMITS.title, "Title"),
  slug: safeText(
    z
      .string()
      .trim()
      .max(POST_LIMITS.slug, `Slug must be at most ${POST_LIMITS.slug} characters`)
      .optional()
      .transform((value) => value ?? "")
      .refine(
        (value) => value === "" || slugify(value) !== "",
        "Use letters or numbers in the slug, or leave it blank to make one from the title",
      ),
  ),
  excerpt: optionalText(POST_LIMITS.excerpt, "Excerpt"),
  // The editor's HTML: a NUL or lone surrogate pasted into it could not be stored.
  content: safeText(
    z
      .string()
      .max(
        POST_LIMITS.content,
        `Content must be at most ${POST_LIMITS.content.toLocaleString("en-US")} characters`,
      )
      .optional()
      .transform((value) => value ?? ""),
  ),
  categoryId: z
    .union([z.literal(""), z.uuid({ message: "Choose a category from the list" })])
    .optional()
    .transform((value) => (value ? value : null)),
  status: z.enum(POST_STATUSES, { message: "Choose draft or published" }),
  featured: checkbox,
  featuredImage: imageUrl("Featured image"),
  ogImage: imageUrl("Social share image"),
  metaTitle: optionalText(POST_LIMITS.metaTitle, "Meta title"),
  metaDescription: optionalText(POST_LIMITS.metaDescription, "Meta description"),
  authorName: optionalText(POST_LIMITS.authorName, "Author name").transform(
    (value) => value ?? DEFAULT_AUTHOR_NAME,
  ),
  authorBio: optionalText(POST_LIMITS.authorBio, "Author bio"),
  authorImage: imageUrl("Author image"),
});

// A draft may be empty while it is being written; a public page may not.
function publishedNeedsContent(
  post: { status: PostStatus; content: string },
  context: z.RefinementCtx,
) {
  if (post.status === "published" && !hasContent(post.content)) {
    context.addIssue({
      code: "custom",
      path: ["content"],
      message: "Write some content before publishing",
    });
  }
}

export const postSchema = postFields.superRefine(publishedNeedsContent);

export type PostInput = z.output<typeof postSchema>;

/** The edit modal: the same fields, plus which post. */
export const postEditSchema = postFields
  .extend({ id: z.uuid({ message: "Unknown post" }) })
  .superRefine(publishedNeedsContent);

export type PostEditInput = z.output<typeof postEditSchema>;
