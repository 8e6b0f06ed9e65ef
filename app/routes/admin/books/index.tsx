import { Pencil, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { SmartImage } from "#app/components/ui/smart-image";
import { Button } from "#app/components/ui/button";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { BOOK_KIND } from "#app/features/books/admin/books-form";
import { listBooksForAdmin } from "#app/features/books/admin/books.server";
import {
  PAGE_SIZE,
  pageParam,
  catalogueDb,
} from "#app/features/catalogue/admin/catalogue-crud.server";
import {
  DeleteControl,
  EmptyState,
  ListHeader,
  PageFrame,
  Pager,
} from "#app/features/catalogue/admin/catalogue-ui";
import { imageCandidates } from "#common/images";
import { formatMYR } from "#common/money";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Books · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  const list = await listBooksForAdmin(catalogueDb(), { q: params.get("q"), page });
  return { ...list, page, pageSize: PAGE_SIZE };
}

export default function BooksList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageSize } = loaderData;
  return (
    <PageFrame>
      <ListHeader kind={BOOK_KIND} q={q} total={total} searchLabel="Search title or author" />
      {rows.length === 0 ? (
        <EmptyState kind={BOOK_KIND} q={q} />
      ) : (
        <ul
          className="divide-y overflow-hidden rounded-xl border bg-card"
          aria-label="Books"
          data-testid="catalogue-list"
        >
          {rows.map((book) => (
            <li key={book.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <SmartImage
                  sources={imageCandidates(book.cover)}
                  alt=""
                  width={40}
                  height={56}
                  className="h-14 w-10 shrink-0 rounded border bg-muted object-cover"
                />
                <div className="min-w-0">
                  <Link
                    to={`/admin/books/${book.id}`}
                    className="font-semibold break-words hover:underline"
                  >
                    {book.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {book.author} · {formatMYR(book.price)}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={`/admin/books/${book.id}`} aria-label={`Edit ${book.title}`}>
                    <Pencil aria-hidden="true" /> Edit
                  </Link>
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <a
                    href={`/shop/books/${book.slug}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={`View ${book.title} on the site (opens in a new tab)`}
                  >
                    <ExternalLink aria-hidden="true" /> View
                  </a>
                </Button>
                <DeleteControl kind={BOOK_KIND} id={book.id} title={book.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={pageSize} q={q} />
    </PageFrame>
  );
}
