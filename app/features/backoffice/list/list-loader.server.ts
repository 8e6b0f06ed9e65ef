import { requireRole } from "#app/features/team/auth.server";

/**
 * An admins-only list's loader (its rows name people): the filter read from the URL, and
 * what `load` finds for it (a page of rows, their counts, whatever else the page offers).
 */
export async function loadAdminList<F, L extends object>(
  request: Request,
  parse: (params: URLSearchParams) => F,
  load: (filter: F) => Promise<L>,
): Promise<{ filter: F } & L> {
  await requireRole(request, "admin");
  const filter = parse(new URL(request.url).searchParams);
  return { filter, ...(await load(filter)) };
}
