import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../ui/dialog";
import { ConfirmDeleteForm } from "./confirm-delete-form";

/** Delete, after the spec's confirmation question. */
export function DeletePostDialog({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("id") === id;
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
        <ConfirmDeleteForm action="/admin/blog?index" id={id} pending={pending} />
      </DialogContent>
    </Dialog>
  );
}
