import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog-posts";
import { EditPostDialog } from "../../components/admin/edit-post-dialog";
import { PostsList } from "../../components/admin/posts-list";
import { FlashToast } from "../../components/flash-toast";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireAdmin, requireAdminMutation } from "../../features/admin/auth.server";
import { listCategories } from "../../features/admin/categories.server";
import { logServerError } from "../../features/admin/log.server";
import { postToFormValues } from "../../features/admin/post-form";
import { postEditSchema } from "../../features/admin/post.schema";
import {
  deletePost,
  getAdminPost,
  listAdminPosts,
  updatePost,
} from "../../features/admin/posts.server";
import { formValues, parseForm } from "../../lib/form";
import { readFormData } from "../../lib/form-data.server";
import { newToast, redirectWithToast } from "../../lib/toast.server";

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
  await requireAdminMutation(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "delete") {
    const id = idSchema.safeParse(formData.get("id"));
    try {
      if (id.success && (await deletePost(id.data))) {
        return redirectWithToast("/admin/blog", {
          type: "success",
          title: "Post deleted successfully",
        });
      }
    } catch (error) {
      logServerError(error, "Failed to delete a blog post");
    }
    return redirectWithToast("/admin/blog", { type: "error", title: "Failed to delete post" });
  }

  if (intent === "update") {
    const parsed = parseForm(postEditSchema, formData);
    if (!parsed.success) {
      return data(
        {
          fieldErrors: parsed.fieldErrors,
          values: parsed.values,
          toast: newToast({
            type: "error",
            title: "Failed to update post",
            description: "Check the highlighted fields.",
          }),
        },
        { status: 400 },
      );
    }
    try {
      const updated = await updatePost(parsed.data.id, parsed.data);
      if (updated)
        return redirectWithToast("/admin/blog", {
          type: "success",
          title: "Post updated successfully",
        });
    } catch (error) {
      logServerError(error, "Failed to update a blog post");
    }
    return data(
      {
        fieldErrors: {},
        values: formValues(formData),
        toast: newToast({
          type: "error",
          title: "Failed to update post",
          description: "Nothing was changed. Please try again.",
        }),
      },
      { status: 500 },
    );
  }

  throw data({ error: "Unknown action" }, { status: 400 });
}

export default function ManagePosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, categories, editing } = loaderData;
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
          values={actionData?.values}
          errors={actionData?.fieldErrors}
        />
      )}
      <FlashToast toast={actionData?.toast} />
    </>
  );
}
