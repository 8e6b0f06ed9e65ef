import { Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { adminHeaders, requireAdmin } from "#app/features/team/auth.server";
import { AdminShell } from "#app/features/backoffice/shell/admin-shell";
import { AdminErrorPage } from "#app/features/backoffice/shell/admin-error-page";

// The pages inside take these too: a route without `headers` answers with its parent's.
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user: { email: user.email, name: user.name, role: user.role } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <AdminErrorPage error={error} />;
}
