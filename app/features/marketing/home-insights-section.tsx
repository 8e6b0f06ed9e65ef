import { Suspense } from "react";
import { Await, Link } from "react-router";
import { PostCard, type PostCardData } from "#app/features/blog/post-card";
import { Button } from "#app/components/ui/button";
import { HomeSection } from "./section-heading";

function InsightsSkeleton() {
  return (
    <div
      className="mt-8 grid gap-6 md:grid-cols-3"
      aria-hidden="true"
      data-testid="insights-skeleton"
    >
      {[0, 1, 2].map((key) => (
        <div key={key} className="overflow-hidden rounded-xl border bg-card">
          <div className="aspect-[1200/630] animate-pulse bg-muted" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-5 w-5/6 animate-pulse rounded bg-muted" />
            <div className="h-4 w-full animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function LatestInsightsSection({ posts }: { posts: Promise<PostCardData[]> }) {
  return (
    <HomeSection name="insights" labelledBy="latest-insights">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="latest-insights" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Latest Insights
          </h2>
          <p className="mt-2 text-muted-foreground">
            Ideas and guides from our trainers and consultants.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/blog">View all articles</Link>
        </Button>
      </div>
      <Suspense fallback={<InsightsSkeleton />}>
        <Await
          resolve={posts}
          errorElement={
            <p role="alert" className="mt-8 text-muted-foreground">
              Unable to load blog posts at the moment.
            </p>
          }
        >
          {(resolved) =>
            resolved.length === 0 ? (
              <p className="mt-8 text-muted-foreground">No blog posts available at the moment.</p>
            ) : (
              <div className="mt-8 grid gap-6 md:grid-cols-3">
                {resolved.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </div>
            )
          }
        </Await>
      </Suspense>
    </HomeSection>
  );
}
