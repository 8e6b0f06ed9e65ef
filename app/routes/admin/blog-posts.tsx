import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog-posts";
import { FlashToast } from "../../components/flash-toast";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireAdmin, requireAdminMutation } from "../../features/admin/auth.server";
import { listCategories } from "../../features/blog/admin/categories.server";
import { EditPostDialog } from "../../features/blog/admin/edit-post-dialog";
import { postToFormValues } from "../../features/blog/admin/post-form";
import { postEditSchema } from "../../features/blog/admin/post.schema";
import { PostsList } from "../../features/blog/admin/posts-list";
import {
  deletePost,
  getAdminPost,
  listAdminPosts,
  updatePost,
} from "../../features/blog/admin/posts.server";
import { useRefusalToast } from "../../features/blog/admin/refusal-toast";
import { logError } from "../../features/errors/log.server";
import { failed, invalid, type ActionResult } from "../../lib/action-result";
import { formValues, parseForm } from "../../lib/form";
import { readFormData } from "../../lib/form-data.server";
import type { ToastInput } from "../../lib/toast";
import { redirectWithToast } from "../../lib/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Manage Posts · Blog Admin") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const idSchema = z.uuid();

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const editId = new URL(request.url).searchParams.get("edit");
  const [posts, categories, editing] = await Promise.all([
    listAdminPosts(),
    listCategories(),
    editId && idSchema.safeParse(editId).success ? getAdminPost(editId) : null,
  ]);
  return { posts, categories, editing: editing ? postToFormValues(editing) : null };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminMutation(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "delete") {
    const id = idSchema.safeParse(formData.get("id"));
    try {
      if (id.success && (await deletePost(actor, id.data))) {
        return redirectWithToast("/admin/blog", {
          type: "success",
          title: "Post deleted successfully",
        });
      }
    } catch (error) {
      logError(error, "Failed to delete a blog post");
      return failed("Failed to delete post", formValues(formData));
    }
    // Already gone (deleted in another tab) or never a post.
    return failed("Failed to delete post", formValues(formData), { status: 404 });
  }

  if (intent === "update") {
    const parsed = parseForm(postEditSchema, formData);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    try {
      const updated = await updatePost(actor, parsed.data.id, parsed.data);
      if (updated)
        return redirectWithToast("/admin/blog", {
          type: "success",
          title: "Post updated successfully",
        });
    } catch (error) {
      logError(error, "Failed to update a blog post");
    }
    return failed("Nothing was changed. Please try again.", formValues(formData));
  }

  throw data({ error: "Unknown action" }, { status: 400 });
}

/** A failed delete is one line; a refused edit says what to do next. */
function refusalToast(result: ActionResult): ToastInput {
  if (result.values.intent === "delete") return { type: "error", title: "Failed to delete post" };
  return {
    type: "error",
    title: "Failed to update post",
    description: result.status === "invalid" ? "Check the highlighted fields." : result.message,
  };
}

export default function ManagePosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, categories, editing } = loaderData;
  const toast = useRefusalToast(actionData, refusalToast);
  const refusedEdit = actionData?.values.intent === "update" ? actionData : undefined;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Manage Posts</h1>
        <p className="text-sm text-muted-foreground">
          {posts.length} {posts.length === 1 ? "post" : "posts"}, newest first
        </p>
      </div>
      <PostsList posts={posts} />
      {editing && (
        <EditPostDialog
          key={editing.id}
          post={editing}
          categories={categories}
          values={refusedEdit?.values}
          errors={refusedEdit?.status === "invalid" ? refusedEdit.fieldErrors : undefined}
        />
      )}
      <FlashToast toast={toast} />
    </>
  );
}
