import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the first load: the library comes with the first
 * toast (or right after hydration, when the root mounts its <Toaster>), and
 * each toast waits until that <Toaster> listens, since sonner drops toasts
 * sent before it subscribes.
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

function send(kind: "success" | "error" | "info", title: string, options?: ExternalToast) {
  void Promise.all([loadSonner(), listening]).then(([{ toast }]) => toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => send("success", title, options),
  error: (title: string, options?: ExternalToast) => send("error", title, options),
  info: (title: string, options?: ExternalToast) => send("info", title, options),
};
