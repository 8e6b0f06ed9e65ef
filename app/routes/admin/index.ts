import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { ADMIN_HOME, requireAdmin } from "../../features/admin/auth.server";

/** /admin: the blog is the only admin area for now. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(ADMIN_HOME);
}
