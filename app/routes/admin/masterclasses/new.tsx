import { data, Form } from "react-router";
import type { Route } from "./+types/new";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { FlashToast } from "#app/components/flash-toast";
import { StatusButton } from "#app/components/ui/status-button";
import { told } from "#common/outcome";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { MasterclassFields } from "#app/features/catalogue/admin/masterclass-form";
import {
  parseMasterclassForm,
  refusedMasterclass,
} from "#app/features/catalogue/admin/masterclass.schema";
import { createMasterclass, getDb } from "#app/features/catalogue/admin/masterclasses.server";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { useIsPending } from "#app/lib/use-is-pending";

export const meta: Route.MetaFunction = () => adminMeta("New masterclass · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  const parsed = parseMasterclassForm(formData);
  if (!parsed.success) {
    if ("malformed" in parsed) throw data("This form could not be read.", { status: 400 });
    return refusedMasterclass(parsed.fieldErrors, parsed.values);
  }
  const status = formData.get("intent") === "publish" ? "published" : "draft";
  const created = await createMasterclass(getDb(), actor, parsed.data, status);
  if (!created.ok) return refusedMasterclass({ slug: told(created) }, parsed.values);
  return redirectWithToast(`/admin/masterclasses/${created.value.id}`, {
    type: "success",
    title: status === "published" ? "Masterclass published" : "Draft saved",
    description: created.value.title,
  });
}

export default function NewMasterclass({ actionData }: Route.ComponentProps) {
  const pending = useIsPending();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">New masterclass</h1>
      <Form method="post" noValidate className="space-y-6">
        <MasterclassFields
          key={JSON.stringify(actionData?.values ?? {})}
          values={actionData?.values ?? { type: "masterclass", format: "virtual" }}
          errors={actionData?.status === "invalid" ? actionData.fieldErrors : {}}
        />
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
          <StatusButton
            type="submit"
            name="intent"
            value="draft"
            variant="outline"
            pending={pending}
            pendingLabel="Saving…"
          >
            Save draft
          </StatusButton>
          <StatusButton
            type="submit"
            name="intent"
            value="publish"
            pending={pending}
            pendingLabel="Saving…"
          >
            Save and publish
          </StatusButton>
        </div>
      </Form>
      <FlashToast toast={actionData?.toast} />
    </div>
  );
}
