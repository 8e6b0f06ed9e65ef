import { Suspense } from "react";
import { Await, useNavigation } from "react-router";
import { PageHero } from "#app/components/page-hero";
import { BlogList, BlogListError, BlogSkeleton, type BlogListPost } from "./blog-list";
import { PostSkeleton } from "./post-article";

/** The blog's list: the server's posts, or (after a client navigation) their promise. */
export type BlogIndexData =
  | { posts: BlogListPost[]; error: boolean }
  | { pending: Promise<{ posts: BlogListPost[]; error: boolean }> };

/** The blog's page: its hero and the list of posts (a skeleton while they load). */
export function BlogIndexPage({ loaderData }: { loaderData: BlogIndexData }) {
  // As on the original site, a post shows a 10-line skeleton while it loads. A post's title and
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
