import { Archive, Copy, ExternalLink, Trash2, Users } from "lucide-react";
import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/edit";
import { foundByIdOr404 } from "#app/features/backoffice/found-by-id";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { FlashToast } from "#app/components/flash-toast";
import { Button } from "#app/components/ui/button";
import { StatusButton } from "#app/components/ui/status-button";
import { told } from "#common/outcome";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { runMasterclassIntent } from "#app/features/catalogue/admin/intents.server";
import { MasterclassFields } from "#app/features/catalogue/admin/masterclass-form";
import {
  ANSWER_FIELD,
  COURSE_FORM_ID,
  CourseChangeQuestion,
} from "#app/features/catalogue/admin/course-change-question";
import { joinLinkOf } from "#app/features/catalogue/course-join-link.server";
import {
  parseMasterclassForm,
  refusedMasterclass,
} from "#app/features/catalogue/admin/masterclass.schema";
import {
  findMasterclass,
  formValuesOf,
  getDb,
  registrationCount,
  updateMasterclass,
} from "#app/features/catalogue/admin/masterclasses.server";
import { StatusBadge } from "#app/features/catalogue/admin/status-badge";
import { formatDateRange } from "#common/dates";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { useIsPending } from "#app/lib/use-is-pending";
import { AlertPanel } from "#app/features/backoffice/shell/alert-panel";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(`${loaderData?.course.title ?? "Masterclass"} · Back office`);

function courseOr404(id: string) {
  return foundByIdOr404(id, (id) => findMasterclass(getDb(), id), "Masterclass not found");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, "editor");
  const course = await courseOr404(params.id);
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      status: course.status,
      date: course.date,
      endDate: course.endDate,
    },
    values: { ...formValuesOf(course), joinUrl: (await joinLinkOf(getDb(), course.id)) ?? "" },
    registrations: await registrationCount(getDb(), course.id),
    canSeeRegistrations: user.role === "admin",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "editor");
  const course = await courseOr404(params.id);
  const formData = await readFormData(request);
  // The answer to the question asked before a change that concerns the people on the course.
  const answer = formData.get(ANSWER_FIELD);
  if (formData.get("intent") !== "save" && answer === null) {
    formData.set("id", course.id);
    return runMasterclassIntent(actor, formData, `/admin/masterclasses/${course.id}`);
  }
  const parsed = parseMasterclassForm(formData);
  if (!parsed.success) {
    if ("malformed" in parsed) throw data("This form could not be read.", { status: 400 });
    return refusedMasterclass(parsed.fieldErrors, parsed.values);
  }
  const updated = await updateMasterclass(getDb(), actor, course.id, parsed.data, {
    confirmed: answer === "notify" || answer === "silent",
    notify: answer === "notify",
  });
  if (!updated.ok) {
    if (updated.reason === "not-found") throw data("Masterclass not found", { status: 404 });
    return refusedMasterclass({ slug: told(updated) }, parsed.values);
  }
  const saved = updated.value;
  // Nothing is saved yet: the page asks, keeping what was typed.
  if (saved.kind === "ask") {
    // `askedAt` opens the dialog again when the same question is asked twice.
    return {
      status: "ask" as const,
      question: saved.question,
      values: parsed.values,
      askedAt: Date.now(),
    };
  }
  const live = saved.course.status === "published" ? "The change is live on the site. " : "";
  return redirectWithToast(`/admin/masterclasses/${course.id}`, {
    type: "success",
    title: "Masterclass saved",
    description:
      saved.notified > 0
        ? `${live}${saved.notified} ${saved.notified === 1 ? "person was" : "people were"} mailed the change.`
        : saved.changed
          ? `${live}Nobody was mailed about the change.`
          : live.trim() || undefined,
  });
}

export default function EditMasterclass({ loaderData, actionData }: Route.ComponentProps) {
  const { course, values, registrations, canSeeRegistrations } = loaderData;
  const pending = useIsPending();
  const shown = actionData?.values ?? values;
  const asked = actionData?.status === "ask" ? actionData : null;
  const confirmingDelete = useSearchParams()[0].get("confirm") === "delete";
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6">
      <div className="space-y-3">
        <Link to="/admin/masterclasses" className="text-sm text-muted-foreground hover:underline">
          ← Masterclasses
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{course.title}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <StatusBadge status={course.status} />
              <span>{formatDateRange(course.date, course.endDate)}</span>
              <span>
                {registrations} {registrations === 1 ? "registration" : "registrations"}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {course.status === "published" && (
              <Button asChild variant="outline" size="sm">
                <a href={`/shop/masterclasses/${course.slug}`} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" /> View on site
                </a>
              </Button>
            )}
            {canSeeRegistrations && (
              <Button asChild variant="outline" size="sm">
                <Link to={`/admin/registrations/${course.id}`}>
                  <Users aria-hidden="true" /> Registrations
                </Link>
              </Button>
            )}
          </div>
        </div>
        <Form method="post" className="flex flex-wrap gap-2 rounded-lg border bg-background p-3">
          {course.status === "published" ? (
            <Button type="submit" name="intent" value="unpublish" variant="outline" size="sm">
              Unpublish
            </Button>
          ) : (
            <Button type="submit" name="intent" value="publish" size="sm">
              Publish
            </Button>
          )}
          <Button type="submit" name="intent" value="duplicate" variant="outline" size="sm">
            <Copy aria-hidden="true" /> Duplicate for a new date
          </Button>
          {course.status !== "archived" && (
            <Button type="submit" name="intent" value="archive" variant="outline" size="sm">
              <Archive aria-hidden="true" /> Archive
            </Button>
          )}
          <DeleteCourse registrations={registrations} />
        </Form>
        {confirmingDelete && registrations === 0 && <ConfirmDelete title={course.title} />}
      </div>
      <Form method="post" noValidate className="space-y-6" id={COURSE_FORM_ID}>
        <MasterclassFields
          key={JSON.stringify(shown)}
          values={shown}
          errors={actionData?.status === "invalid" ? actionData.fieldErrors : {}}
        />
        {asked && <CourseChangeQuestion key={asked.askedAt} question={asked.question} />}
        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
          <StatusButton
            type="submit"
            name="intent"
            value="save"
            pending={pending}
            pendingLabel="Saving…"
          >
            Save changes
          </StatusButton>
        </div>
      </Form>
      <FlashToast toast={actionData && "toast" in actionData ? actionData.toast : undefined} />
    </div>
  );
}

/**
 * Delete asks first, on the page itself (a link to `?confirm=delete`), so it
 * works without JavaScript; a course with registrations can only be archived.
 */
function DeleteCourse({ registrations }: { registrations: number }) {
  if (registrations > 0) {
    return (
      <p className="self-center text-xs text-muted-foreground">
        Has registrations: archive it instead of deleting.
      </p>
    );
  }
  return (
    <Button
      asChild
      variant="outline"
      size="sm"
      className="text-destructive hover:bg-destructive/10"
    >
      <Link to="?confirm=delete" preventScrollReset>
        <Trash2 aria-hidden="true" /> Delete
      </Link>
    </Button>
  );
}

function ConfirmDelete({ title }: { title: string }) {
  return (
    <AlertPanel
      id="confirm-delete-title"
      title={`Delete ${title}?`}
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <p className="mt-1 text-sm text-muted-foreground">
        It leaves the site and cannot be brought back.
      </p>
      <Form method="post" action="." className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="delete" variant="destructive" size="sm">
          Delete
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="." preventScrollReset>
            Cancel
          </Link>
        </Button>
      </Form>
    </AlertPanel>
  );
}
