import { ChevronDown } from "lucide-react";
import { Form, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { DialogHeading, FormDialog } from "#app/components/forms/form-dialog";
import { DialogClose } from "#app/components/ui/dialog";
import { StatusButton } from "#app/components/ui/status-button";
import { useIsPending } from "#app/lib/use-is-pending";
import { FieldPair, postFields, type CategoryChoice } from "./post-fields";
import type { PostFormErrors, PostFormValues } from "./post-form";

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
 * The Edit Post modal (as on the original site: title, content, status, featured, Cancel and
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
  const location = useLocation();
  const action = `/admin/blog?index&edit=${post.id}`;
  const pending = useIsPending({ formAction: action, fields: { intent: "update" } });
  const values = submitted ?? post;
  const fields = postFields({ values, errors, categories, contentRows: 8 });
  const moreOpen = MORE_FIELDS.some((field) => errors[field]);
  // Closing goes back to the list as it was (its search and page), without `edit`.
  const close = () => {
    const params = new URLSearchParams(location.search);
    params.delete("edit");
    const search = params.toString();
    navigate(search ? `/admin/blog?${search}` : "/admin/blog", { preventScrollReset: true });
  };
  return (
    <FormDialog busy={pending} onClose={close} className="max-w-3xl">
      <DialogHeading
        title="Edit Post"
        description="Changes go live as soon as you save a published post."
      />
      <Form method="post" action={action} noValidate className="mt-6 space-y-2">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={post.id} />
        {fields.title}
        {fields.content}
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          {fields.status}
          <div className="sm:pt-6">{fields.featured}</div>
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
            {fields.slug}
            {fields.excerpt}
            {fields.category}
            <FieldPair>
              {fields.featuredImage}
              {fields.ogImage}
            </FieldPair>
            <FieldPair>
              {fields.metaTitle}
              {fields.metaDescription}
            </FieldPair>
            <FieldPair>
              {fields.authorName}
              {fields.authorImage}
              {fields.authorBio}
            </FieldPair>
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
    </FormDialog>
  );
}
