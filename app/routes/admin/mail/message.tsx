import type { Route } from "./+types/message";
import { foundByIdOr404 } from "#app/features/backoffice/found-by-id";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { retryAction } from "#app/features/mail/mail-actions.server";
import { findMail, renderPreview } from "#app/features/mail/mail.server";
import { MailMessagePage } from "#app/features/mail/mail-message-page";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`${data?.mail.subject ?? "Mail"} · Back office`);

function mailOf(params: { id?: string }) {
  return foundByIdOr404(params.id, findMail, { error: "No such mail" });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const row = await mailOf(params);
  const preview = await renderPreview(row);
  return {
    mail: {
      id: row.id,
      formType: row.formType,
      recipientRole: row.recipientRole,
      toAddress: row.toAddress,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      skipReason: row.skipReason,
      subject: row.subject ?? (preview.ok ? preview.subject : null),
      leadRef: row.leadRef,
      messageId: row.messageId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      nextAttemptAt: row.nextAttemptAt,
      sentAt: row.sentAt,
    },
    preview,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The session and role first: an id that does not exist must tell a stranger nothing.
  await requireRoleMutation(request, "admin");
  return retryAction(request, `/admin/mail/${(await mailOf(params)).id}`);
}

export default function MailMessage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MailMessagePage
      {...loaderData}
      error={actionData?.status === "error" ? actionData.message : null}
    />
  );
}
