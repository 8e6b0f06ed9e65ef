import { NavLink, Outlet } from "react-router";
import { Breadcrumb } from "../../components/layout/breadcrumb";
import { shopNav } from "../../components/layout/nav-links";
import { SiteFooter } from "../../components/layout/site-footer";
import { TopBar } from "../../components/layout/top-bar";
import { WhatsAppButton } from "../../components/layout/whatsapp-button";
import { QuizLauncher } from "../../features/quiz/quiz-launcher";
import { cn } from "../../lib/cn";

/** The shop wears the dark header and footer, with its own section bar; quiz and WhatsApp as on every public page. */
export default function ShopLayout() {
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
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter tone="dark" />
      <QuizLauncher />
      <WhatsAppButton />
    </div>
  );
}
