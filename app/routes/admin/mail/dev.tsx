import { PageHead } from "#app/features/backoffice/shell/page-head";
import { LinkList } from "#app/features/backoffice/list/card-list";
import type { Route } from "./+types/dev";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { devMailboxActive, listDevMailbox } from "#app/features/mail/mail.server";
import { formatDateTime } from "#common/dates";

export const meta: Route.MetaFunction = () => adminMeta("Dev mailbox · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const active = devMailboxActive();
  return { active, messages: active ? await listDevMailbox() : [] };
}

/** DATA_DIR/mail/*.eml, newest first: what the dev transport kept instead of sending. */
export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { active, messages } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <PageHead back={{ to: "/admin/mail", label: "Outbox" }} title="Dev mailbox">
        <p className="text-muted-foreground">
          {active
            ? "No SMTP server is configured (SMTP_URL), so mails are kept in DATA_DIR/mail instead of being sent. Read only."
            : "Mails are sent through SMTP_URL; there is no dev mailbox."}
        </p>
      </PageHead>
      {active && messages.length === 0 && (
        <p className="rounded-lg border bg-background p-6 text-muted-foreground">No mails yet.</p>
      )}
      {messages.length > 0 && (
        <LinkList rows={messages} keyOf={(m) => m.file} to={(m) => `/admin/mail/${m.id}`}>
          {(m) => (
            <>
              <span className="min-w-0 flex-1 basis-64">
                <span className="block font-medium">{m.subject || "(no subject)"}</span>
                <span className="block text-sm break-all text-muted-foreground">To {m.to}</span>
              </span>
              <span className="text-sm whitespace-nowrap text-muted-foreground">
                {formatDateTime(m.modified)}
              </span>
            </>
          )}
        </LinkList>
      )}
    </div>
  );
}
