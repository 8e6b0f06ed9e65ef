import { ArrowRight, CheckCircle2, GraduationCap, ShoppingCart, UserRound } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/book";
import { ErrorPage } from "../../components/error-page";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { upgradeToHttps } from "../../lib/images";
import { formatMYR } from "../../lib/money";
import { META_DESCRIPTION_LENGTH, truncate } from "../../lib/text";
import { getBookBySlug, siteOrigin } from "../../features/catalogue/catalogue.server";
import { BookCover } from "../../features/catalogue/components/book-card";
import { BackLink, NotFoundPanel, PromoBand } from "../../features/catalogue/components/shop-ui";
import { productJsonLd } from "../../features/catalogue/components/structured-data";

export async function loader({ params, request }: Route.LoaderArgs) {
  const book = await getBookBySlug(params.slug);
  if (!book) throw data(null, { status: 404 });
  return { book, origin: siteOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData)
    return [{ title: pageTitle("Book Not Found") }, { name: "robots", content: "noindex" }];
  const { book, origin } = loaderData;
  const description = truncate(
    book.description || `${book.title} by ${book.author}.`,
    META_DESCRIPTION_LENGTH,
  );
  const cover = upgradeToHttps(book.cover);
  return [
    { title: pageTitle(book.title) },
    { name: "description", content: description },
    { property: "og:title", content: book.title },
    { property: "og:description", content: description },
    { property: "og:type", content: "book" },
    ...(cover ? [{ property: "og:image", content: new URL(cover, origin).toString() }] : []),
    productJsonLd({
      origin,
      path: location.pathname,
      title: book.title,
      description: book.description,
      author: book.author,
      price: book.price,
      image: cover,
    }),
  ];
};

export default function BookDetail({ loaderData }: Route.ComponentProps) {
  const { book } = loaderData;
  return (
    <>
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
              <p className="mt-1 text-sm text-muted-foreground">
                Available in digital and paperback formats
              </p>
              <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
                <Link to="/contact">
                  <ShoppingCart aria-hidden="true" />
                  Buy Now
                </Link>
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

      <PromoBand
        icon={GraduationCap}
        title="Learn Directly from the Expert"
        description="Put the ideas from this book into practice in a hands-on masterclass with our expert trainers, virtual or in Kuala Lumpur."
      >
        <Button asChild size="lg" variant="accent">
          <Link to="/shop/masterclasses">
            Browse Masterclasses
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PromoBand>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPanel
        title="Book Not Found"
        message="The book you're looking for doesn't exist."
        backTo="/shop/books"
        backLabel="Back to Books"
      />
    );
  }
  return <ErrorPage error={error} />;
}
