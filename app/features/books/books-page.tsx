import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero";
import { EmptyState, ErrorAlert, SearchForm } from "#app/features/catalogue/shop-ui";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import { BookCard, type BookCardData } from "./book-card";

/** The books page: search, and a card per book (or why there is none). */
export function BooksPage({
  books,
  failed,
  q,
}: {
  books: (BookCardData & { id: string })[];
  /** The catalogue could not be read: say so instead of "no books". */
  failed: boolean;
  q: string;
}) {
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
