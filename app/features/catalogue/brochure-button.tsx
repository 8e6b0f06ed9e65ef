import { FileDown, Loader2 } from "lucide-react";
import { useState } from "react";
import { showToast } from "#app/lib/use-toast";
import type { VariantProps } from "#app/lib/variants";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import {
  BROCHURE_FAILED,
  BROCHURE_OPENED,
  brochureRequestPath,
  brochureUnavailable,
  type BrochureOwner,
} from "./brochure-messages";

/** What the server answers the button: a fresh link, or why there is none. */
function brochureAnswer(value: unknown): string | "unavailable" | null {
  if (typeof value !== "object" || value === null) return null;
  if ("url" in value && typeof value.url === "string") return value.url;
  if ("error" in value) return "unavailable";
  return null;
}

/**
 * 'Download Brochure': asks the server for a link signed for the next hour
 * and opens it in a new tab. The tab is opened at the click, before the
 * request, because browsers block tabs opened later; it is closed again
 * when there is nothing to show. Without JavaScript the same address is a
 * plain link that redirects to the brochure.
 */
export function BrochureButton({
  kind,
  id,
  label = "Download Brochure",
  className,
  variant = "outline",
  size,
}: {
  kind: BrochureOwner;
  id: string;
  label?: string;
  className?: string;
} & VariantProps<typeof buttonVariants>) {
  const [busy, setBusy] = useState(false);
  const href = brochureRequestPath(kind, id);

  async function open(event: React.MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new window, download) keep the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    try {
      const response = await fetch(href, { headers: { Accept: "application/json" } });
      const answer = brochureAnswer(await response.json().catch(() => null));
      if (answer === "unavailable") {
        tab?.close();
        showToast({ type: "error", ...brochureUnavailable(kind) });
      } else if (!response.ok || answer === null) {
        tab?.close();
        showToast({ type: "error", ...BROCHURE_FAILED });
      } else {
        if (tab) tab.location.href = answer;
        else window.location.assign(answer);
        showToast({ type: "success", ...BROCHURE_OPENED });
      }
    } catch {
      tab?.close();
      showToast({ type: "error", ...BROCHURE_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      onClick={(event) => void open(event)}
      aria-disabled={busy || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <FileDown aria-hidden="true" />
      )}
      {busy ? "Opening..." : label}
    </a>
  );
}
