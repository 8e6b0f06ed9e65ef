import type { Route } from "./+types/quotation";
import { foundByIdOr404 } from "#app/features/backoffice/found-by-id";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { getHrdcGroup } from "#app/features/registrations/hrdc/hrdc-pipeline.server";
import { renderHrdcQuotation } from "#app/features/registrations/hrdc/hrdc-quotation-pdf.server";

/** The group's quotation as a PDF, made from the booking as it stands (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const group = await foundByIdOr404(params.groupId, getHrdcGroup, {
    error: "No such HRDC booking",
  });
  const pdf = await renderHrdcQuotation(group);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...adminHeaders,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="quotation-${group.reference}.pdf"`,
    },
  });
}
