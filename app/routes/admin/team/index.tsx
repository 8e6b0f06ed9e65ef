import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/index";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { EmailField, SelectField, TextField } from "#app/components/ui/form-fields";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { DisableConfirmPanel, DisableMemberControl } from "#app/features/team/disable-member";
import { sendSetPasswordMail } from "#app/features/team/set-password-mail.server";
import {
  changeRole,
  inviteUser,
  listTeam,
  resetPassword,
  setDisabled,
  teamContext,
} from "#app/features/team/team.server";
import { inviteSchema, memberActionSchema, ROLE_OPTIONS } from "#app/features/team/team.schema";
import { failed, invalid, refusedWith } from "#app/lib/action-result";
import type { Refused } from "#common/outcome";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";
import { fieldBinder } from "#app/lib/field-binding";

export const meta: Route.MetaFunction = () => adminMeta("Team · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "admin");
  const team = await listTeam(teamContext().db);
  // `?disable=<id>`: the confirmation page (without JavaScript), for an account still active.
  const asked = new URL(request.url).searchParams.get("disable");
  const confirmDisable = team.find((member) => member.id === asked && !member.disabled) ?? null;
  return { team, me: user.id, confirmDisable };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const formData = await readFormData(request);
  const { db, secrets } = teamContext();
  const refusedHere = (outcome: Refused) => refusedWith(outcome, formValues(formData));
  if (formData.get("intent") === "invite") {
    const parsed = parseForm(inviteSchema, formData);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const invited = await inviteUser(db, secrets, actor, parsed.data, sendSetPasswordMail);
    if (!invited.ok) return refusedHere(invited);
    return redirectWithToast("/admin/team", {
      type: "success",
      title: `Invitation sent to ${invited.value.email}`,
      description: "The set-password link in it works once, for 24 hours.",
    });
  }
  const parsed = memberActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed("This request could not be read.", {}, { status: 400 });
  const { id } = parsed.data;
  switch (parsed.data.intent) {
    case "role": {
      const changed = await changeRole(db, actor, id, parsed.data.role);
      if (!changed.ok) return refusedHere(changed);
      return redirectWithToast("/admin/team", { type: "success", title: "Role changed" });
    }
    case "disable": {
      // Confirmed in the dialog or on the confirmation page; anything else is asked first.
      if (formData.get("confirm") !== "yes") return redirect(`/admin/team?disable=${id}`, 303);
      const disabled = await setDisabled(db, actor, id, true);
      if (!disabled.ok) return refusedHere(disabled);
      return redirectWithToast("/admin/team", {
        type: "success",
        title: "Account disabled",
        description: "Its sessions have ended.",
      });
    }
    case "enable": {
      const enabled = await setDisabled(db, actor, id, false);
      if (!enabled.ok) return refusedHere(enabled);
      return redirectWithToast("/admin/team", { type: "success", title: "Account enabled" });
    }
    case "reset": {
      const reset = await resetPassword(db, secrets, actor, id, sendSetPasswordMail);
      if (!reset.ok) return refusedHere(reset);
      return redirectWithToast("/admin/team", {
        type: "success",
        title: `Set-password link sent to ${reset.value.email}`,
      });
    }
  }
}

const dateTime = new Intl.DateTimeFormat("en-MY", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kuala_Lumpur",
});

/** One button's post about an account (enable, reset password). */
function MemberAction({
  intent,
  id,
  busy,
  variant,
  children,
}: {
  intent: "enable" | "reset";
  id: string;
  busy: boolean;
  variant: "outline" | "ghost";
  children: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {children}
      </Button>
    </Form>
  );
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const inviteErrors = result?.status === "invalid" ? result.fieldErrors : {};
  const values = result && "values" in result ? (result.values as Record<string, string>) : {};
  const bind = fieldBinder(values, inviteErrors);
  const refusal = result?.status === "error" ? result.message : null;

  return (
    <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Team</h1>
        <ExportCsvLink href="/admin/team.csv" />
      </div>
      <FormAlert message={refusal} />
      {loaderData.confirmDisable && <DisableConfirmPanel member={loaderData.confirmDisable} />}

      <TitledSection id="members-heading" title="Accounts" className="space-y-3">
        <ul className="space-y-3" data-testid="team-list">
          {loaderData.team.map((member) => (
            <li key={member.id} className="rounded-xl border bg-card p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-all">
                    {member.name}{" "}
                    <span className="font-normal text-muted-foreground">{member.email}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <span className="capitalize">{member.role}</span>
                    {member.disabled ? " · Disabled" : ""}
                    {member.id === loaderData.me ? " · You" : ""} · Last sign-in:{" "}
                    {member.lastLoginAt ? dateTime.format(new Date(member.lastLoginAt)) : "never"}
                  </p>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-end gap-2">
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="id" value={member.id} />
                  <label className="text-sm">
                    <span className="sr-only">Role of {member.email}</span>
                    <select
                      name="role"
                      defaultValue={member.role}
                      className="h-9 rounded-md border bg-background px-2 text-sm"
                    >
                      <option value="editor">Editor</option>
                      <option value="admin">Admin</option>
                      <option value="door">Door staff</option>
                    </select>
                  </label>
                  <Button type="submit" size="sm" variant="outline" disabled={busy}>
                    Change role
                  </Button>
                </Form>
                {member.disabled ? (
                  <MemberAction intent="enable" id={member.id} busy={busy} variant="outline">
                    Enable
                  </MemberAction>
                ) : (
                  <DisableMemberControl member={member} busy={busy} />
                )}
                {!member.disabled && (
                  <MemberAction intent="reset" id={member.id} busy={busy} variant="ghost">
                    Reset password
                  </MemberAction>
                )}
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="invite-heading" title="Invite a colleague" className="max-w-lg space-y-3">
        <p className="text-sm text-muted-foreground">
          They get an e-mail with a link to set their password; it works once, for 24 hours.
        </p>
        <Form method="post" className="space-y-4 rounded-xl border bg-card p-4">
          <input type="hidden" name="intent" value="invite" />
          <EmailField label="E-mail" {...bind("email")} required autoComplete="off" />
          <TextField label="Name" {...bind("name")} required autoComplete="off" />
          <SelectField
            label="Role"
            name="role"
            options={ROLE_OPTIONS}
            defaultValue={values.role ?? "editor"}
            error={inviteErrors.role}
          />
          <Button type="submit" disabled={busy}>
            Send invitation
          </Button>
        </Form>
      </TitledSection>
    </main>
  );
}
