import { ArrowRight, CalendarCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { PostCard } from "../components/marketing/post-card";
import { QUIZ_QUERY } from "../components/layout/nav-links";
import { Button } from "../components/ui/button";
import { business, pageTitle } from "../content/business";
import { listPublishedPosts } from "../features/blog/posts.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("AI Training & Consultancy in Malaysia") },
  {
    name: "description",
    content:
      "AIHQ trains Malaysian professionals and organisations to use AI with confidence: HRDC-claimable masterclasses, conferences, custom corporate training and consultancy.",
  },
];

export async function loader() {
  try {
    return { posts: await listPublishedPosts(3), postsError: false };
  } catch {
    return { posts: [], postsError: true };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { posts, postsError } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-navy text-navy-foreground">
        <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-primary/40 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -left-32 size-[30rem] rounded-full bg-cyan/20 blur-3xl" />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            HRDC-claimable AI training
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Make your people confident, capable users of AI
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-muted">
            Practical masterclasses, conferences and corporate programmes that turn AI from a buzzword
            into everyday results for Malaysian professionals and organisations.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              <Link to="/shop">
                Explore Training Programs
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline-light">
              <Link to={`/?${QUIZ_QUERY}`} preventScrollReset data-quiz-trigger="">
                Take the AI Readiness Quiz
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="latest-insights" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-insights" className="text-3xl font-bold tracking-tight">Latest Insights</h2>
            <p className="mt-2 text-muted-foreground">Ideas and guides from our trainers and consultants.</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/blog">View all articles</Link>
          </Button>
        </div>
        {postsError ? (
          <p role="alert" className="mt-8 text-muted-foreground">Unable to load blog posts at the moment.</p>
        ) : posts.length === 0 ? (
          <p className="mt-8 text-muted-foreground">No blog posts available at the moment.</p>
        ) : (
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </section>

      <section className="bg-secondary/60">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">Not sure where to start?</h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              Book a free 20-minute call with an AIHQ consultant and leave with a clear next step for
              you or your team.
            </p>
          </div>
          <Button asChild size="lg">
            <a href={business.bookingUrl} target="_blank" rel="noopener noreferrer">
              <CalendarCheck aria-hidden="true" />
              Book a free 20-minute call
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}
