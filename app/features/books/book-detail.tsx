import { CheckCircle2, ShoppingCart, UserRound } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { formatMYR } from "#common/money";
import { BookCover, type BookCardData } from "./book-card";
import { BOOK_FORMAT_LABELS, type BookFormat } from "./book-format";
import { BackLink } from "#app/features/catalogue/shop-ui";
import { RegisterLink } from "#app/features/registrations/registration-panel";

export interface BookDetailData extends BookCardData {
  keyInsights: string[];
  authorBio: string | null;
  format: BookFormat;
}

/** What the buyer gets, by format: a paperback is posted, an e-book is mailed. */
const FORMAT_NOTE: Record<BookFormat, string> = {
  paperback: "Delivered to your address in Malaysia",
  ebook: "Sent to you by e-mail",
};

/** The book page: cover, price and buying, then the description, insights and author. */
export function BookDetailBody({ book }: { book: BookDetailData }) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to="/shop/books">Back to Books</BackLink>
      <div className="mt-8 grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div className="mx-auto w-full max-w-sm md:max-w-none">
          <BookCover
            cover={book.cover}
            title={book.title}
            eager
            className="rounded-2xl shadow-xl ring-1 ring-border"
          />
        </div>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {book.title}
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">By {book.author}</p>

          <div className="mt-6 rounded-2xl border bg-card p-6">
            <p>
              <span className="text-3xl font-bold">{formatMYR(book.price)}</span>{" "}
              <span className="text-sm text-muted-foreground">(including taxes)</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground" data-slot="book-format">
              <span className="font-medium text-foreground">{BOOK_FORMAT_LABELS[book.format]}</span>{" "}
              · {FORMAT_NOTE[book.format]}
            </p>
            <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
              <RegisterLink mode="individual">
                <ShoppingCart aria-hidden="true" />
                Buy Now
              </RegisterLink>
            </Button>
          </div>

          <section aria-labelledby="about-book" className="mt-10">
            <h2 id="about-book" className="text-xl font-semibold">
              About This Book
            </h2>
            <div className="mt-3 space-y-4 leading-relaxed text-muted-foreground">
              {book.description.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>

          {book.keyInsights.length > 0 && (
            <section aria-labelledby="key-insights" className="mt-10">
              <h2 id="key-insights" className="text-xl font-semibold">
                Key Insights
              </h2>
              <ul className="mt-4 space-y-3">
                {book.keyInsights.map((insight) => (
                  <li key={insight} className="flex gap-3 leading-relaxed">
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-1 size-5 shrink-0 text-primary"
                    />
                    {insight}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {book.authorBio && (
            <section
              aria-labelledby="about-author"
              className="mt-10 rounded-2xl bg-secondary/60 p-6"
            >
              <h2 id="about-author" className="flex items-center gap-2 text-xl font-semibold">
                <UserRound aria-hidden="true" className="size-5 text-primary" />
                About the Author
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">{book.authorBio}</p>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
