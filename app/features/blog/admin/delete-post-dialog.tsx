import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { ConfirmDeleteForm } from "#app/components/ui/confirm-delete-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import { useIsPending } from "#app/lib/use-is-pending";

const ACTION = "/admin/blog?index";

/** Delete, after the spec's confirmation question. */
export function DeletePostDialog({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const pending = useIsPending({ formAction: ACTION, fields: { intent: "delete", id } });
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10"
          aria-label={`Delete ${title}`}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md" closeDisabled={pending}>
        <DialogHeader>
          <DialogTitle>Delete post</DialogTitle>
          <DialogDescription>Are you sure you want to delete this post?</DialogDescription>
        </DialogHeader>
        <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm font-medium">{title}</p>
        <ConfirmDeleteForm action={ACTION} id={id} pending={pending} />
      </DialogContent>
    </Dialog>
  );
}
