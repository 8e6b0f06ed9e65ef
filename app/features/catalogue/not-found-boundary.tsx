import type * as React from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { LazyErrorPage } from "#app/components/lazy-error-page";
import { NotFoundPanel } from "./shop-ui";

/**
 * A product page's error boundary: its 404 is the product's own 'Not Found'
 * panel with the way back to the list; any other error is the error page.
 */
export function notFoundBoundary(panel: React.ComponentProps<typeof NotFoundPanel>) {
  return function ErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel {...panel} />;
    return <LazyErrorPage error={error} />;
  };
}
