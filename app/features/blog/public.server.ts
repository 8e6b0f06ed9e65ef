import { logger } from "#server/logger";
import { isValidSlug } from "#common/slug";
import { getPublishedPost, isCountableView, listPublishedPosts, recordView } from "./posts.server";
import { sanitizePostHtml } from "./sanitize.server";

/** What the public blog pages load; errors are logged here and shown as the pages' error states. */

export async function loadPublishedPosts() {
  try {
    const posts = await listPublishedPosts();
    return { posts, error: false as const };
  } catch (error) {
    logger.error({ err: error }, "Failed to load blog posts");
    return { posts: [], error: true as const };
  }
}

export type PublicPostLoad =
  | { status: 200; post: NonNullable<Awaited<ReturnType<typeof getPublishedPost>>> }
  | { status: 404 | 503 };

/**
 * A published post by slug, sanitised for rendering (again: it was sanitised
 * when saved, but rows written before a sanitiser change, or by hand, must
 * not reach the page unfiltered). Views are counted apart (POST
 * /api/blog-views/:slug), so the page can be cached.
 */
export async function loadPublicPost(slug: string): Promise<PublicPostLoad> {
  if (!isValidSlug(slug)) return { status: 404 };
  let post;
  try {
    post = await getPublishedPost(slug);
  } catch (error) {
    logger.error({ err: error, slug }, "Failed to load a blog post");
    return { status: 503 };
  }
  if (!post) return { status: 404 };
  return { status: 200, post: { ...post, content: sanitizePostHtml(post.content) } };
}

export type ViewCountResult =
  { status: 200; viewCount: number } | { status: 202; viewCount: null } | { status: 404 | 503 };

/** One reader of a published post counted (202 and nothing counted for bots and prefetches). */
export async function countPostView(slug: string, request: Request): Promise<ViewCountResult> {
  if (!isValidSlug(slug)) return { status: 404 };
  if (!isCountableView(request)) return { status: 202, viewCount: null };
  try {
    const viewCount = await recordView(slug);
    return viewCount === null ? { status: 404 } : { status: 200, viewCount };
  } catch (error) {
    logger.error({ err: error, slug }, "Failed to count a blog post view");
    return { status: 503 };
  }
}
