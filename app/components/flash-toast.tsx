import type { Toast } from "#common/toast";
import { useToast } from "#app/lib/use-toast";

/**
 * A toast an answer carried (`useToast`), and without JavaScript the same
 * text in <noscript>, so the message is never lost. The root renders one
 * for the flash cookie's toast (after a redirect); a page whose form is
 * posted without JavaScript too renders one for its action data's toast
 * (a 4xx answer does not run the root loader again).
 */
export function FlashToast({ toast }: { toast: Toast | null | undefined }) {
  useToast(toast);
  return <NoscriptToast toast={toast} />;
}

/** The toast's text for a browser without JavaScript, where a form shows its toast by `useForm`. */
export function NoscriptToast({ toast }: { toast: Toast | null | undefined }) {
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
