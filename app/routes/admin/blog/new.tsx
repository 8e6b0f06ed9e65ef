import { Form } from "react-router";
import type { Route } from "./+types/new";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { FlashToast } from "#app/components/flash-toast";
import { StatusButton } from "#app/components/ui/status-button";
import { requireAdmin, requireAdminMutation } from "#app/features/team/auth.server";
import { listCategories } from "#app/features/blog/admin/categories.server";
import { FieldGroup, FieldPair, postFields } from "#app/features/blog/admin/post-fields";
import { postSchema } from "#app/features/blog/admin/post.schema";
import { createPost } from "#app/features/blog/admin/posts.server";
import { logError } from "#app/features/errors/log.server";
import { failed, invalid, refusalToast } from "#app/lib/action-result";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { useIsPending } from "#app/lib/use-is-pending";

export const meta: Route.MetaFunction = () => adminMeta("Create New Post · Blog Admin");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listCategories() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminMutation(request);
  const formData = await readFormData(request);
  const parsed = parseForm(postSchema, formData);
  if (!parsed.success) {
    return invalid(parsed.fieldErrors, parsed.values, {
      toast: refusalToast("Check the highlighted fields.", CREATE_FAILED),
    });
  }
  try {
    await createPost(actor, parsed.data);
  } catch (error) {
    logError(error, "Failed to create a blog post");
    const message = "Nothing was saved. Please try again.";
    return failed(message, formValues(formData), { toast: refusalToast(message, CREATE_FAILED) });
  }
  return redirectWithToast("/admin/blog", { type: "success", title: "Post created successfully" });
}

const CREATE_FAILED = "Failed to create post";

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending();
  const fields = postFields({
    values: actionData?.values ?? {},
    errors: actionData?.status === "invalid" ? actionData.fieldErrors : {},
    categories: loaderData.categories,
    contentRows: 12,
  });
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">Create New Post</h1>
      <Form method="post" noValidate className="mt-6 space-y-6">
        <FieldGroup title="Post">
          {fields.title}
          {fields.slug}
          {fields.excerpt}
          {fields.content}
          <div className="grid gap-4 md:grid-cols-3 md:items-start">
            {fields.category}
            {fields.status}
            <div className="md:pt-6">{fields.featured}</div>
          </div>
        </FieldGroup>
        <FieldGroup title="Images">
          <FieldPair>
            {fields.featuredImage}
            {fields.ogImage}
          </FieldPair>
        </FieldGroup>
        <FieldGroup title="Search and sharing">
          <FieldPair>
            {fields.metaTitle}
            {fields.metaDescription}
          </FieldPair>
        </FieldGroup>
        <FieldGroup title="Author">
          <FieldPair>
            {fields.authorName}
            {fields.authorImage}
            {fields.authorBio}
          </FieldPair>
        </FieldGroup>
        <div className="flex justify-end">
          <StatusButton type="submit" size="lg" pending={pending} pendingLabel="Creating…">
            Create Post
          </StatusButton>
        </div>
      </Form>
      <FlashToast toast={actionData?.toast} />
    </>
  );
}
