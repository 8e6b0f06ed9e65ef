import { Link } from "react-router";
import { SmartImage } from "#app/components/ui/smart-image";
import { formatDate } from "#common/dates";
import { imageCandidates } from "#common/images";
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
        <SmartImage
          sources={imageCandidates(post.featuredImage)}
          alt=""
          width={1200}
          height={630}
          eager={eager}
          className="aspect-[1200/630] w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-center gap-2 text-xs">
            <span
              className="rounded-full px-2.5 py-0.5 font-semibold"
              style={badgeColors(post.categoryColor)}
            >
              {post.categoryName ?? "Uncategorized"}
            </span>
            <time
              dateTime={new Date(post.publishedAt ?? post.createdAt).toISOString()}
              className="text-muted-foreground"
            >
              {formatDate(post.publishedAt ?? post.createdAt)}
            </time>
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
