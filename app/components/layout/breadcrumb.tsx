import { ChevronRight, Home } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buildBreadcrumbs } from "#app/lib/breadcrumbs";

/** Shown only on shop paths (the helper returns nothing elsewhere). */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-white/10 bg-navy/90 text-navy-muted">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2.5 text-sm sm:px-6 lg:px-8">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 opacity-60" />}
              {last ? (
                <span aria-current="page" className="font-medium text-white">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="inline-flex items-center gap-1 hover:text-white">
                  {index === 0 && <Home aria-hidden="true" className="size-3.5" />}
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
