import type * as React from "react";
import { Form } from "react-router";

/**
 * A back-office form that posts one `intent` to its page's action (or to `action`), named by its
 * heading for assistive technology, as a TitledSection is.
 */
export function TitledForm({
  id,
  title,
  intent,
  action,
  className,
  titleClassName = "text-lg font-semibold",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: React.ReactNode;
  /** What the action is asked to do: the form's hidden `intent` field. */
  intent: string;
  action?: string;
  className: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
