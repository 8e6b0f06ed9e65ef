import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/index";
import { BlogIndexPage } from "#app/features/blog/blog-index-page";
import { loadPublishedPosts } from "#app/features/blog/public.server";
import { staticHeads } from "#app/features/seo/static-heads";
import { titleMeta } from "#app/features/seo/title-meta";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => [
  ...titleMeta(staticHeads.blog),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "AIHQ Blog",
    href: "/blog/rss.xml",
  },
];

/** Published posts, newest first; the states 'Unable to load blog posts' and 'No blog posts yet'. */
export function loader() {
  return loadPublishedPosts();
}

/**
 * On a client-side navigation the page shows at once with the 6-card
 * skeleton, and the posts replace it when they arrive. The first page load
 * comes fully rendered from the server (readers without JavaScript and
 * crawlers never see a skeleton).
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { pending: serverLoader() };
}

export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage loaderData={loaderData} />;
}
