import { logger } from "../../../server/logger";
import { isValidSlug } from "../../lib/slug";
import { getPublishedPost, isCountableView, listPublishedPosts, recordView } from "./posts.server";
import { sanitizePostHtml } from "./sanitize.server";

/** What the public blog pages load; errors are logged here and shown as the spec's states. */

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
 * not reach the page unfiltered), with this page load's view counted.
 */
export async function loadPublicPost(slug: string, request: Request): Promise<PublicPostLoad> {
  if (!isValidSlug(slug)) return { status: 404 };
  let post;
  try {
    post = await getPublishedPost(slug);
  } catch (error) {
    logger.error({ err: error, slug }, "Failed to load a blog post");
    return { status: 503 };
  }
  if (!post) return { status: 404 };
  let viewCount = post.viewCount;
  if (isCountableView(request)) {
    try {
      viewCount = (await recordView(post.id)) ?? viewCount;
    } catch (error) {
      // A reader still gets the article when the counter cannot be written.
      logger.error({ err: error, slug }, "Failed to count a blog post view");
    }
  }
  return { status: 200, post: { ...post, viewCount, content: sanitizePostHtml(post.content) } };
}
