import type { Route } from "./+types/credit-note";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { creditNoteSchema } from "#app/features/invoices/admin/credit-note.schema";
import {
  creditableInvoiceOr404,
  issueManualCreditNote,
} from "#app/features/invoices/admin/credit-note.server";
import { CreditNotePage } from "#app/features/invoices/admin/credit-note-page";
import { invalid, refusedWith } from "#app/lib/action-result";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { formatMYR } from "#common/money";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Credit note for ${params.number}`);

/** Buyers' names and money: admins only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return { invoice: await creditableInvoiceOr404(params.number) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  await creditableInvoiceOr404(params.number);
  const formData = await readFormData(request);
  const values = formValues(formData);
  const parsed = parseForm(creditNoteSchema, formData);
  if (!parsed.success) return invalid(parsed.fieldErrors, values);
  const note = await issueManualCreditNote(actor, params.number, parsed.data);
  if (!note.ok) {
    // Too much for what is left is the amount's fault; anything else is the invoice's state.
    return note.reason === "invalid"
      ? invalid({ amount: note.message ?? "Check the amount." }, values)
      : refusedWith(note, values);
  }
  // Newest first: the credit note tops the list.
  return redirectWithToast("/admin/invoices", {
    type: "success",
    title: `Credit note ${note.value.number} issued`,
    description: `${formatMYR(parsed.data.amount)} credited against ${params.number}; its PDF is on its way to the buyer.`,
  });
}

export default function CreditNote({ loaderData, actionData }: Route.ComponentProps) {
  return <CreditNotePage invoice={loaderData.invoice} answer={actionData} />;
}
