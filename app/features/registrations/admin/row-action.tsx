import { Form } from "react-router";
import { Button } from "#app/components/ui/button";

/** One click on one registration: a small form that posts its intent. */
export function RowAction({
  intent,
  id,
  label,
  variant = "outline",
}: {
  intent: string;
  id: string;
  label: string;
  variant?: "outline" | "default" | "destructive";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="registrationId" value={id} />
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </Form>
  );
}
