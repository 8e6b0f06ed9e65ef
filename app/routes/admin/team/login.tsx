import { InputField } from "#app/components/admin/input-field";
import { LockKeyhole } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { FormAlert } from "#app/components/ui/form-alert";
import { EmailField } from "#app/components/ui/form-fields";
import { StatusButton } from "#app/components/ui/status-button";
import { NoscriptToast } from "#app/components/flash-toast";
import { Logo } from "#app/components/layout/logo";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import {
  adminHeaders,
  assertSameOrigin,
  getAdmin,
  safeAdminRedirect,
  signIn,
} from "#app/features/team/auth.server";
import { loginSchema } from "#app/features/team/login.schema";
import { failed, invalid, refusalToast } from "#app/lib/action-result";
import { parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { useForm } from "#app/lib/use-form";

export const meta: Route.MetaFunction = () => adminMeta("Blog Admin");

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  // A refused sign-in (429) says when to try again, also to browsers without JavaScript.
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...adminHeaders, "Retry-After": retryAfter } : adminHeaders;
};

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getAdmin(request)) throw redirect(safeAdminRedirect(redirectTo));
  return { redirectTo: redirectTo ?? "" };
}

/** Sign-in answers carry a session or say who is locked out: never stored by any cache. */
const noStore = { "Cache-Control": adminHeaders["Cache-Control"] } as const;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const parsed = parseForm(loginSchema, await readFormData(request));
  // Never echo the password back: the e-mail is the one value a refusal keeps.
  if (!parsed.success) {
    return invalid(parsed.fieldErrors, { email: parsed.values.email ?? "" }, { headers: noStore });
  }
  const { email, password, redirectTo } = parsed.data;
  const result = await signIn(request, { email, password }, context.clientAddress);
  if (result.ok) {
    return redirectWithToast(
      safeAdminRedirect(redirectTo),
      { type: "success", title: "Logged in successfully" },
      { headers: { ...noStore, "Set-Cookie": result.setCookie } },
    );
  }
  if (result.reason === "rate-limited" || result.reason === "busy") {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    const message =
      result.reason === "busy"
        ? "Too many sign-ins at once. Try again in a few seconds."
        : `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return failed(
      message,
      { email },
      {
        status: 429,
        headers: { ...noStore, "Retry-After": String(result.retryAfterSeconds) },
        toast: refusalToast(message),
      },
    );
  }
  // 'Invalid password' (the original site's words), the same whether or not the e-mail has an
  // account, so the answer does not tell who has one.
  const message = "Invalid password";
  return failed(
    message,
    { email },
    { status: 401, headers: noStore, toast: refusalToast(message) },
  );
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const passwordRef = useRef<HTMLInputElement>(null);
  const { form, field, errors } = useForm({ result: actionData });
  // After a refused attempt the password is cleared and focused for the next try.
  useEffect(() => {
    if (actionData?.status === "error" && passwordRef.current) {
      passwordRef.current.value = "";
      passwordRef.current.focus();
    }
  }, [actionData]);
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-16">
      <div className="w-full max-w-sm rounded-2xl border bg-card p-8 shadow-sm">
        <Logo />
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold">
          <LockKeyhole aria-hidden="true" className="size-5 text-primary" /> Blog Admin
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Sign in with your AIHQ admin account to manage blog posts.
        </p>
        <Form {...form} method="post" className="mt-6 space-y-2">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <EmailField
            label="Email"
            {...field("email")}
            autoComplete="username"
            required
            maxLength={254}
            autoFocus
          />
          <InputField
            label="Password"
            error={errors.password}
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
          />
          <FormAlert message={actionData?.status === "error" ? actionData.message : null} />
          <StatusButton
            type="submit"
            pending={pending}
            pendingLabel="Signing in…"
            className="mt-2 w-full"
          >
            Sign in
          </StatusButton>
        </Form>
      </div>
      <NoscriptToast toast={actionData?.toast} />
    </main>
  );
}
