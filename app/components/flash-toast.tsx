import { useEffect } from "react";
import { toast as toasts } from "#app/lib/notify";
import type { Toast } from "#common/toast";

const show = { success: toasts.success, error: toasts.error, info: toasts.info } as const;

/**
 * Shows a flash toast through the page's <Toaster>. The root renders one for
 * toasts that came through a redirect; a route may render another for a
 * toast in its action data (a 4xx answer does not re-run the root loader).
 * Without JavaScript the same text is rendered in <noscript>, so the message
 * is never lost.
 */
export function FlashToast({ toast }: { toast: Toast | null | undefined }) {
  useEffect(() => {
    if (!toast) return;
    // Shown once the page's <Toaster> listens (lib/notify); the id stops a
    // re-render from showing it twice.
    show[toast.type](toast.title, { id: toast.id, description: toast.description });
  }, [toast]);

  if (!toast) return null;
  return (
    <noscript>
      <div
        role={toast.type === "error" ? "alert" : "status"}
        data-slot="flash-toast"
        data-type={toast.type}
        className="pointer-events-none fixed right-4 bottom-4 z-[100] max-w-sm animate-[flash-notice-out_0.3s_ease-in_12s_forwards] rounded-lg border bg-background p-4 text-sm shadow-lg data-[type=error]:border-destructive data-[type=error]:text-destructive"
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-muted-foreground">{toast.description}</p>}
      </div>
    </noscript>
  );
}
