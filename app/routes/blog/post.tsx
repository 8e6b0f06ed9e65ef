import { ArrowLeft, Clock, Eye } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/post";
import { Button } from "../../components/ui/button";
import { SmartImage } from "../../components/ui/smart-image";
import { pageTitle } from "../../content/business";
import { getPublishedPost } from "../../features/blog/posts.server";
import { sanitizePostHtml } from "../../features/blog/sanitize.server";
import { formatDate } from "../../lib/dates";
import { imageCandidates, upgradeToHttps } from "../../lib/images";
import { metaDescriptionFallback } from "../../lib/text";

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const post = loaderData?.post;
  if (!post) return [{ title: pageTitle("Post Not Found") }, { name: "robots", content: "noindex" }];
  const description = metaDescriptionFallback(post.metaDescription, post.excerpt, post.content);
  const image = upgradeToHttps(post.ogImage ?? post.featuredImage);
  return [
    { title: pageTitle(post.metaTitle || post.title) },
    { name: "description", content: description },
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.metaTitle || post.title },
    { property: "og:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
        ]
      : []),
  ];
};

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post: { ...post, content: sanitizePostHtml(post.content) } };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
      </Link>
      <SmartImage sources={imageCandidates(post.featuredImage)} alt="" width={1200} height={630} eager className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover" />
      <span className="mt-8 inline-block rounded-full px-3 py-1 text-xs font-semibold text-white" style={{ backgroundColor: post.categoryColor ?? "#64748b" }}>
        {post.categoryName ?? "Uncategorized"}
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <time dateTime={new Date(post.publishedAt ?? post.createdAt).toISOString()}>{formatDate(post.publishedAt ?? post.createdAt)}</time>
        <span>By {post.authorName}</span>
        {post.readingTime > 0 && (
          <span className="inline-flex items-center gap-1"><Clock aria-hidden="true" className="size-4" />{post.readingTime} min read</span>
        )}
        <span className="inline-flex items-center gap-1"><Eye aria-hidden="true" className="size-4" />{post.viewCount} views</span>
      </p>
      <div
        className="prose-post mt-8 space-y-4 text-lg leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <aside className="mt-14 rounded-2xl bg-navy p-8 text-navy-foreground">
        <h2 className="text-2xl font-bold">Get Started Today</h2>
        <p className="mt-2 text-navy-muted">Talk to our team about AI training for you or your organisation.</p>
        <Button asChild variant="accent" size="lg" className="mt-6">
          <Link to="/contact">Contact us</Link>
        </Button>
      </aside>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Post Not Found</h1>
      <p className="mt-3 text-muted-foreground">The article you are looking for does not exist or is no longer available.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild><Link to="/blog">Back to Blog</Link></Button>
        <Button asChild variant="outline"><Link to="/blog">Browse All Posts</Link></Button>
      </div>
    </section>
  );
}
