import { EyeOff, Pencil } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/preview";
import { foundByIdOr404 } from "#app/features/backoffice/found-by-id";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { Button } from "#app/components/ui/button";
import { requireAdmin } from "#app/features/team/auth.server";
import { getAdminPost } from "#app/features/blog/admin/posts.server";
import { PostArticle } from "#app/features/blog/post-article";
import { sanitizePostHtml } from "#app/features/blog/sanitize.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(`Preview: ${loaderData?.post.title ?? "Post"}`);

/** A post exactly as readers will see it, draft or not; only for signed-in admins. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = await foundByIdOr404(params.id, getAdminPost, null);
  return { post: { ...post, content: sanitizePostHtml(post.content) } };
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="overflow-hidden rounded-2xl border bg-background">
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 border-b bg-accent/20 px-4 py-3 text-sm font-medium"
      >
        <span className="inline-flex items-center gap-2">
          <EyeOff aria-hidden="true" className="size-4" />
          {post.status === "draft"
            ? "Preview of a draft: only signed-in admins can see this page."
            : `Published: readers see it at /blog/${post.slug}.`}
        </span>
        <Button asChild size="sm" variant="outline">
          <Link to={`/admin/blog?edit=${post.id}`}>
            <Pencil aria-hidden="true" /> Edit
          </Link>
        </Button>
      </div>
      <PostArticle post={post} />
    </div>
  );
}
