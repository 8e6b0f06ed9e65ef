import type { Route } from "./+types/export";
import { catalogueCsvAt } from "#app/features/catalogue/admin/product-types.server";

/**
 * A catalogue list as CSV (`/admin/<type>.csv`: books, grants, NTW programs,
 * masterclasses), under the list's filter; editors may export it too.
 */
export const loader = ({ request }: Route.LoaderArgs) => catalogueCsvAt(request);
