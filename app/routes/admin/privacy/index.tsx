import { Download, Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { EmailField } from "#app/components/ui/form-fields";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { LEAD_KIND_LABELS, LEAD_KINDS } from "#app/features/leads/admin/filters";
import { personEmailSchema } from "#app/features/privacy/privacy.schema";
import { findPerson } from "#app/features/privacy/privacy.server";
import { erasePerson } from "#app/features/privacy/erasure.server";
import { erasurePlan } from "#app/features/privacy/erasure-plan.server";
import { formatDate } from "#common/dates";
import { failed, invalid } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Personal data · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const raw = new URL(request.url).searchParams.get("email");
  if (!raw) return { email: "", error: null, person: null, plan: null };
  const email = personEmailSchema.safeParse(raw);
  if (!email.success)
    return {
      email: raw,
      error: email.error.issues[0]?.message ?? "Invalid",
      person: null,
      plan: null,
    };
  const [person, plan] = await Promise.all([findPerson(email.data), erasurePlan(email.data)]);
  return {
    plan,
    email: email.data,
    error: null,
    person: {
      counts: Object.fromEntries(LEAD_KINDS.map((k) => [k, person.records[k].length])),
      certificates: person.certificates.length,
      total: person.total,
      mails: person.mails.length,
      outboxRecipientCount: person.outboxRecipientCount,
      notes: person.notes.length,
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const formData = await readFormData(request);
  const values = formValues(formData);
  const email = personEmailSchema.safeParse(formData.get("email") ?? "");
  if (formData.get("intent") !== "erase") throw data({ error: "Unknown action" }, { status: 400 });
  // The address is the search's, in a hidden field: refused only when tampered with.
  if (!email.success) {
    return failed("Enter a valid e-mail address.", values, { status: 400 });
  }
  if (formData.get("confirm") !== email.data) {
    return invalid({ confirm: "Type the address again to confirm the erasure." }, values);
  }
  const summary = await erasePerson(actor, email.data);
  return redirectWithToast("/admin/privacy", {
    type: "success",
    title: "Personal data erased",
    description: `${summary.total} records and ${summary.mails} mails anonymised.${
      summary.cancelledSeats.length > 0
        ? ` ${summary.cancelledSeats.length} upcoming ${summary.cancelledSeats.length === 1 ? "place" : "places"} cancelled (${summary.cancelledSeats.join(", ")}).`
        : ""
    }`,
  });
}

export default function PrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, error, person, plan } = loaderData;
  const eraseErrors = actionData?.status === "invalid" ? actionData.fieldErrors : {};
  const eraseRefusal = actionData?.status === "error" ? actionData.message : null;
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-4 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Personal data</h1>
        <p className="text-sm text-muted-foreground">
          Find everything stored about an e-mail address, export it, or erase it (PDPA). Erasing
          keeps counts, money, dates and references.
        </p>
      </div>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-2 rounded-lg border bg-background p-4"
        role="search"
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="privacy-email">E-mail address</Label>
          <Input
            id="privacy-email"
            name="email"
            type="email"
            required
            defaultValue={email}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> Find
        </Button>
        {error && (
          <p role="alert" className="w-full text-sm text-destructive">
            {error}
          </p>
        )}
      </Form>
      {person && (
        <section
          aria-labelledby="privacy-found"
          className="grid gap-4 rounded-lg border bg-background p-4"
        >
          <h2 id="privacy-found" className="text-lg font-semibold">
            {person.total === 0
              ? "Nothing stored for this address"
              : `${person.total} ${person.total === 1 ? "record" : "records"} found`}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {LEAD_KINDS.map((k) => (
              <div key={k} className="contents">
                <dt>{LEAD_KIND_LABELS[k]}</dt>
                <dd className="text-right tabular-nums">{person.counts[k]}</dd>
              </div>
            ))}
            <dt>Certificates (kept on erase, without the e-mail)</dt>
            <dd className="text-right tabular-nums">{person.certificates}</dd>
            <dt>Mails to or about this person</dt>
            <dd className="text-right tabular-nums">{person.mails}</dd>
            <dt>Outbox messages addressed to it</dt>
            <dd className="text-right tabular-nums">{person.outboxRecipientCount}</dd>
            <dt>Team notes on these leads</dt>
            <dd className="text-right tabular-nums">{person.notes}</dd>
          </dl>
          <div>
            <Button asChild variant="outline">
              <Link
                to={`/admin/privacy/export?${new URLSearchParams({ email })}`}
                reloadDocument
                download
              >
                <Download aria-hidden="true" /> Export as JSON
              </Link>
            </Button>
          </div>
          {person.total + person.outboxRecipientCount > 0 && (
            <Form method="post" className="grid gap-2 rounded-md border border-destructive/40 p-4">
              <h3 className="font-semibold text-destructive">Erase this person</h3>
              <p className="text-sm">
                Names, e-mail addresses, phone numbers, organisations, roles and messages are
                replaced for good. This cannot be undone.
              </p>
              {plan && plan.upcoming.length > 0 && (
                <div className="grid gap-1 rounded-md bg-destructive/5 p-3 text-sm">
                  <p className="font-semibold">
                    {plan.upcoming.length === 1
                      ? "1 upcoming place will be cancelled"
                      : `${plan.upcoming.length} upcoming places will be cancelled`}
                    , as an erased person can no longer be reached; each seat goes to the waiting
                    list:
                  </p>
                  <ul className="list-disc pl-5">
                    {plan.upcoming.map((b) => (
                      <li key={b.reference}>
                        {b.title} · {formatDate(b.date)} ·{" "}
                        <span className="font-mono">{b.reference}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {plan && plan.past > 0 && (
                <p className="text-sm text-muted-foreground">
                  {plan.past} past {plan.past === 1 ? "place stays" : "places stay"} in the counts,
                  anonymous.
                </p>
              )}
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={email} />
              <FormAlert message={eraseRefusal} />
              <EmailField
                label="Type the address again to confirm"
                name="confirm"
                required
                autoComplete="off"
                defaultValue={actionData?.values.confirm}
                error={eraseErrors.confirm}
              />
              <Button type="submit" variant="destructive" className="justify-self-start">
                Erase personal data
              </Button>
            </Form>
          )}
        </section>
      )}
    </main>
  );
}
