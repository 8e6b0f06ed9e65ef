import { ExternalLink, LogOut } from "lucide-react";
import { Form, Link, NavLink } from "react-router";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { navFor, type AdminRole } from "./nav";

/** The signed-in person, as the back office's frame shows them. */
export interface ShellUser {
  email: string;
  name: string;
  role: AdminRole;
}

/** The side navigation's links, those of the person's role. */
export function NavList({ user, onNavigate }: { user: ShellUser; onNavigate?: () => void }) {
  return (
    <ul className="space-y-px">
      {navFor(user.role).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block rounded-lg px-3 py-1 text-sm font-semibold transition-colors",
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

/** Who is signed in, a link to the site, and Logout. */
export function Account({ user }: { user: ShellUser }) {
  return (
    <div className="space-y-2 border-t pt-3">
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
