import type { Route } from "./+types/new";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { BOOK_KIND, BookForm } from "#app/features/books/admin/books-form";
import { BOOK_LISTS, bookSchema } from "#app/features/books/admin/books.schema";
import { createBook } from "#app/features/books/admin/books.server";
import { createCatalogueItem } from "#app/features/catalogue/admin/catalogue-actions.server";
import {
  NewCatalogueItemPage,
  catalogueRefusalToast,
} from "#app/features/catalogue/admin/catalogue-pages";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("New book · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return createCatalogueItem(request, {
    kind: BOOK_KIND,
    schema: bookSchema,
    lists: BOOK_LISTS,
    create: createBook,
    createdDescription: (book) => `"${book.title}" is on the site at /shop/books/${book.slug}.`,
  });
}

const refusalToast = catalogueRefusalToast(BOOK_KIND, "new");

export default function NewBook({ actionData }: Route.ComponentProps) {
  return (
    <NewCatalogueItemPage
      kind={BOOK_KIND}
      actionData={actionData}
      refusalToast={refusalToast}
      Form={BookForm}
    />
  );
}
