import { Eye, FileSearch, Pencil, Star } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { formatDate } from "#common/dates";
import { DeletePostDialog } from "./delete-post-dialog";

export interface PostRow {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "published";
  featured: boolean;
  viewCount: number;
  createdAt: Date | string;
  categoryName: string | null;
  categoryColor: string | null;
}

/** The Manage Posts list: one row per post (a card on phones), newest created first. */
export function PostsList({
  posts,
  editHref = (id) => `/admin/blog?edit=${id}`,
}: {
  posts: PostRow[];
  /** The edit dialog's link: the list as it stands (search, page) with `edit`. */
  editHref?: (id: string) => string;
}) {
  if (posts.length === 0) {
    return (
      <div className="mt-6 rounded-xl border border-dashed bg-card p-10 text-center">
        <p className="font-semibold">No posts yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Your first article is one click away.</p>
        <Button asChild className="mt-4">
          <Link to="/admin/blog/new">Create New Post</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="mt-6 divide-y overflow-hidden rounded-xl border bg-card" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-pretty">
              {post.featured && (
                <Star
                  aria-label="Featured"
                  className="-mt-0.5 mr-1 inline size-4 fill-accent text-accent"
                />
              )}
              {post.title}
            </p>
            <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <Badge variant={post.status === "published" ? "success" : "outline"}>
                {post.status === "published" ? "Published" : "Draft"}
              </Badge>
              <span className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full border"
                  style={{ backgroundColor: post.categoryColor ?? "transparent" }}
                />
                {post.categoryName ?? "Uncategorized"}
              </span>
              <span>
                {post.viewCount.toLocaleString("en-MY")} {post.viewCount === 1 ? "view" : "views"}
              </span>
              <span>Created {formatDate(post.createdAt)}</span>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={editHref(post.id)} preventScrollReset aria-label={`Edit ${post.title}`}>
                <Pencil aria-hidden="true" /> Edit
              </Link>
            </Button>
            <NewTabLink
              {...(post.status === "published"
                ? { href: `/blog/${post.slug}`, verb: "View", Icon: Eye }
                : {
                    href: `/admin/blog/posts/${post.id}/preview`,
                    verb: "Preview",
                    Icon: FileSearch,
                  })}
              title={post.title}
            />
            <DeletePostDialog id={post.id} title={post.title} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The post on the site, or its preview, in a new tab. */
function NewTabLink({
  href,
  verb,
  Icon,
  title,
}: {
  href: string;
  verb: string;
  Icon: typeof Eye;
  title: string;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={`${verb} ${title} (opens in a new tab)`}
      >
        <Icon aria-hidden="true" /> {verb}
      </a>
    </Button>
  );
}
