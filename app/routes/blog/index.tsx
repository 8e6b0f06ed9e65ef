import { Link } from "react-router";
import type { Route } from "./+types/index";
import { PostCard } from "../../components/marketing/post-card";
import { PageHero } from "../../components/page-hero";
import { SmartImage } from "../../components/ui/smart-image";
import { pageTitle } from "../../content/business";
import { listPublishedPosts } from "../../features/blog/posts.server";
import { formatDate } from "../../lib/dates";
import { imageCandidates } from "../../lib/images";
import { excerptFallback } from "../../lib/text";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Blog") },
  { name: "description", content: "Practical guides on AI at work, AI strategy and HRDC-funded training from the AIHQ team." },
];

export async function loader() {
  try {
    return { posts: await listPublishedPosts(), error: false };
  } catch {
    return { posts: [], error: true };
  }
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, error } = loaderData;
  const featured = posts.find((post) => post.featured);
  return (
    <>
      <PageHero
        eyebrow="AIHQ Blog"
        title="Insights on AI at work"
        description="Guides, case studies and news from our trainers and consultants, for professionals and organisations in Malaysia."
      />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {error ? (
          <p role="alert" className="text-muted-foreground">Unable to load blog posts</p>
        ) : posts.length === 0 ? (
          <p className="text-muted-foreground">No blog posts yet</p>
        ) : (
          <>
            {featured && (
              <article className="mb-12 grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-2">
                <SmartImage sources={imageCandidates(featured.featuredImage)} alt="" width={1200} height={630} eager className="h-full w-full object-cover" />
                <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
                  <p className="text-sm font-semibold text-primary">Featured article</p>
                  <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
                    <Link to={`/blog/${featured.slug}`} className="hover:text-primary">{featured.title}</Link>
                  </h2>
                  <p className="text-muted-foreground">{excerptFallback(featured.excerpt, featured.content)}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(featured.publishedAt ?? featured.createdAt)} · By {featured.authorName}
                  </p>
                </div>
              </article>
            )}
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <PostCard key={post.id} post={post} eager={index < 3 && !featured} />
              ))}
            </div>
          </>
        )}
      </section>
    </>
  );
}
