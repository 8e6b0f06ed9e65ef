import { InputField } from "#app/components/admin/input-field";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/invite";
import { Logo } from "#app/components/layout/logo";
import { FormAlert } from "#app/components/ui/form-alert";
import { StatusButton } from "#app/components/ui/status-button";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { adminHeaders, assertSameOrigin, startSession } from "#app/features/team/auth.server";
import { setPasswordSchema, PASSWORD_MIN } from "#app/features/team/team.schema";
import {
  checkSetPasswordLink,
  setPasswordWithLink,
  teamContext,
} from "#app/features/team/team.server";
import { failed, invalid } from "#app/lib/action-result";
import { parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { useForm } from "#app/lib/use-form";

export const meta: Route.MetaFunction = () => adminMeta("Set your password");

// The URL carries a one-time secret: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({
  ...adminHeaders,
  "Referrer-Policy": "no-referrer",
});

const REFUSED = {
  expired: "This link has expired. Ask an admin of your team to send a new one.",
  invalid:
    "This link is not valid: it may have been used already or replaced by a newer one. Ask an admin of your team to send a new one.",
} as const;

function linkParts(request: Request, params: { id?: string }) {
  const url = new URL(request.url);
  return {
    userId: params.id ?? "",
    expires: url.searchParams.get("expires"),
    sig: url.searchParams.get("sig"),
  };
}

/** No session needed: the signed link is the proof, and it works once. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { userId, expires, sig } = linkParts(request, params);
  const { db, secrets } = teamContext();
  const check = await checkSetPasswordLink(db, secrets, userId, expires, sig);
  if (!check.ok) return data({ refused: REFUSED[check.reason], email: null }, { status: 410 });
  return { refused: null, email: check.value.email };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const parsed = parseForm(setPasswordSchema, await readFormData(request));
  // Never echo a password back: a refusal keeps no values.
  if (!parsed.success) return invalid(parsed.fieldErrors, {});
  const { userId, expires, sig } = linkParts(request, params);
  const { db, secrets } = teamContext();
  const result = await setPasswordWithLink(db, secrets, {
    userId,
    expires,
    sig,
    password: parsed.data.password,
  });
  if (!result.ok) return failed(REFUSED[result.reason], {}, { status: 410 });
  const cookie = await startSession(request, result.value.id);
  return redirectWithToast(
    "/admin",
    { type: "success", title: "Password set", description: "You are signed in." },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const { form, errors } = useForm({ result: actionData });
  const refused = actionData?.status === "error" ? actionData.message : loaderData.refused;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 shadow-sm">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold">Set your password</h1>
        {refused ? (
          <FormAlert message={refused} />
        ) : (
          <>
            <p className="mt-2 text-sm text-muted-foreground">
              For <span className="font-semibold">{loaderData.email}</span>. At least {PASSWORD_MIN}{" "}
              characters.
            </p>
            <Form {...form} method="post" className="mt-6 space-y-2">
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={loaderData.email ?? ""}
                readOnly
                hidden
              />
              <InputField
                label="New password"
                error={errors.password}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN}
                maxLength={200}
              />
              <InputField
                label="Repeat the password"
                error={errors.confirm}
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                maxLength={200}
              />
              <StatusButton
                type="submit"
                pending={pending}
                pendingLabel="Saving…"
                className="mt-2 w-full"
              >
                Set password and sign in
              </StatusButton>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
