import { GraduationCap } from "lucide-react";
import { data } from "react-router";
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/book";
import { retryAfterHeaders } from "#app/lib/route-headers";
import { revalidateUnlessDialogToggled } from "#app/features/registrations/dialog-revalidation";
import { pageTitle } from "#common/business";
import { upgradeToHttps } from "#common/images";
import { META_DESCRIPTION_LENGTH, truncate } from "#app/lib/text";
import { getBookBySlug } from "#app/features/catalogue/catalogue.server";
import { DEFAULT_SHARE_IMAGE } from "#app/features/blog/post-meta";
import { canonicalMeta } from "#app/features/seo/json-ld";
import { unlistedMeta } from "#app/features/seo/unlisted-meta";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import { BookDetailBody } from "#app/features/books/book-detail";
import { notFoundBoundary } from "#app/features/catalogue/not-found-boundary";
import { PromoBand } from "#app/features/catalogue/shop-ui";
import { bookPromo } from "#app/features/catalogue/shop-promos";
import { productJsonLd } from "#app/features/catalogue/structured-data";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import { registrationAction } from "#app/features/registrations/registration-action.server";
import { REGISTRATION_FAILURE } from "#app/features/registrations/registration-messages";
import { keepFormOnFault } from "#app/lib/client-action";
import { bookOffer } from "#app/features/registrations/registration-offer.server";
import { RegistrationPanel } from "#app/features/registrations/registration-panel";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export async function loader({ params, request }: Route.LoaderArgs) {
  const book = await getBookBySlug(params.slug);
  if (!book) throw data(null, { status: 404 });
  const path = `/shop/books/${book.slug}`;
  // The head's tags are worked out here: their helpers need none of the browser's JavaScript.
  return { book, offer: bookOffer(book, path), meta: bookMeta(book, siteOrigin(request), path) };
}

function bookMeta(
  book: NonNullable<Awaited<ReturnType<typeof getBookBySlug>>>,
  origin: string,
  path: string,
): MetaDescriptor[] {
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
    // Without a cover, the site's share image (as the JSON-LD below).
    { property: "og:image", content: new URL(cover ?? DEFAULT_SHARE_IMAGE, origin).toString() },
    ...canonicalMeta(origin, path),
    productJsonLd({
      origin,
      path,
      title: book.title,
      description: book.description,
      author: book.author,
      price: book.price,
      image: cover,
    }),
  ];
}

export const shouldRevalidate = revalidateUnlessDialogToggled;

// A refused submission (429) says when to try again (Retry-After).
export const headers: Route.HeadersFunction = retryAfterHeaders;

/** Buy Now's dialog (or, without JavaScript, the form in the page) posts here. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return registrationAction(request, context, `/shop/books/${params.slug}`);
}

/** A post that fails on the way keeps the dialog open with its values ('Registration Failed'). */
export function clientAction(args: Route.ClientActionArgs) {
  return keepFormOnFault(args, REGISTRATION_FAILURE);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? unlistedMeta("Book Not Found");

export default function BookDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { book, offer } = loaderData;
  useLiveCatalogue("books", book.slug);
  return (
    <>
      <BookDetailBody book={book} />
      <RegistrationPanel
        offer={offer}
        result={actionData && actionData.status !== "success" ? actionData : undefined}
      />

      <PromoBand icon={GraduationCap} {...bookPromo} />
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Book Not Found",
  message: "The book you're looking for doesn't exist.",
  backTo: "/shop/books",
  backLabel: "Back to Books",
});
