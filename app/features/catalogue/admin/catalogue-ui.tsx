import { pageCount } from "#app/features/backoffice/list/list-filter";
import { ArrowLeft, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { flushSync } from "react-dom";
import type { z } from "zod";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmAction } from "#app/components/ui/confirm-action";
import { FormAlert } from "#app/components/ui/form-alert";
import { Pagination } from "#app/components/ui/pagination";
import { StatusButton } from "#app/components/ui/status-button";
import type { FieldErrors } from "#app/lib/form";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { ConfirmPanel } from "#app/features/backoffice/shell/confirm-panel";
import { ListSearch, NoMatches } from "#app/features/backoffice/list/search-box";
import { parseCatalogueForm } from "./catalogue-form";

/**
 * The pieces the book, grant and NTW program pages of the back office share:
 * the list header with its search, paging, the empty state, the form frame
 * and the delete confirmation (a dialog with JavaScript, a page without).
 */

export interface CatalogueKind {
  /** "book", "grant", "NTW program": in sentences. */
  one: string;
  /** "Books": the list's title. */
  many: string;
  /** "/admin/books" */
  base: string;
}

/** "NTW program" → "NTW program", "book" → "Book": a kind's name at the start of a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function PageFrame({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      {children}
    </main>
  );
}

/** The list's title, its count, a search box (a GET form: works without JavaScript) and "New". */
export function ListHeader({
  kind,
  q,
  total,
  searchLabel,
}: {
  kind: CatalogueKind;
  q: string;
  total: number;
  searchLabel: string;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{kind.many}</h1>
          <p className="text-sm text-muted-foreground" data-testid="list-count">
            {q
              ? `${total} ${total === 1 ? "match" : "matches"} for "${q}"`
              : `${total} ${total === 1 ? kind.one : `${kind.one}s`}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvLink href={`${kind.base}.csv`} filter={{ q }} />
          <Button asChild>
            <Link to={`${kind.base}/new`}>
              <Plus aria-hidden="true" /> New {kind.one}
            </Link>
          </Button>
        </div>
      </div>
      <ListSearch id="catalogue-search" label={searchLabel} q={q} base={kind.base} />
    </div>
  );
}

/** Nothing to list: say why, and offer the next step. */
export function EmptyState({ kind, q }: { kind: CatalogueKind; q: string }) {
  if (q) return <NoMatches what={`${kind.one}s`} q={q} base={kind.base} />;
  return (
    <div className="rounded-xl border border-dashed bg-card p-10 text-center">
      <p className="font-semibold">No {kind.one}s yet</p>
      <p className="mt-1 text-sm text-muted-foreground">
        What you add here shows on the public site at once.
      </p>
      <Button asChild className="mt-4">
        <Link to={`${kind.base}/new`}>
          <Plus aria-hidden="true" /> New {kind.one}
        </Link>
      </Button>
    </div>
  );
}

/** Previous / next page links (the shared Pagination), kept with the search. */
export function Pager({
  page,
  total,
  pageSize,
  q,
}: {
  page: number;
  total: number;
  pageSize: number;
  q: string;
}) {
  const pages = pageCount(total, pageSize);
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return search ? `?${search}` : ".";
  };
  return <Pagination page={Math.min(page, pages)} pages={pages} hrefFor={hrefFor} />;
}

/** The edit and new pages' title with the way back to the list. */
export function FormHeader({
  kind,
  title,
  children,
}: {
  kind: CatalogueKind;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Link
        to={kind.base}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {kind.many}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">{title}</h1>
        {children && <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
    </div>
  );
}

/** A titled group of fields in the form. */
export function FormSection({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={className ?? "space-y-1 rounded-xl border bg-card p-4 sm:p-6"}>
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Checks the form in the browser with the action's own schema before it is
 * sent: a refusal shows at once, at the fields, and focus goes to the first
 * one. The server checks again (it is the judge); its messages show when
 * the browser found nothing.
 */
export function useFormCheck<S extends z.ZodType>(
  schema: S,
  lists: readonly string[],
  serverErrors: FieldErrors,
): { errors: FieldErrors; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void } {
  const [local, setLocal] = useState<FieldErrors | null>(null);
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = parseCatalogueForm(schema, new FormData(form), lists);
    if (parsed.success) {
      setLocal(null);
      return;
    }
    event.preventDefault();
    // Rendered at once so that focus moves in this same event: a frame later, it could pull the
    // caret out of a field the editor has already gone on to type in (it did, in a busy CI run).
    flushSync(() => setLocal(parsed.fieldErrors));
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
  return { errors: local ?? serverErrors, onSubmit };
}

/** The form's buttons: save (pending while it saves and while the list after it loads) and cancel. */
export function FormActions({
  kind,
  pending,
  submitLabel,
}: {
  kind: CatalogueKind;
  pending: boolean;
  submitLabel: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild variant="outline">
        <Link to={kind.base}>Cancel</Link>
      </Button>
      <StatusButton type="submit" pending={pending} pendingLabel="Saving…">
        {submitLabel}
      </StatusButton>
    </div>
  );
}

/**
 * Delete, after confirming: a dialog, where a refusal ("it has registrations")
 * shows; before hydration (or without JavaScript) a link to the confirmation
 * page (`<edit page>?delete`).
 */
export function DeleteControl({
  kind,
  id,
  title,
  size = "sm",
}: {
  kind: CatalogueKind;
  id: string;
  title: string;
  size?: "sm" | "default";
}) {
  const action = `${kind.base}/${id}`;
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" /> Delete
        </>
      }
      triggerLabel={`Delete ${title}`}
      triggerSize={size}
      triggerClassName="text-destructive hover:bg-destructive/10"
      confirmPage={`${action}?delete`}
      title={`Delete this ${kind.one}?`}
      description="It disappears from the public site at once. This cannot be undone."
      subject={title}
      action={action}
      fields={{ intent: "delete" }}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
    />
  );
}

/**
 * The confirmation page's panel (`?delete` on the edit page): the no-script
 * way to confirm, and where a delete posted without `confirm=yes` lands.
 */
export function DeleteConfirmPanel({
  kind,
  id,
  title,
  refusal,
}: {
  kind: CatalogueKind;
  id: string;
  title: string;
  refusal: string | null;
}) {
  return (
    <ConfirmPanel
      id="confirm-delete"
      heading={`Delete this ${kind.one}?`}
      focusable
      action={`${kind.base}/${id}`}
      fields={{ intent: "delete" }}
      yes="Yes, delete"
      pendingLabel="Deleting…"
    >
      <p className="text-sm text-muted-foreground">
        <strong className="text-foreground">{title}</strong> disappears from the public site at
        once. This cannot be undone.
      </p>
      <FormAlert message={refusal} />
    </ConfirmPanel>
  );
}
