import type { ReactNode } from "react";
import { Form, useNavigate } from "react-router";

/**
 * A list's filter bar: a GET form, so every filter lives in the URL and works
 * without JavaScript. With JavaScript, empty fields stay out of the URL
 * (without it, the server ignores them) and values are trimmed.
 */
export function SearchForm({
  action,
  label,
  className,
  children,
}: {
  action: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value.trim()) params.set(key, value.trim());
        }
        const query = params.toString();
        void navigate(query ? `${action}?${query}` : action);
      }}
      className={className}
    >
      {children}
    </Form>
  );
}
