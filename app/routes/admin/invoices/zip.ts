import type { Route } from "./+types/zip";
import { requireRole } from "#app/features/team/auth.server";
import { invoicesZip } from "#app/features/invoices/admin/invoices-export.server";
import { redirectWithToast } from "#app/lib/toast.server";

/**
 * The filtered invoices' PDFs (`/admin/invoices.pdf.zip`) or MyInvois UBL JSON
 * (`/admin/invoices.ubl.zip`) as one ZIP, under the list's filter: admins only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const zip = await invoicesZip(
    url.searchParams,
    url.pathname.endsWith(".ubl.zip") ? "ubl" : "pdf",
  );
  if (zip.ok) return zip.response;
  return redirectWithToast(`/admin/invoices${url.search}`, { type: "error", title: zip.message });
}
