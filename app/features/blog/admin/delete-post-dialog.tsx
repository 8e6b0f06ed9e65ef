import { DeleteDialog } from "#app/components/ui/confirm-action";

/** Delete, after the original blog admin's confirmation question, word for word. */
export function DeletePostDialog({ id, title }: { id: string; title: string }) {
  return (
    <DeleteDialog
      action="/admin/blog?index"
      id={id}
      name={title}
      title="Delete post"
      description="Are you sure you want to delete this post?"
      subject={title}
    />
  );
}
