import { lazy, Suspense } from "react";
import type { ErrorPage as ErrorPageComponent } from "./error-page";

// The error and 404 pages are shown on few visits, so in the browser their code (texts,
// icons) is loaded when an error boundary first renders instead of with every page
// (docs/decisions/0029-lazy-error-page.md).
type Loaded = { default: typeof ErrorPageComponent };
let loaded: Loaded | undefined;
const load = (): Promise<Loaded> =>
  import("./error-page").then((module) => (loaded = { default: module.ErrorPage }));

// The server loads it as it starts and hands it to React.lazy as an already settled
// thenable, which React reads synchronously: the error page is in the HTML of the first
// response, not streamed after the fallback by a script a browser without JavaScript never runs.
if (import.meta.env.SSR) void load();

const ErrorPage = lazy(() => {
  const ready = loaded;
  if (!ready) return load();
  const settled = { then: (resolve: (value: Loaded) => void) => resolve(ready) };
  return settled as unknown as Promise<Loaded>;
});

/** `ErrorPage`, loaded in the browser when first rendered. */
export function LazyErrorPage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<div className="min-h-[60vh]" />}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
