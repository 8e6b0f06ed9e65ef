import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { loadAdminList } from "#app/features/backoffice/list/list-loader.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { parseLeadFilter } from "#app/features/leads/admin/filters";
import { LeadFilterForm, LeadRows, LeadTabs } from "#app/features/leads/admin/leads-list";
import { listLeads } from "#app/features/leads/admin/leads.server";
import { filterParams } from "#app/features/backoffice/list/list-filter";
import { countOf, ListPage, ListPagination } from "#app/features/backoffice/list/list-page";

export const meta: Route.MetaFunction = () => adminMeta("Leads · Back office");

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, parseLeadFilter, (filter) => listLeads(filter));
}

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pages, kindCounts } = loaderData;
  return (
    <ListPage
      title="Leads"
      summary={`${countOf(total, "lead", "leads")}, newest first`}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <LeadTabs current="inbox" />
          <ExportCsvLink href="/admin/leads.csv" filter={filterParams(filter)} />
        </div>
      }
    >
      <LeadFilterForm filter={filter} action="/admin/leads" kindCounts={kindCounts} />
      <LeadRows rows={rows} empty="No leads match this filter." />
      <ListPagination filter={filter} pages={pages} base="/admin/leads" />
    </ListPage>
  );
}
