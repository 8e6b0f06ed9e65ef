import { data } from "react-router";
import { z } from "zod";

const idSchema = z.uuid();

/**
 * The record a back-office address names by its id (`param`, a route param), as `find` finds it.
 * When the param is not an id (the database is not asked) or names nothing, a 404 with
 * `notFound` as its body is thrown, so the loader or action stops there.
 */
export async function foundByIdOr404<T>(
  param: string | undefined,
  find: (id: string) => Promise<T | null | undefined>,
  notFound: unknown,
): Promise<T> {
  const id = idSchema.safeParse(param);
  const found = id.success ? await find(id.data) : null;
  if (!found) throw data(notFound, { status: 404 });
  return found;
}
