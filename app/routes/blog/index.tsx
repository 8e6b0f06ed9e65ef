import { Suspense } from "react";
import { Await, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/index";
import { PageHero } from "#app/components/page-hero";
import { pageTitle } from "#common/business";
import { BlogList, BlogListError, BlogSkeleton } from "#app/features/blog/blog-list";
import { PostSkeleton } from "#app/features/blog/post-article";
import { loadPublishedPosts } from "#app/features/blog/public.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Blog") },
  {
    name: "description",
    content:
      "Practical guides on AI at work, AI strategy and HRDC-funded training from the AIHQ team.",
  },
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "AIHQ Blog",
    href: "/blog/rss.xml",
  },
];

/** Spec: published posts, newest first; the states 'Unable to load blog posts' and 'No blog posts yet'. */
export function loader() {
  return loadPublishedPosts();
}

/**
 * On a client-side navigation the page shows at once with the 6-card
 * skeleton, and the posts replace it when they arrive. The first page load
 * comes fully rendered from the server (readers without JavaScript and
 * crawlers never see a skeleton).
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { pending: serverLoader() };
}

export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  // Spec: a post shows a 10-line skeleton while it loads. A post's title and
  // share tags must come with its HTML, so its loader cannot stream; the list
  // shows the skeleton in its place instead while the post is on its way.
  const navigation = useNavigation();
  if (navigation.state === "loading" && /^\/blog\/[a-z0-9-]+$/.test(navigation.location.pathname)) {
    return <PostSkeleton />;
  }
  return (
    <>
      <PageHero
        eyebrow="AIHQ Blog"
        title="Insights on AI at work"
        description="Guides, case studies and news from our trainers and consultants, for professionals and organisations in Malaysia."
      />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {"pending" in loaderData ? (
          <Suspense fallback={<BlogSkeleton />}>
            <Await resolve={loaderData.pending} errorElement={<BlogListError />}>
              {(result) => <BlogList {...result} />}
            </Await>
          </Suspense>
        ) : (
          <BlogList {...loaderData} />
        )}
      </section>
    </>
  );
}
