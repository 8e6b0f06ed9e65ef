import { data, Link } from "react-router";
import type { Route } from "./+types/books";
import { PageHero } from "#app/components/page-hero";
import { failedReadInit, readOr, searchBooks } from "#app/features/catalogue/catalogue.server";
import { BookCard } from "#app/features/books/book-card";
import { EmptyState, ErrorAlert, SearchForm } from "#app/features/catalogue/shop-ui";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import { pageMeta } from "#app/features/seo/page-meta";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The head's tags, worked out by the loader: their helpers need none of the browser's JavaScript. */
const head = (origin: string) =>
  pageMeta({
    origin,
    path: "/shop/books",
    title: "Books",
    description:
      "Practical books on AI at work by AIHQ's trainers: prompting, business writing, leadership and data. Prices in MYR, including taxes.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const { value: books, failed } = await readOr("books", () => searchBooks(q), []);
  return data(
    { books, failed, q: q.trim(), meta: head(siteOrigin(request)) },
    failedReadInit(failed),
  );
}

export default function Books({ loaderData }: Route.ComponentProps) {
  const { books, failed, q } = loaderData;
  useLiveCatalogue("books");
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="Books"
        title="Books by Our Experts"
        description="Practical guides on using AI at work, written by the trainers who teach our masterclasses."
      />
      <section aria-label="Books" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchForm
            defaultValue={q}
            label="Search books by title or author"
            placeholder="Search by title or author…"
          />
          {q && !failed && (
            <p className="text-sm text-muted-foreground">
              {books.length} {books.length === 1 ? "result" : "results"} for “{q}” ·{" "}
              <Link to="/shop/books" className="font-medium text-primary hover:underline">
                Clear search
              </Link>
            </p>
          )}
        </div>
        <div className="mt-8">
          {failed ? (
            <ErrorAlert title="Error fetching books">Please try again in a moment.</ErrorAlert>
          ) : books.length === 0 ? (
            <EmptyState>No books found matching your search.</EmptyState>
          ) : (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {books.map((book, index) => (
                <BookCard key={book.id} book={book} eager={index < 2} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
