import type { Route } from "./+types/books-new";
import { FlashToast } from "../../components/flash-toast";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireRole, requireRoleMutation } from "../../features/admin/auth.server";
import { BOOK_KIND, BookForm } from "../../features/backoffice/catalogue/books-form";
import { BOOK_LISTS, bookSchema } from "../../features/backoffice/catalogue/books.schema";
import { createBook } from "../../features/backoffice/catalogue/books.server";
import {
  parseCatalogueForm,
  readCatalogueForm,
  type CatalogueValues,
} from "../../features/backoffice/catalogue/catalogue-form";
import {
  CatalogueRefusal,
  catalogueDb,
} from "../../features/backoffice/catalogue/catalogue-crud.server";
import { FormHeader, PageFrame } from "../../features/backoffice/catalogue/catalogue-ui";
import { useRefusalToast } from "../../features/blog/admin/refusal-toast";
import { logError } from "../../features/errors/log.server";
import { failed, invalid, type ActionResult } from "../../lib/action-result";
import { readFormData } from "../../lib/form-data.server";
import type { ToastInput } from "../../lib/toast";
import { redirectWithToast } from "../../lib/toast.server";
import { useIsPending } from "../../lib/use-is-pending";

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
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  const parsed = parseCatalogueForm(bookSchema, formData, BOOK_LISTS);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const values = readCatalogueForm(formData, BOOK_LISTS);
  try {
    const book = await createBook(catalogueDb(), actor, parsed.data);
    return redirectWithToast(BOOK_KIND.base, {
      type: "success",
      title: "Book created",
      description: `"${book.title}" is on the site at /shop/books/${book.slug}.`,
    });
  } catch (error) {
    if (error instanceof CatalogueRefusal) {
      return error.field
        ? invalid({ [error.field]: error.message }, values, { status: error.status })
        : failed(error.message, values, { status: error.status });
    }
    logError(error, "Failed to create a book");
    return failed("Nothing was saved. Please try again.", values);
  }
}

function refusalToast(result: ActionResult<CatalogueValues>): ToastInput {
  return {
    type: "error",
    title: "The book was not created",
    description: result.status === "invalid" ? "Check the highlighted fields." : result.message,
  };
}

export default function NewBook({ actionData }: Route.ComponentProps) {
  const pending = useIsPending();
  const toast = useRefusalToast(actionData, refusalToast);
  return (
    <PageFrame>
      <FormHeader kind={BOOK_KIND} title="New book" />
      <BookForm
        intent="create"
        values={actionData?.values ?? {}}
        errors={actionData?.status === "invalid" ? actionData.fieldErrors : {}}
        refusal={actionData?.status === "error" ? actionData.message : null}
        pending={pending}
        submitLabel="Create book"
      />
      <FlashToast toast={toast} />
    </PageFrame>
  );
}
