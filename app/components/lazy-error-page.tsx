import { lazy, Suspense } from "react";

// The error and 404 pages are shown on few visits, so their code (texts, icons) is
// loaded when an error boundary first renders instead of with every page: a
// server-rendered error page keeps its HTML while the code arrives (docs/decisions/lazy-error-page.md).
const ErrorPage = lazy(() =>
  import("./error-page").then((module) => ({ default: module.ErrorPage })),
);

/** `ErrorPage`, loaded when first rendered. */
export function LazyErrorPage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<div className="min-h-[60vh]" />}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
