import type * as React from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input, Label, Select } from "#app/components/ui/field";
import { SearchForm } from "#app/components/ui/search-form";
import { cn } from "#app/lib/cn";
import { listHref } from "./list-filter";

export interface FilterChoice {
  value: string;
  label: string;
}

/** One drop-down of a filter bar; `any` is the first choice, the one that does not filter. */
export interface FilterSelect<F> {
  name: keyof F & string;
  label: string;
  any: string;
  options: readonly FilterChoice[];
}

/** Choices from a list of values and their labels, in the list's order. */
export function choicesOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): FilterChoice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * Under a filter bar, how many rows each choice of one of its drop-downs (`name`) has under the
 * rest of the filter; `label` names the row of counts for assistive technology.
 */
export interface FilterBarCounts<F> {
  name: keyof F & string;
  label: string;
  counts: Readonly<Record<string, number>>;
}

/**
 * A back-office list's filter bar: a search box, drop-downs, any other fields (`children`),
 * then Filter and Clear; under it, when asked (`counts`), one drop-down's choices as links
 * with their counts. Ids start with `id` ("leads" → "leads-q", "leads-status").
 */
export function FilterBar<F extends { q: string; page: number }>({
  action,
  label,
  id,
  className,
  filter,
  search,
  selects,
  counts,
  children,
}: {
  action: string;
  label: string;
  id: string;
  /** The grid's columns: the bar's fields are its cells. */
  className: string;
  /** The filter in force: what the fields start from. */
  filter: F;
  search: { placeholder: string; maxLength: number; className?: string };
  selects: readonly FilterSelect<F>[];
  counts?: FilterBarCounts<F> | undefined;
  children?: React.ReactNode;
}) {
  const counted = counts && selects.find((select) => select.name === counts.name);
  return (
    <>
      <SearchForm
        action={action}
        label={label}
        className={cn("grid gap-3 rounded-lg border bg-background p-4", className)}
      >
        <FilterCell id={`${id}-q`} label="Search" className={search.className}>
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder={search.placeholder}
            maxLength={search.maxLength}
          />
        </FilterCell>
        {selects.map((select) => (
          <FilterCell key={select.name} id={`${id}-${select.name}`} label={select.label}>
            <Select
              id={`${id}-${select.name}`}
              name={select.name}
              defaultValue={String(filter[select.name] ?? "")}
            >
              <option value="">{select.any}</option>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FilterCell>
        ))}
        {children}
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <Button asChild variant="ghost">
            <Link to={action}>Clear</Link>
          </Button>
        </div>
      </SearchForm>
      {counts && counted && (
        <FilterCounts {...counts} base={action} filter={filter} choices={counted.options} />
      )}
    </>
  );
}

/** A labelled cell of a filter bar. */
export function FilterCell({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * Counts per choice of the filter's `name` under the rest of the filter; each one a link that
 * narrows the list to it, or, when it already does, widens it again.
 */
function FilterCounts<F extends { page: number }>({
  label,
  base,
  filter,
  name,
  choices,
  counts,
}: FilterBarCounts<F> & {
  /** The list's address. */
  base: string;
  filter: F;
  choices: readonly FilterChoice[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {choices.map(({ value, label }) => {
          const current = filter[name] === value;
          const change = { [name]: current ? null : value, page: 1 } as Partial<F>;
          return (
            <li key={value}>
              <Link
                to={listHref(base, filter, change)}
                aria-current={current ? "true" : undefined}
                className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 hover:bg-muted aria-[current]:border-primary aria-[current]:bg-primary/5 aria-[current]:font-semibold"
              >
                {label}
                <span className="text-muted-foreground tabular-nums">{counts[value]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
