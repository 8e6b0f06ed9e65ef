import { Outlet } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { TopBar } from "../components/layout/top-bar";
import { WhatsAppButton } from "../components/layout/whatsapp-button";
import { QuizLauncher } from "../features/quiz/quiz-launcher";

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
