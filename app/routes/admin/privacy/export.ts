import type { Route } from "./+types/export";
import { requireRole } from "#app/features/team/auth.server";
import { findPerson, recordPersonExport } from "#app/features/privacy/privacy.server";
import { personEmailSchema } from "#app/features/privacy/privacy.schema";
import { calendarDateKey } from "#common/dates";
import { downloadResponse } from "#app/features/backoffice/export/csv-export.server";

/** Everything stored about one e-mail address, as a JSON download (PDPA access request). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const email = personEmailSchema.safeParse(new URL(request.url).searchParams.get("email") ?? "");
  if (!email.success) {
    return Response.json({ error: "Enter a valid e-mail address." }, { status: 400 });
  }
  const person = await findPerson(email.data);
  await recordPersonExport(actor, person.total);
  const body = JSON.stringify({ exportedAt: new Date().toISOString(), ...person }, null, 2);
  return downloadResponse(
    body,
    "application/json; charset=utf-8",
    `personal-data-${calendarDateKey(new Date())}.json`,
  );
}
