import { FileQuestion } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/post";
import { Button } from "#app/components/ui/button";
import { unlistedMeta } from "#app/features/seo/unlisted-meta";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import { PostArticle } from "#app/features/blog/post-article";
import { useCountedView } from "#app/features/blog/use-counted-view";
import { postMeta } from "#app/features/blog/post-meta";
import { loadPublicPost } from "#app/features/blog/public.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return unlistedMeta("Post Not Found");
  return postMeta(loaderData.post, loaderData.origin);
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadPublicPost(params.slug);
  // Drafts, unknown slugs and load errors all show Post Not Found (as on the original site),
  // with an honest status.
  if (result.status !== 200) throw data(null, { status: result.status });
  return { post: result.post, origin: siteOrigin(request) };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const viewCount = useCountedView(post.slug, post.viewCount);
  return <PostArticle post={{ ...post, viewCount }} />;
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-14 text-primary" />
      <h1 className="mt-6 text-3xl font-bold">Post Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        The article you are looking for does not exist or is no longer available.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/blog">Back to Blog</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/blog">Browse All Posts</Link>
        </Button>
      </div>
    </section>
  );
}
