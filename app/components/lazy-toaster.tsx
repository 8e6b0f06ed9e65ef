import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { loadSonner, toasterListening } from "#app/lib/notify";

type ToasterProps = ComponentProps<typeof SonnerToaster>;

const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: Loaded }) => ({
    default: function ListeningToaster(props: ToasterProps) {
      // Effects run children first: sonner has subscribed when this one runs.
      useEffect(() => toasterListening(), []);
      return <Loaded {...props} />;
    },
  })),
);

/** The page's toasts, mounted after hydration so sonner stays out of the first load. */
export function LazyToaster(props: ToasterProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
