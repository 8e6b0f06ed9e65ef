import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { assertSameOrigin, endSession, LOGIN_PATH } from "#app/features/team/auth.server";
import { redirectWithToast } from "#app/lib/toast.server";

/** A GET never signs anyone out (an <img src="/admin/logout"> on another site must not). */
export function loader() {
  throw redirect("/admin/blog");
}

/** Destroys the session in the database and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const clearCookie = await endSession(request);
  return redirectWithToast(
    LOGIN_PATH,
    { type: "info", title: "Logged out" },
    { headers: { "Set-Cookie": clearCookie } },
  );
}
