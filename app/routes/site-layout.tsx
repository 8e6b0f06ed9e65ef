import { Outlet } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { TopBar } from "../components/layout/top-bar";

export default function SiteLayout() {
  return (
    <>
      <TopBar />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
