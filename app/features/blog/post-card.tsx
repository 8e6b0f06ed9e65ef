import type * as React from "react";
import { Link } from "react-router";
import { SmartImage } from "#app/components/ui/smart-image";
import { formatDate } from "#common/dates";
import { imageCandidates } from "#common/images";
import { cn } from "#app/lib/cn";
import { badgeColors } from "./category-color";

export interface PostCardData {
  slug: string;
  title: string;
  /** The excerpt, or the start of the text when the post has none (computed on the server). */
  excerpt: string;
  featuredImage: string | null;
  publishedAt: Date | string | null;
  createdAt: Date | string;
  readingTime: number;
  categoryName: string | null;
  categoryColor: string | null;
}

export function PostCard({ post, eager = false }: { post: PostCardData; eager?: boolean }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/blog/${post.slug}`} className="flex flex-1 flex-col" prefetch="intent">
        <PostCover post={post} eager={eager} className="aspect-[1200/630] w-full object-cover" />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-center gap-2 text-xs">
            <CategoryBadge post={post} className="px-2.5 py-0.5" />
            <PostDate post={post} className="text-muted-foreground" />
          </div>
          <h3 className="text-lg leading-snug font-semibold group-hover:text-primary">
            {post.title}
          </h3>
          <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
          {post.readingTime > 0 && (
            <p className="mt-auto text-xs font-medium text-muted-foreground">
              {post.readingTime} min read
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}

type PostParts = Pick<PostCardData, "featuredImage" | "categoryName" | "categoryColor">;

/** A post's featured image (or our placeholder), decorative: the title beside it says it all. */
export function PostCover({
  post,
  ...image
}: Omit<React.ComponentProps<typeof SmartImage>, "sources" | "alt" | "width" | "height"> & {
  post: Pick<PostParts, "featuredImage">;
}) {
  return (
    <SmartImage
      sources={imageCandidates(post.featuredImage)}
      alt=""
      width={1200}
      height={630}
      {...image}
    />
  );
}

/** The post's category in its colour. */
export function CategoryBadge({
  post,
  className,
}: {
  post: Pick<PostParts, "categoryName" | "categoryColor">;
  className: string;
}) {
  return (
    <span
      className={cn("rounded-full font-semibold", className)}
      style={badgeColors(post.categoryColor)}
    >
      {post.categoryName ?? "Uncategorized"}
    </span>
  );
}

/** When the post came out (its creation, for a draft). */
export function PostDate({
  post,
  className,
}: {
  post: Pick<PostCardData, "publishedAt" | "createdAt">;
  className?: string;
}) {
  const date = post.publishedAt ?? post.createdAt;
  return (
    <time dateTime={new Date(date).toISOString()} className={className}>
      {formatDate(date)}
    </time>
  );
}
