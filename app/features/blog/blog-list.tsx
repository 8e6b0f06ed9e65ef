import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { CardSkeletons } from "#app/components/card-skeletons";
import { CategoryBadge, PostCard, PostCover, PostDate, type PostCardData } from "./post-card";

export interface BlogListPost extends PostCardData {
  id: string;
  featured: boolean;
  authorName: string;
}

/** The featured article (if a published post is featured), then all published posts. */
export function BlogList({ posts, error }: { posts: BlogListPost[]; error: boolean }) {
  if (error) return <BlogListError />;
  if (posts.length === 0) {
    return <p className="py-12 text-center text-lg text-muted-foreground">No blog posts yet</p>;
  }
  const featured = posts.find((post) => post.featured);
  return (
    <>
      {featured && <FeaturedPost post={featured} />}
      <h2 className="sr-only">All articles</h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} eager={!featured && index < 3} />
        ))}
      </div>
    </>
  );
}

export function BlogListError() {
  return (
    <p role="alert" className="py-12 text-center text-lg text-muted-foreground">
      Unable to load blog posts
    </p>
  );
}

function FeaturedPost({ post }: { post: BlogListPost }) {
  return (
    <article className="group mb-12 grid overflow-hidden rounded-2xl border bg-card shadow-sm lg:grid-cols-[3fr_2fr]">
      {/* The whole image, never cropped: featured artwork often carries its own title. */}
      <Link
        to={`/blog/${post.slug}`}
        tabIndex={-1}
        aria-hidden="true"
        className="flex items-center overflow-hidden bg-secondary/60"
      >
        <PostCover
          post={post}
          eager
          className="aspect-[1200/630] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold tracking-wide text-primary uppercase">
            Featured article
          </span>
          <CategoryBadge post={post} className="px-2.5 py-0.5 text-xs" />
        </p>
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          <Link to={`/blog/${post.slug}`} className="hover:text-primary">
            {post.title}
          </Link>
        </h2>
        <p className="text-muted-foreground">{post.excerpt}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <PostDate post={post} />
          <span>By {post.authorName}</span>
          {post.readingTime > 0 && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> {post.readingTime} min read
            </span>
          )}
        </p>
        <Link
          to={`/blog/${post.slug}`}
          className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          aria-label={`Read ${post.title}`}
        >
          Read article <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** 6 skeleton cards while the posts load, as on the original site. */
export function BlogSkeleton() {
  return (
    <CardSkeletons
      label="Loading blog posts"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      slot="post-card-skeleton"
      cardClassName="animate-pulse overflow-hidden rounded-xl border bg-card"
      mediaClassName="aspect-[1200/630] bg-muted"
      lines={["h-4 w-1/3", "h-5 w-5/6", "h-4", "h-4 w-2/3"]}
    />
  );
}
