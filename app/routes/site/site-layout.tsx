import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer";
import { TopBar } from "#app/components/layout/top-bar";
import { WhatsAppButton } from "#app/components/layout/whatsapp-button";
import { QuizLauncher } from "#app/features/quiz/quiz-launcher";

/**
 * The public pages: light top bar and footer, the WhatsApp button, and the
 * quiz that `?quiz=open` opens on any of them. The admin has none of these.
 */
export default function SiteLayout() {
  return (
    <>
      <TopBar />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <QuizLauncher />
      <WhatsAppButton />
    </>
  );
}
