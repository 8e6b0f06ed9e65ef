import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { Button } from "#app/components/ui/button";
import { Account, NavList, type ShellUser } from "./shell-nav";

/**
 * The back office: every signed-in admin page sits in this layout (sign-in,
 * logout and the set-password link stand outside it). A side navigation on
 * wide screens, a menu button and a sheet on a phone; admin-only sections
 * are hidden from editors here and refused to them on the server.
 */
export function AdminShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-muted/50 md:flex">
      <aside className="hidden w-60 shrink-0 flex-col gap-4 border-r bg-background p-4 md:sticky md:top-0 md:flex md:h-dvh">
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

      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
