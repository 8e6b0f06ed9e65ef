import { LoaderCircle } from "lucide-react";
import { NavLink, Outlet, useNavigation } from "react-router";
import { Breadcrumb } from "#app/components/layout/breadcrumb";
import { shopNav } from "#app/components/layout/nav-links";
import { SiteFooter } from "#app/components/layout/site-footer";
import { TopBar } from "#app/components/layout/top-bar";
import { WhatsAppButton } from "#app/components/layout/whatsapp-button";
import { QuizLauncher } from "#app/features/quiz/quiz-launcher";
import { cn } from "#app/lib/cn";

// The catalogue and calendar draw their own skeletons; the detail pages get the original's text.
const DETAIL_LOADING: { path: RegExp; label: string }[] = [
  {
    path: /^\/shop\/masterclasses\/(?!custom\/?$)[^/]+\/?$/,
    label: "Loading masterclass details...",
  },
  { path: /^\/shop\/books\/[^/]+\/?$/, label: "Loading book details..." },
  { path: /^\/shop\/grants\/?$/, label: "Loading grant information..." },
];

function useDetailLoading(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  const { pathname } = navigation.location;
  return DETAIL_LOADING.find(({ path }) => path.test(pathname))?.label ?? null;
}

/** The shop wears the dark header and footer, with its own section bar; quiz and WhatsApp as on every public page. */
export default function ShopLayout() {
  const loading = useDetailLoading();
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar tone="dark" />
      <nav aria-label="Shop" className="border-b border-white/10 bg-navy text-navy-foreground">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6 lg:px-8">
          {shopNav.map((item) => (
            <li key={item.href} className="shrink-0">
              <NavLink
                to={item.href}
                className={({ isActive }) =>
                  cn(
                    "block rounded-full px-3 py-1.5 text-sm font-medium text-navy-muted transition-colors hover:bg-white/10 hover:text-white",
                    isActive && "bg-white/10 text-white",
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Breadcrumb />
      <main id="main" className="relative flex-1">
        <Outlet />
        {/* Laid over the page being left, so nothing moves until the next one is ready. The
            status region is always there, so screen readers announce the text when it comes. */}
        <div
          className={cn(
            "pointer-events-none absolute inset-0 z-20 opacity-0",
            // Shown after a beat, so a quick navigation does not flash it.
            loading &&
              "pointer-events-auto bg-background/70 opacity-100 transition-opacity delay-150 duration-200",
          )}
        >
          <div role="status" className="sticky top-24 flex justify-center px-4 pt-24">
            {loading && (
              <p className="flex items-center gap-3 rounded-xl border bg-card px-5 py-3 font-medium shadow-lg">
                <LoaderCircle
                  aria-hidden="true"
                  className="size-5 animate-spin text-primary motion-reduce:animate-none"
                />
                {loading}
              </p>
            )}
          </div>
        </div>
      </main>
      <SiteFooter tone="dark" />
      <QuizLauncher />
      <WhatsAppButton />
    </div>
  );
}
