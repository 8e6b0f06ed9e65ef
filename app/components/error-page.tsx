import { isRouteErrorResponse } from "react-router";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button";
import { NotFound } from "./not-found";

/**
 * One boundary for the root and the routes: 404s get the product's 404 page,
 * everything else a calm error page. Stack traces only in development.
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-20">
      <div className="max-w-lg text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto size-14 text-destructive" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-4 text-muted-foreground">
          {status >= 500
            ? "We could not complete your request. Please try again in a moment, or contact us if it keeps happening."
            : `The request could not be completed (error ${status}).`}
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        </div>
        {stack && (
          <pre className="mt-8 max-h-80 overflow-auto rounded-md bg-muted p-4 text-left text-xs">
            {stack}
          </pre>
        )}
      </div>
    </section>
  );
}
