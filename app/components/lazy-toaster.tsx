import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import {
  loadSonner,
  subscribeToasterWanted,
  toasterListening,
  toasterWanted,
  wantToaster,
} from "#app/lib/notify";

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

/** What a visitor does before most toasts: a click, a key, focus moved into the page. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

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
    if (wanted) return;
    for (const type of INTERACTIONS) document.addEventListener(type, wantToaster, true);
    return () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, wantToaster, true);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
