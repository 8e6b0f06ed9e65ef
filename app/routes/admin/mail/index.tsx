import { pageCount } from "#app/features/backoffice/list/list-filter";
import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { retryAction } from "#app/features/mail/mail-actions.server";
import { devMailboxActive, listOutbox, statusCounts } from "#app/features/mail/mail.server";
import { isOutboxStatus, PAGE_SIZE } from "#app/features/mail/statuses";
import { OutboxPage } from "#app/features/mail/outbox-page";

export const meta: Route.MetaFunction = () => adminMeta("Mail · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const counts = await statusCounts();
  const asked = url.searchParams.get("status");
  const status = isOutboxStatus(asked) ? asked : counts.failed > 0 ? "failed" : "sent";
  const pageNumber = Number(url.searchParams.get("page") ?? "1");
  const page =
    Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  const mails = await listOutbox(status, page);
  return {
    counts,
    status,
    page,
    pages: pageCount(counts[status], PAGE_SIZE),
    mails,
    dev: devMailboxActive(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  return retryAction(request, `/admin/mail${url.search}`);
}

export default function MailOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OutboxPage
      {...loaderData}
      error={actionData?.status === "error" ? actionData.message : null}
    />
  );
}
