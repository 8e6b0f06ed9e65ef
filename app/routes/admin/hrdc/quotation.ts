import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/quotation";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { getHrdcGroup } from "#app/features/registrations/hrdc/hrdc-pipeline.server";
import { renderHrdcQuotation } from "#app/features/registrations/hrdc/hrdc-quotation-pdf.server";

const idSchema = z.uuid();

/** The group's quotation as a PDF, made from the booking as it stands (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const id = idSchema.safeParse(params.groupId);
  const group = id.success ? await getHrdcGroup(id.data) : null;
  if (!group) throw data({ error: "No such HRDC booking" }, { status: 404 });
  const pdf = await renderHrdcQuotation(group);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...adminHeaders,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="quotation-${group.reference}.pdf"`,
    },
  });
}
