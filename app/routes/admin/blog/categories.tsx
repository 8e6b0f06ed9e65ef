import { data } from "react-router";
import type { Route } from "./+types/categories";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { FlashToast } from "#app/components/flash-toast";
import { told } from "#common/outcome";
import { requireAdmin, requireAdminMutation } from "#app/features/team/auth.server";
import {
  createCategory,
  deleteCategory,
  listCategoriesWithCounts,
  updateCategory,
} from "#app/features/blog/admin/categories.server";
import { CategoriesManager } from "#app/features/blog/admin/categories-manager";
import {
  categoryCreateSchema,
  categoryDeleteSchema,
  categoryUpdateSchema,
} from "#app/features/blog/admin/category.schema";
import { logError } from "#app/features/errors/log.server";
import { failed, invalid, refusalToast } from "#app/lib/action-result";
import { formValues, parseForm, type FieldErrors, type FormValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Categories · Blog Admin");

const HERE = "/admin/blog/categories";

const FAILED = {
  create: "Failed to create category",
  update: "Failed to update category",
  delete: "Failed to delete category",
} as const;

// Each refusal's toast is one line that names what failed; the fields say why.
const refuse = (message: string, values: FormValues, status = 500) =>
  failed(message, values, { status, toast: refusalToast(message) });
const refuseFields = (intent: "create" | "update", fieldErrors: FieldErrors, values: FormValues) =>
  invalid(fieldErrors, values, { toast: refusalToast(FAILED[intent]) });

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
    if (!parsed.success) return refuseFields(intent, parsed.fieldErrors, parsed.values);
    try {
      const saved =
        intent === "create"
          ? await createCategory(actor, parsed.data)
          : await updateCategory(actor, String(formData.get("id")), parsed.data);
      if (saved.ok) {
        const title =
          intent === "create" ? "Category created successfully" : "Category updated successfully";
        return redirectWithToast(HERE, { type: "success", title });
      }
      // Deleted in another tab while this one was open.
      if (saved.reason === "not-found") return refuse(FAILED.update, formValues(formData), 404);
      return refuseFields(intent, { name: told(saved) }, formValues(formData));
    } catch (error) {
      logError(error, "Failed to save a blog category");
      return refuse(FAILED[intent], formValues(formData));
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
      return refuse(FAILED.delete, formValues(formData));
    }
    return refuse(FAILED.delete, formValues(formData), 404);
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
