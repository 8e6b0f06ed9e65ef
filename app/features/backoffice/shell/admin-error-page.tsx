import { isRouteErrorResponse, Link } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { Button } from "#app/components/ui/button";
import { pageTitle } from "#common/business";

/** The back office's error page: a sentence for 401, 403, 404 or anything else, and a way back. */
export function AdminErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const serverMessage =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data !== null
      ? (error.data as { error?: unknown }).error
      : undefined;
  const [title, text] =
    status === 401
      ? [
          "Your session has ended",
          "Sign in again to continue. Anything you had not saved was not stored.",
        ]
      : status === 403
        ? [
            "Not allowed",
            typeof serverMessage === "string"
              ? serverMessage
              : "This request was refused, so nothing was changed.",
          ]
        : status === 404
          ? ["Not found", "This page does not exist any more. It may have been deleted."]
          : ["Something went wrong", "Nothing was changed. Please try again in a moment."];
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-16">
      <title>{pageTitle("Back office")}</title>
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted-foreground">{text}</p>
        <div className="mt-6 flex justify-center gap-3">
          {status === 401 ? (
            <Button asChild>
              <Link to="/admin/login" reloadDocument>
                Sign in
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/admin" reloadDocument>
                Back to the dashboard
              </Link>
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
