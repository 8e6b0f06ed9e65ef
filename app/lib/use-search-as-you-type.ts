import { useEffect, useRef, type ChangeEvent } from "react";

/** How long typing pauses before the results follow. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose results follow as the visitor types: the form is sent
 * once typing pauses, the first time as a new history entry and after that in
 * place of it (Back leaves the search rather than stepping through every
 * letter), with `q` in the URL as before. Enter and the submit button still
 * send it at once, and without JavaScript it is the plain GET form it was.
 * The box is never remounted, so focus and caret stay where they are while
 * the results update; when the URL's `q` changes by other means (Back, a
 * Clear link) the box follows.
 */
export function useSearchAsYouType(
  q: string,
  send: (form: HTMLFormElement, options: { replace: boolean }) => void,
) {
  const box = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // What typing last sent: when the URL arrives at it, the box already says it (and may say
  // more by now, typed meanwhile).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const input = box.current;
    if (sent.current !== null && sent.current.trim() === q) {
      sent.current = null;
      return;
    }
    if (input && input.value.trim() !== q) input.value = q;
  }, [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    ref: box,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const form = event.currentTarget.form;
      if (!form) return;
      window.clearTimeout(timer.current);
      const input = event.currentTarget;
      const replace = q !== "";
      timer.current = window.setTimeout(() => {
        if (input.value.trim() !== q) sent.current = input.value;
        send(form, { replace });
      }, SEARCH_DEBOUNCE_MS);
    },
    /** Enter or the button sent the form: nothing is left to send. */
    cancel() {
      window.clearTimeout(timer.current);
    },
  };
}
