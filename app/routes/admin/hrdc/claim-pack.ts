import { z } from "zod";
import type { Route } from "./+types/claim-pack";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { buildClaimPack } from "#app/features/registrations/hrdc/claim-pack.server";
import { claimPackSources } from "#app/features/registrations/hrdc/claim-pack-sources.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { told } from "#common/outcome";

const idSchema = z.uuid();

/** The employer's HRD Corp claim pack as one ZIP (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const id = idSchema.safeParse(params.groupId);
  if (!id.success)
    return redirectWithToast("/admin/hrdc", { type: "error", title: "No such HRDC booking." });
  const pack = await buildClaimPack(id.data, claimPackSources);
  if (!pack.ok) {
    const back = pack.reason === "not-found" ? "/admin/hrdc" : `/admin/hrdc/${id.data}`;
    return redirectWithToast(back, { type: "error", title: told(pack) });
  }
  return new Response(new Uint8Array(pack.value.zip), {
    headers: {
      ...adminHeaders,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${pack.value.fileName}"`,
    },
  });
}
