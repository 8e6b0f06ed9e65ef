import { data } from "react-router";
import type { Route } from "./+types/books";
import { failedReadInit, readOr, searchBooks } from "#app/features/catalogue/catalogue.server";
import { BooksPage } from "#app/features/books/books-page";
import { pageHead, type PageHead } from "#app/features/seo/page-head.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The head's tags, worked out by the loader: their helpers need none of the browser's JavaScript. */
const head: PageHead = {
  path: "/shop/books",
  title: "Books",
  description:
    "Practical books on AI at work by AIHQ's trainers: prompting, business writing, leadership and data. Prices in MYR, including taxes.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const { value: books, failed } = await readOr("books", () => searchBooks(q), []);
  return data(
    { books, failed, q: q.trim(), meta: pageHead(request, head) },
    failedReadInit(failed),
  );
}

export default function Books({ loaderData }: Route.ComponentProps) {
  return <BooksPage {...loaderData} />;
}
