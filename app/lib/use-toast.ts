import { useEffect } from "react";
import { toast as toasts } from "./notify";
// Types only: the toast's zod schema stays out of the browser's first load.
import type { Toast, ToastInput } from "#common/toast";

function show({ type, title, id, description, duration }: ToastInput) {
  toasts[type](title, { id, description, duration });
}

/**
 * Shows a toast that an answer carried: the flash cookie's (the root reads
 * it after a redirect) or an action result's (`result.toast`, for an answer
 * that is not a redirect). The one way a page shows a toast; each id once,
 * so a re-render does not show it again and a new answer does.
 */
export function useToast(toast: Toast | null | undefined): void {
  useEffect(() => {
    // Shown once the page's <Toaster> listens (lib/notify).
    if (toast) show(toast);
  }, [toast]);
}

/**
 * The same toast for what happens in the browser alone, with no answer to
 * carry it: a post that never reached us (the network, a proxy's error
 * page), a form the browser refused before sending, a live update. Never
 * for an action's outcome: that toast comes with the answer.
 */
export function showToast(toast: ToastInput): void {
  show(toast);
}
