import { useMemo } from "react";
import type { ActionResult } from "#app/lib/action-result";
import type { Toast, ToastInput } from "#common/toast";

let sequence = 0;

/**
 * Left for the catalogue admin pages (books, grants, NTW) until their actions
 * carry their refusals' toasts in the ActionResult as every other action does
 * (`failed(…, { toast })`); then this goes.
 *
 * The toast for an action's refusal, for <FlashToast>. A refusal is a 4xx/5xx
 * answer, which does not run the root loader again, so the flash cookie
 * cannot carry it; the page makes it from the result instead (without
 * JavaScript too: FlashToast renders it in <noscript>). `toastFor` must be
 * defined outside the component, so the toast is made once per answer and
 * sonner shows it once; the id is new for every answer, so the same refusal
 * twice shows twice.
 */
export function useRefusalToast<Values>(
  result: ActionResult<Values> | undefined,
  toastFor: (result: ActionResult<Values>) => ToastInput,
): Toast | undefined {
  return useMemo(() => {
    if (!result) return undefined;
    sequence += 1;
    return { ...toastFor(result), id: `refusal-${sequence}` };
  }, [result, toastFor]);
}
