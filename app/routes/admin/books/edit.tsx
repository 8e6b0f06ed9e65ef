import { data } from "react-router";
import type { Route } from "./+types/edit";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { BOOK_KIND, BookForm, bookFormValues } from "#app/features/books/admin/books-form";
import { BOOK_LISTS, bookSchema } from "#app/features/books/admin/books.schema";
import { deleteBook, getBookForAdmin, updateBook } from "#app/features/books/admin/books.server";
import { editCatalogueItem } from "#app/features/catalogue/admin/catalogue-actions.server";
import { catalogueDb } from "#app/features/catalogue/admin/catalogue-crud.server";
import { isId } from "#app/features/catalogue/admin/catalogue-form";
import {
  EditCatalogueItemPage,
  catalogueRefusalToast,
} from "#app/features/catalogue/admin/catalogue-pages";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: pageTitle(`${loaderData?.book.title ?? "Book"} · Books · Back office`) },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const NOT_FOUND = "This book does not exist any more. It may have been deleted.";

function notFound(): never {
  throw data({ error: NOT_FOUND }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  if (!isId(params.id)) notFound();
  const book = await getBookForAdmin(catalogueDb(), params.id);
  if (!book) notFound();
  const confirmDelete = new URL(request.url).searchParams.has("delete");
  return { book, confirmDelete };
}

export async function action({ request, params }: Route.ActionArgs) {
  return editCatalogueItem(request, params.id, {
    kind: BOOK_KIND,
    schema: bookSchema,
    lists: BOOK_LISTS,
    update: updateBook,
    remove: deleteBook,
    notFound: NOT_FOUND,
  });
}

const refusalToast = catalogueRefusalToast(BOOK_KIND, "edit");

export default function EditBook({ loaderData, actionData }: Route.ComponentProps) {
  const { book, confirmDelete } = loaderData;
  return (
    <EditCatalogueItemPage
      kind={BOOK_KIND}
      item={book}
      siteHref={`/shop/books/${book.slug}`}
      values={bookFormValues(book)}
      confirmDelete={confirmDelete}
      actionData={actionData}
      refusalToast={refusalToast}
      Form={BookForm}
    />
  );
}
