import { Form } from "react-router";
import { Button } from "./button";
import { DialogClose } from "./dialog";
import { StatusButton } from "./status-button";

/** The footer of a delete confirmation: Cancel, or post intent=delete for this id. */
export function ConfirmDeleteForm({
  action,
  id,
  pending,
}: {
  action: string;
  id: string;
  pending: boolean;
}) {
  return (
    <Form method="post" action={action} className="mt-6 flex justify-end gap-2">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <StatusButton type="submit" variant="destructive" pending={pending} pendingLabel="Deleting…">
        Delete
      </StatusButton>
    </Form>
  );
}
