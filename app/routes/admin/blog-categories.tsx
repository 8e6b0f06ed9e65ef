import { data } from "react-router";
import type { Route } from "./+types/blog-categories";
import { CategoriesManager } from "../../components/admin/categories-manager";
import { FlashToast } from "../../components/flash-toast";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireAdmin, requireAdminMutation } from "../../features/admin/auth.server";
import {
  categoryCreateSchema,
  categoryDeleteSchema,
  categoryUpdateSchema,
} from "../../features/admin/category.schema";
import {
  createCategory,
  deleteCategory,
  DuplicateCategoryError,
  listCategoriesWithCounts,
  updateCategory,
} from "../../features/admin/categories.server";
import { logServerError } from "../../features/admin/log.server";
import { formValues, parseForm } from "../../lib/form";
import { readFormData } from "../../lib/form-data.server";
import { newToast, redirectWithToast } from "../../lib/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Categories · Blog Admin") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const HERE = "/admin/blog/categories";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listCategoriesWithCounts() };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminMutation(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const refused = (
    fieldErrors: Record<string, string>,
    values: Record<string, string>,
    title: string,
    status = 400,
  ) =>
    data(
      {
        intent,
        id: values.id ?? null,
        fieldErrors,
        values,
        toast: newToast({ type: "error", title }),
      },
      { status },
    );

  if (intent === "create" || intent === "update") {
    const parsed = parseForm(
      intent === "create" ? categoryCreateSchema : categoryUpdateSchema,
      formData,
    );
    const failedTitle =
      intent === "create" ? "Failed to create category" : "Failed to update category";
    if (!parsed.success) return refused(parsed.fieldErrors, parsed.values, failedTitle);
    try {
      if (intent === "create") {
        await createCategory(parsed.data);
        return redirectWithToast(HERE, { type: "success", title: "Category created successfully" });
      }
      const id = String(formData.get("id"));
      if (await updateCategory(id, parsed.data)) {
        return redirectWithToast(HERE, { type: "success", title: "Category updated successfully" });
      }
    } catch (error) {
      if (error instanceof DuplicateCategoryError) {
        return refused({ name: error.message }, formValues(formData), failedTitle);
      }
      logServerError(error, "Failed to save a blog category");
    }
    return redirectWithToast(HERE, { type: "error", title: failedTitle });
  }

  if (intent === "delete") {
    const parsed = parseForm(categoryDeleteSchema, formData);
    try {
      if (parsed.success && (await deleteCategory(parsed.data.id))) {
        return redirectWithToast(HERE, {
          type: "success",
          title: "Category deleted successfully",
          description: "Its posts are now Uncategorized.",
        });
      }
    } catch (error) {
      logServerError(error, "Failed to delete a blog category");
    }
    return redirectWithToast(HERE, { type: "error", title: "Failed to delete category" });
  }

  throw data({ error: "Unknown action" }, { status: 400 });
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">Categories</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Rename or recolour a category and every post shows the change. Deleting one leaves its posts
        Uncategorized.
      </p>
      <CategoriesManager categories={loaderData.categories} result={actionData} />
      <FlashToast toast={actionData?.toast} />
    </>
  );
}
