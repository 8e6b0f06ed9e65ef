import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import {
  loadSonner,
  subscribeToasterWanted,
  toasterListening,
  toasterWanted,
  wantToaster,
} from "#app/lib/notify";
import { afterFirstInteraction } from "#app/lib/first-interaction";

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

/**
 * The page's toasts, mounted at the visitor's first interaction or the first
 * toast (lib/notify), so sonner is not fetched by a page nobody touches. The
 * interaction mounts it ahead of the toasts it may lead to (a form's answer,
 * a brochure): sonner's live region is then in place before a toast enters
 * it, as screen readers need to announce it. The region is fixed to a
 * corner: it moves nothing when it appears.
 */
export function LazyToaster(props: ToasterProps) {
  // On the server and at hydration no toast has been asked for yet.
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  useEffect(() => {
    void afterFirstInteraction().then(wantToaster);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
