import { BackLink } from "#app/features/backoffice/shell/back-link";
import { ContactLinks } from "#app/components/contact-links";
import { Badge } from "#app/components/ui/badge";
import { FormAlert } from "#app/components/ui/form-alert";
import type { ActionResult } from "#app/lib/action-result";
import { formatDateTime } from "#common/dates";
import { leadKindLabel } from "./filters";
import type { LeadDetail } from "./lead-detail.server";
import { LeadFollowUp } from "./lead-follow-up";
import { ManageLink } from "./lead-manage-link";
import { LeadRecord } from "./lead-record";
import { StatusBadge } from "./leads-list";

/** The number a lead left, whichever form it came from. */
function phoneOf(source: Record<string, unknown> | null): string | null {
  for (const key of ["phone", "hrPhone", "userPhone"]) {
    const value = source?.[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return null;
}

/** One lead in the back office: who, what they sent, and the team's follow-up. */
export function LeadPage({
  detail,
  actionData,
}: {
  detail: LeadDetail;
  /** The refused form's answer, if any. */
  actionData: ActionResult | undefined;
}) {
  const { lead, source, attendees, group, mails, events } = detail;
  const formError = actionData?.status === "error" ? actionData.message : null;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <BackLink to={lead.spam ? "/admin/leads/spam" : "/admin/leads"}>
        {lead.spam ? "Spam" : "Leads"}
      </BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words">
          {lead.name || "(no name)"}
        </h1>
        <Badge variant="outline">{leadKindLabel(lead)}</Badge>
        <StatusBadge status={lead.status} />
        {lead.spam && (
          <Badge variant="accent">Suspected spam: {lead.spamReason ?? "unknown"}</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">Received {formatDateTime(lead.createdAt)}</p>
      <ContactLinks
        email={lead.email || null}
        phone={phoneOf(source)}
        name={lead.name || lead.email}
      />
      <ManageLink kind={lead.kind} source={source} />
      <FormAlert message={formError} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LeadRecord lead={lead} source={source} attendees={attendees} group={group} mails={mails} />
        <LeadFollowUp lead={lead} events={events} actionData={actionData} />
      </div>
    </main>
  );
}
