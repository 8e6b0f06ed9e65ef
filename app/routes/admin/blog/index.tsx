import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { FlashToast } from "#app/components/flash-toast";
import { requireAdmin, requireAdminMutation } from "#app/features/team/auth.server";
import { listCategories } from "#app/features/blog/admin/categories.server";
import { EditPostDialog } from "#app/features/blog/admin/edit-post-dialog";
import { postToFormValues } from "#app/features/blog/admin/post-form";
import { postEditSchema } from "#app/features/blog/admin/post.schema";
import { PostsList } from "#app/features/blog/admin/posts-list";
import {
  deletePost,
  getAdminPost,
  listAdminPosts,
  POSTS_PAGE_SIZE,
  updatePost,
} from "#app/features/blog/admin/posts.server";
import { pageParam } from "#app/features/catalogue/admin/catalogue-crud.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { ListPagination } from "#app/features/backoffice/list/list-page";
import { listHref, pageCount } from "#app/features/backoffice/list/list-filter";
import { ListSearch, NoMatches } from "#app/features/backoffice/list/search-box";
import { logError } from "#app/features/errors/log.server";
import { failed, invalid, refusalToast } from "#app/lib/action-result";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Manage Posts · Blog Admin");

const BASE = "/admin/blog";

const idSchema = z.uuid();

// The refusals' toasts: a failed delete is one line; a refused edit says what to do next.
const DELETE_FAILED = "Failed to delete post";
const UPDATE_FAILED = "Failed to update post";
const CHECK_FIELDS = "Check the highlighted fields.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const editId = params.get("edit");
  const page = pageParam(params.get("page"));
  const [list, categories, editing] = await Promise.all([
    listAdminPosts({ q: params.get("q"), page }),
    listCategories(),
    editId && idSchema.safeParse(editId).success ? getAdminPost(editId) : null,
  ]);
  return {
    ...list,
    page,
    pages: pageCount(list.total, POSTS_PAGE_SIZE),
    categories,
    editing: editing ? postToFormValues(editing) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminMutation(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "delete") {
    const id = idSchema.safeParse(formData.get("id"));
    // A failed delete is one line.
    const refused = (status: number) =>
      failed(DELETE_FAILED, formValues(formData), { status, toast: refusalToast(DELETE_FAILED) });
    try {
      if (id.success && (await deletePost(actor, id.data))) {
        return redirectWithToast(BASE, {
          type: "success",
          title: "Post deleted successfully",
        });
      }
    } catch (error) {
      logError(error, "Failed to delete a blog post");
      return refused(500);
    }
    // Already gone (deleted in another tab) or never a post.
    return refused(404);
  }

  if (intent === "update") {
    const parsed = parseForm(postEditSchema, formData);
    if (!parsed.success) {
      return invalid(parsed.fieldErrors, parsed.values, {
        toast: refusalToast(CHECK_FIELDS, UPDATE_FAILED),
      });
    }
    try {
      const updated = await updatePost(actor, parsed.data.id, parsed.data);
      if (updated)
        return redirectWithToast(BASE, {
          type: "success",
          title: "Post updated successfully",
        });
    } catch (error) {
      logError(error, "Failed to update a blog post");
    }
    const message = "Nothing was changed. Please try again.";
    return failed(message, formValues(formData), { toast: refusalToast(message, UPDATE_FAILED) });
  }

  throw data({ error: "Unknown action" }, { status: 400 });
}

export default function ManagePosts({ loaderData, actionData }: Route.ComponentProps) {
  const { q, rows, total, page, pages, categories, editing } = loaderData;
  const refusedEdit = actionData?.values.intent === "update" ? actionData : undefined;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Manage Posts</h1>
          <p className="text-sm text-muted-foreground" data-testid="list-count">
            {q
              ? `${total} ${total === 1 ? "match" : "matches"} for "${q}", newest first`
              : `${total} ${total === 1 ? "post" : "posts"}, newest first`}
          </p>
        </div>
        <ExportCsvLink href="/admin/blog.csv" filter={{ q }} />
      </div>
      <ListSearch
        id="post-search"
        label="Search title or slug"
        q={q}
        base={BASE}
        className="mt-4"
      />
      {rows.length === 0 && q ? (
        <div className="mt-6">
          <NoMatches what="posts" q={q} base={BASE} />
        </div>
      ) : (
        <PostsList posts={rows} editHref={(id) => listHref(BASE, { q, page, edit: id })} />
      )}
      <div className="mt-4">
        <ListPagination base={BASE} filter={{ q, page: Math.min(page, pages) }} pages={pages} />
      </div>
      {editing && (
        <EditPostDialog
          key={editing.id}
          post={editing}
          categories={categories}
          values={refusedEdit?.values}
          errors={refusedEdit?.status === "invalid" ? refusedEdit.fieldErrors : undefined}
        />
      )}
      <FlashToast toast={actionData?.toast} />
    </>
  );
}
