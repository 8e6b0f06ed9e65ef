import type { Route } from "./+types/scan";
import { checkInEndpoint } from "#app/features/tickets/admin/check-in-endpoint.server";

/** POST a scanned ticket or a listed registration: JSON for fetch, a redirect for a form. */
export async function action({ request, params }: Route.ActionArgs) {
  return checkInEndpoint(request, params.courseId);
}
