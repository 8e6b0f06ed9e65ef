import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { LazyErrorPage } from "./components/lazy-error-page";
import { FlashToast } from "./components/flash-toast";
import { LazyToaster } from "./components/lazy-toaster";
import { SiteFooter } from "./components/layout/site-footer";
import { TopBar } from "./components/layout/top-bar";
import { WhatsAppButton } from "./components/layout/whatsapp-button";
import { pageTitle } from "#common/business";
import { refreshFormToken } from "./lib/fresh-form-token";
import { installSubmissionHold } from "./lib/submission-hold-gate";
import { useNonce } from "./lib/nonce";
import { getToast } from "./lib/toast.server";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The flash toast left by the previous action's redirect, shown once. */
export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  return data({ toast }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-MY">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        {/* With a precedence React writes the stylesheet into the head before
            the module preloads of <Scripts>: listed after them, the one
            render-blocking file queued behind ~40 scripts on the browser's six
            HTTP/1.1 connections and first paint waited for all of them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        {children}
        <LazyToaster
          position="bottom-right"
          theme="system"
          visibleToasts={5}
          richColors
          closeButton
          containerAriaLabel="Notifications"
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document once React has hydrated, the forms hold this page
  // load's token and a form sent too soon is held: end-to-end tests wait for it before testing client-side
  // behaviour (a click before it is a plain page load) and time their typing from it.
  useEffect(() => {
    // The hold of forms sent too soon: its gate now, its timing when a form is used.
    installSubmissionHold();
    void refreshFormToken().finally(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return (
    <>
      <Outlet />
      <FlashToast toast={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{pageTitle(notFound ? "Page Not Found" : "Something went wrong")}</title>
      <TopBar />
      <main id="main">
        <LazyErrorPage error={error} />
      </main>
      <SiteFooter />
      <WhatsAppButton />
    </>
  );
}
