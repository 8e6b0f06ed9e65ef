import { Menu, Sparkles, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cn } from "#app/lib/cn";
import { Button } from "#app/components/ui/button";
import { Logo } from "./logo";
import { mainNav, QUIZ_QUERY } from "./nav-links";

/**
 * Sticky top bar of every public page. The shop uses the dark tone. On
 * phones the links fold into a menu panel opened by a toggle: a `<details>`,
 * so the browser opens it from the first paint, before the page's script has
 * run and without it (the panel is shown while it is open, by CSS).
 */
export function TopBar({ tone = "light" }: { tone?: "light" | "dark" }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const panelId = useId();
  const dark = tone === "dark";

  // A link followed in the page (once hydrated) closes the menu; without JavaScript each link
  // loads a page whose menu starts closed. Hydration itself is no navigation: a menu opened
  // before it stays open.
  const at = `${location.pathname}${location.search}`;
  const shownAt = useRef(at);
  useEffect(() => {
    if (shownAt.current === at) return;
    shownAt.current = at;
    if (menu.current) menu.current.open = false;
  }, [at]);

  const quizHref = `${location.pathname}?${QUIZ_QUERY}`;

  return (
    <header
      data-slot="top-bar"
      data-tone={tone}
      className={cn(
        "group/top-bar sticky top-0 z-40 border-b backdrop-blur",
        dark
          ? "border-white/10 bg-navy/95 text-navy-foreground"
          : "border-border bg-background/90 text-foreground",
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo tone={dark ? "dark" : "light"} />
        <nav aria-label="Main" className="hidden lg:block">
          <MainNavList
            dark={dark}
            className="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 text-sm font-medium transition-colors"
          />
        </nav>
        <div className="flex items-center gap-2">
          <Button
            asChild
            variant={dark ? "accent" : "default"}
            size="sm"
            className="hidden sm:inline-flex"
          >
            <Link to={quizHref} preventScrollReset data-quiz-trigger="">
              <Sparkles aria-hidden="true" />
              AI Readiness Quiz
            </Link>
          </Button>
          <details ref={menu} data-slot="menu-toggle" className="group/menu lg:hidden">
            {/* The name follows the state with CSS: the hidden one is not read. */}
            <Button
              asChild
              variant={dark ? "ghost-light" : "ghost"}
              size="icon"
              className="cursor-pointer list-none [&::-webkit-details-marker]:hidden"
            >
              <summary aria-controls={panelId}>
                <Menu aria-hidden="true" className="size-5! group-open/menu:hidden" />
                <X aria-hidden="true" className="hidden size-5! group-open/menu:block" />
                <span className="sr-only group-open/menu:hidden">Open menu</span>
                <span className="sr-only hidden group-open/menu:inline">Close menu</span>
              </summary>
            </Button>
          </details>
        </div>
      </div>
      <div
        id={panelId}
        data-slot="menu-panel"
        className={cn(
          "hidden border-t max-lg:group-has-[[data-slot=menu-toggle][open]]/top-bar:block",
          dark ? "border-white/10" : "border-border",
        )}
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <MainNavList
            dark={dark}
            className="flex flex-col gap-1"
            linkClassName="block rounded-md px-3 py-3 text-base font-medium"
          />
          <Button asChild variant={dark ? "accent" : "default"} className="mt-3 w-full">
            <Link to={quizHref} preventScrollReset data-quiz-trigger="">
              <Sparkles aria-hidden="true" />
              AI Readiness Quiz
            </Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

/** The original site's six links; the desktop bar and the phone menu differ only in layout. */
function MainNavList({
  dark,
  className,
  linkClassName,
}: {
  dark: boolean;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {mainNav.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            end={item.href === "/"}
            className={({ isActive }) =>
              cn(
                linkClassName,
                dark ? "hover:bg-white/10" : "hover:bg-muted",
                isActive && (dark ? "text-cyan" : "text-primary"),
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
