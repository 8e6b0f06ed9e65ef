import { ArrowLeft, ArrowRight, Clock, Eye } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { SmartImage } from "#app/components/ui/smart-image";
import { imageCandidates } from "#common/images";
import { ARTICLE_CLASSES } from "./article-styles";
import { CategoryBadge, PostCover, PostDate } from "./post-card";

export interface ArticlePost {
  title: string;
  /** Sanitised HTML. */
  content: string;
  featuredImage: string | null;
  categoryName: string | null;
  categoryColor: string | null;
  publishedAt: Date | string | null;
  createdAt: Date | string;
  authorName: string;
  authorBio: string | null;
  authorImage: string | null;
  readingTime: number;
  viewCount: number;
}

/** A blog post as readers see it: the public page and the admin's draft preview. */
export function PostArticle({ post }: { post: ArticlePost }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
      </Link>
      <PostCover
        post={post}
        priority
        className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-muted object-cover"
      />
      <CategoryBadge post={post} className="mt-8 inline-block px-3 py-1 text-xs" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {post.title}
      </h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <PostDate post={post} />
        <span>By {post.authorName}</span>
        {post.readingTime > 0 && (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {post.readingTime} min read
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {post.viewCount.toLocaleString("en-MY")} views
        </span>
      </p>
      <div
        data-slot="post-content"
        className={`mt-8 text-lg ${ARTICLE_CLASSES}`}
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      {post.authorBio && (
        <aside
          aria-label="About the author"
          className="mt-12 flex gap-4 rounded-2xl border bg-card p-5"
        >
          {post.authorImage && (
            <SmartImage
              sources={imageCandidates(post.authorImage)}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-full object-cover"
            />
          )}
          <div>
            <p className="font-semibold">{post.authorName}</p>
            <p className="mt-1 text-sm text-muted-foreground">{post.authorBio}</p>
          </div>
        </aside>
      )}
      <aside className="mt-12 rounded-2xl bg-navy p-6 text-navy-foreground sm:p-8">
        <h2 className="text-2xl font-bold">Get Started Today</h2>
        <p className="mt-2 text-navy-muted">
          Talk to our team about AI training for you or your organisation, HRD Corp claimable.
        </p>
        <Button asChild variant="accent" size="lg" className="mt-6">
          <Link to="/contact">
            Contact us <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </aside>
    </article>
  );
}

/** A 10-line skeleton while a post loads, as on the original site. */
export function PostSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading post"
      className="mx-auto max-w-3xl animate-pulse px-4 py-8 sm:px-6 sm:py-10"
    >
      <div className="aspect-[1200/630] w-full rounded-2xl bg-muted" />
      <div className="mt-8 h-6 w-24 rounded-full bg-muted" />
      <div className="mt-4 h-9 w-4/5 rounded bg-muted" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 10 }, (_, i) => (
          <div
            key={i}
            className="h-4 rounded bg-muted"
            style={{ width: `${[100, 96, 92, 100, 88, 97, 90, 100, 94, 70][i]}%` }}
          />
        ))}
      </div>
    </div>
  );
}
