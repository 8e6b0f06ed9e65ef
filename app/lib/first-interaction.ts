/**
 * What counts as a visitor's first interaction with a page: a press, a key, focus moved, a
 * touch, the wheel or a scroll. Not a pointer merely passing over: browsers send those without
 * the visitor doing anything (a page laid out under a resting cursor).
 */
export const INTERACTIONS = [
  "pointerdown",
  "keydown",
  "focusin",
  "touchstart",
  "wheel",
  "scroll",
] as const;

let documentFirst: Promise<void> | undefined;

/**
 * Resolves at the visitor's first interaction with the page (with `target`, at the first
 * such event on it). Code a page needs only once someone acts on it waits for this instead
 * of loading right after hydration: a page's JavaScript is budgeted until the network is
 * idle (tests/e2e/js-budget.spec.ts), and a page nobody touches then fetches none of it. On
 * the server there is no visitor, and it resolves at once.
 */
export function afterFirstInteraction(target?: EventTarget): Promise<void> {
  if (target) return firstEvent(target);
  if (typeof document === "undefined") return Promise.resolve();
  return (documentFirst ??= firstEvent(document));
}

function firstEvent(target: EventTarget): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, done, true);
      resolve();
    };
    // Captured, so an element that stops the event (a dialog, a menu) still counts, and a
    // scroll inside an element (which does not bubble) does too.
    for (const type of INTERACTIONS) {
      target.addEventListener(type, done, { capture: true, passive: true });
    }
  });
}
