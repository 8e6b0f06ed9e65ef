import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/blog-new";
import {
  AuthorFields,
  CategoryField,
  ContentField,
  ExcerptField,
  FeaturedField,
  FieldGroup,
  ImageFields,
  MetaFields,
  SlugField,
  StatusField,
  TitleField,
} from "../../components/admin/post-fields";
import { StatusButton } from "../../components/admin/status-button";
import { FlashToast } from "../../components/flash-toast";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireAdmin, requireAdminMutation } from "../../features/admin/auth.server";
import { listCategories } from "../../features/admin/categories.server";
import { postSchema } from "../../features/admin/post.schema";
import { createPost } from "../../features/admin/posts.server";
import { logServerError } from "../../features/admin/log.server";
import { formValues, parseForm } from "../../lib/form";
import { readFormData } from "../../lib/form-data.server";
import { newToast, redirectWithToast } from "../../lib/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Create New Post · Blog Admin") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listCategories() };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminMutation(request);
  const formData = await readFormData(request);
  const parsed = parseForm(postSchema, formData);
  if (!parsed.success) {
    return data(
      {
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
        toast: newToast({
          type: "error",
          title: "Failed to create post",
          description: "Check the highlighted fields.",
        }),
      },
      { status: 400 },
    );
  }
  try {
    await createPost(parsed.data);
  } catch (error) {
    logServerError(error, "Failed to create a blog post");
    return data(
      {
        fieldErrors: {},
        values: formValues(formData),
        toast: newToast({
          type: "error",
          title: "Failed to create post",
          description: "Nothing was saved. Please try again.",
        }),
      },
      { status: 500 },
    );
  }
  return redirectWithToast("/admin/blog", { type: "success", title: "Post created successfully" });
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === "/admin/blog/new";
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">Create New Post</h1>
      <Form method="post" noValidate className="mt-6 space-y-6">
        <FieldGroup title="Post">
          <TitleField values={values} errors={errors} />
          <SlugField values={values} errors={errors} />
          <ExcerptField values={values} errors={errors} />
          <ContentField values={values} errors={errors} rows={12} />
          <div className="grid gap-4 md:grid-cols-3 md:items-start">
            <CategoryField values={values} errors={errors} categories={loaderData.categories} />
            <StatusField values={values} errors={errors} />
            <div className="md:pt-6">
              <FeaturedField values={values} />
            </div>
          </div>
        </FieldGroup>
        <FieldGroup title="Images">
          <ImageFields values={values} errors={errors} />
        </FieldGroup>
        <FieldGroup title="Search and sharing">
          <MetaFields values={values} errors={errors} />
        </FieldGroup>
        <FieldGroup title="Author">
          <AuthorFields values={values} errors={errors} />
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
