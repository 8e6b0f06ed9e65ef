import { AlertCircle, ArrowLeft, ArrowRight, Search, SearchX, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { Form, Link, useSubmit } from "react-router";
import { Glow } from "#app/components/glow-band";
import { NotFoundNotice, RECORD_LOOK } from "#app/components/not-found-notice";
import { Button } from "#app/components/ui/button";
import type { Feature } from "#app/content/shop/feature";
import { cn } from "#app/lib/cn";
import { useSearchAsYouType } from "#app/lib/use-search-as-you-type";

/** A big card that leads somewhere: icon, title, text and an arrow line. */
export function ChoiceCard({
  to,
  icon: Icon,
  title,
  description,
  cta,
  className,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  cta: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className={cn(
        "group flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold tracking-tight group-hover:text-primary">
        {title}
      </h3>
      <p className="mt-2 flex-1 text-muted-foreground">{description}</p>
      <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
        {cta}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </Link>
  );
}

/** Icon, title and a sentence, in a responsive grid (reasons, benefits). */
export function FeatureGrid({ items, columns = 4 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="rounded-xl border bg-card p-6">
          <Icon aria-hidden="true" className="size-7 text-primary" />
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop's accent call to action, a large button with an arrow: to
 * another page, or (`href`) to a place further down the same page.
 */
export function ArrowLinkButton({
  children,
  ...target
}: ({ to: string } | { href: `#${string}` }) & { children: React.ReactNode }) {
  const content = (
    <>
      {children}
      <ArrowRight aria-hidden="true" />
    </>
  );
  return (
    <Button asChild size="lg" variant="accent">
      {"to" in target ? <Link to={target.to}>{content}</Link> : <a href={target.href}>{content}</a>}
    </Button>
  );
}

/** The outlined link on a navy hero, beside the accent action or alone (another view of the list). */
export function HeroLinkButton({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon?: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <Button asChild size="lg" variant="outline-light">
      <Link to={to}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  );
}

/** A dark promotional band inside the page width, with its call to action. */
export function PromoBand({
  title,
  description,
  action,
  icon: Icon,
}: {
  title: string;
  description: React.ReactNode;
  action: { to: string; label: string };
  icon?: LucideIcon;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-2xl bg-navy px-6 py-10 text-navy-foreground sm:px-10 sm:py-12">
        <Glow className="-right-24 -bottom-24 size-80 bg-cyan/20" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            {Icon && <Icon aria-hidden="true" className="mb-4 size-8 text-accent" />}
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
            <p className="mt-3 leading-relaxed text-navy-muted">{description}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ArrowLinkButton to={action.to}>{action.label}</ArrowLinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * A plain GET search form: it works before (and without) JavaScript. With it
 * the results follow the box as the visitor types.
 */
export function SearchForm({
  defaultValue,
  label,
  placeholder,
}: {
  defaultValue: string;
  label: string;
  placeholder: string;
}) {
  const submit = useSubmit();
  const search = useSearchAsYouType(defaultValue, (form, { replace }) => {
    void submit(form, { replace, preventScrollReset: true });
  });
  return (
    <Form
      method="get"
      role="search"
      onSubmit={search.cancel}
      className="flex w-full max-w-xl gap-2"
    >
      <SearchBox
        label={label}
        placeholder={placeholder}
        defaultValue={defaultValue}
        search={search}
      />
    </Form>
  );
}

/**
 * The search box (`q`) and its Search button, for a GET form; `search`
 * (useSearchAsYouType) sends the form as the visitor types.
 */
export function SearchBox({
  label,
  placeholder,
  defaultValue,
  search,
}: {
  label: string;
  placeholder: string;
  defaultValue: string;
  search: Pick<ReturnType<typeof useSearchAsYouType>, "ref" | "onChange">;
}) {
  return (
    <>
      <label className="relative flex-1">
        <span className="sr-only">{label}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={search.ref}
          type="search"
          name="q"
          defaultValue={defaultValue}
          onChange={search.onChange}
          placeholder={placeholder}
          className="h-11 w-full rounded-md border border-input bg-background pr-3 pl-9 text-base shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </label>
      <Button type="submit" className="h-11">
        Search
      </Button>
    </>
  );
}

/** The muted line shown when a list is empty. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed px-6 py-14 text-center text-muted-foreground">
      <SearchX aria-hidden="true" className="mx-auto mb-3 size-8 opacity-60" />
      <p>{children}</p>
    </div>
  );
}

/** Inline alert: 'Error' over the message, as on the original site. */
export function ErrorAlert({
  children,
  title = "Error",
}: {
  children: React.ReactNode;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-5 py-4 text-sm"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold text-destructive">{title}</p>
        <p className="mt-1 text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

/** "Masterclass Not Found" and its kin, with the way back. */
export function NotFoundPanel({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <NotFoundNotice
      look={RECORD_LOOK}
      icon={SearchX}
      title={title}
      message={message}
      action={
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      }
    />
  );
}

/** A small "← Back to …" link above a page's content. */
export function BackLink({
  to,
  children,
  tone = "light",
}: {
  to: string;
  children: React.ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-1.5 text-sm font-medium",
        tone === "dark"
          ? "text-navy-muted hover:text-white"
          : "text-muted-foreground hover:text-primary",
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
