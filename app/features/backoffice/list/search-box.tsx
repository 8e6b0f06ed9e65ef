import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";

/**
 * A list's search box: a GET form (it works without JavaScript) sending `q` to the list
 * itself, with a way back to the whole list (`base`) while a search is on.
 */
export function ListSearch({
  id,
  label,
  q,
  base,
  className,
}: {
  id: string;
  /** Its label (for screen readers) and placeholder. */
  label: string;
  q: string;
  base: string;
  className?: string;
}) {
  return (
    <Form method="get" role="search" className={cn("flex flex-wrap gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={200}
        placeholder={label}
        className="max-w-md min-w-0 flex-1"
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" /> Search
      </Button>
      {q && (
        <Button asChild variant="ghost">
          <Link to={base}>Clear</Link>
        </Button>
      )}
    </Form>
  );
}

/** What a list says when its search finds nothing, and the way back to the whole list. */
export function NoMatches({ what, q, base }: { what: string; q: string; base: string }) {
  return (
    <div className="rounded-xl border border-dashed bg-card p-10 text-center">
      <p className="font-semibold">
        No {what} match "{q}"
      </p>
      <p className="mt-1 text-sm text-muted-foreground">Try another word, or clear the search.</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={base}>Clear the search</Link>
      </Button>
    </div>
  );
}
