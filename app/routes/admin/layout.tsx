import { ExternalLink, LogOut, Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/layout";
import { Logo } from "#app/components/layout/logo";
import { Button } from "#app/components/ui/button";
import { pageTitle } from "#common/business";
import { adminHeaders, requireAdmin } from "#app/features/team/auth.server";
import { navFor } from "#app/features/backoffice/shell/nav";
import { cn } from "#app/lib/cn";

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user: { email: user.email, name: user.name, role: user.role } };
}

type ShellUser = Route.ComponentProps["loaderData"]["user"];

function NavList({ user, onNavigate }: { user: ShellUser; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {navFor(user.role).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block rounded-lg px-3 py-2 text-sm font-semibold transition-colors",
                isActive
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Account({ user }: { user: ShellUser }) {
  return (
    <div className="space-y-3 border-t pt-4">
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold" title={user.email}>
          {user.name}
        </p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        <p className="mt-1 text-xs font-semibold text-primary capitalize" data-testid="shell-role">
          {user.role}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/" target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" /> View site
          </Link>
        </Button>
        <Form method="post" action="/admin/logout">
          <Button type="submit" variant="outline" size="sm">
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </Form>
      </div>
    </div>
  );
}

/**
 * The back office: every signed-in admin page sits in this layout (sign-in,
 * logout and the set-password link stand outside it). A side navigation on
 * wide screens, a menu button and a sheet on a phone; admin-only sections
 * are hidden from editors here and refused to them on the server.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-muted/50 md:flex">
      <aside className="hidden w-60 shrink-0 flex-col gap-6 border-r bg-background p-4 md:sticky md:top-0 md:flex md:h-dvh">
        <div className="flex items-center gap-2">
          <Logo />
        </div>
        <nav aria-label="Back office" className="flex-1 overflow-y-auto">
          <NavList user={user} />
        </nav>
        <Account user={user} />
      </aside>

      <header className="sticky top-0 z-40 flex items-center gap-3 border-b bg-background px-4 py-3 md:hidden">
        <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <DialogPrimitive.Trigger asChild>
            <Button variant="outline" size="sm" aria-label="Open menu">
              <Menu aria-hidden="true" /> Menu
            </Button>
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/60" />
            <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-background p-4 shadow-2xl">
              <div className="flex items-center justify-between">
                <DialogPrimitive.Title className="text-lg font-bold">
                  Back office
                </DialogPrimitive.Title>
                <DialogPrimitive.Close
                  aria-label="Close menu"
                  className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  <X aria-hidden="true" className="size-5" />
                </DialogPrimitive.Close>
              </div>
              <DialogPrimitive.Description className="sr-only">
                The sections of the back office
              </DialogPrimitive.Description>
              <nav aria-label="Back office" className="flex-1">
                <NavList user={user} onNavigate={() => setMenuOpen(false)} />
              </nav>
              <Account user={user} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
        <Logo />
      </header>

      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const serverMessage =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data !== null
      ? (error.data as { error?: unknown }).error
      : undefined;
  const [title, text] =
    status === 401
      ? [
          "Your session has ended",
          "Sign in again to continue. Anything you had not saved was not stored.",
        ]
      : status === 403
        ? [
            "Not allowed",
            typeof serverMessage === "string"
              ? serverMessage
              : "This request was refused, so nothing was changed.",
          ]
        : status === 404
          ? ["Not found", "This page does not exist any more. It may have been deleted."]
          : ["Something went wrong", "Nothing was changed. Please try again in a moment."];
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-16">
      <title>{pageTitle("Back office")}</title>
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
              <Link to="/admin" reloadDocument>
                Back to the dashboard
              </Link>
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
