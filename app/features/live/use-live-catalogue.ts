import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "#app/lib/use-toast";
import {
  backoffMs,
  concerns,
  LIVE_ERROR,
  LIVE_TOASTS,
  parseLiveChange,
  type LiveTable,
} from "./messages";

/**
 * Keeps a catalogue page current: listens to /live and, on a change to one
 * of `tables` (and to `slug`, on one item's page), reloads the page's loader
 * data and says what changed. Runs only in the browser, after hydration
 * (an effect). A broken stream says so once per outage and reconnects with
 * back-off, passing the last event id so missed changes are replayed.
 */
export function useLiveCatalogue(tables: LiveTable | readonly LiveTable[], slug?: string): void {
  const revalidator = useRevalidator();
  // The revalidator is a new object on every render; the stream must not be.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const key = typeof tables === "string" ? tables : tables.join(",");

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const watched = key.split(",") as LiveTable[];
    let source: EventSource | undefined;
    let lastEventId = "";
    let attempt = 0;
    let warned = false;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;

    // A burst of changes (a bulk edit) reloads once.
    const reload = () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => void revalidate.current(), 50);
    };

    const open = () => {
      const url = lastEventId ? `/live?lastEventId=${encodeURIComponent(lastEventId)}` : "/live";
      const current = new EventSource(url);
      source = current;
      current.onopen = () => {
        attempt = 0;
        warned = false;
      };
      current.addEventListener("change", (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const change = parseLiveChange(message.data);
        if (!change || !concerns(change, watched, slug)) return;
        const title = LIVE_TOASTS[change.table][change.op];
        // The id folds repeats of one message into one toast.
        showToast({ type: "info", title, id: `live-${change.table}-${change.op}` });
        reload();
      });
      // The server could not replay what this page missed: reload everything, quietly.
      current.addEventListener("stale", reload);
      current.onerror = () => {
        // EventSource would retry at a fixed pace, or give up on an HTTP error:
        // we close it and back off ourselves.
        current.close();
        if (!warned) {
          warned = true;
          showToast({ type: "error", id: "live-error", ...LIVE_ERROR });
        }
        reconnect = setTimeout(open, backoffMs(attempt++));
      };
    };

    open();
    return () => {
      clearTimeout(reconnect);
      clearTimeout(refresh);
      source?.close();
    };
  }, [key, slug]);
}
