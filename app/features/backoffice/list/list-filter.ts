/**
 * A back-office list's filter in the URL (browser-safe): read leniently, anything odd ignored
 * rather than refused, and written back with its defaults left out.
 */

/** The page asked for: a whole number from 1 to 100,000, else the first. */
export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** How many pages `total` rows make, `size` a page: at least one, the empty list's. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page of a list: its rows, how many rows match in all, and how many pages those make. */
export interface ListPage<R> {
  rows: R[];
  total: number;
  pages: number;
}

/** The page of `rows` among `total` matches (a count the database may give as a string), `size` a page. */
export function listPage<R>(
  rows: R[],
  total: number | string | undefined,
  size: number,
): ListPage<R> {
  const matches = Number(total ?? 0);
  return { rows, total: matches, pages: pageCount(matches, size) };
}

/**
 * How many rows there are of each of `keys`, from the `group by` counts: 0 for a key no row
 * has, and a group outside `keys` left out.
 */
export function countsPer<K extends string>(
  keys: readonly K[],
  groups: readonly { key: string | null; n: number | string }[],
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const { key, n } of groups) {
    const known = oneOf(keys, key);
    if (known) counts[known] = Number(n);
  }
  return counts;
}

/** The parameter when it is one of `values`, else null. */
export function oneOf<V extends string>(values: readonly V[], value: string | null): V | null {
  return (values as readonly (string | null)[]).includes(value) ? (value as V) : null;
}

/**
 * The URL parameters of a filter, optionally changed, in the order of its keys: empty values
 * and the first page left out.
 */
export function filterParams<F extends { page: number }>(
  filter: F,
  change: Partial<F> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...change })) {
    if (key === "page" ? Number(value) > 1 : value) params.set(key, String(value));
  }
  return params;
}

/** The list at `base` under the filter, optionally changed (see filterParams). */
export function listHref<F extends { page: number }>(
  base: string,
  filter: F,
  change: Partial<F> = {},
): string {
  const query = filterParams(filter, change).toString();
  return query ? `${base}?${query}` : base;
}
