import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the first load: the library and the root's
 * <Toaster> (components/lazy-toaster.tsx) come with the visitor's first
 * interaction or the first toast, whichever is first, and each toast waits
 * until that <Toaster> listens, since sonner drops toasts sent before it
 * subscribes. A page nobody touches and that shows no toast never fetches
 * sonner (every public page's JavaScript is budgeted until the network is
 * idle: tests/e2e/js-budget.spec.ts).
 */
type Sonner = typeof import("sonner");

let library: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (library ??= import("sonner"));

let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** Called by the root's <Toaster> once it has subscribed. */
export function toasterListening(): void {
  markListening();
}

/** Whether the root should mount its <Toaster> (and so fetch sonner). */
let wanted = false;
const wantedListeners = new Set<() => void>();

export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export const toasterWanted = (): boolean => wanted;

/** Mounts the root's <Toaster>: at the first toast, or earlier (see LazyToaster). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

function send(kind: "success" | "error" | "info", title: string, options?: ExternalToast) {
  wantToaster();
  void Promise.all([loadSonner(), listening]).then(([{ toast }]) => toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => send("success", title, options),
  error: (title: string, options?: ExternalToast) => send("error", title, options),
  info: (title: string, options?: ExternalToast) => send("info", title, options),
};
