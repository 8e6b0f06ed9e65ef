import type { Route } from "./+types/books-new";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireRole } from "../../features/admin/auth.server";
import { BOOK_KIND, BookForm } from "../../features/backoffice/catalogue/books-form";
import { BOOK_LISTS, bookSchema } from "../../features/backoffice/catalogue/books.schema";
import { createBook } from "../../features/backoffice/catalogue/books.server";
import { createCatalogueItem } from "../../features/backoffice/catalogue/catalogue-actions.server";
import {
  NewCatalogueItemPage,
  catalogueRefusalToast,
} from "../../features/backoffice/catalogue/catalogue-pages";

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
