import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/spam";
import { Button } from "#app/components/ui/button";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { leadFilterParams, parseLeadFilter } from "#app/features/leads/admin/filters";
import {
  KindCounts,
  LeadFilterForm,
  LeadRows,
  LeadTabs,
  LeadPagination,
} from "#app/features/leads/admin/leads-list";
import { listLeads, spamReasons } from "#app/features/leads/admin/leads.server";
import { releaseSpamLead } from "#app/features/leads/admin/lead-changes.server";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Spam · Leads · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const BASE = "/admin/leads/spam";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const result = await listLeads(filter, { spam: true });
  const reasons = await spamReasons(result.rows);
  return { filter, ...result, reasons };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const formData = await readFormData(request);
  const id = z.uuid().safeParse(formData.get("id"));
  if (formData.get("intent") !== "not-spam" || !id.success) {
    throw data({ error: "Unknown action" }, { status: 400 });
  }
  const released = await releaseSpamLead(actor, id.data);
  if (!released) {
    return redirectWithToast(BASE, {
      type: "error",
      title: "Nothing changed",
      description: "This item is no longer in the Spam folder.",
    });
  }
  return redirectWithToast(`/admin/leads/${id.data}`, {
    type: "success",
    title: "Moved to the inbox",
    description: "Its held mails are on their way.",
  });
}

export default function SpamFolder({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pages, kindCounts, reasons } = loaderData;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Spam</h1>
          <p className="text-sm text-muted-foreground">
            {total.toLocaleString("en-MY")} suspected, mails held. Deleted after 30 days.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LeadTabs current="spam" />
          <ExportCsvLink
            href="/admin/leads.csv"
            filter={{ ...Object.fromEntries(leadFilterParams(filter)), spam: "1" }}
          />
        </div>
      </div>
      <LeadFilterForm filter={filter} action={BASE} />
      <KindCounts filter={filter} counts={kindCounts} base={BASE} />
      <LeadRows
        rows={rows}
        empty="The Spam folder is empty."
        extra={(row) => (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground">
              Reason: {reasons[`${row.kind}:${row.sourceId}`] ?? "unknown"}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="not-spam" />
              <input type="hidden" name="id" value={row.id} />
              <Button
                type="submit"
                size="sm"
                variant="outline"
                aria-label={`Not spam: ${row.name}`}
              >
                Not spam
              </Button>
            </Form>
          </div>
        )}
      />
      <LeadPagination filter={filter} pages={pages} base={BASE} />
    </main>
  );
}
