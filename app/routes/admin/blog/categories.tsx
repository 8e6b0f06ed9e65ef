import { data } from "react-router";
import type { Route } from "./+types/categories";
import { FlashToast } from "#app/components/flash-toast";
import { pageTitle } from "#common/business";
import { adminHeaders, requireAdmin, requireAdminMutation } from "#app/features/team/auth.server";
import {
  createCategory,
  deleteCategory,
  DuplicateCategoryError,
  listCategoriesWithCounts,
  updateCategory,
} from "#app/features/blog/admin/categories.server";
import { CategoriesManager } from "#app/features/blog/admin/categories-manager";
import {
  categoryCreateSchema,
  categoryDeleteSchema,
  categoryUpdateSchema,
} from "#app/features/blog/admin/category.schema";
import { useRefusalToast } from "#app/features/blog/admin/refusal-toast";
import { logError } from "#app/features/errors/log.server";
import { failed, invalid, type ActionResult } from "#app/lib/action-result";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import type { ToastInput } from "#common/toast";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Categories · Blog Admin") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const HERE = "/admin/blog/categories";

const FAILED = {
  create: "Failed to create category",
  update: "Failed to update category",
  delete: "Failed to delete category",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listCategoriesWithCounts() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminMutation(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "create" || intent === "update") {
    const parsed = parseForm(
      intent === "create" ? categoryCreateSchema : categoryUpdateSchema,
      formData,
    );
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    try {
      if (intent === "create") {
        await createCategory(actor, parsed.data);
        return redirectWithToast(HERE, { type: "success", title: "Category created successfully" });
      }
      const id = String(formData.get("id"));
      if (await updateCategory(actor, id, parsed.data)) {
        return redirectWithToast(HERE, { type: "success", title: "Category updated successfully" });
      }
      // Deleted in another tab while this one was open.
      return failed(FAILED.update, formValues(formData), { status: 404 });
    } catch (error) {
      if (error instanceof DuplicateCategoryError) {
        return invalid({ name: error.message }, formValues(formData));
      }
      logError(error, "Failed to save a blog category");
      return failed(FAILED[intent], formValues(formData));
    }
  }

  if (intent === "delete") {
    const parsed = parseForm(categoryDeleteSchema, formData);
    try {
      if (parsed.success && (await deleteCategory(actor, parsed.data.id))) {
        return redirectWithToast(HERE, {
          type: "success",
          title: "Category deleted successfully",
          description: "Its posts are now Uncategorized.",
        });
      }
    } catch (error) {
      logError(error, "Failed to delete a blog category");
      return failed(FAILED.delete, formValues(formData));
    }
    return failed(FAILED.delete, formValues(formData), { status: 404 });
  }

  throw data({ error: "Unknown action" }, { status: 400 });
}

/** Each refusal is one line that names what failed; the fields say why. */
function refusalToast(result: ActionResult): ToastInput {
  if (result.status === "error") return { type: "error", title: result.message };
  return {
    type: "error",
    title: result.values.intent === "create" ? FAILED.create : FAILED.update,
  };
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useRefusalToast(actionData, refusalToast);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">Categories</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Rename or recolour a category and every post shows the change. Deleting one leaves its posts
        Uncategorized.
      </p>
      <CategoriesManager categories={loaderData.categories} result={actionData} />
      <FlashToast toast={toast} />
    </>
  );
}
