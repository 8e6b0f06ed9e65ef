import { InputField } from "#app/components/admin/input-field";
import { Award } from "lucide-react";
import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { EmailField, TextField } from "#app/components/ui/form-fields";
import { requireRoleMutation } from "#app/features/team/auth.server";
import { loadAdminList } from "#app/features/backoffice/list/list-loader.server";
import {
  CertificateFilterForm,
  CertificateRows,
} from "#app/features/certificates/admin/certificate-ui";
import {
  HOLDER_NAME_MAX,
  issueCertificateSchema,
  parseCertificateFilter,
  PROGRAM_MAX,
  todayInMalaysia,
} from "#app/features/certificates/admin/certificates.schema";
import { issueCertificate } from "#app/features/certificates/admin/certificates.server";
import {
  listCertificates,
  programSuggestions,
} from "#app/features/certificates/admin/certificate-queries.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { countOf, ListPage, ListPagination } from "#app/features/backoffice/list/list-page";
import { invalid } from "#app/lib/action-result";
import { fieldErrorsOf, formValues, parseForm, type FieldErrors } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { fieldBinder } from "#app/lib/field-binding";

export const meta: Route.MetaFunction = () => adminMeta("Certificates · Back office");

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, parseCertificateFilter, async (filter) => {
    const [list, programs] = await Promise.all([listCertificates(filter), programSuggestions()]);
    return { ...list, programs, today: todayInMalaysia() };
  });
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const formData = await readFormData(request);
  const parsed = parseForm(issueCertificateSchema, formData);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const certificate = await issueCertificate(actor, parsed.data);
  return redirectWithToast(`/admin/certificates/${certificate.id}`, {
    type: "success",
    title: `Certificate ${certificate.id} issued`,
    description: `Mailed to ${parsed.data.email} with the verify and LinkedIn links.`,
  });
}

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pages, programs, today } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? (result?.status === "invalid" ? result.fieldErrors : {});
  const values = result && "values" in result ? result.values : {};
  const bind = fieldBinder(values, errors);
  // Typed by the team for someone else: required, and never the browser's own autofill.
  const typed = (name: string) => ({ ...bind(name), required: true, autoComplete: "off" });
  const refusal = result?.status === "error" ? result.message : null;
  const open = result !== undefined || Object.keys(errors).length > 0;

  return (
    <ListPage
      title="Certificates"
      summary={`${countOf(total, "certificate", "certificates")}, newest first. Anyone can check one at /verify by its ID.`}
      align="start"
      actions={
        <ExportCsvLink
          href="/admin/certificates.csv"
          filter={{ status: filter.status, q: filter.q }}
        />
      }
    >
      <details open={open || undefined} className="group rounded-lg border bg-background">
        <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold hover:bg-muted">
          <Award aria-hidden="true" className="size-4" /> Issue certificate
        </summary>
        <Form
          method="post"
          noValidate
          aria-label="Issue certificate"
          className="grid gap-x-4 border-t p-4 sm:grid-cols-2"
          onSubmit={(event) => {
            const check = issueCertificateSchema.safeParse(
              formValues(new FormData(event.currentTarget)),
            );
            if (!check.success) {
              event.preventDefault();
              setClientErrors(fieldErrorsOf(check.error));
              return;
            }
            setClientErrors(null);
          }}
        >
          <FormAlert message={refusal} />
          <TextField
            label="Holder name"
            {...typed("holderName")}
            maxLength={HOLDER_NAME_MAX}
            description="As it should read on the certificate and on /verify."
          />
          <EmailField
            label="E-mail"
            {...typed("email")}
            description="The certificate is mailed here."
          />
          <TextField
            label="Program"
            {...typed("program")}
            maxLength={PROGRAM_MAX}
            list="certificate-programs"
            className="sm:col-span-2"
          />
          <datalist id="certificate-programs">
            {programs.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
          <InputField
            label="Issue date"
            error={errors.issuedOn}
            type="date"
            name="issuedOn"
            required
            max={today}
            defaultValue={values.issuedOn ?? today}
          />
          <InputField
            label="Expiry date (optional)"
            error={errors.expiresOn}
            description="Leave empty for a certificate that does not expire."
            type="date"
            name="expiresOn"
            defaultValue={values.expiresOn ?? ""}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? "Issuing…" : "Issue and mail certificate"}
            </Button>
          </div>
        </Form>
      </details>

      <CertificateFilterForm filter={filter} />
      <CertificateRows rows={rows} />
      <ListPagination base="/admin/certificates" filter={filter} pages={pages} />
    </ListPage>
  );
}
