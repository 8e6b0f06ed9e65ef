import { FilePlus2, FolderKanban, Tags } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireAdmin } from "#app/features/team/auth.server";
import { cn } from "#app/lib/cn";

export const meta: Route.MetaFunction = () => adminMeta("Blog Admin");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const tabs = [
  { to: "/admin/blog", label: "Manage Posts", icon: FolderKanban, end: true },
  { to: "/admin/blog/new", label: "Create New Post", icon: FilePlus2, end: true },
  { to: "/admin/blog/categories", label: "Categories", icon: Tags, end: true },
] as const;

/** The blog's tabs inside the admin layout. */
export default function AdminBlogLayout() {
  return (
    <>
      <div className="border-b bg-background">
        <nav aria-label="Blog admin" className="mx-auto max-w-6xl overflow-x-auto px-2 sm:px-6">
          <ul className="flex sm:gap-1">
            {tabs.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      "-mb-px inline-flex items-center gap-2 border-b-2 px-2.5 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-3",
                      isActive
                        ? "border-primary text-primary"
                        : "border-transparent text-muted-foreground hover:text-foreground",
                    )
                  }
                >
                  <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </>
  );
}
