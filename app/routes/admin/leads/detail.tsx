import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/detail";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { SelectField, TextareaField } from "#app/components/ui/form-fields";
import { pageTitle } from "#common/business";
import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import {
  isLeadStatus,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  NEXT_STATUSES,
} from "#app/features/leads/admin/filters";
import { formatField, leadFieldRows } from "#app/features/leads/admin/lead-fields";
import { StatusBadge } from "#app/features/leads/admin/leads-list";
import {
  addLeadNote,
  changeLeadStatus,
  getLeadDetail,
  releaseSpamLead,
} from "#app/features/leads/admin/leads.server";
import { invalid } from "#app/lib/action-result";
import { formatDateTime } from "#common/dates";
import { formValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Lead · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const idSchema = z.uuid();
const NOTE_MAX = 2000;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const id = idSchema.safeParse(params.id);
  const detail = id.success ? await getLeadDetail(id.data) : null;
  if (!detail) throw data({ error: "No such lead" }, { status: 404 });
  return detail;
}

function noteOf(formData: FormData): string | null | "too-long" {
  const raw = formData.get("note");
  const note = typeof raw === "string" ? raw.trim() : "";
  if (note.length > NOTE_MAX) return "too-long";
  return note || null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data({ error: "No such lead" }, { status: 404 });
  const formData = await readFormData(request);
  const values = formValues(formData);
  const intent = formData.get("intent");
  const here = `/admin/leads/${id.data}`;
  const note = noteOf(formData);
  if (note === "too-long") {
    return invalid({ note: `Notes can be at most ${NOTE_MAX} characters.` }, values);
  }

  if (intent === "status") {
    const from = formData.get("from");
    const to = formData.get("to");
    if (!isLeadStatus(from) || !isLeadStatus(to)) {
      return invalid({ to: "Choose the new status." }, values);
    }
    const result = await changeLeadStatus(actor, { id: id.data, from, to, note });
    if (result === "not-found") throw data({ error: "No such lead" }, { status: 404 });
    if (result === "not-allowed") {
      return invalid(
        {
          to: `A ${LEAD_STATUS_LABELS[from].toLowerCase()} lead cannot become ${LEAD_STATUS_LABELS[to].toLowerCase()}.`,
        },
        values,
      );
    }
    if (result === "stale") {
      return redirectWithToast(here, {
        type: "error",
        title: "Someone changed this lead meanwhile",
        description: "Check its status and try again.",
      });
    }
    return redirectWithToast(here, {
      type: "success",
      title: `Marked as ${LEAD_STATUS_LABELS[to].toLowerCase()}`,
    });
  }

  if (intent === "note") {
    if (!note) return invalid({ note: "Write a note first." }, values);
    if (!(await addLeadNote(actor, { id: id.data, note })))
      throw data({ error: "No such lead" }, { status: 404 });
    return redirectWithToast(here, { type: "success", title: "Note added" });
  }

  if (intent === "not-spam") {
    const released = await releaseSpamLead(actor, id.data);
    return redirectWithToast(
      here,
      released
        ? {
            type: "success",
            title: "Moved to the inbox",
            description: "Its held mails are on their way.",
          }
        : {
            type: "error",
            title: "Nothing changed",
            description: "This lead is not in the Spam folder.",
          },
    );
  }

  throw data({ error: "Unknown action" }, { status: 400 });
}

