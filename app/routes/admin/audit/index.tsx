import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { AuditLogPage } from "#app/features/audit/audit-log-page";
import { auditPage, parseAuditFilter } from "#app/features/audit/audit-log.server";

export const meta: Route.MetaFunction = () => adminMeta("Audit log · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const filter = parseAuditFilter(new URL(request.url));
  return { filter, ...(await auditPage(filter)) };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage {...loaderData} />;
}
