import { ChevronDown } from "lucide-react";
import { Form, useNavigate, useNavigation } from "react-router";
import type { PostFormErrors, PostFormValues } from "../../features/admin/post-form";
import { Button } from "../ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../ui/dialog";
import {
  AuthorFields,
  CategoryField,
  ContentField,
  ExcerptField,
  FeaturedField,
  ImageFields,
  MetaFields,
  SlugField,
  StatusField,
  TitleField,
  type CategoryChoice,
} from "./post-fields";
import { StatusButton } from "./status-button";

const MORE_FIELDS = [
  "slug",
  "excerpt",
  "categoryId",
  "featuredImage",
  "ogImage",
  "metaTitle",
  "metaDescription",
  "authorName",
  "authorBio",
  "authorImage",
];

/**
 * The Edit Post modal (spec: title, content, status, featured, Cancel and
 * Save Changes). Its URL is /admin/blog?edit={id}, so it survives a reload
 * and the back button closes it. The other fields of the post are one click
 * away under "More settings", so nothing needs a second screen.
 */
export function EditPostDialog({
  post,
  categories,
  values: submitted,
  errors = {},
}: {
  post: PostFormValues;
  categories: CategoryChoice[];
  values?: PostFormValues | undefined;
  errors?: PostFormErrors | undefined;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  const values = submitted ?? post;
  const moreOpen = MORE_FIELDS.some((field) => errors[field]);
  const close = () => navigate("/admin/blog", { preventScrollReset: true });
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && close()}>
      <DialogContent className="max-w-3xl" closeDisabled={pending}>
        <DialogHeader>
          <DialogTitle>Edit Post</DialogTitle>
          <DialogDescription>
            Changes go live as soon as you save a published post.
          </DialogDescription>
        </DialogHeader>
        <Form
          method="post"
          action={`/admin/blog?index&edit=${post.id}`}
          noValidate
          className="mt-6 space-y-2"
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={post.id} />
          <TitleField values={values} errors={errors} />
          <ContentField values={values} errors={errors} rows={8} />
          <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
            <StatusField values={values} errors={errors} />
            <div className="sm:pt-6">
              <FeaturedField values={values} />
            </div>
          </div>
          <details open={moreOpen} className="group rounded-xl border">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold">
              More settings: slug, excerpt, category, images, search and author
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="space-y-2 border-t p-4">
              <SlugField values={values} errors={errors} />
              <ExcerptField values={values} errors={errors} />
              <CategoryField values={values} errors={errors} categories={categories} />
              <ImageFields values={values} errors={errors} />
              <MetaFields values={values} errors={errors} />
              <AuthorFields values={values} errors={errors} />
            </div>
          </details>
          <div className="flex justify-end gap-2 pt-4">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <StatusButton type="submit" pending={pending} pendingLabel="Saving…">
              Save Changes
            </StatusButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
