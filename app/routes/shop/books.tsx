import { data } from "react-router";
import type { Route } from "./+types/books";
import { failedReadInit, readOr, searchBooks } from "#app/features/catalogue/catalogue.server";
import { BooksPage } from "#app/features/books/books-page";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const { value: books, failed } = await readOr("books", () => searchBooks(q), []);
  return data(
    { books, failed, q: q.trim(), meta: pageHead(request, "/shop/books", pageHeads.books) },
    failedReadInit(failed),
  );
}

export default function Books({ loaderData }: Route.ComponentProps) {
  return <BooksPage {...loaderData} />;
}