function QuizAnswers({ source }: { source: Record<string, unknown> }) {
  const path = source.path as QuizPath;
  const answers = (source.answers ?? {}) as Record<string, string>;
  const questions = quizQuestions[path] ?? [];
  return (
    <section
      aria-labelledby="quiz-answers"
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      <h2 id="quiz-answers" className="text-lg font-semibold">
        Quiz answers · score {String(source.score)} · {formatField(source.band, "label")}
      </h2>
      <ol className="grid gap-2 text-sm">
        {questions.map((q, i) => {
          const chosen = answers[String(i + 1)];
          const option = q.options.find((o) => o.id === chosen);
          return (
            <li key={q.question}>
              <p className="font-medium">
                {i + 1}. {q.question}
              </p>
              <p className="text-muted-foreground">
                {option ? `${option.label} (${option.points} pts)` : (chosen ?? "—")}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Where the lead is acted on: a book order in Book orders (found by its
 * reference), a course registration or HRDC booking in its course's
 * registrations, where payment is confirmed and seats are managed.
 */
function manageTarget(
  kind: string,
  source: Record<string, unknown> | null,
): { to: string; label: string } | null {
  if (!source) return null;
  if (kind === "registration" && source.productType === "book") {
    const reference = typeof source.reference === "string" ? source.reference : "";
    return {
      to: `/admin/book-orders?q=${encodeURIComponent(reference)}`,
      label: "Open this order in Book orders",
    };
  }
  const courseId =
    kind === "registration" && source.productType === "masterclass"
      ? source.productId
      : kind === "registration_group"
        ? source.masterclassId
        : null;
  return typeof courseId === "string"
    ? { to: `/admin/registrations/${courseId}`, label: "Open the course's registrations" }
    : null;
}

function ManageLink({ kind, source }: { kind: string; source: Record<string, unknown> | null }) {
  const target = manageTarget(kind, source);
  if (!target) return null;
  return (
    <p>
      <Button asChild variant="outline" size="sm">
        <Link to={target.to}>
          {target.label} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </p>
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, source, attendees, group, mails, events } = loaderData;
  const next = NEXT_STATUSES[lead.status];
  // A refusal belongs to the form that was sent: its messages at its fields, its values kept.
  const refused = (intent: string) =>
    actionData?.values.intent === intent ? actionData : undefined;
  const statusRefusal = refused("status");
  const noteRefusal = refused("note");
  const errorsOf = (result: typeof actionData) =>
    result?.status === "invalid" ? result.fieldErrors : {};
  const statusErrors = errorsOf(statusRefusal);
  const noteErrors = errorsOf(noteRefusal);
  const formError = actionData?.status === "error" ? actionData.message : null;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <Link
        to={lead.spam ? "/admin/leads/spam" : "/admin/leads"}
        className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {lead.spam ? "Spam" : "Leads"}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words">
          {lead.name || "(no name)"}
        </h1>
        <Badge variant="outline">{LEAD_KIND_LABELS[lead.kind]}</Badge>
        <StatusBadge status={lead.status} />
        {lead.spam && (
          <Badge variant="accent">Suspected spam: {lead.spamReason ?? "unknown"}</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Received {formatDateTime(lead.createdAt)} · {lead.email}
      </p>
      <ManageLink kind={lead.kind} source={source} />
      <FormAlert message={formError} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <section aria-labelledby="lead-fields" className="rounded-lg border bg-background p-4">
            <h2 id="lead-fields" className="mb-3 text-lg font-semibold">
              Details
            </h2>
            {source ? (
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
                {leadFieldRows(lead.kind, source).map((f) => (
                  <div key={f.label} className="contents">
                    <dt className="font-medium text-muted-foreground">{f.label}</dt>
                    <dd className="break-words whitespace-pre-wrap">{f.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">The source record is gone.</p>
            )}
          </section>
          {lead.kind === "quiz" && source && <QuizAnswers source={source} />}
          {group && (
            <section
              aria-labelledby="lead-group"
              className="rounded-lg border bg-background p-4 text-sm"
            >
              <h2 id="lead-group" className="mb-2 text-lg font-semibold">
                HRDC group
              </h2>
              <p>
                {String(group.companyName)} · {String(group.reference)} · HR {String(group.hrName)}{" "}
                ({String(group.hrEmail)})
              </p>
            </section>
          )}
          {lead.kind === "registration_group" && (
            <section
              aria-labelledby="lead-attendees"
              className="rounded-lg border bg-background p-4 text-sm"
            >
              <h2 id="lead-attendees" className="mb-2 text-lg font-semibold">
                Attendees ({attendees.length})
              </h2>
              <ul className="grid gap-1">
                {attendees.map((a) => (
                  <li key={String(a.id)}>
                    {String(a.name)} · {String(a.email)} · {String(a.reference)} ·{" "}
                    {formatField(a.status, "label")}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section
            aria-labelledby="lead-mails"
            className="rounded-lg border bg-background p-4 text-sm"
          >
            <h2 id="lead-mails" className="mb-2 text-lg font-semibold">
              Mails ({mails.length})
            </h2>
            {mails.length === 0 ? (
              <p className="text-muted-foreground">No mails for this lead.</p>
            ) : (
              <ul className="grid gap-1">
                {mails.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center gap-2">
                    <Badge variant={m.status === "sent" ? "success" : "outline"}>{m.status}</Badge>
                    <span>{m.subject ?? "(not rendered yet)"}</span>
                    <span className="text-muted-foreground">to {m.recipientRole}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="grid content-start gap-4">
          {lead.spam ? (
            <Form method="post" className="rounded-lg border bg-background p-4">
              <input type="hidden" name="intent" value="not-spam" />
              <p className="mb-3 text-sm">This item is in the Spam folder; its mails are held.</p>
              <Button type="submit">Not spam</Button>
            </Form>
          ) : (
            <Form
              method="post"
              className="grid gap-3 rounded-lg border bg-background p-4"
              aria-labelledby="status-heading"
            >
              <h2 id="status-heading" className="text-lg font-semibold">
                Change status
              </h2>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="from" value={lead.status} />
              {next.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  This lead is won; its status is final.
                </p>
              ) : (
                <>
                  <SelectField
                    label="New status"
                    name="to"
                    options={next.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
                    defaultValue={
                      next.find((s) => s === statusRefusal?.values.to) ?? next[0] ?? undefined
                    }
                    error={statusErrors.to}
                  />
                  <TextareaField
                    label="Note (optional)"
                    name="note"
                    maxLength={NOTE_MAX}
                    defaultValue={statusRefusal?.values.note}
                    error={statusErrors.note}
                  />
                  <Button type="submit">Save status</Button>
                </>
              )}
            </Form>
          )}
          <Form method="post" className="grid gap-3 rounded-lg border bg-background p-4">
            <input type="hidden" name="intent" value="note" />
            <TextareaField
              label={<span className="text-lg font-semibold">Add a note</span>}
              name="note"
              maxLength={NOTE_MAX}
              required
              defaultValue={noteRefusal?.values.note}
              error={noteErrors.note}
            />
            <Button type="submit" variant="outline">
              Add note
            </Button>
          </Form>
          <section
            aria-labelledby="lead-timeline"
            className="rounded-lg border bg-background p-4 text-sm"
          >
            <h2 id="lead-timeline" className="mb-2 text-lg font-semibold">
              Timeline
            </h2>
            <ol className="grid gap-3 border-l pl-4">
              {[...events].reverse().map((e) => (
                <li key={e.id}>
                  <p className="font-medium">
                    {e.status ? `Marked ${LEAD_STATUS_LABELS[e.status].toLowerCase()}` : "Note"}
                  </p>
                  {e.note && <p className="whitespace-pre-wrap">{e.note}</p>}
                  <p className="text-muted-foreground">
                    {e.actorEmail} ·{" "}
                    <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  </p>
                </li>
              ))}
              <li>
                <p className="font-medium">Received</p>
                <p className="text-muted-foreground">
                  <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                </p>
              </li>
            </ol>
          </section>
        </div>
      </div>
    </main>
  );
}
