import { TextLink } from "#app/features/backoffice/shell/text-link";
import { InputField } from "#app/components/admin/input-field";
import { BackLink } from "#app/features/backoffice/shell/back-link";
import { ExternalLink, Mail } from "lucide-react";
import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/detail";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { TextareaField } from "#app/components/ui/form-fields";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { CertificateStatusBadge } from "#app/features/certificates/admin/certificate-ui";
import {
  REASON_MAX,
  revokeCertificateSchema,
  todayInMalaysia,
} from "#app/features/certificates/admin/certificates.schema";
import {
  resendCertificate,
  revokeCertificate,
  type CertificateOutcome,
} from "#app/features/certificates/admin/certificates.server";
import { findCertificate } from "#app/features/certificates/admin/certificate-queries.server";
import {
  isCertificateIdShape,
  normaliseCertificateId,
} from "#app/features/certificates/certificates.server";
import { failed, invalid, refusedWith } from "#app/lib/action-result";
import { formatDate, formatDateTime } from "#common/dates";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";
import { fieldBinder } from "#app/lib/field-binding";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`${data?.certificate.id ?? "Certificate"} · Back office`);

const NOT_FOUND = { error: "No such certificate" };

/** The ID from the URL, as /verify reads it; anything no certificate can have is a 404. */
function idOf(params: { id?: string }): string {
  const raw = params.id ?? "";
  if (!isCertificateIdShape(raw)) throw data(NOT_FOUND, { status: 404 });
  return normaliseCertificateId(raw);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const found = await findCertificate(idOf(params));
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return { ...found, today: todayInMalaysia() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const id = idOf(params);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  let outcome: CertificateOutcome;
  if (intent === "revoke") {
    const parsed = parseForm(revokeCertificateSchema, formData);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    outcome = await revokeCertificate(actor, id, parsed.data);
  } else if (intent === "resend") {
    outcome = await resendCertificate(actor, id);
  } else {
    return failed("This request could not be read.", formValues(formData), { status: 400 });
  }
  if (!outcome.ok) {
    if (outcome.reason === "not-found") throw data(NOT_FOUND, { status: 404 });
    return refusedWith(outcome, formValues(formData));
  }
  return redirectWithToast(`/admin/certificates/${id}`, {
    type: "success",
    title: outcome.value,
  });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default function CertificateDetail({ loaderData }: Route.ComponentProps) {
  const { certificate: c, course, registration, mails, history, today } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = result?.status === "invalid" ? result.fieldErrors : {};
  const values = result && "values" in result ? result.values : {};
  const bind = fieldBinder(values, errors);
  const refusal = result?.status === "error" ? result.message : null;
  const verifyPath = `/verify?id=${encodeURIComponent(c.id)}`;

  return (
    <main id="main" className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <BackLink to="/admin/certificates">All certificates</BackLink>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight">
          <span className="font-mono break-all">{c.id}</span>
          <CertificateStatusBadge status={c.status} expired={c.expired} />
        </h1>
      </div>
      <FormAlert message={refusal} />

      <TitledSection
        id="certificate-facts"
        title="Certificate"
        className="rounded-lg border bg-background p-4"
        titleClassName="sr-only"
      >
        <dl className="grid gap-3">
          <Row label="Holder">{c.holderName}</Row>
          <Row label="E-mail">{c.email ?? <span className="text-muted-foreground">None</span>}</Row>
          <Row label="Program">{c.program}</Row>
          <Row label="Issued">{formatDate(c.issuedOn)}</Row>
          <Row label="Expires">{c.expiresOn ? formatDate(c.expiresOn) : "Does not expire"}</Row>
          {c.revokedAt && (
            <>
              <Row label="Revoked">{formatDate(c.revokedAt)}</Row>
              <Row label="Reason (internal)">{c.revokedReason ?? "—"}</Row>
            </>
          )}
          {course && (
            <Row label="Course">
              <TextLink to={`/admin/registrations/${course.id}`}>{course.title}</TextLink>
              {registration && (
                <span className="text-muted-foreground"> · {registration.reference}</span>
              )}
            </Row>
          )}
          <Row label="Public check">
            <a
              href={verifyPath}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              {verifyPath} <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </Row>
          {c.status === "valid" && !c.expired && (
            <Row label="PDF">
              <a
                href={`/certificates/${encodeURIComponent(c.id)}/pdf`}
                className="text-primary hover:underline"
              >
                Download the certificate (PDF)
              </a>
            </Row>
          )}
        </dl>
      </TitledSection>

      {c.status === "valid" && (
        <div className="grid gap-4 md:grid-cols-2">
          <TitledSection
            id="resend"
            title="Send again"
            className="grid content-start gap-2 rounded-lg border bg-background p-4"
            titleClassName="font-semibold"
          >
            <p className="text-sm text-muted-foreground">
              {c.email
                ? `Mails the certificate, with its verify and LinkedIn links, to ${c.email} again.`
                : "This certificate has no e-mail address."}
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <Button type="submit" variant="outline" disabled={busy || !c.email}>
                <Mail aria-hidden="true" /> Re-send certificate mail
              </Button>
            </Form>
          </TitledSection>

          <TitledSection
            id="revoke"
            title="Revoke"
            className="grid content-start gap-2 rounded-lg border border-destructive/40 bg-background p-4"
            titleClassName="font-semibold text-destructive"
          >
            <p className="text-sm text-muted-foreground">
              /verify will show it as revoked, with the date; the reason stays internal.
            </p>
            <Form method="post" className="grid gap-1">
              <input type="hidden" name="intent" value="revoke" />
              <TextareaField
                label="Reason"
                {...bind("reason")}
                required
                rows={3}
                maxLength={REASON_MAX}
              />
              <InputField
                label="Revoked on"
                error={errors.revokedOn}
                type="date"
                name="revokedOn"
                required
                min={c.issuedOn}
                max={today}
                defaultValue={values.revokedOn ?? today}
              />
              <div>
                <Button type="submit" variant="destructive" disabled={busy}>
                  Revoke certificate
                </Button>
              </div>
            </Form>
          </TitledSection>
        </div>
      )}

      <TitledSection id="mails" title="Mails">
        {mails.length === 0 ? (
          <p className="text-sm text-muted-foreground">No mail has been queued for it.</p>
        ) : (
          <ul className="divide-y rounded-lg border bg-background text-sm">
            {mails.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
                <TextLink to={`/admin/mail/${m.id}`} className="font-medium">
                  {m.status}
                </TextLink>
                <span className="break-all">{m.toAddress}</span>
                <span className="text-muted-foreground">
                  queued {formatDateTime(m.createdAt)}
                  {m.sentAt ? ` · sent ${formatDateTime(m.sentAt)}` : ""}
                </span>
                {m.lastError && <span className="w-full text-destructive">{m.lastError}</span>}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <TitledSection id="history" title="History">
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded.</p>
        ) : (
          <ul className="divide-y rounded-lg border bg-background text-sm">
            {history.map((h) => (
              <li key={h.id} className="grid gap-0.5 px-4 py-2">
                <span>{h.summary}</span>
                <span className="text-muted-foreground">
                  {h.actorEmail} · {formatDateTime(h.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </main>
  );
}
