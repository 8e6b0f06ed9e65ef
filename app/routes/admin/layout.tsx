import { ExternalLink, LogOut } from "lucide-react";
import { Form, isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { Logo } from "../../components/layout/logo";
import { Button } from "../../components/ui/button";
import { pageTitle } from "../../content/business";
import { adminHeaders, requireAdmin } from "../../features/admin/auth.server";

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user: { email: user.email, name: user.name } };
}

/**
 * Every signed-in admin page sits in this layout (sign-in and logout stand
 * outside it). It stands apart from the public layouts: no WhatsApp button
 * or quiz, nothing that would cover an editor.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-muted/50">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:gap-6 sm:px-6 sm:py-4">
          <Logo />
          <p className="hidden text-lg font-bold sm:block">Blog Admin</p>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <span className="hidden text-sm text-muted-foreground md:inline">
              {loaderData.user.email}
            </span>
            <Button asChild variant="ghost" size="sm">
              <Link to="/blog" target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                <span className="max-sm:sr-only">View blog</span>
              </Link>
            </Button>
            <Form method="post" action="/admin/logout">
              <Button type="submit" variant="outline" size="sm">
                <LogOut aria-hidden="true" /> Logout
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 401
      ? [
          "Your session has ended",
          "Sign in again to continue. Anything you had not saved was not stored.",
        ]
      : status === 403
        ? [
            "Request refused",
            "This request did not come from the AIHQ admin pages, so nothing was changed.",
          ]
        : status === 404
          ? ["Not found", "This post or page does not exist any more. It may have been deleted."]
          : ["Something went wrong", "Nothing was changed. Please try again in a moment."];
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-16">
      <title>{pageTitle("Blog Admin")}</title>
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted-foreground">{text}</p>
        <div className="mt-6 flex justify-center gap-3">
          {status === 401 ? (
            <Button asChild>
              <Link to="/admin/login" reloadDocument>
                Sign in
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/admin/blog" reloadDocument>
                Back to Blog Admin
              </Link>
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
